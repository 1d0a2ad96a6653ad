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
import { insertTestStores } from '../test/test-app'
import { parseGrantOptions } from './operator-cli'
import { grantOperator, hasOperator, listOperators } from './operators'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await insertTestStores(database.db)
  const at = new Date('2026-11-27T10:00:00Z')
  await database.db.insert(users).values([
    { id: 'u-amina', identifier: 'amina', email: 'amina@example.test', name: 'Amina', surname: 'Diallo', roles: ['customer'], emailVerifiedAt: at },
    { id: 'u-kofi', identifier: 'kofi', email: 'kofi@example.test', name: 'Kofi', surname: 'Mensah', roles: ['customer'] },
  ])
})
afterAll(() => database.close())

const ADMIN = { role: 'admin', storeIds: [] } as const

test('a confirmed account becomes an operator and stops being one; an unconfirmed or unknown address never does', async () => {
  const { db } = database
  expect(await listOperators(db)).toEqual([])
  expect(await grantOperator(db, '  AMINA@example.test ', { ...ADMIN, storeIds: [] })).toEqual({ ok: true, email: 'amina@example.test', roles: ['customer', 'operator:admin'] })
  expect(await grantOperator(db, 'amina@example.test', { ...ADMIN, storeIds: [] }), 'twice is once').toEqual({ ok: true, email: 'amina@example.test', roles: ['customer', 'operator:admin'] })
  expect(await grantOperator(db, 'kofi@example.test', { ...ADMIN, storeIds: [] })).toEqual({ ok: false, reason: 'unconfirmed' })
  expect(await grantOperator(db, 'nobody@example.test', { ...ADMIN, storeIds: [] })).toEqual({ ok: false, reason: 'no_account' })
  expect(await listOperators(db)).toEqual([{ email: 'amina@example.test', role: 'admin', storeIds: [] }])
  expect(await grantOperator(db, 'amina@example.test', null)).toEqual({ ok: true, email: 'amina@example.test', roles: ['customer'] })
  expect(await listOperators(db)).toEqual([])
  expect(await hasOperator(db)).toBe(false)
})

test('a grant can be support and limited to some markets; a market that does not exist is refused; granting again replaces', async () => {
  const { db } = database
  expect(await grantOperator(db, 'amina@example.test', { role: 'support', storeIds: ['kgl', 'jnb', 'kgl'] })).toMatchObject({ ok: true, roles: ['customer', 'operator:support'] })
  expect(await listOperators(db)).toEqual([{ email: 'amina@example.test', role: 'support', storeIds: ['jnb', 'kgl'] }])
  expect(await grantOperator(db, 'amina@example.test', { role: 'admin', storeIds: ['jnb', 'atlantis'] })).toEqual({ ok: false, reason: 'unknown_market', storeIds: ['atlantis'] })
  expect(await listOperators(db), 'a refused grant changes nothing').toEqual([{ email: 'amina@example.test', role: 'support', storeIds: ['jnb', 'kgl'] }])
  await grantOperator(db, 'amina@example.test', { role: 'admin', storeIds: [] })
  expect(await listOperators(db)).toEqual([{ email: 'amina@example.test', role: 'admin', storeIds: [] }])
  expect(await hasOperator(db)).toBe(true)
  await grantOperator(db, 'amina@example.test', null)
})

test('the command reads its options: --support, --markets (a list, once or twice); anything else is a usage error', () => {
  expect(parseGrantOptions([])).toEqual({ role: 'admin', storeIds: [] })
  expect(parseGrantOptions(['--support'])).toEqual({ role: 'support', storeIds: [] })
  expect(parseGrantOptions(['--markets', 'JNB, nbo', '--support'])).toEqual({ role: 'support', storeIds: ['jnb', 'nbo'] })
  expect(parseGrantOptions(['--markets=jnb', '--markets', 'kgl'])).toEqual({ role: 'admin', storeIds: ['jnb', 'kgl'] })
  for (const wrong of [['--markets'], ['--markets', ''], ['--admin'], ['extra'], ['--markets', 'a b']]) expect(parseGrantOptions(wrong), wrong.join(' ')).toBeNull()
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
  expect(((await granted.json()) as { data: unknown }).data).toEqual({ email: 'amina@example.test', roles: ['customer', 'operator:admin'] })
  expect(await listOperators(database.db)).toEqual([{ email: 'amina@example.test', role: 'admin', storeIds: [] }])
  const support = await post({ email: 'amina@example.test', role: 'support', storeIds: ['kgl'] }, token, '127.0.0.1')
  expect(support.status).toBe(200)
  expect(await listOperators(database.db)).toEqual([{ email: 'amina@example.test', role: 'support', storeIds: ['kgl'] }])
  const unknown = await post({ email: 'amina@example.test', storeIds: ['atlantis'] }, token, '127.0.0.1')
  expect(unknown.status).toBe(400)
  expect(((await unknown.json()) as { errors: { field: string; code: string }[] }).errors[0]).toMatchObject({ field: 'storeIds', code: 'unknown_market' })
  expect((await post({ email: 'amina@example.test', grant: false }, token, '127.0.0.1')).status).toBe(200)
  expect(await listOperators(database.db)).toEqual([])

  const without = createApp({ db: database.db, log, bodyLimit: 65_536, staticDir: null })
  const res = await without.request(
    '/api/ops/operators',
    { method: 'POST', headers: { 'content-type': 'application/json', ...token }, body: '{"email":"amina@example.test"}' },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  )
  expect(res.status, 'a server on PostgreSQL has no such route').toBe(404)
})
