/**
 * The access matrix of decision 032 (and 039's `operators.manage`), walked role by role against the two guards: every action of
 * `PERMISSIONS` behind `canProvider` on a provider's route and behind `canOperator` on a console
 * route, as an owner, a manager, staff, an admin, support, support limited to another market, an
 * account with no role, and the owner of a suspended provider. The table below is the decision's,
 * written out again on purpose: a change to permissions.ts that the decision does not make fails here.
 */
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AuthRuntime } from '../auth/auth-runtime'
import type { Database } from '../db/client'
import { users } from '../db/schema/auth'
import { farmers } from '../db/schema/catalog'
import { auditLog } from '../db/schema/access'
import { ApiError, fail, ok } from '../lib/http'
import { createTestDatabase } from '../test/test-db'
import { insertTestStores } from '../test/test-app'
import { canOperator, canProvider, type AccessEnv } from './access'
import { addMember, insertFarmProvider } from './access.fixtures'
import { audit } from './audit'
import { accessFacts, setOperatorGrant } from './grants'
import { ACTIONS, PERMISSIONS, type Action, type Role } from './permissions'

/** Decision 032's table: who may do each action (operators within their markets). */
const DECISION: Record<Action, Role[]> = {
  'provider.read': ['owner', 'manager', 'staff', 'admin', 'support'],
  'order.move': ['owner', 'manager', 'staff', 'admin', 'support'],
  'listing.write': ['owner', 'manager', 'admin'],
  'listing.stock': ['owner', 'manager', 'staff', 'admin'],
  'provider.settings': ['owner', 'manager', 'admin'],
  'team.manage': ['owner', 'admin'],
  'payout.change': ['owner'],
  'application.decide': ['admin', 'support'],
  'provider.suspend': ['admin'],
  'market.manage': ['admin'],
  'orders.oversee': ['admin', 'support'],
  'messages.read': ['admin', 'support'],
  'operators.manage': ['admin'],
  'payments.refund': ['admin'],
  'audit.read': ['owner', 'admin', 'support'],
}
const READS: Action[] = ['provider.read', 'audit.read', 'messages.read']

type Who = 'owner' | 'manager' | 'staff' | 'admin' | 'support' | 'supportElsewhere' | 'nobody' | 'suspendedOwner'
const WHO: Who[] = ['owner', 'manager', 'staff', 'admin', 'support', 'supportElsewhere', 'nobody', 'suspendedOwner']
const userId = (who: Who) => `u-${who}`

let database: Database
let probe: Hono<AccessEnv>
let farm: string
let suspended: string

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  await insertTestStores(db)
  const farmer = { photo: '/img/farms/hills.svg', country: 'ZA', story: { en: 'Greens.', fr: 'Greens.', es: 'Greens.', pt: 'Greens.', ar: 'Greens.', sw: 'Greens.' }, town: 'Magaliesburg' }
  await db.insert(farmers).values([
    { ...farmer, id: 'thandi', storeId: 'jnb', name: 'Thandi Mokoena', farmName: 'Mokoena Family Farm' },
    { ...farmer, id: 'sipho', storeId: 'jnb', name: 'Sipho Dube', farmName: 'Dube Gardens' },
  ])
  farm = await insertFarmProvider(db, { id: 'thandi', storeId: 'jnb' })
  suspended = await insertFarmProvider(db, { id: 'sipho', storeId: 'jnb' }, 'suspended')
  const at = new Date('2026-11-27T10:00:00Z')
  await db
    .insert(users)
    .values(WHO.map((who) => ({ id: userId(who), identifier: who, email: `${who.toLowerCase()}@example.test`, name: who, surname: 'Test', roles: ['customer'], emailVerifiedAt: at })))
  await addMember(db, farm, userId('owner'), 'owner')
  await addMember(db, farm, userId('manager'), 'manager')
  await addMember(db, farm, userId('staff'), 'staff')
  await addMember(db, suspended, userId('suspendedOwner'), 'owner')
  await setOperatorGrant(db, 'admin@example.test', { role: 'admin' })
  await setOperatorGrant(db, 'support@example.test', { role: 'support', storeIds: ['jnb'] })
  await setOperatorGrant(db, 'supportElsewhere@example.test', { role: 'support', storeIds: ['kgl'] })

  // The guards as routes use them, after a signed-in user (here named by a header, not a token).
  const runtime = { db } as AuthRuntime
  probe = new Hono<AccessEnv>()
  probe.use(async (c, next) => {
    c.set('authRuntime', runtime)
    c.set('user', { id: c.req.header('x-user') ?? '', roles: ['customer'], email: '' })
    await next()
  })
  for (const action of ACTIONS) {
    probe.post(`/partner/:providerId/${action}`, canProvider(action), (c) => ok(c, c.var.access))
    probe.post(`/admin/${action}`, canOperator(action), (c) => ok(c, c.var.operator))
  }
  probe.onError((error, c) => (error instanceof ApiError ? fail(c, error.status, error.code, error.message) : fail(c, 500, 'internal_error', String(error))))
})
afterAll(() => database.close())

async function call(who: Who, path: string) {
  const res = await probe.request(path, { method: 'POST', headers: { 'x-user': userId(who) } })
  const body = (await res.json()) as { data: Record<string, unknown> | null; errors: { code: string }[] | null }
  return { status: res.status, code: body.errors?.[0]?.code ?? 'ok', data: body.data }
}

test('the permissions table is decision 032’s, action by action', () => {
  expect(Object.fromEntries(ACTIONS.map((a) => [a, [...PERMISSIONS[a]].sort()]))).toEqual(Object.fromEntries(Object.entries(DECISION).map(([a, roles]) => [a, [...roles].sort()])))
})

test('on a provider’s route each role gets what the table gives it; an operator of another market and a stranger get 404', async () => {
  const expected = (who: Who, action: Action): string => {
    if (who === 'nobody' || who === 'supportElsewhere') return '404 not_found'
    const role: Role = who === 'suspendedOwner' ? 'owner' : who === 'support' ? 'support' : who
    if (!DECISION[action].includes(role)) return '403 forbidden'
    if (who === 'suspendedOwner' && !READS.includes(action)) return '403 provider_suspended'
    return '200 ok'
  }
  const seen: Record<string, string> = {}
  const want: Record<string, string> = {}
  for (const who of WHO) {
    const provider = who === 'suspendedOwner' ? suspended : farm
    for (const action of ACTIONS) {
      const r = await call(who, `/partner/${provider}/${action}`)
      seen[`${who} ${action}`] = `${r.status} ${r.code}`
      want[`${who} ${action}`] = expected(who, action)
    }
  }
  expect(seen).toEqual(want)
})

test('the guard tells the route who acts, as a member or as an operator', async () => {
  expect((await call('staff', `/partner/${farm}/provider.read`)).data).toEqual({
    providerId: farm,
    storeId: 'jnb',
    service: 'farm',
    status: 'active',
    role: 'staff',
    actor: 'member',
    userId: 'u-staff',
  })
  expect((await call('support', `/partner/${farm}/order.move`)).data).toMatchObject({ role: 'support', actor: 'operator', userId: 'u-support' })
})

test('a suspended provider can be read by its operators and changed by nobody; an unknown provider is 404 even for an admin', async () => {
  expect((await call('admin', `/partner/${suspended}/provider.read`)).status).toBe(200)
  expect(await call('admin', `/partner/${suspended}/listing.write`)).toMatchObject({ status: 403, code: 'provider_suspended' })
  expect(await call('admin', '/partner/farm-nobody/provider.read')).toMatchObject({ status: 404, code: 'not_found' })
  expect(await call('admin', `/partner/${'x'.repeat(200)}/provider.read`)).toMatchObject({ status: 404, code: 'not_found' })
})

test('on a console route an operator’s role decides; members and strangers get 403', async () => {
  const seen: Record<string, string> = {}
  const want: Record<string, string> = {}
  for (const who of WHO) {
    for (const action of ACTIONS) {
      const r = await call(who, `/admin/${action}`)
      seen[`${who} ${action}`] = `${r.status} ${r.code}`
      const role: Role | null = who === 'admin' ? 'admin' : who === 'support' || who === 'supportElsewhere' ? 'support' : null
      want[`${who} ${action}`] = role && DECISION[action].includes(role) ? '200 ok' : '403 forbidden'
    }
  }
  expect(seen).toEqual(want)
  expect((await call('supportElsewhere', '/admin/orders.oversee')).data).toEqual({ userId: 'u-supportElsewhere', role: 'support', storeIds: ['kgl'] })
})

test('nothing is cached: a removed member, a suspension and a revoked grant count on the next request', async () => {
  const { db } = database
  await db.insert(users).values({ id: 'u-late', identifier: 'late', email: 'late@example.test', name: 'Late', surname: 'Test', roles: ['customer'] })
  const late = (path: string) => probe.request(path, { method: 'POST', headers: { 'x-user': 'u-late' } })
  await addMember(db, farm, 'u-late', 'manager')
  expect((await late(`/partner/${farm}/listing.write`)).status).toBe(200)
  await db.execute(sql`UPDATE providers SET status = 'suspended' WHERE id = ${farm}`)
  expect((await late(`/partner/${farm}/listing.write`)).status).toBe(403)
  await db.execute(sql`UPDATE providers SET status = 'active' WHERE id = ${farm}`)
  await db.execute(sql`DELETE FROM provider_members WHERE user_id = 'u-late'`)
  expect((await late(`/partner/${farm}/listing.write`)).status).toBe(404)
  await setOperatorGrant(db, 'late@example.test', { role: 'admin' })
  expect((await late('/admin/market.manage')).status).toBe(200)
  await setOperatorGrant(db, 'late@example.test', null)
  expect((await late('/admin/market.manage')).status).toBe(403)
})

test('an account’s facts name its grant and memberships; users.roles keeps only its own', async () => {
  expect(await accessFacts(database.db, 'u-owner')).toEqual(['customer', `provider:${farm}:owner`])
  expect(await accessFacts(database.db, 'u-support')).toEqual(['customer', 'operator:support'])
  expect(await accessFacts(database.db, 'u-nobody')).toEqual(['customer'])
})

test('an audit entry commits with its change or not at all', async () => {
  const { db } = database
  const entry = {
    actorUserId: 'u-admin',
    actorKind: 'operator' as const,
    providerId: farm,
    storeId: 'jnb',
    action: 'provider.suspend',
    subject: `providers:${farm}`,
    before: { status: 'active' },
    after: { status: 'suspended' },
  }
  await db.transaction(async (tx) => audit(tx, entry))
  await expect(
    db.transaction(async (tx) => {
      await audit(tx, { ...entry, action: 'provider.reactivate' })
      throw new Error('the change failed')
    }),
  ).rejects.toThrow('the change failed')
  const logged = await db.select().from(auditLog)
  expect(logged).toHaveLength(1)
  expect(logged[0]).toMatchObject({ ...entry, at: expect.any(Date) })
})
