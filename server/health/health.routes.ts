/**
 * What a load balancer or an orchestrator checks, in the response shape:
 * - GET /api/health: the process is alive and answers (never touches the database, so a database
 *   outage does not get every process restarted).
 * - GET /api/ready: send it traffic. 200 when the database answers within READY_TIMEOUT_MS and has
 *   every migration this server ships; 503 `not_ready` with the reason otherwise, and from the
 *   first moment of a drain (server/lib/lifecycle.ts).
 * One check at a time: probes that arrive while one is running share its answer, so a database
 * that hangs holds one connection of the pool, not one per probe.
 */
import { Hono } from 'hono'
import { missingMigrations, type Db } from '../db/client'
import { fail, ok } from '../lib/http'
import type { Readiness } from '../lib/lifecycle'

/** Longer than any healthy answer to one small query, shorter than a probe's usual timeout (2–5 s). */
export const READY_TIMEOUT_MS = 1_500

async function databaseProblem(db: Db): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`the database did not answer within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS)))
  const check = missingMigrations(db).then(
    (missing) => (missing > 0 ? `${missing} migrations are not applied yet` : null),
    () => 'the database does not answer',
  )
  try {
    return await Promise.race([check, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export function healthRoutes(db: Db, readiness: Readiness | null) {
  let running: Promise<string | null> | null = null
  const problem = () => (running ??= databaseProblem(db).finally(() => (running = null)))
  return new Hono()
    .get('/health', (c) => ok(c, { status: 'ok' }))
    .get('/ready', async (c) => {
      const reason = readiness?.draining ? 'the process is shutting down' : await problem()
      return reason ? fail(c, 503, 'not_ready', `Not ready: ${reason}`) : ok(c, { status: 'ready' })
    })
}
