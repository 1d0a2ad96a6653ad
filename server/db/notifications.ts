/**
 * Notifications between the server processes sharing one database: PostgreSQL's LISTEN/NOTIFY.
 * A writer calls `pg_notify(channel, payload)` inside its transaction, so the notification is
 * delivered on commit, and never for a transaction that rolled back; every process listening on
 * the channel hears it within milliseconds, this one included.
 *
 * - PostgreSQL: one dedicated connection (a pg.Client of its own, never a pool connection, which
 *   would go back to the pool and stop listening). When it is lost (a restart, a failover, a
 *   network cut) notifications sent meanwhile are gone for good: the loss is logged, the
 *   connection is opened again with backoff (RETRY_FIRST_MS doubling up to RETRY_AT_MOST_MS), and
 *   each listener's `resumed` is called once it listens again, so it can drop whatever it may
 *   have missed. Until then a listener must not count on notifications (sessions fall back to
 *   their cache's lifetime).
 * - Embedded PGlite (one process): PGlite's own `listen`, which cannot be lost.
 */
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Logger } from '../lib/log'
import type { Db } from './client'

export interface NotificationListener {
  /** A payload notified on the channel (by any process on the database, this one included). */
  message(payload: string): void
  /** Listening again after a lost connection: notifications sent meanwhile were missed. */
  resumed?(): void
}

export interface Notifications {
  /** Listens on `channel` from now on (the LISTEN is sent at once, or as soon as the connection is up). */
  listen(channel: string, listener: NotificationListener): void
  close(): Promise<void>
}

const RETRY_FIRST_MS = 250
const RETRY_AT_MOST_MS = 10_000

export function createNotifications(db: Db, log: Logger): Notifications {
  const client = (db as unknown as { $client?: unknown }).$client
  if (client instanceof PGlite) return pgliteNotifications(client, log)
  if (client instanceof pg.Pool) return postgresNotifications(client.options, log)
  throw new Error('notifications: the database is neither PGlite nor a PostgreSQL pool')
}

function pgliteNotifications(client: PGlite, log: Logger): Notifications {
  const stops: Promise<() => Promise<void>>[] = []
  return {
    listen(channel, listener) {
      const stop = client.listen(channel, (payload) => listener.message(payload))
      stop.catch((error: unknown) => log.error(`notifications: cannot listen on ${channel}`, { error }))
      stops.push(stop)
    },
    async close() {
      // The database may be closed first (its listeners go with it).
      await Promise.all(stops.map((stop) => stop.then((unlisten) => unlisten()).catch(() => {})))
    },
  }
}

function postgresNotifications(config: pg.PoolConfig, log: Logger): Notifications {
  const listeners = new Map<string, Set<NotificationListener>>()
  /** The connection listening now, and the one being opened (at most one of them is set). */
  let client: pg.Client | null = null
  let opening: pg.Client | null = null
  let lostOnce = false
  let closing = false
  let retryIn = RETRY_FIRST_MS
  let retryTimer: NodeJS.Timeout | undefined

  const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`

  const lose = (lost: pg.Client, error: unknown) => {
    if (lost !== client && lost !== opening) return // already handled (an 'error' is followed by an 'end')
    client = null
    opening = null
    lost.removeAllListeners()
    lost.on('error', () => {})
    lost.end().catch(() => {})
    if (closing) return
    const why = error instanceof Error ? ((error as { code?: string }).code ?? error.message) : 'connection ended'
    log.warn(`notifications: the listening connection to PostgreSQL is lost (${why}); other processes' notifications are missed until it is back; trying again in ${retryIn} ms`)
    lostOnce = true
    retryTimer = setTimeout(connect, retryIn)
    retryTimer.unref()
    retryIn = Math.min(retryIn * 2, RETRY_AT_MOST_MS)
  }

  const connect = () => {
    if (closing || client || opening) return
    const next = new pg.Client({ ...config, keepAlive: true })
    opening = next
    next.on('notification', (n) => {
      for (const listener of listeners.get(n.channel) ?? []) listener.message(n.payload ?? '')
    })
    next.on('error', (error) => lose(next, error))
    next.on('end', () => lose(next, null))
    void (async () => {
      try {
        await next.connect()
        for (const channel of listeners.keys()) await next.query(listenSql(channel))
      } catch (error) {
        lose(next, error)
        return
      }
      if (opening !== next) return // lost meanwhile, or closed
      opening = null
      client = next
      retryIn = RETRY_FIRST_MS
      if (lostOnce) {
        log.info('notifications: listening to PostgreSQL again')
        for (const set of listeners.values()) for (const listener of set) listener.resumed?.()
      }
    })()
  }

  return {
    listen(channel, listener) {
      const known = listeners.get(channel)
      if (known) {
        known.add(listener)
        return
      }
      listeners.set(channel, new Set([listener]))
      // Connecting: the LISTENs are sent once connected. Connected: this one now.
      const open = client
      if (open) open.query(listenSql(channel)).catch((error: unknown) => lose(open, error))
      else connect()
    },
    async close() {
      closing = true
      clearTimeout(retryTimer)
      const open = client ?? opening
      client = null
      opening = null
      if (!open) return
      open.removeAllListeners()
      open.on('error', () => {})
      await open.end().catch(() => {})
    },
  }
}
