/**
 * The durable e-mail outbox (decision 022): every e-mail is a row written in the same transaction
 * as what it reports, and a worker in each server process sends it (server/mail/mail-outbox.ts).
 * A row is claimed with a lease (`locked_until`, `locked_by`) so that several processes on one
 * PostgreSQL never send it twice, and a process that dies leaves a claim that expires.
 */
import { sql } from 'drizzle-orm'
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Fixed when the row is written; names the message everywhere it goes (the .eml file, the Message-ID). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What the mail is for (`register`, `order-placed`…), for the log. */
    purpose: text('purpose').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The action link inside, logged when mail goes to files so a developer can follow it. */
    link: text('link'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Not before: moved on by the backoff after a failed attempt. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A claim: the worker that holds it, until when. An expired claim is anyone's. */
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    sentAt: at('sent_at'),
    /** Given up after the last attempt (MAIL_MAX_ATTEMPTS); kept with its last error for the operator. */
    failedAt: at('failed_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
)
