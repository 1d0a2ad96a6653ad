/**
 * GET /api/metrics: this process's figures in the Prometheus text format, for a scraper that
 * holds METRICS_TOKEN (`Authorization: Bearer …`, compared in constant time; a missing or wrong
 * token is a 401). Without a configured token the route does not exist (404, like any unknown API
 * path): the figures name every route and show the load, which is nobody else's business.
 *
 * Besides what the modules count as they go (lib/metrics.ts), it reads at each scrape the
 * database pool's use and the process's memory, event-loop delay and uptime. The event-loop delay
 * is sampled continuously and its p99 and max are those since the previous scrape (the
 * histogram is reset after each), as prom-client reports them.
 */
import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks'
import { Hono } from 'hono'
import pg from 'pg'
import type { Db } from '../db/client'
import { metrics, METRICS_CONTENT_TYPE, Registry } from '../lib/metrics'
import { operatorOnly } from '../lib/operator'

/** The pool behind `db`: node-postgres' Pool, or PGlite's single connection (its queue is not visible). */
export function poolUse(db: Db): { backend: 'postgres' | 'pglite'; max: number; open: number; idle?: number; waiting?: number } {
  // Drizzle keeps the driver's client as `$client`; the Db type (shared by both drivers) does not name it.
  const client = (db as unknown as { $client?: unknown }).$client
  if (client instanceof pg.Pool) {
    return { backend: 'postgres', max: client.options.max ?? 10, open: client.totalCount, idle: client.idleCount, waiting: client.waitingCount }
  }
  return { backend: 'pglite', max: 1, open: 1 }
}

let loopDelay: ELDHistogram | null = null

/** Sampled from the first app with a metrics token on, so that the first scrape's p99 has samples. */
function eventLoopDelay(): ELDHistogram {
  if (!loopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: 10 })
    loopDelay.enable()
  }
  return loopDelay
}

function processFigures(registry: Registry): void {
  const delay = eventLoopDelay()
  const memory = process.memoryUsage()
  registry.gauge('process_resident_memory_bytes', 'Resident memory of this process').set(memory.rss)
  registry.gauge('nodejs_heap_used_bytes', 'V8 heap in use').set(memory.heapUsed)
  const p99 = delay.count > 0 ? delay.percentile(99) / 1e9 : 0
  const max = delay.count > 0 ? delay.max / 1e9 : 0
  delay.reset()
  registry.gauge('nodejs_eventloop_delay_p99_seconds', 'Event-loop delay, 99th percentile since the previous scrape').set(p99)
  registry.gauge('nodejs_eventloop_delay_max_seconds', 'Event-loop delay, largest since the previous scrape').set(max)
  registry.gauge('process_uptime_seconds', 'Seconds since this process started').set(Math.round(process.uptime() * 10) / 10)
}

function poolFigures(registry: Registry, db: Db): void {
  const pool = poolUse(db)
  registry.gauge('db_backend_info', 'The database backend: postgres (a pool per process) or pglite (one embedded connection)', ['backend']).set(1, { backend: pool.backend })
  registry.gauge('db_pool_max_connections', 'Connections this process may open at most (DB_POOL_MAX; 1 for PGlite)').set(pool.max)
  registry.gauge('db_pool_connections', 'Connections open now, busy or idle').set(pool.open)
  if (pool.idle !== undefined) registry.gauge('db_pool_idle_connections', 'Open connections not in use').set(pool.idle)
  if (pool.waiting !== undefined) registry.gauge('db_pool_waiting_clients', 'Queries waiting for a connection (the pool is exhausted when this stays above 0)').set(pool.waiting)
}

export function metricsRoutes(db: Db, token: string | null) {
  const app = new Hono()
  if (token) eventLoopDelay()
  app.get('/', operatorOnly(token, 'the metrics token (METRICS_TOKEN)'), (c) => {
    const now = new Registry()
    poolFigures(now, db)
    processFigures(now)
    return c.body(metrics.render() + now.render(), 200, { 'Content-Type': METRICS_CONTENT_TYPE })
  })
  return app
}
