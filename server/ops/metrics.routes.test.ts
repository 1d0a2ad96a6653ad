import { afterAll, beforeAll, expect, test } from 'vitest'
import { insertCatalog } from '../catalog/catalog.fixtures'
import { createTestApp, errorEnvelope } from '../test/test-app'
import { testBackend } from '../test/test-db'
import { parseExposition, sampleValue, type Sample } from './exposition.fixtures'

const TOKEN = 'metrics-token-0123456789abcdef'
const BEARER = { authorization: `Bearer ${TOKEN}` }
type App = Awaited<ReturnType<typeof createTestApp>>
let t: App

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN })
  await insertCatalog(t.db)
})
afterAll(() => t.close())

async function scrape(): Promise<Sample[]> {
  const res = await t.app.request('/api/metrics', { headers: BEARER })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  return parseExposition(await res.text())
}

test('/api/metrics needs the bearer token: 401 without it or with another, 200 with it', async () => {
  const none = await t.app.request('/api/metrics')
  expect(none.status).toBe(401)
  expect((await errorEnvelope(none)).errors[0]!.code).toBe('unauthorized')
  const wrong = await t.app.request('/api/metrics', { headers: { authorization: 'Bearer metrics-token-0123456789abcdeX' } })
  expect(wrong.status).toBe(401)
  expect((await t.app.request('/api/metrics', { headers: BEARER })).status).toBe(200)
})

test('without METRICS_TOKEN there is no /api/metrics: 404 like any unknown API path', async () => {
  const closed = await createTestApp()
  const res = await closed.app.request('/api/metrics', { headers: BEARER })
  expect(res.status).toBe(404)
  expect((await errorEnvelope(res)).errors[0]!.code).toBe('not_found')
  await closed.close()
})

test('request counts and latency histograms grow per route pattern and status class', async () => {
  const route = { method: 'GET', route: '/api/farm/produces/:id' }
  const before = await scrape()
  for (const id of ['spinach', 'spinach', 'no-such-produce']) await t.app.request(`/api/farm/produces/${id}`)
  const after = await scrape()
  const count = (s: Sample[], statusClass: string) => sampleValue(s, 'http_requests_total', { ...route, status_class: statusClass }) ?? 0
  expect(count(after, '2xx') - count(before, '2xx')).toBe(2)
  expect(count(after, '4xx') - count(before, '4xx')).toBe(1)
  const buckets = after.filter((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === route.route && s.labels.method === 'GET')
  expect(buckets.map((b) => b.labels.le)).toEqual(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '+Inf'])
  const values = buckets.map((b) => b.value)
  expect(values).toEqual([...values].sort((a, b) => a - b))
  const total = sampleValue(after, 'http_request_duration_seconds_count', route)
  expect(values.at(-1)).toBe(total)
  expect(total! - (sampleValue(before, 'http_request_duration_seconds_count', route) ?? 0)).toBe(3)
  expect(sampleValue(after, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0)
})

test('catalog page-cache hits and misses are counted', async () => {
  const before = await scrape()
  await t.app.request('/api/farm/offers?perPage=3')
  await t.app.request('/api/farm/offers?perPage=3')
  await t.app.request('/api/farm/offers?perPage=3')
  const after = await scrape()
  const delta = (result: string) => (sampleValue(after, 'catalog_page_cache_requests_total', { result }) ?? 0) - (sampleValue(before, 'catalog_page_cache_requests_total', { result }) ?? 0)
  expect([delta('miss'), delta('hit')]).toEqual([1, 2])
})

test('delta syncs are counted by dataset: 200 when something changed, 304 when nothing did', async () => {
  const first = await t.app.request('/api/farm/produces?updatedSince=2000-01-01T00:00:00Z&perPage=100')
  expect(first.status).toBe(200)
  const syncEtag = first.headers.get('sync-etag')
  const cursor = ((await first.json()) as { meta: { cursor: string } }).meta.cursor
  const before = await scrape()
  const repeat = await t.app.request(`/api/farm/produces?cursor=${cursor}&perPage=100`, { headers: { 'if-none-match': syncEtag! } })
  expect(repeat.status).toBe(304)
  await t.app.request('/api/farm/produces?updatedSince=2000-01-01T00:00:00Z&perPage=100')
  const after = await scrape()
  const delta = (status: string) =>
    (sampleValue(after, 'sync_delta_requests_total', { dataset: '/api/farm/produces', status }) ?? 0) -
    (sampleValue(before, 'sync_delta_requests_total', { dataset: '/api/farm/produces', status }) ?? 0)
  expect([delta('200'), delta('304')]).toEqual([1, 1])
})

test("the database pool's use and the process's figures are there", async () => {
  await scrape()
  await new Promise((resolve) => setTimeout(resolve, 50)) // the event-loop delay since the last scrape
  const samples = await scrape()
  if (testBackend() === 'postgres') {
    expect(sampleValue(samples, 'db_backend_info', { backend: 'postgres' })).toBe(1)
    expect(sampleValue(samples, 'db_pool_max_connections')).toBe(10)
    expect(sampleValue(samples, 'db_pool_connections')).toBeGreaterThanOrEqual(1)
    expect(sampleValue(samples, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0)
    expect(sampleValue(samples, 'db_pool_waiting_clients')).toBe(0)
  } else {
    expect(sampleValue(samples, 'db_backend_info', { backend: 'pglite' })).toBe(1)
    expect(sampleValue(samples, 'db_pool_max_connections')).toBe(1)
  }
  expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000)
  expect(sampleValue(samples, 'nodejs_eventloop_delay_p99_seconds')).toBeGreaterThan(0)
  expect(sampleValue(samples, 'process_uptime_seconds')).toBeGreaterThan(0)
})
