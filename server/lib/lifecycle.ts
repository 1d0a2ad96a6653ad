/**
 * The serving process's lifecycle after start: the requests in flight, whether it still wants
 * traffic (GET /api/ready reads `draining`), and the drain on SIGTERM / SIGINT.
 *
 * A drain, as a load balancer expects of a process it is taking out:
 * 1. turn unready (/api/ready answers 503) and stop accepting connections (`server.close()`);
 * 2. answer every request in flight. Each answer goes out with `Connection: close`, and idle
 *    keep-alive connections are closed as soon as they are idle, so clients open their next
 *    connection elsewhere;
 * 3. at the deadline (SHUTDOWN_TIMEOUT_MS), close what is left, cutting its requests;
 * 4. then the caller closes what the requests used (the first-paint worker, the database pool).
 * Before this, SIGTERM closed the pool at once and exited: 48 requests in flight, 0 answered.
 *
 * Counted at the HTTP server ('request' to the response's 'close'), so a request is in flight from
 * its first byte to its last, whatever the app does with it, static files included.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Logger } from './log'

export interface Readiness {
  /** True from the start of a drain: the process wants no new traffic. */
  readonly draining: boolean
}

export interface DrainOutcome {
  /** Requests in flight when the drain began. */
  inFlight: number
  /** Requests still unanswered at the deadline, whose connections were closed. */
  cut: number
  ms: number
}

export interface Lifecycle extends Readiness {
  readonly inFlight: number
  /** Counts `server`'s requests from now on. */
  track(server: Server): void
  drain(timeoutMs: number): Promise<DrainOutcome>
}

export function createLifecycle(): Lifecycle {
  let draining = false
  let server: Server | null = null
  const open = new Set<ServerResponse>()

  const onRequest = (_request: IncomingMessage, response: ServerResponse) => {
    open.add(response)
    if (draining) response.shouldKeepAlive = false
    response.once('close', () => {
      open.delete(response)
      // Its connection may now be idle (a client that asked again meanwhile got Connection: close).
      if (draining) server?.closeIdleConnections()
    })
  }

  return {
    get draining() {
      return draining
    },
    get inFlight() {
      return open.size
    },
    track(tracked) {
      server = tracked
      tracked.on('request', onRequest)
    },
    async drain(timeoutMs) {
      draining = true
      const started = performance.now()
      const inFlight = open.size
      if (!server) return { inFlight, cut: 0, ms: 0 } // never served: nothing to drain
      const closing = server
      for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false
      // Resolves once every connection has ended: each in-flight answer closes its own.
      const closed = new Promise<boolean>((resolve) => closing.close(() => resolve(true)))
      closing.closeIdleConnections()
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
      const inTime = await Promise.race([closed, deadline])
      clearTimeout(timer)
      const cut = inTime ? 0 : open.size
      if (!inTime) closing.closeAllConnections()
      return { inFlight, cut, ms: Math.round(performance.now() - started) }
    },
  }
}

/** How long each closing step after the drain (the first-paint worker, the pool) may take. */
const CLOSE_TIMEOUT_MS = 3_000

/**
 * On SIGTERM or SIGINT: drain, then `close` (in order), then exit 0. A second signal during the
 * drain changes nothing: the deadline bounds it.
 */
export function drainOnSignals(options: { lifecycle: Lifecycle; timeoutMs: number; log: Logger; close: Array<() => Promise<unknown>> }): void {
  const { lifecycle, timeoutMs, log } = options
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info(`${signal}: draining ${lifecycle.inFlight} requests (deadline ${timeoutMs} ms)`)
    const outcome = await lifecycle.drain(timeoutMs)
    if (outcome.cut === 0) log.info(`drained in ${outcome.ms} ms (${outcome.inFlight} requests answered)`)
    else log.warn(`deadline passed, ${outcome.cut} requests cut`)
    for (const close of options.close) {
      // Bounded: after a cut, the pool would wait for the queries of the requests it cut.
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), CLOSE_TIMEOUT_MS)))
      const closed = await Promise.race([close().catch((error: unknown) => log.error('closing after the drain failed', { error })), late])
      clearTimeout(timer)
      if (closed === 'late') log.warn(`closing after the drain took over ${CLOSE_TIMEOUT_MS} ms: exiting without waiting`)
    }
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal))
}
