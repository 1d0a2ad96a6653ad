/**
 * The auth API, mounted at /api/auth (spec section 7, issue 6). Every answer is the
 * `{ data, errors, notification }` envelope; inputs are validated with the shared schemas of
 * src/api/auth-contract.ts. See sessions.ts for tokens and rotation, rate-limit.ts for the
 * attempt counters, passwords.ts for hashing, oidc.ts for social login.
 */
import { attachGuestOrders } from '../orders/guest-orders'
import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { z } from 'zod'
import {
  REFRESH_TOKEN_COOKIE,
  accountUpdateSchema,
  authenticateSchema,
  emailChangeConfirmSchema,
  emailUndoSchema,
  isPlausibleDateOfBirth,
  logoutQuerySchema,
  profileUpdateSchema,
  refreshSchema,
  registerConfirmSchema,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
  verificationConfirmSchema,
  verificationRequestSchema,
  type AuthProviderInfo,
  type EmailUndoData,
  type MeData,
  type RegistrationSent,
} from '../../src/api/auth-contract'
import { authIdentities, authTokens, users } from '../db/schema/auth'
import type { Conn } from '../cart/cart-sql'
import { ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'
import { emailChangeCodeMail, emailChangeNoticeMail, localePrefix, passwordChangedMail, registrationCodeMail, registrationTakenMail, resetMail, verificationMail } from '../mail/auth-mail'
import type { Lang } from '../seed/seed-types'
import {
  assertAvailable,
  consumeOneTimeToken,
  findOrCreateSocialUser,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertUser,
  issueOneTimeToken,
  peekOneTimeToken,
  pendingEmailOf,
  sessionData,
  toCredentialView,
  toUserView,
  uniqueViolationField,
  type UserRow,
} from './accounts'
import { formatCode, normalizeCode, randomCode, sha256 } from './auth-crypto'
import { AuthError, accessTokenOf, clearSessionCookies, fieldError, originAllowed, renderAuthError, setSessionCookies } from './auth-http'
import { accessFacts } from '../access/grants'
import type { AuthRuntime } from './auth-runtime'
import type { PendingLogin } from './oidc'
import { isBreachedPassword } from './breached-passwords'
import { BusyError, isPersonalPassword, type PersonalFacts } from './passwords'
import { limitAccount, type LimitHit } from './rate-limit'
import { reauthenticate as reauthenticateWith } from './reauthenticate'
import { openRegistration, REGISTRATION_GUESSES, registrationCodeMatches, sealRegistration } from './registration'
import { requireUser, type UserEnv } from './require-user'

const OIDC_STATE_COOKIE = 'oidc_state'
const OIDC_STATE_PATH = '/api/auth/account'
const OIDC_STATE_SECONDS = 600

interface OidcState extends PendingLogin {
  provider: string
  returnTo: string
  lang: Lang
  expiresAt: number
}

const providerParam = z.object({ provider: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,30}$/) })
const startQuery = z.object({ returnTo: z.string().max(2000).optional() })
const callbackQuery = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(200).optional(),
})

/**
 * Where to send the browser after a social login: a path on this site only. Anything that could
 * leave it (`//evil`, `/\evil`, `https://…`, control characters) falls back to `/`; so does /api.
 */
export function safeReturnTo(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- refusing control characters is this check's job
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  const base = new URL('http://storefront.invalid')
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return '/'
  }
  if (url.origin !== base.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}

const wantsJson = (c: Context) => {
  const accept = c.req.header('accept') ?? ''
  return accept.includes('application/json') && !accept.includes('text/html')
}

export function authRoutes(auth: AuthRuntime) {
  const { db, log, config, hasher, sessions, limiter, throttle, mailer, keys } = auth
  const cookiePolicy = { secure: config.cookieSecure }
  const userAgent = (c: Context) => c.req.header('user-agent') ?? null

  const limit = (hits: LimitHit[]) => throttle.limit(hits)
  /** E-mails asked for (verification, reset): per account and per address. */
  const mailHits = (purpose: 'verify' | 'reset', account: string, c: Context): LimitHit[] => [
    { key: `mail:${purpose}:${account}`, limit: config.limits.mailPerAccount },
    { key: `mail:${purpose}:address:${throttle.addressOf(c)}`, limit: config.limits.mailPerAddress },
  ]

  function requireSameOrigin(c: Context) {
    if (!originAllowed(c, config.publicUrl)) throw new AuthError(403, 'forbidden', 'This request must come from the storefront itself')
  }

  async function sendVerification(user: UserRow, lang: Lang) {
    // The token and its e-mail commit together (decision 022).
    await issueOneTimeToken(db, keys, 'verify', user, config.verificationTtlSeconds, auth.now(), user.email, async (tx, code) => {
      const link = `${config.publicUrl}/${localePrefix(lang)}auth/verify-account?token=${encodeURIComponent(code)}`
      const mail = verificationMail(lang, { name: user.name, code: formatCode(code), link, hours: Math.round(config.verificationTtlSeconds / 3600) })
      await mailer.enqueue(tx, { to: user.email, ...mail, link, purpose: 'verify' })
    })
    mailer.wake()
  }

  async function sendReset(user: UserRow, lang: Lang) {
    await issueOneTimeToken(db, keys, 'reset', user, config.resetTtlSeconds, auth.now(), user.email, async (tx, token) => {
      const link = `${config.publicUrl}/${localePrefix(lang)}auth/reset-password?token=${encodeURIComponent(token)}`
      const mail = resetMail(lang, { name: user.name, link, minutes: Math.round(config.resetTtlSeconds / 60) })
      await mailer.enqueue(tx, { to: user.email, ...mail, link, purpose: 'reset' })
    })
    mailer.wake()
  }

  /**
   * The code that creates the account, to the address a registration names (no account has it).
   * Its link opens the confirmation page, which keeps a session (decision 030): a shopper who
   * registered mid-checkout and follows it stays signed in and is offered the way back; a reader
   * signed out is offered "Sign in".
   */
  function sendRegistrationCode(fields: { name: string; email: string }, code: string, lang: Lang) {
    const link = `${config.publicUrl}/${localePrefix(lang)}auth/verify-account`
    const mail = registrationCodeMail(lang, { name: fields.name, code: formatCode(code), link, hours: Math.round(config.verificationTtlSeconds / 3600) })
    mailer.queue({ to: fields.email, ...mail, link, purpose: 'register' })
  }

  /** To the owner of an address someone tried to register with: sign in, or choose a new password. */
  function sendRegistrationTaken(owner: UserRow, lang: Lang) {
    const link = `${config.publicUrl}/${localePrefix(lang)}auth/forgot-password`
    mailer.queue({ to: owner.email, ...registrationTakenMail(lang, { name: owner.name, link }), link, purpose: 'register-taken' })
  }

  /**
   * Told to the account's address after a password change or reset, with the way back if it was
   * not them: written in the transaction that changes the password (decision 022), so the change
   * never commits without it.
   */
  function writePasswordChanged(tx: Conn, user: UserRow, lang: Lang) {
    const link = `${config.publicUrl}/${localePrefix(lang)}auth/forgot-password`
    return mailer.enqueue(tx, { to: user.email, ...passwordChangedMail(lang, { name: user.name, link }), link, purpose: 'password-changed' })
  }

  /**
   * A new e-mail waits for the code sent to it; the current address is told, with a link that
   * undoes the change (confirmed or not) for emailUndoTtlSeconds.
   */
  async function startEmailChange(user: UserRow, newEmail: string, lang: Lang) {
    const accountLink = `${config.publicUrl}/${localePrefix(lang)}account`
    const hours = Math.round(config.verificationTtlSeconds / 3600)
    await issueOneTimeToken(db, keys, 'email-change', user, config.verificationTtlSeconds, auth.now(), newEmail, (tx, code) =>
      mailer.enqueue(tx, { to: newEmail, ...emailChangeCodeMail(lang, { name: user.name, code: formatCode(code), link: accountLink, hours }), link: accountLink, purpose: 'email-change' }),
    )
    const days = Math.round(config.emailUndoTtlSeconds / 86_400)
    await issueOneTimeToken(db, keys, 'email-undo', user, config.emailUndoTtlSeconds, auth.now(), user.email, (tx, undo) => {
      const undoLink = `${config.publicUrl}/${localePrefix(lang)}auth/undo-email-change?token=${encodeURIComponent(undo)}`
      return mailer.enqueue(tx, { to: user.email, ...emailChangeNoticeMail(lang, { name: user.name, newEmail, link: undoLink, days }), link: undoLink, purpose: 'email-change-notice' })
    })
    mailer.wake()
  }

  /** The current password, for a change that could hand the account to someone else (reauthenticate.ts). */
  const reauthenticate = (user: UserRow, currentPassword: string | undefined) => reauthenticateWith(auth, user, currentPassword)

  /**
   * The server's rules for a password being set (the contract's are checked before): not breached,
   * not the account's own facts. Only here, never on a sign-in: the breached list loads on first use.
   */
  function passwordRules(password: string, facts: PersonalFacts, field: string) {
    if (isBreachedPassword(password)) throw fieldError(field, 'too_common', 'This password is in lists of breached passwords: choose another')
    if (isPersonalPassword(password, facts)) throw fieldError(field, 'too_personal', 'A password may not be your name, e-mail, username or phone')
  }

  function confirmationMatches(newPassword: string, confirmNewPassword: string | undefined) {
    if (confirmNewPassword !== newPassword) throw fieldError('confirmNewPassword', 'mismatch', 'The passwords differ')
  }

  const meData = (user: UserRow): MeData => ({ user: toUserView(user), credential: toCredentialView(user) })
  /** `/user/me`: the account, its pending e-mail change, and in `roles` what it is behind the storefront (`operator:admin`, `provider:<id>:owner`: read-only facts for the client's menus, decision 034). */
  const meDataWithPending = async (user: UserRow): Promise<MeData> => {
    const data = meData(user)
    return { ...data, user: { ...data.user, roles: await accessFacts(db, user.id) }, pendingEmail: await pendingEmailOf(db, user.id, auth.now()) }
  }

  const app = new Hono<UserEnv>()
  app.onError((error, c) => {
    if (error instanceof AuthError) return renderAuthError(c, error)
    if (error instanceof BusyError) return renderAuthError(c, new AuthError(503, 'busy', undefined, null, { 'Retry-After': '1' }))
    throw error // the app's handler renders it (500, logged)
  })

  return (
    app
      .get('/ping', (c) => ok(c, { pong: true, time: new Date(auth.now()).toISOString() }))

      .get('/providers', (c) =>
        ok(
          c,
          auth.oidc.list().map((p): AuthProviderInfo => ({ ...p, startUrl: `/api/auth/account/${p.name}/start` })),
        ),
      )

      // ------------------------------------------------------------ password login
      .post('/account/authenticate', throttle.shield, validate('json', authenticateSchema), async (c) => {
        const { identifier, secret } = c.req.valid('json')
        // Refused for load (503 busy) before anything costs the database; see throttle.ts.
        const place = await throttle.reserve(hasher)
        let user: UserRow | null
        let form: Awaited<ReturnType<typeof hasher.verifyForm>>
        let attempt: Awaited<ReturnType<typeof throttle.login>>
        try {
          // Same work whether or not the account exists: one lookup, the same counters, one argon2
          // verification (against a dummy hash when there is no password), one answer for every failure.
          user = await findUserByLogin(db, identifier)
          attempt = await throttle.login(limitAccount(user, identifier), throttle.addressOf(c), config.limits)
          form = await place.verifyForm(user?.passwordHash ?? null, secret)
        } finally {
          place.release()
        }
        if (!form || !user) throw new AuthError(401, 'invalid_credentials')

        await attempt.succeeded()
        // A weaker cost, or a hash of the password as typed from before NFKC: stored again, normalised.
        if (form === 'asTyped' || hasher.needsRehash(user.passwordHash!)) {
          hasher
            .hash(secret)
            .then((hash) => db.update(users).set({ passwordHash: hash }).where(eq(users.id, user.id)))
            .catch((error: unknown) => log.warn('password rehash failed', { userId: user.id, error }))
        }
        const tokens = await sessions.create(user.id, userAgent(c))
        setSessionCookies(c, tokens, cookiePolicy)
        return ok(c, sessionData(tokens, user))
      })

      // ------------------------------------------------------------ registration (decision 012)
      .post('/account/register', throttle.shield, validate('json', registerSchema), async (c) => {
        const input = c.req.valid('json')
        await limit([{ key: `register:address:${throttle.addressOf(c)}`, limit: config.limits.registerPerAddress }])
        passwordRules(input.credential.secret, { ...input, identifier: input.credential.identifier }, 'credential.secret')
        if (input.credential.identifier.includes('@') && input.credential.identifier !== input.email) {
          // An e-mail-shaped identifier must be the account's own address, or it could squat another's.
          throw fieldError('credential.identifier', 'invalid_format', 'Use your own e-mail address or a name without @')
        }
        // The e-mails one address gets, counted whether or not it has an account.
        await limit([{ key: `mail:register:${input.email}`, limit: config.limits.mailPerAccount }])
        // The same work on the answer's path whether or not the address has an account: one lookup,
        // one argon2id hash, one seal; the e-mail (a code, or a notice to the owner) after the answer.
        const owner = await findUserByEmail(db, input.email)
        const passwordHash = await hasher.hash(input.credential.secret)
        const code = randomCode()
        const fields = { name: input.name, surname: input.surname, phone: input.phone, email: input.email, identifier: input.credential.identifier, passwordHash }
        const pending = sealRegistration(keys, fields, code, { addressInUse: owner !== null, now: auth.now(), ttlSeconds: config.verificationTtlSeconds })
        const lang = requestLang(c)
        mailer.later(async () => (owner ? sendRegistrationTaken(owner, lang) : sendRegistrationCode(fields, code, lang)))
        const data: RegistrationSent = { sent: true, email: input.email, pending }
        return ok(c, data, 202, {
          type: 'success',
          code: 'registration_sent',
          title: 'Check your e-mail',
          message: `We sent a code to ${input.email}: type it to create your account.`,
        })
      })

      .post('/account/register/confirm', throttle.shield, validate('json', registerConfirmSchema), async (c) => {
        const { pending, code } = c.req.valid('json')
        const addressKey = `token:address:${throttle.addressOf(c)}`
        await limit([{ key: addressKey, limit: config.limits.tokenPerAddress }])
        const registration = openRegistration(keys, pending, auth.now())
        if (!registration) throw new AuthError(400, 'token_invalid', 'This registration has expired: send the form again to get a new code')
        // A few guesses per pending registration, counted across processes; then it is void (a new
        // one comes with a new code). Nobody's account is ever locked by this.
        const guesses = await limiter.hit([{ key: `register:guess:${sha256(pending)}`, limit: { max: REGISTRATION_GUESSES, windowSeconds: config.verificationTtlSeconds } }])
        if (guesses.blocked) throw new AuthError(400, 'token_invalid', 'Too many wrong codes for this registration: send the form again to get a new code')
        if (!registrationCodeMatches(keys, registration, normalizeCode(code))) throw fieldError('code', 'invalid_code', 'This is not the code we sent: check the latest e-mail')
        // The address is proven: an identifier (or the address) in use is told now.
        const fields = { identifier: 'credential.identifier', email: 'email' }
        await assertAvailable(db, { identifier: registration.identifier, email: registration.email }, fields)
        const at = new Date(auth.now())
        const user = await insertUser(
          db,
          {
            id: randomUUID(),
            identifier: registration.identifier,
            email: registration.email,
            name: registration.name,
            surname: registration.surname,
            phone: registration.phone,
            roles: config.defaultRoles,
            passwordHash: registration.passwordHash,
            emailVerifiedAt: at,
            createdAt: at,
            updatedAt: at,
          },
          fields,
        )
        // The address is proven: the orders placed with it as a guest are this account's now (decision 024).
        await attachGuestOrders(db, user.id, user.email)
        await limiter.forgive([addressKey])
        const tokens = await sessions.create(user.id, userAgent(c))
        setSessionCookies(c, tokens, cookiePolicy)
        return ok(c, sessionData(tokens, user), 201)
      })

      // ------------------------------------------------------------ e-mail verification
      .post('/verification/request', throttle.shield, validate('json', verificationRequestSchema), async (c) => {
        const { identifier } = c.req.valid('json')
        const user = await findUserByLogin(db, identifier)
        await limit(mailHits('verify', limitAccount(user, identifier), c))
        const lang = requestLang(c)
        // The same work on the answer's path whatever the account: the code's write and the e-mail come after it.
        mailer.later(() => (user && !user.emailVerifiedAt ? sendVerification(user, lang) : Promise.resolve()))
        // The same answer whether or not the account exists or is already verified.
        return ok(c, { sent: true }, 200, {
          type: 'success',
          code: 'verification_sent',
          title: 'Check your e-mail',
          message: 'If an account with an unconfirmed e-mail matches, we sent it a confirmation code.',
        })
      })

      .post('/verification/confirm', throttle.shield, validate('json', verificationConfirmSchema), async (c) => {
        const addressKey = `token:address:${throttle.addressOf(c)}`
        await limit([{ key: addressKey, limit: config.limits.tokenPerAddress }])
        const code = normalizeCode(c.req.valid('json').token)
        const used = await consumeOneTimeToken(db, keys, 'verify', code, auth.now())
        // The address must still be the one the code was sent to.
        const [verified] = used
          ? await db
              .update(users)
              .set({ emailVerifiedAt: new Date(auth.now()), updatedAt: new Date(auth.now()) })
              .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
              .returning()
          : []
        if (!verified) throw new AuthError(400, 'token_invalid', 'This confirmation code is not valid any more: ask for a new one')
        await attachGuestOrders(db, verified.id, verified.email)
        await limiter.forgive([addressKey])
        return ok(c, { emailVerified: true, email: verified.email }, 200, {
          type: 'success',
          code: 'account_verified',
          title: 'Account confirmed',
          message: 'Your e-mail address is confirmed.',
        })
      })

      // ------------------------------------------------------------ password reset
      .post('/reset/request', throttle.shield, validate('json', resetRequestSchema), async (c) => {
        const { identifier } = c.req.valid('json')
        const user = await findUserByLogin(db, identifier)
        await limit(mailHits('reset', limitAccount(user, identifier), c))
        const lang = requestLang(c)
        // The same work on the answer's path whether or not the account exists: one lookup. The
        // token's write and the e-mail come after the answer (on the answer's path they made an
        // existing account's answer 4 to 14 ms slower here; server/auth/enumeration-timing.test.ts).
        mailer.later(() => (user ? sendReset(user, lang) : Promise.resolve()))
        return ok(c, { sent: true }, 200, {
          type: 'success',
          code: 'reset_sent',
          title: 'Check your e-mail',
          message: 'If an account matches, we sent it a link to choose a new password.',
        })
      })

      .post('/reset/confirm', throttle.shield, validate('json', resetConfirmSchema), async (c) => {
        const { newPassword, confirmNewPassword, token } = c.req.valid('json')
        const addressKey = `token:address:${throttle.addressOf(c)}`
        await limit([{ key: addressKey, limit: config.limits.tokenPerAddress }])
        confirmationMatches(newPassword, confirmNewPassword)
        const invalid = new AuthError(400, 'token_invalid', 'This reset link is not valid any more: ask for a new one')
        // Check first (cheap), hash outside any transaction, then use the token atomically.
        const live = await peekOneTimeToken(db, keys, 'reset', token, auth.now())
        const owner = live ? await findUserById(db, live.userId) : null
        if (!owner) throw invalid
        passwordRules(newPassword, owner, 'newPassword')
        const passwordHash = await hasher.hash(newPassword)
        const used = await consumeOneTimeToken(db, keys, 'reset', token, auth.now())
        if (!used) throw invalid
        const user = await findUserById(db, used.userId)
        if (!user) throw invalid
        const at = new Date(auth.now())
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({
              passwordHash,
              updatedAt: at,
              // The link reached this address: that confirms it too.
              ...(user.email === used.email && !user.emailVerifiedAt ? { emailVerifiedAt: at } : {}),
            })
            .where(eq(users.id, user.id))
          await writePasswordChanged(tx, user, requestLang(c))
        })
        mailer.wake()
        await sessions.revokeUser(user.id)
        // The link reached the account's mailbox: the owner may sign in again from anywhere.
        await throttle.clearAccount(user.id)
        await limiter.forgive([addressKey])
        return ok(c, { reset: true }, 200, {
          type: 'success',
          code: 'password_reset',
          title: 'Password changed',
          message: 'Sign in with your new password. Every other session was ended.',
        })
      })

      // ------------------------------------------------------------ the signed-in account
      .put('/account/update', requireUser, throttle.shield, validate('json', accountUpdateSchema), async (c) => {
        const input = c.req.valid('json')
        const { id: userId } = c.var.user
        if (!input.newIdentifier && !input.newPassword) {
          throw new AuthError(400, 'validation_failed', 'Nothing to change', [{ field: null, code: 'nothing_to_change', message: 'Send a new identifier or a new password' }])
        }
        if (input.newPassword) confirmationMatches(input.newPassword, input.confirmNewPassword)
        const key = `password:user:${userId}`
        await limit([{ key, limit: config.limits.loginPerAccountAndAddress }])
        const user = await findUserById(db, userId)
        if (!user) throw new AuthError(401, 'unauthorized')
        // 400, not 401: the client logs out on any 401 while it holds a token.
        if (!(await hasher.verify(user.passwordHash, input.currentPassword))) {
          throw fieldError('currentPassword', 'wrong_password', 'The current password is wrong')
        }
        await limiter.clear([key])
        if (input.newPassword) passwordRules(input.newPassword, { ...user, identifier: input.newIdentifier ?? user.identifier }, 'newPassword')
        const newIdentifier = input.newIdentifier && input.newIdentifier !== user.identifier ? input.newIdentifier : undefined
        if (newIdentifier) {
          await assertAvailable(db, { identifier: newIdentifier }, { identifier: 'newIdentifier', email: 'newIdentifier' }, user.id)
          if (newIdentifier.includes('@') && newIdentifier !== user.email) {
            throw fieldError('newIdentifier', 'invalid_format', 'Use your own e-mail address or a name without @')
          }
        }
        const passwordHash = input.newPassword ? await hasher.hash(input.newPassword) : undefined
        let updated: UserRow
        try {
          updated = await db.transaction(async (tx) => {
            const [row] = (await tx
              .update(users)
              .set({ ...(newIdentifier ? { identifier: newIdentifier } : {}), ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date(auth.now()) })
              .where(eq(users.id, user.id))
              .returning()) as [UserRow]
            if (passwordHash) await writePasswordChanged(tx, row, requestLang(c))
            return row
          })
        } catch (error) {
          if (uniqueViolationField(error)) throw fieldError('newIdentifier', 'taken', 'Already used by another account')
          throw error
        }
        // A new password ends every other session; this one stays signed in.
        if (passwordHash) {
          mailer.wake()
          await sessions.revokeUser(user.id, c.var.session.familyId)
        }
        return ok(c, meData(updated), 200, { type: 'success', code: 'credentials_updated', title: 'Saved', message: 'Your sign-in details were updated.' })
      })

      .get('/user/me', requireUser, async (c) => {
        const user = await findUserById(db, c.var.user.id)
        if (!user) throw new AuthError(401, 'unauthorized')
        return ok(c, await meDataWithPending(user))
      })

      .put('/user/me', requireUser, validate('json', profileUpdateSchema), async (c) => {
        const input = c.req.valid('json')
        const current = await findUserById(db, c.var.user.id)
        if (!current) throw new AuthError(401, 'unauthorized')
        if (input.dateOfBirth && !isPlausibleDateOfBirth(input.dateOfBirth, new Date(auth.now()))) {
          throw fieldError('dateOfBirth', 'out_of_range', 'A date between 1900-01-01 and today')
        }
        const emailChanged = input.email !== undefined && input.email !== current.email
        const phoneChanged = input.phone !== undefined && (input.phone ?? '') !== current.phone
        if (emailChanged || phoneChanged) await reauthenticate(current, input.currentPassword)
        if (emailChanged) await assertAvailable(db, { email: input.email }, { identifier: 'email', email: 'email' }, current.id)
        const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date(auth.now()) }
        if (input.name !== undefined) patch.name = input.name
        if (input.surname !== undefined) patch.surname = input.surname
        if (input.phone !== undefined) patch.phone = input.phone ?? ''
        if (input.gender !== undefined) patch.gender = input.gender
        if (input.bio !== undefined) patch.bio = input.bio ?? ''
        if (input.dateOfBirth !== undefined) patch.dateOfBirth = input.dateOfBirth
        const [updated] = (await db.update(users).set(patch).where(eq(users.id, current.id)).returning()) as [UserRow]
        await sessions.evictUser(current.id)
        if (!emailChanged) return ok(c, await meDataWithPending(updated))
        await startEmailChange(updated, input.email!, requestLang(c))
        return ok(c, await meDataWithPending(updated), 200, {
          type: 'success',
          code: 'email_change_sent',
          title: 'Check your new e-mail',
          message: `We sent a code to ${input.email}: type it to confirm the change. Until then your account keeps its current address.`,
        })
      })

      .post('/user/me/email/confirm', requireUser, validate('json', emailChangeConfirmSchema), async (c) => {
        const addressKey = `token:address:${throttle.addressOf(c)}`
        await limit([{ key: addressKey, limit: config.limits.tokenPerAddress }])
        const userId = c.var.user.id
        const code = normalizeCode(c.req.valid('json').code)
        const invalid = new AuthError(400, 'token_invalid', 'This code is not valid any more: change the e-mail again to get a new one')
        const live = await peekOneTimeToken(db, keys, 'email-change', code, auth.now())
        if (!live || live.userId !== userId) throw invalid
        await assertAvailable(db, { email: live.email }, { identifier: 'code', email: 'code' }, userId)
        const used = await consumeOneTimeToken(db, keys, 'email-change', code, auth.now())
        if (!used) throw invalid
        const at = new Date(auth.now())
        let updated: UserRow
        try {
          updated = await db.transaction(async (tx) => {
            const [row] = (await tx.update(users).set({ email: used.email, emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId)).returning()) as [UserRow]
            // Codes and links sent to the old address are void: they were for that address.
            await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), inArray(authTokens.kind, ['verify', 'reset'])))
            return row
          })
        } catch (error) {
          if (uniqueViolationField(error)) throw fieldError('code', 'taken', 'Already used by another account')
          throw error
        }
        await sessions.evictUser(userId)
        await limiter.forgive([addressKey])
        return ok(c, await meDataWithPending(updated), 200, { type: 'success', code: 'email_changed', title: 'E-mail changed', message: 'Your account now uses this address.' })
      })

      .post('/email/undo', validate('json', emailUndoSchema), async (c) => {
        const addressKey = `token:address:${throttle.addressOf(c)}`
        await limit([{ key: addressKey, limit: config.limits.tokenPerAddress }])
        const used = await consumeOneTimeToken(db, keys, 'email-undo', c.req.valid('json').token, auth.now())
        if (!used) throw new AuthError(400, 'token_invalid', 'This link is not valid any more')
        const at = new Date(auth.now())
        let restored: UserRow | undefined
        try {
          restored = await db.transaction(async (tx) => {
            // The address back, proven by this link; the password removed, since whoever changed the
            // address may know it: the owner chooses a new one with the reset token answered below.
            const [row] = await tx.update(users).set({ email: used.email, emailVerifiedAt: at, passwordHash: null, updatedAt: at }).where(eq(users.id, used.userId)).returning()
            if (!row) return undefined
            // Everything in flight: a pending change, codes and links sent to the other address, other undo links.
            await tx.delete(authTokens).where(eq(authTokens.userId, row.id))
            // Social logins linked through the other address.
            await tx.delete(authIdentities).where(and(eq(authIdentities.userId, row.id), ne(authIdentities.email, used.email)))
            return row
          })
        } catch (error) {
          if (uniqueViolationField(error)) throw new AuthError(409, 'conflict', 'Another account uses that address now')
          throw error
        }
        if (!restored) throw new AuthError(400, 'token_invalid', 'This link is not valid any more')
        await sessions.revokeUser(restored.id)
        const resetToken = await issueOneTimeToken(db, keys, 'reset', restored, config.resetTtlSeconds, auth.now())
        await limiter.forgive([addressKey])
        const data: EmailUndoData = { restored: true, email: restored.email, resetToken }
        return ok(c, data, 200, {
          type: 'success',
          code: 'email_restored',
          title: 'Address restored',
          message: 'Your account uses this address again and is signed out everywhere. Choose a new password now.',
        })
      })

      // ------------------------------------------------------------ the session
      .post('/session/refresh', validate('json', refreshSchema), async (c) => {
        requireSameOrigin(c)
        const fromBody = c.req.valid('json').refreshToken
        const token = fromBody ?? getCookie(c, REFRESH_TOKEN_COOKIE)
        if (!token) throw new AuthError(401, 'unauthorized', 'No refresh token')
        const outcome = await sessions.refresh(token, userAgent(c))
        if (outcome.kind === 'reused') {
          log.warn('refresh token reused after rotation: session family revoked', { familyId: outcome.familyId, userId: outcome.userId })
        }
        if (outcome.kind === 'invalid' || outcome.kind === 'reused') {
          if (!fromBody) clearSessionCookies(c, cookiePolicy)
          throw new AuthError(401, 'unauthorized', 'Your session has ended: sign in again')
        }
        const user = await findUserById(db, outcome.tokens.userId)
        if (!user) throw new AuthError(401, 'unauthorized')
        if (!fromBody) setSessionCookies(c, outcome.tokens, cookiePolicy)
        return ok(c, { ...sessionData(outcome.tokens, user), ...(fromBody ? { refreshToken: outcome.tokens.refreshToken } : {}) })
      })

      .delete('/session/logout', validate('query', logoutQuerySchema), async (c) => {
        requireSameOrigin(c)
        const all = c.req.valid('query').all === 'true'
        const presented = accessTokenOf(c)
        const viaAccess = presented ? await sessions.authenticate(presented.token) : null
        const refreshToken = getCookie(c, REFRESH_TOKEN_COOKIE)
        const target = viaAccess ? { familyId: viaAccess.familyId, userId: viaAccess.user.id } : refreshToken ? await sessions.findByRefresh(refreshToken) : null
        clearSessionCookies(c, cookiePolicy)
        if (all) {
          if (!target) throw new AuthError(401, 'unauthorized', 'Sign in to end all your sessions')
          await sessions.revokeUser(target.userId)
        } else if (target) {
          await sessions.revokeFamily(target.familyId)
        }
        return ok(c, { loggedOut: true, scope: all ? 'all' : 'current' }, 200, {
          type: 'success',
          code: all ? 'logged_out_everywhere' : 'logged_out',
          title: 'Signed out',
          message: all ? 'Every session of your account has ended.' : 'You are signed out.',
        })
      })

      // ------------------------------------------------------------ social login
      .get('/account/:provider/start', validate('param', providerParam), validate('query', startQuery), async (c) => {
        const { provider: name } = c.req.valid('param')
        const provider = auth.oidc.get(name)
        if (!provider) throw new AuthError(404, 'provider_unknown', `No login provider "${name}"`)
        const lang = requestLang(c)
        let begun: Awaited<ReturnType<typeof provider.begin>>
        try {
          begun = await provider.begin(`${config.publicUrl}/api/auth/account/${name}/callback`)
        } catch (error) {
          log.warn('social login could not start', { provider: name, error })
          return c.redirect(`/${localePrefix(lang)}auth/login?error=social_login_failed`, 302)
        }
        const state: OidcState = {
          ...begun.pending,
          provider: name,
          returnTo: safeReturnTo(c.req.valid('query').returnTo),
          lang,
          expiresAt: auth.now() + OIDC_STATE_SECONDS * 1000,
        }
        setCookie(c, OIDC_STATE_COOKIE, keys.seal('oidc-state', state), {
          path: OIDC_STATE_PATH,
          maxAge: OIDC_STATE_SECONDS,
          httpOnly: true,
          // Lax: the provider sends the browser back with a top-level GET from its own site.
          sameSite: 'Lax',
          secure: config.cookieSecure,
        })
        return c.redirect(begun.url.href, 302)
      })

      .get('/account/:provider/callback', validate('param', providerParam), validate('query', callbackQuery), async (c) => {
        const { provider: name } = c.req.valid('param')
        const sealed = getCookie(c, OIDC_STATE_COOKIE)
        deleteCookie(c, OIDC_STATE_COOKIE, { path: OIDC_STATE_PATH, httpOnly: true, sameSite: 'Lax', secure: config.cookieSecure })
        const state = sealed ? keys.unseal<OidcState>('oidc-state', sealed) : null
        const lang = state?.lang ?? requestLang(c)
        const failed = (reason: string, error?: unknown) => {
          log.warn('social login failed', { provider: name, reason, ...(error ? { error } : {}) })
          if (wantsJson(c)) throw new AuthError(400, 'social_login_failed', 'Social login failed: try again')
          return c.redirect(`/${localePrefix(lang)}auth/login?error=social_login_failed`, 302)
        }

        const provider = auth.oidc.get(name)
        if (!provider) throw new AuthError(404, 'provider_unknown', `No login provider "${name}"`)
        if (!state || state.provider !== name || state.expiresAt <= auth.now()) return failed('missing, foreign or expired state cookie')
        const query = c.req.valid('query')
        if (query.error) return failed(`provider answered ${query.error}`)

        const callbackUrl = new URL(`${config.publicUrl}/api/auth/account/${name}/callback`)
        callbackUrl.search = new URL(c.req.url).search
        let profile: Awaited<ReturnType<typeof provider.complete>>
        try {
          profile = await provider.complete(callbackUrl, state)
        } catch (error) {
          return failed('code exchange or userinfo failed', error)
        }
        if (!profile.email || !profile.emailVerified) return failed('the provider did not give a verified e-mail')

        const { user, endedOtherSessions } = await findOrCreateSocialUser(db, name, profile, config.defaultRoles, auth.now())
        if (endedOtherSessions) await sessions.revokeUser(user.id)
        // The provider proved the address (only a verified e-mail finds or makes an account): the
        // orders placed as a guest with it are this account's (decision 024).
        if (user.emailVerifiedAt) await attachGuestOrders(db, user.id, user.email)
        const tokens = await sessions.create(user.id, userAgent(c))
        setSessionCookies(c, tokens, cookiePolicy)
        if (wantsJson(c)) return ok(c, sessionData(tokens, user))
        return c.redirect(state.returnTo, 302)
      })
  )
}
