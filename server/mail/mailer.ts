/**
 * Outgoing e-mail: a durable outbox in the database, sent by a worker in each server process
 * (decision 022), through nodemailer to one of three places:
 * - SMTP, when SMTP_URL is set (`smtp://user:pass@host:587`, `smtps://…`; add `?ignoreTLS=true`
 *   for a local server without a valid certificate);
 * - otherwise `.eml` files under DATA_DIR/mail, so a fresh machine can finish the sign-up and reset
 *   flows without a mail server: the link is also logged at info level;
 * - an in-memory outbox (tests, and createApp without configuration).
 *
 * Every e-mail is first a row of `mail_outbox`: `enqueue(tx, mail)` writes it in the caller's
 * transaction (an order and its e-mail commit together or not at all), `queue(mail)` on its own.
 * The worker claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), sends,
 * and marks them sent; a failure moves the row on by an exponential backoff (capped), records the
 * attempt and its error, and gives up after MAIL_MAX_ATTEMPTS. A process that dies holding a claim
 * leaves it to expire; with the embedded database (one process) the next start releases it at once.
 *
 * The row's idempotency key names the message where it goes: the `.eml` file is created under a
 * name made of it with an exclusive link (a second attempt finds it and only marks the row), the
 * SMTP Message-ID is made of it (decision 022 says what window remains over SMTP).
 *
 * Sending never blocks an answer: the row is written, the worker is woken, the answer goes out.
 * `later(work)` runs work that prepares e-mails after the answer (issue 28). `idle()` waits for what
 * is queued so far to be delivered, or to have failed an attempt (tests, benches).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { sql } from 'drizzle-orm'
import nodemailer, { type Transport } from 'nodemailer'
import { rows, type Conn } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema/mail'
import type { Logger } from '../lib/log'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** The action link inside, logged when mail goes to files or memory so a developer can follow it. */
  link?: string
  /** What the mail is for (`verify`, `reset`), for the log. */
  purpose: string
  /** Set by the outbox: the row's key, kept with what was delivered. */
  idempotencyKey?: string
}

export type MailTransportConfig = { smtpUrl: string } | { dir: string } | { outbox: OutgoingMail[] }

export interface MailWorkerOptions {
  /** How long a claim holds a row; a send that takes longer is abandoned (MAIL_LEASE_MS). */
  leaseMs: number
  /** The first retry's delay, doubled on each further attempt up to `retryMaxMs` (MAIL_RETRY_BASE_MS, MAIL_RETRY_MAX_MS). */
  retryBaseMs: number
  retryMaxMs: number
  /** Attempts before a row is given up (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number
  /** How often the worker looks for rows it was not woken for: other processes', expired claims (MAIL_POLL_MS). */
  pollMs: number
  /** Test only (MAIL_FIRST_SEND_DELAY_MS): the worker holds its first claimed row this long before sending it. */
  firstSendDelayMs: number
  /** Only this process uses the database (PGlite): every claim left at start is a dead process's, released at once. */
  releaseClaimsAtStart: boolean
  /** False: this app only writes e-mails, another app's worker on the same database sends them (a test's second app). */
  sends: boolean
}

export const DEFAULT_MAIL_WORKER: MailWorkerOptions = {
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  maxAttempts: 10,
  pollMs: 5_000,
  firstSendDelayMs: 0,
  releaseClaimsAtStart: false,
  sends: true,
}

export interface Mailer {
  readonly describe: string
  /** Writes the e-mail to the outbox in the caller's transaction; call `wake()` once it committed. */
  enqueue(conn: Conn, mail: OutgoingMail): Promise<void>
  /** Writes the e-mail to the outbox on its own and wakes the worker; a failure is logged, never thrown to the caller. */
  queue(mail: OutgoingMail): void
  /** Tells this process's worker that rows were committed. */
  wake(): void
  /**
   * Runs work that prepares e-mails (a token's write, then `queue`) after the answer, tracked like
   * a delivery: an answer that must take the same time whether or not an account exists does the
   * same on its own path in both cases, and leaves the difference to this (issue 28).
   */
  later(work: () => Promise<void>): void
  /** Resolves when everything queued so far has been delivered, or has failed an attempt. */
  idle(): Promise<void>
  /** Stops the worker after the row it is sending, and closes the transport. */
  close(): Promise<void>
}

/** Delivers one message; `delivered: false` when the key shows it was delivered before (only the files can tell). */
export interface MailTransport {
  readonly describe: string
  deliver(mail: OutgoingMail & { idempotencyKey: string }, createdAt: Date): Promise<{ delivered: boolean }>
  close(): void
}

/**
 * A nodemailer transport that writes each message to `<dir>/<name>.eml`, created whole under its
 * name (a temporary file, then an exclusive link): a name already there means already delivered.
 */
function emlFileTransport(dir: string): Transport<{ file: string; existed: boolean }> {
  return {
    name: 'eml-file',
    version: '1.0.0',
    send(mail, callback) {
      const name = (mail.data as { emlName?: string }).emlName ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`
      const file = path.join(dir, `${name}.eml`)
      const temporary = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`)
      fs.promises
        .mkdir(dir, { recursive: true })
        .then(() => pipeline(mail.message.createReadStream(), fs.createWriteStream(temporary, { mode: 0o600 })))
        .then(() => fs.promises.link(temporary, file))
        .then(
          () => false,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'EEXIST') return true
            throw error
          },
        )
        .finally(() => fs.promises.rm(temporary, { force: true }))
        .then(
          (existed) => callback(null, { file, existed }),
          (error: Error) => callback(error, { file, existed: false }),
        )
    },
  }
}

export function createTransport(config: MailTransportConfig, from: string, log: Logger): MailTransport {
  const envelope = (mail: OutgoingMail) => ({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
  if ('smtpUrl' in config) {
    const smtp = nodemailer.createTransport(config.smtpUrl)
    return {
      describe: `SMTP ${redactUrl(config.smtpUrl)}`,
      async deliver(mail) {
        await smtp.sendMail({ ...envelope(mail), messageId: `<${mail.idempotencyKey}@malewa.outbox>` })
        log.info('mail sent', { purpose: mail.purpose, to: mail.to })
        return { delivered: true }
      },
      close: () => smtp.close(),
    }
  }
  if ('dir' in config) {
    const files = nodemailer.createTransport(emlFileTransport(config.dir))
    return {
      describe: `.eml files in ${config.dir}`,
      async deliver(mail, createdAt) {
        // The row's time first: the files sort in the order the e-mails were written, as before.
        const emlName = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.idempotencyKey}`
        const info = await files.sendMail({ ...envelope(mail), emlName } as Parameters<typeof files.sendMail>[0])
        if (info.existed) {
          log.info('mail was already written: marked sent', { purpose: mail.purpose, to: mail.to, file: info.file })
          return { delivered: false }
        }
        log.info('mail written (no SMTP_URL set)', { purpose: mail.purpose, to: mail.to, file: info.file, link: mail.link })
        return { delivered: true }
      },
      close: () => {},
    }
  }
  const outbox = config.outbox
  return {
    describe: 'in-memory outbox',
    async deliver(mail) {
      if (outbox.some((m) => m.idempotencyKey === mail.idempotencyKey)) return { delivered: false }
      outbox.push(mail)
      log.info('mail kept in memory (no mail transport configured)', { purpose: mail.purpose, to: mail.to, link: mail.link })
      return { delivered: true }
    },
    close: () => {},
  }
}

/** The delay before attempt `attempts + 1`, after `attempts` failed: base × 2^(attempts−1), capped, ±20 % so rows failed together do not retry together. */
export function retryDelayMs(attempts: number, options: Pick<MailWorkerOptions, 'retryBaseMs' | 'retryMaxMs'>, random = Math.random): number {
  const plain = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

interface ClaimedRow {
  id: string
  idempotency_key: string
  purpose: string
  to_address: string
  subject: string
  text: string
  html: string
  link: string | null
  /** Milliseconds since the epoch (raw SQL answers timestamps as text on PGlite). */
  created_ms: number
  attempts: number
}

/** Writes one e-mail to the outbox through `conn` (a transaction, or the pool). */
export async function writeMail(conn: Conn, mail: OutgoingMail): Promise<string> {
  const key = mail.idempotencyKey ?? randomUUID()
  await conn.insert(mailOutbox).values({ idempotencyKey: key, purpose: mail.purpose, toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html, link: mail.link ?? null })
  return key
}

export function createMailer(config: MailTransportConfig, from: string, log: Logger, db: Db, workerOptions: Partial<MailWorkerOptions> = {}): Mailer {
  const options = { ...DEFAULT_MAIL_WORKER, ...workerOptions }
  const transport = createTransport(config, from, log)
  const workerId = `${process.pid}-${randomBytes(6).toString('hex')}`
  const inFlight = new Set<Promise<void>>()
  let stopped = !options.sends
  let timer: NodeJS.Timeout | undefined
  let holdFirst = options.firstSendDelayMs > 0
  let started: Promise<void> | null = null
  /** One pass at a time in this process: the worker's and idle()'s. */
  let passing: Promise<number> = Promise.resolve(0)

  const track = (promise: Promise<void>) => {
    const tracked: Promise<void> = promise.finally(() => inFlight.delete(tracked))
    inFlight.add(tracked)
  }

  async function start() {
    if (options.releaseClaimsAtStart) {
      const released = await rows<{ id: string }>(
        db,
        sql`UPDATE mail_outbox SET locked_by = NULL, locked_until = NULL WHERE sent_at IS NULL AND failed_at IS NULL AND locked_until IS NOT NULL RETURNING id`,
      )
      if (released.length > 0) log.info(`mail: ${released.length} e-mails claimed before the last stop are sent again`)
    }
  }

  async function claim(): Promise<ClaimedRow[]> {
    const claimed = await rows<ClaimedRow & { due_ms: number }>(
      db,
      sql`UPDATE mail_outbox SET locked_by = ${workerId}, locked_until = now() + ${options.leaseMs} * interval '1 millisecond', attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM mail_outbox
            WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
            ORDER BY next_attempt_at, id
            LIMIT 10
            FOR UPDATE SKIP LOCKED)
          RETURNING id, idempotency_key, purpose, to_address, subject, text, html, link, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
            (extract(epoch FROM next_attempt_at) * 1000)::float8 AS due_ms, attempts`,
    )
    // RETURNING follows no ORDER BY (PostgreSQL answers in the order it updated): sent in the order written.
    return claimed.sort((a, b) => Number(a.due_ms) - Number(b.due_ms) || Number(a.id) - Number(b.id))
  }

  async function send(row: ClaimedRow) {
    if (holdFirst) {
      holdFirst = false
      log.info(`mail: holding the first e-mail ${options.firstSendDelayMs} ms before sending it (MAIL_FIRST_SEND_DELAY_MS)`)
      await new Promise((resolve) => setTimeout(resolve, options.firstSendDelayMs))
    }
    const mail = { to: row.to_address, subject: row.subject, text: row.text, html: row.html, purpose: row.purpose, idempotencyKey: row.idempotency_key, ...(row.link ? { link: row.link } : {}) }
    try {
      let leaseTimer: NodeJS.Timeout | undefined
      // Past the lease another process may claim the row: a send still going then is given up here.
      const lease = new Promise<never>((_, reject) => (leaseTimer = setTimeout(() => reject(new Error(`no answer within the claim's ${options.leaseMs} ms`)), options.leaseMs * 0.8)))
      try {
        await Promise.race([transport.deliver(mail, new Date(Number(row.created_ms))), lease])
      } finally {
        clearTimeout(leaseTimer)
      }
      await db.execute(sql`UPDATE mail_outbox SET sent_at = now(), locked_by = NULL, locked_until = NULL, last_error = NULL WHERE id = ${row.id} AND locked_by = ${workerId}`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const last = row.attempts >= options.maxAttempts
      const delay = retryDelayMs(row.attempts, options)
      log.error(last ? 'mail delivery failed: given up' : 'mail delivery failed: will retry', {
        purpose: row.purpose,
        to: row.to_address,
        attempts: row.attempts,
        retryInMs: last ? null : delay,
        error,
      })
      await db.execute(
        last
          ? sql`UPDATE mail_outbox SET failed_at = now(), last_error = ${message.slice(0, 1000)}, locked_by = NULL, locked_until = NULL WHERE id = ${row.id} AND locked_by = ${workerId}`
          : sql`UPDATE mail_outbox SET next_attempt_at = now() + ${delay} * interval '1 millisecond', last_error = ${message.slice(0, 1000)}, locked_by = NULL, locked_until = NULL
                WHERE id = ${row.id} AND locked_by = ${workerId}`,
      )
    }
  }

  /** Claims and sends until nothing is due; answers how many rows it handled. */
  function pass(): Promise<number> {
    const next = passing.then(async () => {
      if (!started) started = start()
      await started
      let handled = 0
      for (;;) {
        if (stopped) return handled
        const claimed = await claim()
        if (claimed.length === 0) return handled
        for (const row of claimed) {
          // Stopping between rows: what this process claimed and did not send waits for its lease (or the next start).
          if (stopped) break
          await send(row)
          handled++
        }
      }
    })
    passing = next.catch(() => 0)
    return next
  }

  function schedule(ms: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void run(), ms)
    timer.unref()
  }

  /** Runs at once, whatever timer is set: passes are one at a time anyway, and a wake is never lost to a run that had already looked. */
  function wake() {
    if (!stopped) setImmediate(() => void run())
  }

  async function run() {
    try {
      await pass()
      if (stopped) return
      // The next retry due, or a claim to expire, if sooner than the poll.
      const [next] = await rows<{ ms: number | null }>(
        db,
        sql`SELECT (extract(epoch FROM min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()) * 1000)::float8 AS ms
            FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
      )
      const ms = next?.ms == null ? options.pollMs : Math.max(0, Math.min(options.pollMs, Number(next.ms) + 5))
      schedule(ms)
    } catch (error) {
      if (stopped) return
      log.warn('mail worker: a pass failed, trying again later', { error })
      schedule(options.pollMs)
    }
  }

  schedule(0)

  return {
    describe: transport.describe,
    async enqueue(conn, mail) {
      await writeMail(conn, mail)
    },
    queue(mail) {
      track(
        writeMail(db, mail).then(
          () => wake(),
          (error: unknown) => log.error('mail could not be written to the outbox', { purpose: mail.purpose, to: mail.to, error }),
        ),
      )
    },
    wake,
    later(work) {
      track(new Promise<void>((resolve) => setImmediate(resolve)).then(work).catch((error: unknown) => log.error('mail preparation failed', { error })))
    },
    async idle() {
      if (!options.sends) {
        while (inFlight.size > 0) await Promise.all([...inFlight])
        return
      }
      for (;;) {
        while (inFlight.size > 0) await Promise.all([...inFlight])
        await pass()
        if (inFlight.size === 0) return
      }
    },
    async close() {
      stopped = true
      clearTimeout(timer)
      await passing
      // What this process claimed and did not send is anyone's again at once, not after the lease.
      await db
        .execute(sql`UPDATE mail_outbox SET locked_by = NULL, locked_until = NULL WHERE locked_by = ${workerId} AND sent_at IS NULL`)
        .catch((error: unknown) => log.warn('mail worker: releasing its claims failed (they expire with the lease)', { error }))
      transport.close()
    },
  }
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(unparseable SMTP_URL)'
  }
}
