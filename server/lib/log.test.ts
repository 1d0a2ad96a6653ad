import { DrizzleQueryError } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createLogger } from './log'

function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: { line: string; at: string }[] = []
  const log = createLogger(level, (line, at) => lines.push({ line, at }))
  return { log, lines, parsed: () => lines.map((l) => JSON.parse(l.line) as Record<string, unknown>) }
}

test('each event is one JSON line with time, level, message and the fields', () => {
  const { log, lines, parsed } = capture('info')
  log.info('seed: loaded', { stores: 6 })
  log.warn('first paint: slow', { url: '/farm' })
  expect(lines.map((l) => l.line.includes('\n'))).toEqual([false, false])
  const [info, warn] = parsed()
  expect(info).toMatchObject({ level: 'info', msg: 'seed: loaded', stores: 6 })
  expect(new Date(String(info!.time)).toString()).not.toBe('Invalid Date')
  expect(warn).toMatchObject({ level: 'warn', msg: 'first paint: slow', url: '/farm' })
})

test('LOG_LEVEL=warn prints warnings and errors only', () => {
  const { log, parsed } = capture('warn')
  log.debug('d')
  log.info('request', { status: 200 })
  log.warn('w')
  log.error('e')
  expect(parsed().map((l) => l.msg)).toEqual(['w', 'e'])
})

test('a field named like a line key does not overwrite it', () => {
  const { log, parsed } = capture('info')
  log.info('mail sent', { level: 'x', msg: 'y' })
  expect(parsed()[0]).toMatchObject({ level: 'info', msg: 'mail sent', 'field.level': 'x', 'field.msg': 'y' })
})

test("a failed query is logged with the driver's code, message and detail, and without its parameters", () => {
  const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    detail: 'Key (email)=(amina@example.com) already exists.',
    constraint: 'users_email_key',
    table: 'users',
  })
  const failed = new DrizzleQueryError('insert into "users" ("id", "email") values ($1, $2)', ['u-1', 'amina@example.com'], driver)
  const { log, lines, parsed } = capture('info')
  log.error('unhandled error', { error: failed })
  expect(lines[0]!.line).not.toContain('amina@example.com')
  expect(parsed()[0]!.error).toMatchObject({
    message: 'Failed query',
    query: 'insert into "users" ("id", "email") values ($1, $2)',
    cause: { code: '23505', message: 'duplicate key value violates unique constraint "users_email_key"', detail: 'Key (email)=(…) already exists.', constraint: 'users_email_key', table: 'users' },
  })
})

test('a full disk is named in the error line, whichever layer reports it', () => {
  const { log, parsed } = capture('info')
  const pglite = { name: 'ErrnoError', errno: 51 } // what PGlite's file system throws
  const postgres = Object.assign(new Error('could not extend file "base/16384/2619": No space left on device'), { code: '53100' })
  log.error('unhandled error', { error: new DrizzleQueryError('update "produces" set "price" = $1', ['1'], postgres) })
  log.error('write failed', { error: pglite })
  const [first, second] = parsed() as { error: { storage?: string } }[]
  expect(first!.error.storage).toMatch(/^the disk holding the database is full \(ENOSPC\)/)
  expect(second!.error.storage).toMatch(/^the disk holding the database is full \(ENOSPC\)/)
})

test('a value the database could not read and the columns of a failing row stay out of the line', () => {
  const { log, lines } = capture('info')
  const badInput = Object.assign(new Error('invalid input syntax for type uuid: "amina@example.com"'), { code: '22P02' })
  const checkFailed = Object.assign(new Error('new row for relation "contact_messages" violates check constraint "short"'), {
    code: '23514',
    detail: 'Failing row contains (m-1, Amina, amina@example.com, my private words).',
  })
  const excluded = Object.assign(new Error('conflicting key value violates exclusion constraint "one_slot"'), {
    code: '23P01',
    detail: 'Key (phone, slot)=(+27 82 555 0101, 3) conflicts with existing key (phone, slot)=(+27 82 555 0101, 3).',
  })
  log.error('a', { error: badInput })
  log.error('b', { error: checkFailed })
  log.error('c', { error: excluded })
  expect(lines.map((l) => l.line).join('\n')).not.toMatch(/amina@example\.com|private words|555 0101/)
  expect(lines[1]!.line).toContain('Failing row contains (…)')
  expect(lines[2]!.line).toContain('Key (phone, slot)=(…) conflicts with existing key (phone, slot)=(…).')
})

test('a field that cannot be written does not stop the line', () => {
  const { log, parsed } = capture('info')
  const loop: Record<string, unknown> = {}
  loop.self = loop
  log.error('odd', { loop })
  expect(parsed()[0]).toMatchObject({ level: 'error', msg: 'odd', fields: 'not serializable' })
})
