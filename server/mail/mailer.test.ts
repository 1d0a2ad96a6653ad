/**
 * The durable e-mail outbox (decision 022): rows written in the caller's transaction, claimed with
 * FOR UPDATE SKIP LOCKED and a lease, retried with a capped exponential backoff, marked sent; two
 * workers on one database never send a row twice, and a row delivered before a crash is not
 * delivered again. On PGlite, and on PostgreSQL (TEST_DATABASE_URL) with two pools.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { rows } from '../cart/cart-sql'
import type { Database } from '../db/client'
import type { Logger } from '../lib/log'
import { openTwoPools, testBackend } from '../test/test-db'
import { createMailer, createTransport, retryDelayMs, writeMail, type OutgoingMail } from './mailer'

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} }
const FAST = { retryBaseMs: 200, retryMaxMs: 1_000, pollMs: 100, leaseMs: 5_000 }

let one: Database
let two: Database
let close: () => Promise<void> = async () => {}

beforeAll(async () => {
  // Two pools on PostgreSQL, as two server processes would have; one database twice on PGlite.
  ;({ one, two, close } = await openTwoPools())
})
afterAll(() => close())
beforeEach(async () => {
  await one.db.execute(sql`DELETE FROM mail_outbox`)
})

const mail = (n: number, over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: `shopper${n}@example.org`,
  subject: `Subject ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
  purpose: 'test',
  ...over,
})

interface Row {
  attempts: number
  sent_at: Date | null
  failed_at: Date | null
  last_error: string | null
  locked_by: string | null
  wait_ms: number
}
const outboxRows = () =>
  rows<Row>(one.db, sql`SELECT attempts, sent_at, failed_at, last_error, locked_by, (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS wait_ms FROM mail_outbox ORDER BY id`)

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-mail-'))
const emlFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [])

test('an e-mail written in a transaction that rolls back is never sent; one that commits is sent once and marked', async () => {
  const outbox: OutgoingMail[] = []
  const mailer = createMailer({ outbox }, 'Malewa <no-reply@malewa.local>', quiet, one.db, FAST)
  await one.db
    .transaction(async (tx) => {
      await mailer.enqueue(tx, mail(1))
      throw new Error('the order was refused')
    })
    .catch(() => {})
  await one.db.transaction((tx) => mailer.enqueue(tx, mail(2)))
  mailer.wake()
  await mailer.idle()
  await mailer.idle()
  expect(outbox.map((m) => m.to)).toEqual(['shopper2@example.org'])
  const [row] = await outboxRows()
  expect(row).toMatchObject({ attempts: 1, failed_at: null, last_error: null, locked_by: null })
  expect(row!.sent_at).not.toBeNull()
  await mailer.close()
})

test('a failed send is retried after an exponential backoff, its error and attempts recorded, then sent; given up after the last attempt', async () => {
  const dir = tempDir()
  const blocked = path.join(dir, 'mail')
  fs.writeFileSync(blocked, 'a file where the mail directory should be')
  const mailer = createMailer({ dir: blocked }, 'Malewa <no-reply@malewa.local>', quiet, one.db, { ...FAST, retryBaseMs: 60_000, retryMaxMs: 600_000, maxAttempts: 3 })
  await writeMail(one.db, mail(1))
  await mailer.idle()
  let [row] = await outboxRows()
  expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, locked_by: null })
  expect(row!.last_error).toMatch(/EEXIST|ENOTDIR/)
  // The first retry comes after the base delay (±20 %), not at once.
  expect(row!.wait_ms).toBeGreaterThan(60_000 * 0.8 - 1_000)
  expect(row!.wait_ms).toBeLessThan(60_000 * 1.2 + 1_000)
  await mailer.idle()
  expect((await outboxRows())[0]!.attempts).toBe(1) // not due: not tried again

  // Due again: the second failure waits twice as long.
  await one.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now()`)
  await mailer.idle()
  ;[row] = await outboxRows()
  expect(row!.attempts).toBe(2)
  expect(row!.wait_ms).toBeGreaterThan(120_000 * 0.8 - 1_000)

  // The directory fixed, the next attempt goes through.
  fs.rmSync(blocked)
  await one.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now()`)
  await mailer.idle()
  ;[row] = await outboxRows()
  expect(row).toMatchObject({ attempts: 3, last_error: null })
  expect(row!.sent_at).not.toBeNull()
  expect(emlFiles(blocked)).toHaveLength(1)

  // A row failing its last attempt is given up, kept with its error.
  fs.rmSync(blocked, { recursive: true })
  fs.writeFileSync(blocked, 'blocked again')
  await writeMail(one.db, mail(2))
  for (let i = 0; i < 3; i++) {
    await one.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE sent_at IS NULL`)
    await mailer.idle()
  }
  const given = (await outboxRows())[1]!
  expect(given).toMatchObject({ attempts: 3, sent_at: null })
  expect(given.failed_at).not.toBeNull()
  expect(given.last_error).toBeTruthy()
  await mailer.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('the backoff doubles from its base and stops at its cap', () => {
  const options = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 }
  const exact = () => 0.5 // no jitter
  expect([1, 2, 3, 4, 8, 20].map((n) => retryDelayMs(n, options, exact))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
  expect(retryDelayMs(1, options, () => 0)).toBe(24_000)
  expect(retryDelayMs(1, options, () => 1)).toBe(36_000)
})

test('two workers (two pools on PostgreSQL) draining one outbox at once send every e-mail exactly once', async () => {
  const a: OutgoingMail[] = []
  const b: OutgoingMail[] = []
  const first = createMailer({ outbox: a }, 'Malewa <no-reply@malewa.local>', quiet, one.db, FAST)
  const second = createMailer({ outbox: b }, 'Malewa <no-reply@malewa.local>', quiet, two.db, FAST)
  await first.idle()
  await second.idle()
  for (let n = 0; n < 60; n++) await writeMail(one.db, mail(n))
  first.wake()
  second.wake()
  await Promise.all([first.idle(), second.idle()])
  const sent = [...a, ...b].map((m) => m.to)
  expect(sent).toHaveLength(60)
  expect(new Set(sent).size).toBe(60)
  expect((await outboxRows()).every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true)
  if (testBackend() === 'postgres') expect(a.length > 0 && b.length > 0, `${a.length} and ${b.length}`).toBe(true)
  await Promise.all([first.close(), second.close()])
})

test('a claim whose lease ran out (its process died) is taken over; a live one is left alone', async () => {
  const outbox: OutgoingMail[] = []
  await writeMail(one.db, mail(1))
  await writeMail(one.db, mail(2))
  await one.db.execute(sql`UPDATE mail_outbox SET locked_by = 'dead-process', locked_until = now() - interval '1 second', attempts = 1 WHERE to_address = 'shopper1@example.org'`)
  await one.db.execute(sql`UPDATE mail_outbox SET locked_by = 'live-process', locked_until = now() + interval '1 hour', attempts = 1 WHERE to_address = 'shopper2@example.org'`)
  const mailer = createMailer({ outbox }, 'Malewa <no-reply@malewa.local>', quiet, one.db, FAST)
  await mailer.idle()
  expect(outbox.map((m) => m.to)).toEqual(['shopper1@example.org'])
  const [dead, live] = await outboxRows()
  expect(dead).toMatchObject({ attempts: 2, locked_by: null })
  expect(live).toMatchObject({ sent_at: null, locked_by: 'live-process' })
  await mailer.close()

  // The embedded database is one process's: at start, every claim left is a dead one's.
  const alone = createMailer({ outbox }, 'Malewa <no-reply@malewa.local>', quiet, one.db, { ...FAST, releaseClaimsAtStart: true })
  await alone.idle()
  expect(outbox.map((m) => m.to)).toEqual(['shopper1@example.org', 'shopper2@example.org'])
  await alone.close()
})

test('an e-mail written to its file before a crash, its row not yet marked, is marked on the next attempt and not written twice', async () => {
  const dir = path.join(tempDir(), 'mail')
  await writeMail(one.db, mail(1, { idempotencyKey: 'order-placed-7f3c' }))
  const [row] = await rows<{ created_ms: number }>(one.db, sql`SELECT (extract(epoch FROM created_at) * 1000)::float8 AS created_ms FROM mail_outbox`)
  // What the dead process did: the file written under the row's key, then nothing.
  await createTransport({ dir }, 'Malewa <no-reply@malewa.local>', quiet).deliver({ ...mail(1), idempotencyKey: 'order-placed-7f3c' }, new Date(Number(row!.created_ms)))
  expect(emlFiles(dir)).toHaveLength(1)
  const mailer = createMailer({ dir }, 'Malewa <no-reply@malewa.local>', quiet, one.db, FAST)
  await mailer.idle()
  expect(emlFiles(dir)).toHaveLength(1)
  expect((await outboxRows())[0]!.sent_at).not.toBeNull()
  await mailer.close()
})

test('closing stops the worker: nothing written after is sent by it', async () => {
  const outbox: OutgoingMail[] = []
  const mailer = createMailer({ outbox }, 'Malewa <no-reply@malewa.local>', quiet, one.db, FAST)
  await mailer.idle()
  await mailer.close()
  await writeMail(one.db, mail(1))
  mailer.wake()
  await new Promise((r) => setTimeout(r, 300))
  expect(outbox).toEqual([])
  const [row] = await outboxRows()
  expect(row).toMatchObject({ attempts: 0, sent_at: null, locked_by: null })
})
