/**
 * Who may become an operator (decision 032): an existing account whose e-mail is confirmed; the
 * route `npm run operator` uses on the embedded database answers this start's token, from the
 * machine itself, and nobody else.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../app'
import type { Database } from '../db/client'
import { users } from '../db/schema/auth'
import { createTestDatabase } from '../test/test-db'
import { grantOperator, operatorEmails } from './operators'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  const at = new Date('2026-11-27T10:00:00Z')
  await database.db.insert(users).values([
    { id: 'u-amina', identifier: 'amina', email: 'amina@example.test', name: 'Amina', surname: 'Diallo', roles: ['customer'], emailVerifiedAt: at },
    { id: 'u-kofi', identifier: 'kofi', email: 'kofi@example.test', name: 'Kofi', surname: 'Mensah', roles: ['customer'] },
  ])
})
afterAll(() => database.close())

test('a confirmed account becomes an operator and stops being one; an unconfirmed or unknown address never does', async () => {
  const { db } = database
  expect(await operatorEmails(db)).toEqual([])
  expect(await grantOperator(db, '  AMINA@example.test ')).toEqual({ ok: true, email: 'amina@example.test', roles: ['customer', 'admin'] })
  expect(await grantOperator(db, 'amina@example.test'), 'twice is once').toEqual({ ok: true, email: 'amina@example.test', roles: ['customer', 'admin'] })
  expect(await grantOperator(db, 'kofi@example.test')).toEqual({ ok: false, reason: 'unconfirmed' })
  expect(await grantOperator(db, 'nobody@example.test')).toEqual({ ok: false, reason: 'no_account' })
  expect(await operatorEmails(db)).toEqual(['amina@example.test'])
  expect(await grantOperator(db, 'amina@example.test', false)).toEqual({ ok: true, email: 'amina@example.test', roles: ['customer'] })
  expect(await operatorEmails(db)).toEqual([])
})

test('POST /api/ops/operators answers this start’s token from the machine itself only, and does not exist without one', async () => {
  const log = { debug() {}, info() {}, warn() {}, error() {} }
  const app = createApp({ db: database.db, log, bodyLimit: 65_536, staticDir: null, opsToken: 'this-start-token-0123456789' })
  const post = (body: unknown, headers: Record<string, string>, remoteAddress: string) =>
    app.request('/api/ops/operators', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, { incoming: { socket: { remoteAddress } } })
  const token = { authorization: 'Bearer this-start-token-0123456789' }

  expect((await post({ email: 'amina@example.test' }, {}, '127.0.0.1')).status).toBe(401)
  expect((await post({ email: 'amina@example.test' }, { authorization: 'Bearer guessed' }, '127.0.0.1')).status).toBe(401)
  expect((await post({ email: 'amina@example.test' }, token, '203.0.113.7')).status, 'the right token from elsewhere').toBe(403)
  expect((await post({ email: 'not an address' }, token, '127.0.0.1')).status).toBe(400)
  expect((await post({ email: 'kofi@example.test' }, token, '::1')).status).toBe(403)
  expect((await post({ email: 'nobody@example.test' }, token, '::ffff:127.0.0.1')).status).toBe(404)
  const granted = await post({ email: 'amina@example.test' }, token, '127.0.0.1')
  expect(granted.status).toBe(200)
  expect(((await granted.json()) as { data: unknown }).data).toEqual({ email: 'amina@example.test', roles: ['customer', 'admin'] })
  expect(await operatorEmails(database.db)).toEqual(['amina@example.test'])
  await grantOperator(database.db, 'amina@example.test', false)

  const without = createApp({ db: database.db, log, bodyLimit: 65_536, staticDir: null })
  const res = await without.request(
    '/api/ops/operators',
    { method: 'POST', headers: { 'content-type': 'application/json', ...token }, body: '{"email":"amina@example.test"}' },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  )
  expect(res.status, 'a server on PostgreSQL has no such route').toBe(404)
})
