/**
 * The bookings worker (decision 046): requests nobody answered by their `answer_by` become
 * `expired` (declined for the chef, the deposit refunded by the order's cancellation, the shopper
 * e-mailed through the mail outbox in the same transaction), and accepted bookings whose event has
 * ended become `completed` (the rest is then due).
 *
 * Durable and once: the booking row is the job (its status and `answer_by` in the database, the
 * partial index `chef_bookings_due_idx` its queue). Each expiry is one transaction that claims one
 * due row with `FOR UPDATE SKIP LOCKED` and changes its status: a second process skips the row
 * while it is held and finds it no longer `requested` after; a process killed mid-way rolls back
 * and the next pass (of any process) does it. Nothing is kept in memory between passes.
 */
import type { Db } from '../db/client'
import type { Logger } from '../lib/log'
import type { Mailer } from '../mail/mailer'
import type { PaymentsRuntime } from '../payments/payments'
import { completeEnded, expireOneDue, writeBookingMail } from './bookings'

export interface BookingsWorkerOptions {
  /** How often a pass runs (BOOKINGS_POLL_MS); 0: never by itself (tests call `pass`). */
  pollMs: number
  /** The most expiries one pass makes before it yields to the next. */
  batch: number
}

export const DEFAULT_BOOKINGS_WORKER: BookingsWorkerOptions = { pollMs: 30_000, batch: 50 }

export type BookingsWorker = ReturnType<typeof createBookingsWorker>

export function createBookingsWorker(
  db: Db,
  log: Logger,
  mailer: Mailer,
  publicUrl: () => string,
  payments: Pick<PaymentsRuntime, 'kickRefunds'>,
  options: BookingsWorkerOptions = DEFAULT_BOOKINGS_WORKER,
) {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()

  /** One pass: expires what is due (one transaction each), then completes ended events. Answers how many expired. */
  async function pass(now = new Date()): Promise<number> {
    let expired = 0
    while (!stopped && expired < options.batch) {
      const id = await db.transaction(async (tx) => {
        const found = await expireOneDue(tx, now)
        if (found) await writeBookingMail(tx, mailer, publicUrl(), found, 'expired')
        return found
      })
      if (!id) break
      expired++
    }
    if (expired > 0) {
      mailer.wake()
      payments.kickRefunds()
      log.info('bookings: requests not answered in time expired', { expired })
    }
    if (!stopped) await db.transaction((tx) => completeEnded(tx))
    return expired
  }

  function schedule() {
    if (stopped || options.pollMs <= 0) return
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => log.warn('bookings: a pass failed; the next one tries again', { error }))
        .finally(schedule)
    }, options.pollMs)
    timer.unref()
  }
  schedule()

  return {
    pass,
    async close() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
