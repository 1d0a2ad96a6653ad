import { afterAll, beforeAll, expect, test } from 'vitest'
import { insertCatalog } from '../catalog/catalog.fixtures'
import { createLogger, type Level } from '../lib/log'
import { createTestApp } from '../test/test-app'
import { clientRequestId, truncateAddress } from './request-log'

type App = Awaited<ReturnType<typeof createTestApp>>
let t: App
const lines: string[] = []
const requestLines = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request')
/** app.request() has no socket: this is the one the Node adapter would give. */
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

beforeAll(async () => {
  t = await createTestApp({ log: createLogger('info', (line) => lines.push(line)) })
  await insertCatalog(t.db)
})
afterAll(() => t.close())

test('one JSON line per request: method, route pattern, status, ms and our request id, nothing of the path or query', async () => {
  lines.length = 0
  const res = await t.app.request('/api/farm/produces/spinach?q=amina%40example.com&storeId=jnb', {}, socket('203.0.113.77'))
  expect(res.status).toBe(200)
  const logged = requestLines()
  expect(logged).toHaveLength(1)
  const line = logged[0]!
  expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/api/farm/produces/:id', status: 200, requestId: res.headers.get('x-request-id'), address: '203.0.113.0/24' })
  expect(typeof line.ms).toBe('number')
  expect(String(line.ms)).toMatch(/^\d+(\.\d)?$/)
  expect(lines.join('\n')).not.toMatch(/spinach|amina|storeId|jnb|203\.0\.113\.77/)
})

test("the client's X-Request-Id is logged apart, cut to printable ASCII, and never becomes ours", async () => {
  lines.length = 0
  const res = await t.app.request('/api/stores', { headers: { 'x-request-id': 'client-trace-1' } })
  expect(res.headers.get('x-request-id')).not.toBe('client-trace-1')
  expect(requestLines()[0]).toMatchObject({ requestId: res.headers.get('x-request-id'), clientRequestId: 'client-trace-1' })
  expect(clientRequestId(`ab\u0007c${'x'.repeat(100)}`)).toBe(`abc${'x'.repeat(61)}`)
  expect(clientRequestId('\u0001\u0002')).toBeUndefined()
})

test('a 500 names our request id, not the one the client sent', async () => {
  const broken = await createTestApp()
  await broken.database.close()
  const res = await broken.app.request('/api/locations', { headers: { 'x-request-id': 'chosen-by-client' } })
  expect(res.status).toBe(500)
  const body = (await res.json()) as { notification: { message: string } }
  expect(body.notification.message).not.toContain('chosen-by-client')
  expect(body.notification.message).toContain(res.headers.get('x-request-id'))
})

test('unknown API paths, the SPA pages and static files get fixed labels, not their paths', async () => {
  lines.length = 0
  await t.app.request('/api/no-such/route-4242')
  await t.app.request('/farm/produces/spinach')
  await t.app.request('/assets/app-1234.js')
  expect(requestLines().map((l) => l.route)).toEqual(['/api/*', 'page', 'static'])
})

test('a catalog page answered from the cache is logged under its route', async () => {
  await t.app.request('/api/farm/produces?perPage=5')
  lines.length = 0
  const res = await t.app.request('/api/farm/produces?perPage=5')
  expect(res.status).toBe(200)
  expect(requestLines()).toMatchObject([{ route: '/api/farm/produces', status: 200 }])
})

test('addresses are cut to their network: IPv4 to /24, IPv6 to /48', async () => {
  expect(truncateAddress('198.51.100.23')).toBe('198.51.100.0/24')
  expect(truncateAddress('::ffff:198.51.100.23')).toBe('198.51.100.0/24')
  expect(truncateAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48')
  expect(truncateAddress('2001:db8::1')).toBe('2001:db8:0::/48')
  expect(truncateAddress('fe80::1%eth0')).toBe('fe80:0:0::/48')
  expect(truncateAddress('unknown')).toBeUndefined()
  expect(truncateAddress('not an address')).toBeUndefined()
  lines.length = 0
  await t.app.request('/api/stores', {}, socket('2001:db8:85a3:8d3:1319:8a2e:370:7348'))
  expect(requestLines()[0]!.address).toBe('2001:db8:85a3::/48')
})

test.each<[Level, boolean, number]>([
  ['warn', true, 0],
  ['info', false, 0],
  ['info', true, 1],
])('LOG_LEVEL=%s with REQUEST_LOG=%s writes %i request line', async (level, requestLog, expected) => {
  const written: string[] = []
  const { createApp } = await import('../app')
  const app = createApp({ db: t.db, log: createLogger(level, (line) => written.push(line)), bodyLimit: 102_400, staticDir: null, requestLog, auth: { mailWorker: { sends: false } } })
  await app.request('/api/stores')
  expect(written.filter((l) => l.includes('"msg":"request"'))).toHaveLength(expected)
})
