/**
 * Outgoing e-mail through nodemailer, to one of three places:
 * - SMTP, when SMTP_URL is set (`smtp://user:pass@host:587`, `smtps://…`; add `?ignoreTLS=true`
 *   for a local server without a valid certificate);
 * - otherwise `.eml` files under DATA_DIR/mail, so a fresh machine can finish the sign-up and reset
 *   flows without a mail server: the link is also logged at info level;
 * - an in-memory outbox (tests, and createApp without configuration).
 *
 * Sending never blocks an answer: callers `queue()` a message and the answer goes out at once, so a
 * slow mail server cannot reveal (by timing) whether an account exists. `idle()` waits for what is
 * queued (tests, shutdown).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import nodemailer, { type Transport } from 'nodemailer'
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
}

export type MailTransportConfig = { smtpUrl: string } | { dir: string } | { outbox: OutgoingMail[] }

export interface Mailer {
  readonly describe: string
  /** Sends in the background; a failure is logged, never thrown to the caller. */
  queue(mail: OutgoingMail): void
  /**
   * Runs work that prepares e-mails (a token's write, then `queue`) after the answer, tracked like
   * a delivery: an answer that must take the same time whether or not an account exists does the
   * same on its own path in both cases, and leaves the difference to this (issue 28).
   */
  later(work: () => Promise<void>): void
  /** Resolves when everything queued so far has been delivered (or has failed). */
  idle(): Promise<void>
  close(): void
}

/** A nodemailer transport that writes each message, as sent, to `<dir>/<time>-<random>.eml`. */
function emlFileTransport(dir: string): Transport<{ file: string }> {
  return {
    name: 'eml-file',
    version: '1.0.0',
    send(mail, callback) {
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`)
      fs.promises
        .mkdir(dir, { recursive: true })
        .then(() => pipeline(mail.message.createReadStream(), fs.createWriteStream(file, { mode: 0o600 })))
        .then(
          () => callback(null, { file }),
          (error: Error) => callback(error, { file }),
        )
    },
  }
}

export function createMailer(config: MailTransportConfig, from: string, log: Logger): Mailer {
  const inFlight = new Set<Promise<void>>()
  let close = () => {}
  let describe: string
  let deliver: (mail: OutgoingMail) => Promise<void>
  const envelope = (mail: OutgoingMail) => ({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })

  if ('smtpUrl' in config) {
    const smtp = nodemailer.createTransport(config.smtpUrl)
    close = () => smtp.close()
    describe = `SMTP ${redactUrl(config.smtpUrl)}`
    deliver = async (mail) => {
      await smtp.sendMail(envelope(mail))
      log.info('mail sent', { purpose: mail.purpose, to: mail.to })
    }
  } else if ('dir' in config) {
    const files = nodemailer.createTransport(emlFileTransport(config.dir))
    describe = `.eml files in ${config.dir}`
    deliver = async (mail) => {
      const info = await files.sendMail(envelope(mail))
      log.info('mail written (no SMTP_URL set)', { purpose: mail.purpose, to: mail.to, file: info.file, link: mail.link })
    }
  } else {
    const outbox = config.outbox
    describe = 'in-memory outbox'
    deliver = async (mail) => {
      outbox.push(mail)
      log.info('mail kept in memory (no mail transport configured)', { purpose: mail.purpose, to: mail.to, link: mail.link })
    }
  }

  return {
    describe,
    queue(mail) {
      const sending: Promise<void> = deliver(mail)
        .catch((error: unknown) => log.error('mail delivery failed', { purpose: mail.purpose, to: mail.to, error }))
        .finally(() => inFlight.delete(sending))
      inFlight.add(sending)
    },
    later(work) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error('mail preparation failed', { error }))
        .finally(() => inFlight.delete(running))
      inFlight.add(running)
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
    close: () => close(),
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
