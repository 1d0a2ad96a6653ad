/**
 * Starts the storefront: parse the environment, open the database (embedded PGlite by default,
 * PostgreSQL with DATABASE_URL), run migrations, load the farm seed on first start (start-up.ts,
 * under a lock shared by every process on the database), then serve the API and the built SPA
 * from one process, until SIGTERM or SIGINT drains it (lib/lifecycle.ts). With WORKERS=N this
 * process only starts and watches N such processes (lib/workers.ts).
 */
import cluster from 'node:cluster'
import type { Server } from 'node:http'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { authOptionsFromEnv } from './auth/auth-config'
import { createCatalogVersion } from './catalog/catalog-version'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/lock'
import { createNotifications } from './db/notifications'
import { firstPaints } from './first-paint'
import { listeningOrigin, parseEnv } from './env'
import { createLogger } from './lib/log'
import { dataDirProblem, databaseOpenProblem } from './lib/storage-problems'
import { createLifecycle, drainOnSignals } from './lib/lifecycle'
import { superviseWorkers, workerLabel } from './lib/workers'
import { hasOperator, NO_OPERATOR_HINT } from './operators/operators'
import { newOpsToken, writeOpsChannel } from './operators/ops-channel'
import { prepareDatabase } from './start-up'
import { setOpenServices } from '../src/api/services-contract'

async function main() {
  const started = performance.now()
  const env = parseEnv()
  const log = createLogger(env.LOG_LEVEL)
  if (env.WORKERS > 1 && cluster.isPrimary) {
    if (!env.DATABASE_URL) {
      log.error(`WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded database (PGlite) serves one process. Set DATABASE_URL to a PostgreSQL server, or leave WORKERS at 1.`)
      process.exit(2)
    }
    superviseWorkers({ count: env.WORKERS, log, shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS })
    return
  }
  // The embedded database and e-mail files (without SMTP_URL) are written under DATA_DIR.
  const dataDirIssue = !env.DATABASE_URL || !env.SMTP_URL ? dataDirProblem(env.dataDir, !env.DATABASE_URL) : null
  if (dataDirIssue) {
    log.error(dataDirIssue)
    process.exit(1)
  }
  let database
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.dataDir,
      migrate: false,
      postgres: { poolMax: env.DB_POOL_MAX, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS, idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS },
    })
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.error(error.message)
      process.exit(3)
    }
    const problem = databaseOpenProblem(error, env.DATABASE_URL ? null : path.join(env.dataDir, 'pg'))
    if (problem) {
      log.error(problem, { error })
      process.exit(1)
    }
    throw error
  }
  const { authSecret } = await prepareDatabase(database, env, log)
  // On the embedded database `npm run operator` cannot open DATA_DIR while this process holds it:
  // it asks this process, with a token made for this start (server/operators/ops-channel.ts).
  const opsToken = env.DATABASE_URL ? null : newOpsToken()
  const noOperator = !(await hasOperator(database.db))

  const catalogVersion = createCatalogVersion(database.db)
  const notifications = createNotifications(database.db, log)
  // This start decides the open services (SERVICES): the pages, the API and the drawn pages say the same list.
  const services = { services: env.SERVICES, since: Date.now() }
  // The contract's `serviceIsOpen` answers the same in this process (routers should prefer the app's `services`: tests build apps with their own).
  setOpenServices(services, { force: true })
  const firstPaint = env.FIRST_PAINT ? firstPaints({ bundle: env.firstPaintBundle, log, version: catalogVersion, keptBytes: env.FIRST_PAINT_CACHE_BYTES, services }) : null
  const lifecycle = createLifecycle()
  let listeningOn: string | null = null
  let removeOpsChannel: (() => void) | null = null
  const closeApp: Array<() => Promise<void>> = []
  const app = createApp({
    db: database.db,
    log,
    bodyLimit: env.BODY_LIMIT,
    services: services.services,
    servicesSince: services.since,
    staticDir: env.staticDir,
    // Without PUBLIC_URL, links name the address this server listens on: with PORT=0, once it has its port.
    auth: { ...authOptionsFromEnv(env, authSecret), ...(env.PUBLIC_URL ? {} : { publicUrl: () => listeningOn ?? env.publicUrl }) },
    catalogAdminToken: env.CATALOG_ADMIN_TOKEN,
    firstPaint,
    catalogVersion,
    notifications,
    metricsToken: env.METRICS_TOKEN,
    opsToken,
    requestLog: env.REQUEST_LOG,
    readiness: lifecycle,
    catalogCacheBytes: env.CATALOG_CACHE_BYTES,
    onMailer: (mailer) => closeApp.push(() => mailer.close()),
    payments: env.payments,
    onPayments: ({ payments }) => closeApp.unshift(() => payments.close()),
    onBookings: (bookings) => closeApp.unshift(() => bookings.close()),
  })
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    // The worker reads the catalog from this server's API, over loopback when it listens on every address.
    const origin = listeningOrigin(info.address, info.port)
    listeningOn = listeningOrigin(env.HOST, info.port)
    firstPaint?.start(origin)
    const ms = Math.round(performance.now() - started)
    if (opsToken) removeOpsChannel = writeOpsChannel(env.dataDir, { url: listeningOrigin(env.HOST, info.port), token: opsToken, pid: process.pid })
    log.info(
      `storefront listening on http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port} (ready in ${ms} ms)${workerLabel(env.WORKERS)}, Node ${process.versions.node}`,
    )
    if (noOperator) log.info(NO_OPERATOR_HINT)
  })

  lifecycle.track(server as Server)
  drainOnSignals({
    lifecycle,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    log,
    close: [async () => removeOpsChannel?.(), async () => firstPaint?.close(), ...closeApp, () => notifications.close(), () => database.close()],
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
