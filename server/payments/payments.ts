/**
 * The payments service (issue 33, decision 033): starts a payment with the order, asks the
 * provider, believes only the provider's query (or Paystack's signed webhook confirmed by verify),
 * moves each attempt as machines/payment.machine.ts allows, and settles the order's payment once.
 *
 * - `start(tx, …)` writes the payment and its first attempt in the order's transaction; `kick(id)`
 *   asks the provider after the commit (the answer to "Place order" does not wait for it).
 * - `callback(provider, raw, headers)` reads which attempt a callback names, answers at once, and
 *   queries the provider after the answer; a callback naming an M-Pesa checkout we do not know yet
 *   (it came before the answer to our push) is kept as a hint and matched when that answer arrives.
 * - `reconcile(now)` is one pass of the reconciliation worker: it claims attempts due a query with
 *   a lease (`FOR UPDATE SKIP LOCKED`, the mail outbox's pattern: several processes never query one
 *   attempt at once, and a dead process's claims expire), queries them, and expires those whose
 *   window has passed after that last query. A restart between our request and the callback
 *   loses nothing: the attempt is in the table and the next pass asks.
 * - Exactly once: an order is paid by one attempt (`payments.paid_attempt_id`, set under the
 *   payment's row lock); a success that arrives when the order no longer needs it (paid by another
 *   attempt, cancelled) goes to the shopper's credit, once per attempt (unique ledger entry).
 *   A new attempt is refused while one is waiting, so a shopper is never asked twice at once.
 * - What else an order's payment means (a chef's request waiting for its answer) is the app's
 *   `PaidHooks`, run in the transaction that marks the order paid, so once: nothing here knows a
 *   service.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { nextAttemptState, type PaymentAttemptContext, type PaymentAttemptEvent } from '../../machines/payment.machine'
import {
  methodsForCountry,
  PAYEE_NAME,
  type AttemptStatus,
  type CreditBalance,
  type PaymentAttention,
  type FailureReason,
  type PaymentMethodId,
  type PaymentRetry,
  type PaymentStatus,
  type PaymentView,
  type RefundStatus,
} from '../../src/api/payments-contract'
import { rows, type Conn, type Tx } from '../cart/cart-sql'
import { grantDigitalBooks } from '../cookbook/digital-books'
import type { Db } from '../db/client'
import { ApiError } from '../lib/http'
import type { Logger } from '../lib/log'
import { creditUnavailableLine, queueMethodRefund, REFUNDS_TO_METHOD, touchOrder } from './credit'
import type { PaymentsSettings } from './payments-config'
import { OWED_FACTS_COLUMNS, refundOptions, type OwedFacts } from './operator-refund'
import type { OnlineProvider, PaymentProviderAdapter, ProviderAttempt, ProviderRefund } from './provider'

interface AttemptRow {
  id: string
  payment_id: string
  order_id: string
  provider: OnlineProvider
  provider_ref: string | null
  phone: string | null
  email: string | null
  amount: number
  currency: string
  currency_exponent: number
  status: AttemptStatus
  reason: FailureReason | null
  raw_code: string | null
  receipt: string | null
  late: number
  expires_ms: number
  order_number: string
}

const ATTEMPT_COLUMNS = sql`a.id, a.payment_id, a.order_id, a.provider, a.provider_ref, a.phone, a.email, a.amount, a.currency, a.currency_exponent, a.status, a.reason, a.raw_code, a.receipt, a.late,
  (extract(epoch FROM a.expires_at) * 1000)::float8 AS expires_ms, o.number AS order_number`

const forProvider = (a: AttemptRow): ProviderAttempt => ({
  id: a.id,
  providerRef: a.provider_ref,
  amount: a.amount,
  currency: a.currency,
  currencyExponent: a.currency_exponent,
  phone: a.phone,
  email: a.email,
  orderNumber: a.order_number,
})

const contextOf = (a: AttemptRow): PaymentAttemptContext => ({ amount: a.amount, providerRef: a.provider_ref, reason: a.reason, receipt: a.receipt, late: a.late === 1 })

/** What an order's checkout gives the payment. */
export interface PaymentStart {
  orderId: string
  method: PaymentMethodId
  phone: string | null
  email: string | null
  amount: number
  currency: string
  currencyExponent: number
}

export type PaymentsRuntime = ReturnType<typeof createPayments>

/** What the app does when an attempt pays an order: `orderPaid` in that transaction (once per order), `committed` after its commit. */
export interface PaidHooks {
  orderPaid(tx: Tx, orderId: string): Promise<void>
  committed(): void
}

export function createPayments(
  db: Db,
  log: Logger,
  adapters: Partial<Record<OnlineProvider, PaymentProviderAdapter>>,
  settings: Pick<PaymentsSettings, 'pollMs' | 'firstQueryMs' | 'maxQueryStepMs'>,
  hooks: PaidHooks | null = null,
) {
  const workerId = `${process.pid}-${randomBytes(6).toString('hex')}`
  const inFlight = new Set<Promise<void>>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const leaseMs = 60_000

  const adapterOf = (provider: OnlineProvider) => {
    const adapter = adapters[provider]
    if (!adapter) throw new Error(`no ${provider} adapter configured`)
    return adapter
  }

  function track(work: () => Promise<void>) {
    const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error('payments: background work failed', { error }))
      .finally(() => inFlight.delete(p))
    inFlight.add(p)
  }

  async function attempt(conn: Conn, id: string, lock = false): Promise<AttemptRow | undefined> {
    const [row] = await rows<AttemptRow>(conn, sql`SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE a.id = ${id} ${lock ? sql`FOR UPDATE OF a` : sql``}`)
    return row
  }

  /** The payment's row and its first attempt, in the order's transaction; the attempt's id, or null for cash. */
  async function start(tx: Tx, p: PaymentStart, now = new Date()): Promise<string | null> {
    const paymentId = randomUUID()
    // The shopper's credit covered it all (decision 038): paid, nothing to ask anyone.
    const status = p.amount === 0 ? 'paid' : p.method === 'cash' ? 'cash' : 'awaiting'
    await tx.execute(sql`INSERT INTO payments (id, order_id, method, status, amount, currency) VALUES (${paymentId}, ${p.orderId}, ${p.method}, ${status}, ${p.amount}, ${p.currency})`)
    if (status === 'paid') await grantDigitalBooks(tx, p.orderId)
    if (status !== 'awaiting') return null
    return newAttempt(tx, paymentId, p, now)
  }

  async function newAttempt(tx: Tx, paymentId: string, p: PaymentStart, now: Date): Promise<string> {
    const provider = p.method as OnlineProvider
    const adapter = adapterOf(provider)
    const id = randomUUID()
    const expires = new Date(now.getTime() + adapter.windowMs)
    const firstQuery = new Date(Math.min(now.getTime() + settings.firstQueryMs, expires.getTime()))
    await tx.execute(
      sql`INSERT INTO payment_attempts (id, payment_id, order_id, provider, provider_ref, phone, email, amount, currency, currency_exponent, status, expires_at, next_query_at)
          VALUES (${id}, ${paymentId}, ${p.orderId}, ${provider}, ${adapter.ownsReference ? id : null}, ${p.phone}, ${p.email}, ${p.amount}, ${p.currency}, ${p.currencyExponent}, 'initiated',
            ${expires.toISOString()}::timestamptz, ${firstQuery.toISOString()}::timestamptz)`,
    )
    return id
  }

  /** Asks the provider for an attempt still `initiated` (again, after an unsure answer: MoMo and Paystack by the same reference). */
  async function initiate(attemptId: string): Promise<void> {
    const a = await attempt(db, attemptId)
    if (!a || a.status !== 'initiated') return
    const result = await adapterOf(a.provider).initiate(forProvider(a))
    if (result.kind === 'unsure') {
      log.warn('payments: no clear answer from the provider; the reconciliation asks again', { provider: a.provider, attemptId, error: result.error })
      await db.execute(sql`UPDATE payment_attempts SET last_error = ${result.error.slice(0, 500)}, updated_at = now() WHERE id = ${attemptId}`)
      return
    }
    if (result.kind === 'refused') {
      await apply(attemptId, { type: 'attempt.refused', reason: result.reason }, { rawCode: result.raw })
      return
    }
    await apply(attemptId, { type: 'attempt.accepted', providerRef: result.providerRef }, { checkoutUrl: result.checkoutUrl })
    // A callback that came before this answer (M-Pesa) left a hint: ask now.
    const [hint] = await rows<{ n: number }>(db, sql`DELETE FROM payment_hints WHERE provider = ${a.provider} AND provider_ref = ${result.providerRef} RETURNING 1 AS n`)
    if (hint) await check(attemptId, null)
  }

  /** Moves an attempt on an event, as the machine allows, and settles the order's payment when the attempt settles. */
  async function apply(attemptId: string, event: PaymentAttemptEvent, extra: { rawCode?: string | null; checkoutUrl?: string | null } = {}): Promise<void> {
    const paid = await db.transaction(async (tx) => {
      const a = await attempt(tx, attemptId, true)
      if (!a) return false
      const next = nextAttemptState(a.status, contextOf(a), event)
      if (!next) return false
      const c = next.context
      await tx.execute(
        sql`UPDATE payment_attempts SET status = ${next.status}, provider_ref = ${c.providerRef ?? a.provider_ref}, reason = ${c.reason}, receipt = ${c.receipt}, late = ${c.late ? 1 : 0},
              raw_code = coalesce(${extra.rawCode ?? null}, raw_code), checkout_url = coalesce(${extra.checkoutUrl ?? null}, checkout_url), updated_at = now()
            WHERE id = ${attemptId}`,
      )
      if (next.status === 'succeeded' || next.status === 'failed' || next.status === 'expired') return settle(tx, a, next.status)
      return false
    })
    if (paid) hooks?.committed()
    // A success its order no longer needed may have queued a refund (decision 038): asked after the commit.
    if (event.type === 'provider.succeeded') kickRefunds()
  }

  /** Settles the order's payment on its attempt's end; answers whether this paid the order. */
  async function settle(tx: Tx, a: AttemptRow, status: 'succeeded' | 'failed' | 'expired'): Promise<boolean> {
    const [p] = await rows<{ status: PaymentStatus; paid_attempt_id: string | null; order_status: string; user_id: string | null }>(
      tx,
      sql`SELECT p.status, p.paid_attempt_id, o.status AS order_status, o.user_id FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ${a.payment_id} FOR UPDATE OF p`,
    )
    if (!p) return false
    if (status === 'succeeded') {
      if (p.paid_attempt_id === null && p.order_status !== 'cancelled') {
        await tx.execute(sql`UPDATE payments SET status = 'paid', paid_attempt_id = ${a.id}, method = ${a.provider}, updated_at = now() WHERE id = ${a.payment_id}`)
        await touchOrder(tx, a.order_id)
        await grantDigitalBooks(tx, a.order_id)
        // The attempt asked for the order's first total: lines a farm took out meanwhile go to the shopper's credit now.
        const out = await rows<{ produce_id: string }>(tx, sql`SELECT produce_id FROM order_lines WHERE order_id = ${a.order_id} AND unavailable_at IS NOT NULL ORDER BY produce_id`)
        for (const line of out) await creditUnavailableLine(tx, a.order_id, line.produce_id)
        await hooks?.orderPaid(tx, a.order_id)
        return true
      }
      // The money left the shopper's wallet for an order that no longer needs it: back to the card or
      // account where the provider takes a refund call (decision 038), otherwise their credit; never lost.
      if (REFUNDS_TO_METHOD.has(a.provider)) {
        await queueMethodRefund(tx, {
          paymentId: a.payment_id,
          orderId: a.order_id,
          attemptId: a.id,
          provider: a.provider,
          transactionRef: a.provider_ref ?? a.id,
          amount: a.amount,
          currency: a.currency,
        })
        if (p.status === 'awaiting') {
          await tx.execute(sql`UPDATE payments SET status = 'refunded', updated_at = now() WHERE id = ${a.payment_id}`)
          await touchOrder(tx, a.order_id)
        }
      } else if (p.user_id) {
        await tx.execute(
          sql`INSERT INTO credit_entries (user_id, currency, amount, reason, order_id, attempt_id) VALUES (${p.user_id}, ${a.currency}, ${a.amount}, 'late_payment', ${a.order_id}, ${a.id})
              ON CONFLICT (attempt_id, reason) DO NOTHING`,
        )
        // A cancelled order's payment that was still waiting: settled, into credit (its screen stops waiting).
        if (p.status === 'awaiting') {
          await tx.execute(sql`UPDATE payments SET status = 'refunded', updated_at = now() WHERE id = ${a.payment_id}`)
          await touchOrder(tx, a.order_id)
        }
      }
      log.warn('payments: a success the order no longer needed', { attemptId: a.id, orderId: a.order_id, credited: p.user_id !== null })
      return false
    }
    const [waiting] = await rows<{ id: string }>(tx, sql`SELECT id FROM payment_attempts WHERE payment_id = ${a.payment_id} AND id <> ${a.id} AND status IN ('initiated', 'pending') LIMIT 1`)
    if (p.status === 'awaiting' && !waiting) {
      await tx.execute(sql`UPDATE payments SET status = 'failed', updated_at = now() WHERE id = ${a.payment_id}`)
      await touchOrder(tx, a.order_id)
    }
    return false
  }

  /** Asks the provider where an attempt stands and moves it on the answer; `receipt` is a callback's (M-Pesa's query names none). */
  async function check(attemptId: string, receipt: string | null, now = new Date()): Promise<void> {
    const a = await attempt(db, attemptId)
    if (!a || a.status === 'succeeded' || a.status === 'failed') return
    const adapter = adapterOf(a.provider)
    const answer = await adapter.query(forProvider(a))
    const windowClosed = now.getTime() >= Number(a.expires_ms)
    switch (answer.kind) {
      case 'succeeded': {
        const amount = answer.currency === a.currency && Number.isFinite(answer.amount) ? answer.amount : -1
        await apply(attemptId, { type: 'provider.succeeded', amount, receipt: answer.receipt ?? receipt }, { rawCode: answer.raw })
        return
      }
      case 'failed':
        await apply(attemptId, { type: 'provider.failed', reason: answer.reason }, { rawCode: answer.raw })
        return
      case 'unknown':
        // Never created (we stopped before the request left, or its answer was lost): the same reference again.
        if (!windowClosed && a.status === 'initiated' && adapter.ownsReference) return initiate(attemptId)
        if (windowClosed) await apply(attemptId, { type: 'attempt.windowClosed' })
        return
      case 'pending':
        if (windowClosed) await apply(attemptId, { type: 'attempt.windowClosed' })
    }
  }

  /** A provider's callback: which attempt it names; the query that decides runs after the answer. */
  async function callback(provider: OnlineProvider, rawBody: string, headers: Headers): Promise<{ accepted: boolean }> {
    const adapter = adapters[provider]
    if (!adapter) return { accepted: false }
    const parsed = adapter.callback(rawBody, headers)
    if (parsed.kind === 'rejected') {
      log.warn('payments: callback refused', { provider, why: parsed.why })
      return { accepted: false }
    }
    if (parsed.kind === 'refund') {
      // A signed refund event names the transaction: fetch its refund (decision 038); one we have not heard back about yet leaves a hint.
      const [refund] = await rows<{ id: string; status: string }>(
        db,
        sql`SELECT id, status FROM payment_refunds WHERE provider = ${provider} AND transaction_ref = ${parsed.transactionRef} ORDER BY created_at DESC LIMIT 1`,
      )
      if (refund?.status === 'pending') track(() => checkRefund(refund.id))
      else if (refund?.status === 'requested') {
        await db.execute(sql`INSERT INTO payment_hints (provider, provider_ref) VALUES (${`${provider}-refund`}, ${parsed.transactionRef.slice(0, 200)}) ON CONFLICT DO NOTHING`)
        // Our answer may have been recorded meanwhile (and its hint looked for before this one was written): look again.
        const [now] = await rows<{ status: string }>(db, sql`SELECT status FROM payment_refunds WHERE id = ${refund.id}`)
        if (now?.status === 'pending') {
          await db.execute(sql`DELETE FROM payment_hints WHERE provider = ${`${provider}-refund`} AND provider_ref = ${parsed.transactionRef.slice(0, 200)}`)
          track(() => checkRefund(refund.id))
        }
      }
      return { accepted: true }
    }
    // Answered now, without touching the database (decision 038: the callbacks bench); what it names is looked up after.
    hinted(provider, parsed.providerRef, parsed.receipt)
    return { accepted: true }
  }

  /**
   * The callbacks waiting to be looked up, one per (provider, id): a duplicate of one still waiting is
   * the same news and is dropped; one that comes while its attempt is being asked about asks again
   * after. At most CALLBACK_WORKERS are looked up at once, so a burst of callbacks never queues the
   * answers to the next ones behind the database. Only in memory: a callback lost with the process
   * is what the reconciliation's query is for (decision 033).
   */
  const CALLBACK_WORKERS = 2
  const waiting = new Map<string, { provider: OnlineProvider; providerRef: string; receipt: string | null; at: number }>()
  const working = new Set<string>()
  const again = new Set<string>()

  /** While callbacks stream in, their answers go first: a lookup waits for a pause of YIELD_MS, at most MAX_DEFER_MS after its callback. */
  const YIELD_MS = 5
  const MAX_DEFER_MS = 2_000
  let lastCallbackAt = 0
  let pumpTimer: NodeJS.Timeout | undefined

  function hinted(provider: OnlineProvider, providerRef: string, receipt: string | null) {
    const key = `${provider}:${providerRef}`
    lastCallbackAt = performance.now()
    if (working.has(key)) again.add(key)
    else if (!waiting.has(key)) waiting.set(key, { provider, providerRef, receipt, at: lastCallbackAt })
    pump()
  }

  function pump() {
    while (!stopped && working.size < CALLBACK_WORKERS && waiting.size > 0) {
      const [key, item] = waiting.entries().next().value!
      const now = performance.now()
      if (now - lastCallbackAt < YIELD_MS && now - item.at < MAX_DEFER_MS) {
        // Tracked, so `idle()` waits for the deferred lookups too.
        if (!pumpTimer) track(() => new Promise<void>((resolve) => (pumpTimer = setTimeout(() => ((pumpTimer = undefined), pump(), resolve()), YIELD_MS))))
        return
      }
      waiting.delete(key)
      working.add(key)
      track(async () => {
        try {
          await lookUp(item.provider, item.providerRef, item.receipt)
        } finally {
          working.delete(key)
          if (again.delete(key) && !waiting.has(key)) waiting.set(key, { ...item, at: performance.now() })
          pump()
        }
      })
    }
  }

  /** Which attempt a callback names, and its query; an id we do not know yet (M-Pesa's callback before its answer) is kept as a hint. */
  async function lookUp(provider: OnlineProvider, providerRef: string, receipt: string | null): Promise<void> {
    const find = async () => (await rows<{ id: string }>(db, sql`SELECT id FROM payment_attempts WHERE provider = ${provider} AND provider_ref = ${providerRef}`))[0]
    let found = await find()
    if (!found) {
      await db.execute(sql`INSERT INTO payment_hints (provider, provider_ref) VALUES (${provider}, ${providerRef.slice(0, 200)}) ON CONFLICT DO NOTHING`)
      // The answer may have been recorded meanwhile, its hint looked for before this one was written: look again.
      found = await find()
      if (!found) return
      await db.execute(sql`DELETE FROM payment_hints WHERE provider = ${provider} AND provider_ref = ${providerRef.slice(0, 200)}`)
    }
    await check(found.id, receipt)
  }

  /** One pass of the reconciliation worker; answers how many attempts it queried. */
  async function reconcile(now = new Date()): Promise<number> {
    const at = now.toISOString()
    const claimed = await rows<{ id: string; queries: number; expires_ms: number }>(
      db,
      sql`UPDATE payment_attempts SET locked_by = ${workerId}, locked_until = ${at}::timestamptz + ${leaseMs} * interval '1 millisecond', queries = queries + 1
          WHERE id IN (
            SELECT id FROM payment_attempts
            WHERE status IN ('initiated', 'pending') AND next_query_at <= ${at}::timestamptz AND (locked_until IS NULL OR locked_until < ${at}::timestamptz)
            ORDER BY next_query_at, id LIMIT 20
            FOR UPDATE SKIP LOCKED)
          RETURNING id, queries, (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms`,
    )
    for (const row of claimed) {
      if (stopped) break
      let error: string | null = null
      try {
        await check(row.id, null, now)
      } catch (e) {
        error = e instanceof Error ? e.message : String(e)
        log.warn('payments: query failed; asked again later', { attemptId: row.id, error })
      }
      // Queries step out (30 s, 60 s, 2 min…) and land on the window's end for the last one.
      const step = Math.min(settings.maxQueryStepMs, settings.firstQueryMs * 2 ** Math.max(0, row.queries - 1))
      const expires = Number(row.expires_ms)
      const next = now.getTime() < expires ? Math.min(now.getTime() + step, expires) : now.getTime() + step
      await db.execute(
        sql`UPDATE payment_attempts SET next_query_at = ${new Date(next).toISOString()}::timestamptz, locked_by = NULL, locked_until = NULL,
              last_error = coalesce(${error}, last_error), updated_at = now()
            WHERE id = ${row.id} AND locked_by = ${workerId}`,
      )
    }
    return claimed.length
  }

  interface RefundRow {
    id: string
    order_id: string
    attempt_id: string
    provider: OnlineProvider
    transaction_ref: string
    amount: number
    currency: string
    status: 'requested' | 'pending' | 'processed' | 'failed'
    provider_refund_id: string | null
    tries: number
    order_number: string
    user_id: string | null
  }

  async function refundRow(conn: Conn, id: string, lock = false): Promise<RefundRow | undefined> {
    const [row] = await rows<RefundRow>(
      conn,
      sql`SELECT r.id, r.order_id, r.attempt_id, r.provider, r.transaction_ref, r.amount, r.currency, r.status, r.provider_refund_id, r.tries, o.number AS order_number, o.user_id
          FROM payment_refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = ${id} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
    )
    return row
  }

  const forRefund = (r: RefundRow): ProviderRefund => ({
    id: r.id,
    transactionRef: r.transaction_ref,
    amount: r.amount,
    currency: r.currency,
    providerRefundId: r.provider_refund_id,
    orderNumber: r.order_number,
  })

  /** Asks the provider to refund (decision 038). A refusal on the first ask goes to the shopper's credit; on a later ask (the first may have gone through) to the operator. */
  async function askRefund(id: string): Promise<void> {
    const r = await refundRow(db, id)
    if (!r || r.status !== 'requested') return
    const adapter = adapters[r.provider]
    if (!adapter?.refund) return refundFailed(id, 'no refund call', true)
    const result = await adapter.refund(forRefund(r))
    if (result.kind === 'unsure') {
      log.warn('payments: no clear answer to a refund; asked again later', { refundId: id, error: result.error })
      await db.execute(sql`UPDATE payment_refunds SET last_error = ${result.error.slice(0, 500)}, updated_at = now() WHERE id = ${id}`)
      return
    }
    if (result.kind === 'refused') return refundFailed(id, result.raw, r.tries <= 1)
    await db.transaction(async (tx) => {
      const row = await refundRow(tx, id, true)
      if (!row || row.status !== 'requested') return
      await tx.execute(sql`UPDATE payment_refunds SET status = ${result.status}, provider_refund_id = ${result.providerRefundId}, updated_at = now() WHERE id = ${id}`)
      await touchOrder(tx, row.order_id)
    })
    // Its webhook came before this answer: fetch it now.
    const [hint] = await rows<{ n: number }>(db, sql`DELETE FROM payment_hints WHERE provider = ${`${r.provider}-refund`} AND provider_ref = ${r.transaction_ref} RETURNING 1 AS n`)
    if (hint && result.status === 'pending') await checkRefund(id)
  }

  /** Fetches a queued refund from the provider and settles it on the answer. */
  async function checkRefund(id: string): Promise<void> {
    const r = await refundRow(db, id)
    if (!r || r.status !== 'pending') return
    const adapter = adapters[r.provider]
    if (!adapter?.refundStatus) return
    const answer = await adapter.refundStatus(forRefund(r))
    if (answer.kind === 'failed') return refundFailed(id, answer.raw, true)
    if (answer.kind !== 'processed') return
    await db.transaction(async (tx) => {
      const row = await refundRow(tx, id, true)
      if (!row || row.status !== 'pending') return
      await tx.execute(sql`UPDATE payment_refunds SET status = 'processed', updated_at = now() WHERE id = ${id}`)
      await touchOrder(tx, row.order_id)
    })
  }

  /** The provider did not refund: the shopper's credit (a guest's refund stays for the operator), once. */
  async function refundFailed(id: string, raw: string, credit: boolean): Promise<void> {
    await db.transaction(async (tx) => {
      const r = await refundRow(tx, id, true)
      if (!r || (r.status !== 'requested' && r.status !== 'pending')) return
      const toCredit = credit && r.user_id !== null
      if (toCredit) {
        await tx.execute(
          sql`INSERT INTO credit_entries (user_id, currency, amount, reason, order_id, attempt_id) VALUES (${r.user_id}, ${r.currency}, ${r.amount}, 'refund', ${r.order_id}, ${r.attempt_id})
              ON CONFLICT (attempt_id, reason) DO NOTHING`,
        )
      }
      await tx.execute(sql`UPDATE payment_refunds SET status = 'failed', credited = ${toCredit ? 1 : 0}, last_error = ${raw.slice(0, 500)}, updated_at = now() WHERE id = ${id}`)
      await touchOrder(tx, r.order_id)
    })
    log.warn('payments: a refund to the payment method failed', { refundId: id, raw, credited: credit })
  }

  /** One pass over refunds due: ask the provider for those requested, fetch those it queued. Claims with a lease like `reconcile`. */
  async function refundPass(now = new Date()): Promise<number> {
    const at = now.toISOString()
    const claimed = await rows<{ id: string; status: string; tries: number }>(
      db,
      sql`UPDATE payment_refunds SET next_try_at = ${at}::timestamptz + ${leaseMs} * interval '1 millisecond', tries = tries + 1
          WHERE id IN (
            SELECT id FROM payment_refunds WHERE status IN ('requested', 'pending') AND next_try_at <= ${at}::timestamptz
            ORDER BY next_try_at, id LIMIT 20 FOR UPDATE SKIP LOCKED)
          RETURNING id, status, tries`,
    )
    for (const row of claimed) {
      if (stopped) break
      let error: string | null = null
      try {
        if (row.status === 'requested') await askRefund(row.id)
        else await checkRefund(row.id)
      } catch (e) {
        error = e instanceof Error ? e.message : String(e)
        log.warn('payments: a refund step failed; tried again later', { refundId: row.id, error })
      }
      const step = Math.min(settings.maxQueryStepMs, settings.firstQueryMs * 2 ** Math.max(0, row.tries - 1))
      await db.execute(
        sql`UPDATE payment_refunds SET next_try_at = ${new Date(now.getTime() + step).toISOString()}::timestamptz, last_error = coalesce(${error}, last_error), updated_at = now()
            WHERE id = ${row.id} AND status IN ('requested', 'pending')`,
      )
    }
    return claimed.length
  }

  /** Refunds queued in a transaction just committed (a cancellation): asked now rather than at the next pass. */
  function kickRefunds() {
    track(async () => {
      await refundPass()
    })
  }

  function schedule() {
    if (stopped || settings.pollMs <= 0) return
    timer = setTimeout(() => {
      reconcile()
        .then(() => refundPass())
        .catch((error: unknown) => log.warn('payments: a reconciliation pass failed', { error }))
        .finally(schedule)
    }, settings.pollMs)
    timer.unref()
  }
  schedule()

  /** A new attempt for an unpaid order of this shopper (`userId` null: a guest's order, its link's token checked by the route): another number, another method, or cash. */
  async function retry(orderId: string, userId: string | null, input: PaymentRetry, now = new Date()): Promise<void> {
    const attemptId = await db.transaction(async (tx) => {
      const [p] = await rows<{ id: string; status: PaymentStatus; amount: number; currency: string; currency_exponent: number; order_status: string; country: string; email: string | null }>(
        tx,
        sql`SELECT p.id, p.status, p.amount, p.currency, o.currency_exponent, o.status AS order_status, s.country, coalesce(u.email, o.guest_email) AS email
            FROM payments p JOIN orders o ON o.id = p.order_id JOIN stores s ON s.id = o.store_id LEFT JOIN users u ON u.id = o.user_id
            WHERE p.order_id = ${orderId} AND ${userId === null ? sql`o.user_id IS NULL` : sql`o.user_id = ${userId}`} FOR UPDATE OF p`,
      )
      if (!p) throw new ApiError(404, 'not_found', `No payment for order ${orderId}`)
      const refuse = (code: string, message: string) => new ApiError(409, 'conflict', message, [{ field: null, code, message }])
      if (p.order_status === 'cancelled') throw refuse('order_cancelled', 'This order is cancelled')
      if (p.status === 'paid' || p.status === 'refunded') throw refuse('already_paid', 'This order is paid')
      if (p.status === 'awaiting') throw refuse('payment_in_progress', 'A payment of this order is waiting for approval')
      if (!methodsForCountry(p.country).includes(input.method)) {
        throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'method', code: 'method_not_offered', message: `${input.method} is not offered at this market` }])
      }
      await tx.execute(sql`UPDATE payments SET method = ${input.method}, status = ${input.method === 'cash' ? 'cash' : 'awaiting'}, updated_at = now() WHERE id = ${p.id}`)
      await touchOrder(tx, orderId)
      if (input.method === 'cash') return null
      const phone = 'phone' in input ? input.phone : null
      return newAttempt(tx, p.id, { orderId, method: input.method, phone, email: p.email, amount: p.amount, currency: p.currency, currencyExponent: p.currency_exponent }, now)
    })
    if (attemptId) kick(attemptId)
  }

  function kick(attemptId: string) {
    track(() => initiate(attemptId))
  }

  return {
    start,
    kick,
    initiate,
    check,
    callback,
    reconcile,
    retry,
    refundPass,
    kickRefunds,
    /** The shopper is back from the provider's page: ask about their attempt now, after the answer. */
    confirm(attemptId: string) {
      track(() => check(attemptId, null))
    },
    view: (conn: Conn, orderId: string, userId: string | null) => paymentView(conn, orderId, userId),
    /** Resolves when the work started so far (requests, queries after callbacks) is done. */
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
    async close() {
      stopped = true
      clearTimeout(timer)
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
  }
}

/** An order's payment as the shopper's screens read it; null when the order is not theirs or has none. */
export async function paymentView(conn: Conn, orderId: string, userId: string | null): Promise<PaymentView | null> {
  const [p] = await rows<{ id: string; status: PaymentStatus; method: PaymentMethodId; amount: number; credit_used: number; currency: string; currency_exponent: number; country: string }>(
    conn,
    sql`SELECT p.id, p.status, p.method, p.amount, o.credit_used, p.currency, o.currency_exponent, s.country
        FROM payments p JOIN orders o ON o.id = p.order_id JOIN stores s ON s.id = o.store_id
        WHERE p.order_id = ${orderId} ${userId === null ? sql`` : sql`AND o.user_id = ${userId}`}`,
  )
  if (!p) return null
  const attempts = await rows<{
    id: string
    provider: PaymentMethodId
    status: AttemptStatus
    reason: FailureReason | null
    receipt: string | null
    provider_ref: string | null
    phone: string | null
    expires_at: string
    checkout_url: string | null
    created_at: string
  }>(
    conn,
    sql`SELECT id, provider, status, reason, receipt, provider_ref, phone, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS expires_at, checkout_url,
          to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
        FROM payment_attempts WHERE payment_id = ${p.id} ORDER BY created_at DESC, id`,
  )
  const [refund] = await rows<{ status: RefundStatus; amount: number; credited: number }>(
    conn,
    sql`SELECT status, amount, credited FROM payment_refunds WHERE payment_id = ${p.id} ORDER BY created_at DESC, id LIMIT 1`,
  )
  const [hand] = await rows<{ amount: number; reference: string | null }>(
    conn,
    sql`SELECT amount, reference FROM operator_refunds WHERE payment_id = ${p.id} AND destination = 'outside' ORDER BY created_at DESC, id LIMIT 1`,
  )
  return {
    orderId,
    status: p.status,
    method: p.method,
    amount: p.amount,
    creditUsed: p.credit_used,
    currency: p.currency,
    currencyExponent: p.currency_exponent,
    payee: PAYEE_NAME,
    attempts: attempts.map((a) => ({
      id: a.id,
      method: a.provider,
      status: a.status,
      reason: a.reason,
      // M-Pesa's query names no receipt: its CheckoutRequestID is the reference then.
      receipt: a.status === 'succeeded' ? (a.receipt ?? a.provider_ref) : null,
      expiresAt: a.status === 'initiated' || a.status === 'pending' ? a.expires_at : null,
      checkoutUrl: a.status === 'initiated' || a.status === 'pending' ? a.checkout_url : null,
      phone: a.phone,
      createdAt: a.created_at,
    })),
    methods: [...methodsForCountry(p.country)],
    refund: refund ? { status: refund.status, amount: refund.amount, credited: refund.credited === 1 } : null,
    handRefund: hand ?? null,
  }
}

/**
 * Payments an operator should look at (the console's payments page, /api/admin/payments): waiting
 * past their window, failed for a reason that is ours or the provider's (not the shopper's), paid
 * for a cancelled order and not refunded, refunded to the shopper's credit, or a success the order
 * did not need and nobody credited or refunded; a refund to the payment method that failed for a
 * guest (nobody to credit) counts as paid for a cancelled order (decision 038). `storeIds` narrows to markets (empty: every market).
 */
export async function paymentsNeedingAttention(conn: Conn, now = new Date(), storeIds: readonly string[] = [], attemptId: string | null = null): Promise<PaymentAttention[]> {
  const found = await rows<Omit<PaymentAttention, 'owed' | 'refundTo'> & OwedFacts>(
    conn,
    sql`SELECT a.order_id AS "orderId", o.number AS "orderNumber", o.store_id AS "storeId", o.status AS "orderStatus", a.id AS "attemptId", a.provider, a.status, a.reason,
          a.amount, a.currency, o.currency_exponent AS "currencyExponent", to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
          CASE WHEN a.status IN ('initiated', 'pending') THEN 'pending_too_long'
               WHEN a.status = 'failed' THEN 'failed'
               WHEN x.destination IN ('credit', 'outside') OR (x.destination = 'method' AND r.status IS DISTINCT FROM 'failed') THEN 'refunded'
               WHEN o.status = 'cancelled' AND p.status <> 'refunded' THEN 'paid_for_cancelled_order'
               WHEN r.status = 'failed' AND r.credited = 0 THEN 'paid_for_cancelled_order'
               WHEN p.status = 'refunded' THEN 'refunded'
               ELSE 'success_not_needed' END AS why,
          CASE WHEN x.id IS NULL THEN NULL ELSE json_build_object('to', x.destination, 'reference', x.reference, 'by', coalesce(nullif(trim(xu.name || ' ' || xu.surname), ''), xu.email, ''),
            'at', to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'card', CASE WHEN x.destination = 'method' THEN r.status END, 'credited', x.destination = 'method' AND coalesce(r.credited, 0) = 1) END AS refund,
          ${OWED_FACTS_COLUMNS}
        FROM payment_attempts a JOIN payments p ON p.id = a.payment_id JOIN orders o ON o.id = a.order_id
          LEFT JOIN payment_refunds r ON r.attempt_id = a.id
          LEFT JOIN LATERAL (SELECT * FROM operator_refunds y WHERE y.attempt_id = a.id ORDER BY y.created_at DESC, y.id LIMIT 1) x ON true
          LEFT JOIN users xu ON xu.id = x.operator_user_id
        WHERE (${storeIds.length === 0} OR o.store_id IN (${sql.join(
          (storeIds.length ? storeIds : ['']).map((id) => sql`${id}`),
          sql`, `,
        )}))
          AND (${attemptId}::text IS NULL OR a.id = ${attemptId})
          AND ((a.status IN ('initiated', 'pending') AND a.expires_at < ${now.toISOString()}::timestamptz - interval '5 minutes')
            OR (a.status = 'failed' AND a.reason IN ('amount_mismatch', 'config_error', 'provider_error'))
            OR (a.status = 'succeeded' AND o.status = 'cancelled' AND p.status <> 'refunded')
            OR (a.status = 'succeeded' AND p.status = 'refunded')
            OR (a.status = 'succeeded' AND r.status = 'failed' AND r.credited = 0)
            OR (a.status = 'succeeded' AND x.id IS NOT NULL)
            OR (a.status = 'succeeded' AND p.paid_attempt_id IS DISTINCT FROM a.id AND NOT EXISTS (SELECT 1 FROM credit_entries c WHERE c.attempt_id = a.id)
                AND (r.status IS NULL OR r.status = 'failed')))
        ORDER BY a.updated_at DESC, a.id LIMIT 200`,
  )
  return found.map((row) => {
    const options = refundOptions(row)
    return {
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      storeId: row.storeId,
      orderStatus: row.orderStatus,
      attemptId: row.attemptId,
      provider: row.provider,
      status: row.status,
      reason: row.reason,
      amount: row.amount,
      currency: row.currency,
      currencyExponent: row.currencyExponent,
      updatedAt: row.updatedAt,
      why: row.why,
      owed: options?.owed ?? null,
      refundTo: options?.to ?? [],
      refund: row.refund,
    }
  })
}

/** The shopper's credit in each currency they hold some in, with the currency's exponent (from the orders it came from). */
export async function creditBalances(conn: Conn, userId: string): Promise<CreditBalance[]> {
  return rows<CreditBalance>(
    conn,
    sql`SELECT c.currency, coalesce(max(o.currency_exponent), 2)::int AS "currencyExponent", sum(c.amount)::int AS amount
        FROM credit_entries c LEFT JOIN orders o ON o.id = c.order_id
        WHERE c.user_id = ${userId} GROUP BY c.currency ORDER BY c.currency`,
  )
}

/** The shopper's credit in a currency, minor units. */
export async function creditBalance(conn: Conn, userId: string, currency: string): Promise<number> {
  const [row] = await rows<{ total: number | null }>(conn, sql`SELECT sum(amount)::int AS total FROM credit_entries WHERE user_id = ${userId} AND currency = ${currency}`)
  return row?.total ?? 0
}
