/**
 * An unexpected database failure behind a real route: the shopper gets the 500 envelope with a
 * reference and nothing else; the error log has the driver's SQLSTATE, message, constraint and
 * detail under Drizzle's "Failed query", with none of the values the shopper sent.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createLogger } from '../lib/log'
import { createTestApp, errorEnvelope } from '../test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>
let t: App
const lines: string[] = []
const errorLines = () => lines.map((l) => JSON.parse(l) as { level: string; msg: string; requestId?: string; error?: Record<string, unknown> }).filter((l) => l.level === 'error')

const message = (email: string, words: string) => ({ name: 'Amina Diallo', email, topic: 'order', message: words })

beforeAll(async () => {
  t = await createTestApp({ log: createLogger('info', (line) => lines.push(line)) })
  // Constraints the schema does not have: the route does not expect these failures.
  await t.db.execute(sql`CREATE UNIQUE INDEX contact_messages_one_per_email ON contact_messages (email)`)
  await t.db.execute(sql`ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_short CHECK (length(message) < 40)`)
})
afterAll(() => t.close())

test('a duplicate key logs 23505 with its constraint and a detail without the key, and answers a bare 500', async () => {
  expect((await t.json('POST', '/api/contact', message('amina.private@example.com', 'Where is my basket today?'))).status).toBe(201)
  lines.length = 0
  const res = await t.json('POST', '/api/contact', message('amina.private@example.com', 'Still waiting on my basket'))
  expect(res.status).toBe(500)
  const body = await errorEnvelope(res)
  expect(body.errors[0]!.code).toBe('internal_error')
  expect(JSON.stringify(body)).not.toMatch(/23505|duplicate|contact_messages|Failed query/)

  const [logged] = errorLines()
  expect(logged).toMatchObject({ msg: 'unhandled error', requestId: res.headers.get('x-request-id') })
  expect(logged!.error).toMatchObject({ message: 'Failed query', query: expect.stringMatching(/^insert into "contact_messages"/) })
  expect(logged!.error!.cause).toMatchObject({
    code: '23505',
    message: 'duplicate key value violates unique constraint "contact_messages_one_per_email"',
    detail: 'Key (email)=(…) already exists.',
  })
  expect(lines.join('\n')).not.toMatch(/amina\.private|Still waiting|Amina Diallo/)
})

test('a failed check logs 23514 and its constraint, without the failing row', async () => {
  lines.length = 0
  const res = await t.json('POST', '/api/contact', message('another.private@example.com', 'A message far longer than the constraint allows'))
  expect(res.status).toBe(500)
  const [logged] = errorLines()
  expect(logged!.error!.cause).toMatchObject({ code: '23514', message: expect.stringContaining('violates check constraint "contact_messages_short"'), detail: 'Failing row contains (…).' })
  expect(lines.join('\n')).not.toMatch(/another\.private|far longer|Amina Diallo/)
})
