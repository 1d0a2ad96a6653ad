/**
 * Several server processes on one machine, from one command: with WORKERS=N (and DATABASE_URL),
 * `npm start` is a small primary that starts N copies of the server (Node's cluster module: they
 * share the listening port, the kernel hands each new connection to one of them) and keeps them
 * running. Everything they share goes through PostgreSQL (README, "Many processes").
 *
 * - A worker that stops after it served is started again (a crash, its heap over the limit); a
 *   worker that stops before it ever listened stops them all: a configuration or a database
 *   that fails every start must fail the command, not spin.
 * - SIGTERM or SIGINT to the primary is passed to every worker, each drains (lib/lifecycle.ts),
 *   and the primary exits 0 when the last one has; a worker that outlives its drain deadline by
 *   10 s is killed.
 */
import cluster, { type Worker } from 'node:cluster'
import type { Logger } from './log'

export interface WorkersOptions {
  count: number
  log: Logger
  /** The workers' drain deadline (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number
  /** Wait before a stopped worker is started again. */
  restartMs?: number
}

/** This process's place among the workers, for its start-up line ('' when it runs alone). */
export function workerLabel(count: number): string {
  return cluster.isWorker ? ` (worker ${cluster.worker!.id} of ${count}, pid ${process.pid})` : ''
}

export function superviseWorkers({ count, log, shutdownTimeoutMs, restartMs = 1_000 }: WorkersOptions): void {
  let stopping = false
  /** What the primary exits with once every worker has stopped. */
  let exitCode = 0
  const served = new WeakSet<Worker>()
  const start = () => {
    const worker = cluster.fork()
    worker.once('listening', () => served.add(worker))
    return worker
  }
  log.info(`starting ${count} server processes (WORKERS=${count}), primary pid ${process.pid}`)
  for (let i = 0; i < count; i++) start()

  const running = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead())

  cluster.on('exit', (worker, code, signal) => {
    const how = signal ? `signal ${signal}` : `code ${code}`
    if (stopping) {
      if (running().length === 0) {
        log.info('every server process has stopped')
        process.exit(exitCode)
      }
      return
    }
    if (!served.has(worker)) {
      log.error(`a server process stopped before it served (${how}): stopping the others`)
      exitCode = typeof code === 'number' && code !== 0 ? code : 1
      stop('SIGTERM')
      return
    }
    log.warn(`server process ${worker.process.pid} stopped (${how}); starting another in ${restartMs} ms`)
    setTimeout(() => {
      if (!stopping) start()
    }, restartMs).unref()
  })

  function stop(signal: NodeJS.Signals) {
    if (stopping) return
    stopping = true
    const workers = running()
    log.info(`${signal}: stopping ${workers.length} server processes (each drains its requests)`)
    for (const w of workers) w.process.kill('SIGTERM')
    if (workers.length === 0) process.exit(exitCode)
    setTimeout(() => {
      const left = running()
      log.warn(`${left.length} server processes still running ${shutdownTimeoutMs + 10_000} ms after ${signal}: killing them`)
      for (const w of left) w.process.kill('SIGKILL')
      process.exit(1)
    }, shutdownTimeoutMs + 10_000).unref()
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal))
}
