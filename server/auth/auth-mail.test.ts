import { sql } from 'drizzle-orm'
import { rows } from '../cart/cart-sql'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { LANGS } from '../seed/seed-types'
import { registrationCodeMail, registrationTakenMail, resetMail, verificationMail } from '../mail/auth-mail'
import { codeFromMailDir, registrationCode } from '../test/mail-files'
import { createAuthTestApp } from './auth-test-kit'

const received: ParsedMail[] = []
let smtp: SMTPServer
let smtpPort: number

beforeAll(async () => {
  // STARTTLS off: smtp-server's built-in certificate has expired (TOOLCHAIN.md).
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpPort = (smtp.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

test('the registration code reaches a real SMTP server, in Arabic for an Arabic request, and creates the account', async () => {
  const t = await createAuthTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, mailFrom: 'Malewa <hello@malewa.test>' })
  try {
    const input = t.form({ name: 'Salma' })
    const { pending } = await t.startRegistration(input, { headers: { 'accept-language': 'ar-MA,ar;q=0.9' } })
    const sentTo = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text === input.email
    await vi.waitFor(() => expect(received.find(sentTo)).toBeDefined(), { timeout: 15_000 })
    const mail = received.find(sentTo)!
    const code = registrationCode(mail.subject!)
    expect(mail.subject).toBe(`رمزك في Malewa: ${code}`)
    expect(mail.from?.text).toContain('hello@malewa.test')
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.text).toContain(`رمز إنشاء حسابك في Malewa هو: ${code}`)
    expect(mail.text).toContain('http://127.0.0.1:3000/ar/auth/verify-account')
    // The link opens the confirmation page, so the words say so (they once said "sign in here").
    expect(mail.text).toContain('يُظهر لك هذا الرابط أن عنوانك قد تأكّد ويعيدك إلى حيث كنت')

    const confirmed = await t.call('POST', '/api/auth/account/register/confirm', { body: { pending, code } })
    expect(confirmed.status).toBe(201)
    expect(t.logs.some((l) => l.message === 'mail sent' && l.fields?.purpose === 'register')).toBe(true)
  } finally {
    await t.close()
  }
})

test('without SMTP the e-mail is written as an .eml file and its link logged', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-mail-'))
  const t = await createAuthTestApp({ mail: { dir: path.join(dir, 'mail') } })
  try {
    const input = t.form()
    const { pending } = await t.startRegistration(input)
    const code = await codeFromMailDir(dir)(input.email)
    expect((await t.call('POST', '/api/auth/account/register/confirm', { body: { pending, code } })).status).toBe(201)
    await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.email }, headers: { 'accept-language': 'pt-BR' } })
    await vi.waitFor(() => expect(fs.readdirSync(path.join(dir, 'mail')).filter((f) => f.endsWith('.eml'))).toHaveLength(2), { timeout: 15_000 })
    // A file is listed as soon as its writing starts: read them once the reset's is logged as written.
    await vi.waitFor(() => expect(t.logs.find((l) => l.level === 'info' && l.fields?.purpose === 'reset')).toBeDefined(), { timeout: 15_000 })
    const mails = await Promise.all(fs.readdirSync(path.join(dir, 'mail')).map((f) => simpleParser(fs.readFileSync(path.join(dir, 'mail', f)))))
    const reset = mails.find((m) => m.subject === 'Redefina sua senha da Malewa')!
    expect(reset).toBeDefined()
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(reset.text!)![0]
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/pt\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/)
    await vi.waitFor(() => expect(t.logs.find((l) => l.level === 'info' && l.fields?.purpose === 'reset' && l.fields?.link === link)).toBeDefined(), { timeout: 15_000 })
    const logged = t.logs.find((l) => l.fields?.purpose === 'reset')!
    expect(String(logged.fields!.file)).toMatch(/\.eml$/)

    const token = new URL(link).searchParams.get('token')!
    const res = await t.call('POST', '/api/auth/reset/confirm', { body: { newPassword: 'millet porridge mornings', confirmNewPassword: 'millet porridge mornings', token } })
    expect(res.status).toBe(200)
  } finally {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('a mail server that is down does not fail the request; the failure is logged', async () => {
  const t = await createAuthTestApp({ mail: { smtpUrl: 'smtp://127.0.0.1:9' } })
  try {
    expect((await t.startRegistration()).sent).toBe(true)
    await vi.waitFor(() => expect(t.logs.find((l) => l.level === 'error' && l.message === 'mail delivery failed: will retry')).toBeDefined(), { timeout: 15_000 })
    // Kept in the outbox for a later attempt (decision 022), its error recorded.
    const [row] = await rows<{ attempts: number; sent_at: unknown; last_error: string | null }>(t.db, sql`SELECT attempts, sent_at, last_error FROM mail_outbox`)
    expect(row).toMatchObject({ attempts: 1, sent_at: null })
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i)
  } finally {
    await t.close()
  }
})

test('the account e-mails exist in all six languages, each with its own words and the link', () => {
  const subjects = new Set<string>()
  for (const lang of LANGS) {
    const verify = verificationMail(lang, { name: 'Nia <b>', code: 'ABCDE-FGHJK', link: 'https://x.test/v?token=ABCDEFGHJK', hours: 24 })
    const reset = resetMail(lang, { name: 'Nia', link: 'https://x.test/r?token=t', minutes: 30 })
    const register = registrationCodeMail(lang, { name: 'Nia', code: 'ABCDE-FGHJK', link: 'https://x.test/auth/login', hours: 24 })
    const taken = registrationTakenMail(lang, { name: 'Nia', link: 'https://x.test/auth/forgot-password' })
    subjects.add(verify.subject).add(reset.subject).add(register.subject).add(taken.subject)
    // The code is in the subject and the first paragraph; the notice to an owner holds none.
    expect(registrationCode(register.subject), lang).toBe('ABCDE-FGHJK')
    expect(register.text.split('\n')[2], lang).toContain('ABCDE-FGHJK')
    expect(register.text, lang).toContain('https://x.test/auth/login')
    expect(register.text, lang).toContain('24')
    expect(taken.text, lang).toContain('https://x.test/auth/forgot-password')
    expect(taken.text, lang).not.toMatch(/[A-Z0-9]{5}-[A-Z0-9]{5}/)
    expect(verify.text, lang).toContain('ABCDE-FGHJK')
    expect(verify.text, lang).toContain('https://x.test/v?token=ABCDEFGHJK')
    expect(verify.text, lang).toContain('24')
    expect(reset.text, lang).toContain('30')
    expect(verify.html, lang).toContain(`lang="${lang}"`)
    expect(verify.html, lang).toContain('Nia &lt;b&gt;') // the name is escaped
    expect(verify.html, lang).toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"')
  }
  expect(subjects.size).toBe(24)
})
