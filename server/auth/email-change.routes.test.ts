/**
 * Issue 28, "Takeover with a token alone": a stolen access token must not be enough to move the
 * account to another address. Changing the e-mail or the phone needs the current password; a new
 * e-mail applies only once the code sent to it is typed; the old address is told, with a link that
 * undoes the change for 7 days; a password change or reset is told to the account's address.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { authIdentities, authRateLimits, users } from '../db/schema/auth'
import { errorEnvelope } from '../test/test-app'
import { createAuthTestApp, type AuthTestApp, type Envelope } from './auth-test-kit'

let t: AuthTestApp

beforeAll(async () => {
  t = await createAuthTestApp({ publicUrl: 'https://shop.malewa.test/' })
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.delete(authRateLimits)
})

interface Me {
  user: { email: string; phone: string; emailVerified: boolean }
  pendingEmail?: string | null
}
const settle = () => t.settle()
const mailsTo = (to: string) => t.outbox.filter((m) => m.to === to)
const codeOf = (text: string) => /: ([A-Z0-9]{5}-[A-Z0-9]{5})/.exec(text)?.[1]
const me = async (token: string) => ((await (await t.call('GET', '/api/auth/user/me', { token })).json()) as Envelope<Me>).data

test('the takeover of the issue fails: a token alone cannot move the account to another address and reset its password there', async () => {
  const victim = await t.register()
  const stolen = victim.data.accessToken
  const attacker = 'mallory@example.test'

  const moved = await t.call('PUT', '/api/auth/user/me', { token: stolen, body: { email: attacker } })
  expect(moved.status).toBe(400)
  expect((await errorEnvelope(moved)).errors[0]).toMatchObject({ field: 'currentPassword' })
  const phone = await t.call('PUT', '/api/auth/user/me', { token: stolen, body: { phone: '+27 82 000 0000', currentPassword: 'a guess at the password' } })
  expect(phone.status).toBe(400)
  expect((await errorEnvelope(phone)).errors[0]).toMatchObject({ field: 'currentPassword', code: 'wrong_password' })
  expect((await me(stolen)).user).toMatchObject({ email: victim.input.email, phone: victim.input.phone })

  await t.call('POST', '/api/auth/reset/request', { body: { identifier: attacker } })
  await settle()
  expect(mailsTo(attacker)).toEqual([])
  const [row] = await t.db.select().from(users).where(eq(users.id, victim.data.user.id))
  expect(row!.email).toBe(victim.input.email)
})

test('a new e-mail applies only with the code sent to it; the old address is told, masked', async () => {
  const { input, data } = await t.register({}, { headers: { 'accept-language': 'fr' } })
  const newEmail = 'nia.new@elsewhere.test'
  const res = await t.call('PUT', '/api/auth/user/me', { token: data.accessToken, body: { email: newEmail, currentPassword: input.credential.secret }, headers: { 'accept-language': 'fr' } })
  expect(res.status, await res.clone().text()).toBe(200)
  const body = (await res.json()) as Envelope<Me>
  expect(body.data.user.email).toBe(input.email)
  expect(body.data.pendingEmail).toBe(newEmail)
  expect(body.notification).toMatchObject({ type: 'success', code: 'email_change_sent' })
  expect((await me(data.accessToken)).pendingEmail).toBe(newEmail)
  await settle()

  const [codeMail] = mailsTo(newEmail)
  expect(codeMail!.subject).toBe('Confirmez votre nouvelle adresse e-mail pour Malewa')
  const code = codeOf(codeMail!.text)!
  const notice = mailsTo(input.email).find((m) => m.purpose === 'email-change-notice')!
  expect(notice.text).toContain('n…@e…')
  expect(notice.text).not.toContain(newEmail)
  expect(notice.link).toMatch(/^https:\/\/shop\.malewa\.test\/fr\/auth\/undo-email-change\?token=[\w-]{43}$/)

  const wrong = await t.call('POST', '/api/auth/user/me/email/confirm', { token: data.accessToken, body: { code: 'ABCDE-23456' } })
  expect(wrong.status).toBe(400)
  expect((await errorEnvelope(wrong)).notification.code).toBe('token_invalid')
  const other = await t.register()
  const foreign = await t.call('POST', '/api/auth/user/me/email/confirm', { token: other.data.accessToken, body: { code } })
  expect(foreign.status).toBe(400)

  const confirmed = await t.call('POST', '/api/auth/user/me/email/confirm', { token: data.accessToken, body: { code: code.toLowerCase() } })
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
  const after = (await confirmed.json()) as Envelope<Me>
  expect(after.data.user).toMatchObject({ email: newEmail, emailVerified: true })
  expect(after.data.pendingEmail).toBeNull()
  expect(after.notification).toMatchObject({ code: 'email_changed' })
  expect((await t.login(newEmail, input.credential.secret)).status).toBe(200)
})

test('the old address’s link undoes a confirmed change for 7 days: address back, every session ended, the password to choose again', async () => {
  const { input, data } = await t.register()
  const attacker = 'eve.takeover@example.test'
  await t.call('PUT', '/api/auth/user/me', { token: data.accessToken, body: { email: attacker, currentPassword: input.credential.secret } })
  await settle()
  const code = codeOf(mailsTo(attacker).at(-1)!.text)!
  await t.call('POST', '/api/auth/user/me/email/confirm', { token: data.accessToken, body: { code } })
  // The attacker links a social login through the address they now hold.
  await t.db.insert(authIdentities).values({ provider: 'acme', subject: `eve-${data.user.id}`, userId: data.user.id, email: attacker, createdAt: new Date(t.clock.now()) })
  const undoLink = mailsTo(input.email).find((m) => m.purpose === 'email-change-notice')!.link!

  t.clock.advance(6 * 24 * 3600 * 1000)
  const undone = await t.call('POST', '/api/auth/email/undo', { body: { token: new URL(undoLink).searchParams.get('token') } })
  expect(undone.status, await undone.clone().text()).toBe(200)
  const body = (await undone.json()) as Envelope<{ email: string; resetToken: string }>
  expect(body.data.email).toBe(input.email)
  expect(body.notification).toMatchObject({ code: 'email_restored' })

  expect((await t.call('GET', '/api/auth/user/me', { token: data.accessToken })).status).toBe(401)
  expect((await t.login(attacker, input.credential.secret)).status).toBe(401)
  expect((await t.login(input.email, input.credential.secret)).status).toBe(401)
  expect(await t.db.select().from(authIdentities).where(eq(authIdentities.userId, data.user.id))).toEqual([])

  const reset = await t.call('POST', '/api/auth/reset/confirm', { body: { token: body.data.resetToken, newPassword: 'my own river stones', confirmNewPassword: 'my own river stones' } })
  expect(reset.status, await reset.clone().text()).toBe(200)
  expect((await t.login(input.email, 'my own river stones')).status).toBe(200)

  const twice = await t.call('POST', '/api/auth/email/undo', { body: { token: new URL(undoLink).searchParams.get('token') } })
  expect(twice.status).toBe(400)
})

test('an undo link stops working after 7 days', async () => {
  const { input, data } = await t.register()
  await t.call('PUT', '/api/auth/user/me', { token: data.accessToken, body: { email: 'late.change@example.test', currentPassword: input.credential.secret } })
  await settle()
  const undoLink = mailsTo(input.email).find((m) => m.purpose === 'email-change-notice')!.link!
  t.clock.advance(7 * 24 * 3600 * 1000 + 1000)
  const res = await t.call('POST', '/api/auth/email/undo', { body: { token: new URL(undoLink).searchParams.get('token') } })
  expect(res.status).toBe(400)
  expect((await errorEnvelope(res)).notification.code).toBe('token_invalid')
})

test('with the current password the phone changes at once', async () => {
  const { input, data } = await t.register()
  const res = await t.call('PUT', '/api/auth/user/me', { token: data.accessToken, body: { phone: '+27 82 555 0177', currentPassword: input.credential.secret } })
  expect(res.status).toBe(200)
  expect((await me(data.accessToken)).user.phone).toBe('+27 82 555 0177')
})

test('an account without a password (social login) is told to choose one first', async () => {
  const { data } = await t.register()
  await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, data.user.id))
  const res = await t.call('PUT', '/api/auth/user/me', { token: data.accessToken, body: { email: 'social.move@example.test', currentPassword: 'anything at all' } })
  expect(res.status).toBe(400)
  expect((await errorEnvelope(res)).errors[0]).toMatchObject({ field: 'currentPassword', code: 'password_required' })
})

test('a password change and a password reset are told to the account’s address', async () => {
  const { input, data } = await t.register()
  const changed = await t.call('PUT', '/api/auth/account/update', {
    token: data.accessToken,
    body: { currentPassword: input.credential.secret, newPassword: 'tall baobab shadows', confirmNewPassword: 'tall baobab shadows' },
  })
  expect(changed.status).toBe(200)
  await settle()
  expect(mailsTo(input.email).filter((m) => m.purpose === 'password-changed')).toHaveLength(1)
  expect(mailsTo(input.email).at(-1)!.link).toBe('https://shop.malewa.test/auth/forgot-password')

  await t.call('POST', '/api/auth/reset/request', { body: { identifier: input.email } })
  const token = new URL((await t.mailTo(input.email, 'reset')).link!).searchParams.get('token')!
  await t.call('POST', '/api/auth/reset/confirm', { body: { token, newPassword: 'quiet harbour lanterns', confirmNewPassword: 'quiet harbour lanterns' } })
  await settle()
  expect(mailsTo(input.email).filter((m) => m.purpose === 'password-changed')).toHaveLength(2)
})

test('a password change commits with its notice or not at all: when the notice cannot be written, the old password still signs in', async () => {
  const { input, data } = await t.register()
  // The outbox refuses this one e-mail (a full disk, a broken table): the change must not go through without it.
  await t.db.execute(
    sql`CREATE OR REPLACE FUNCTION refuse_password_notice() RETURNS trigger AS $$ BEGIN IF NEW.purpose = 'password-changed' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
  )
  await t.db.execute(sql`CREATE TRIGGER refuse_password_notice BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_password_notice()`)
  try {
    const changed = await t.call('PUT', '/api/auth/account/update', {
      token: data.accessToken,
      body: { currentPassword: input.credential.secret, newPassword: 'tall baobab shadows', confirmNewPassword: 'tall baobab shadows' },
    })
    expect(changed.status).toBe(500)
  } finally {
    await t.db.execute(sql`DROP TRIGGER refuse_password_notice ON mail_outbox`)
    await t.db.execute(sql`DROP FUNCTION refuse_password_notice()`)
  }
  expect((await t.login(input.email, input.credential.secret)).status).toBe(200)
  expect((await t.login(input.email, 'tall baobab shadows')).status).toBe(401)
})
