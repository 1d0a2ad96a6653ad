/**
 * Account data: users as the API shows them, lookups by login, the uniqueness rules, one-time
 * tokens (verification and reset) and the social login's find-or-create.
 *
 * Identifiers and e-mail addresses share one namespace: a sign-in accepts either, so an identifier
 * may not equal another account's e-mail (and the other way round), or one login would name two
 * accounts.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, or } from 'drizzle-orm'
import type { AuthUserView, CredentialView, Gender, SessionData } from '../../src/api/auth-contract'
import type { Tx } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { authIdentities, authTokens, users } from '../db/schema/auth'
import { AuthError } from './auth-http'
import type { AuthKeys } from './auth-crypto'
import { randomCode, randomToken } from './auth-crypto'
import type { SocialProfile } from './oidc'
import type { IssuedTokens } from './sessions'

export type UserRow = typeof users.$inferSelect

export function toUserView(user: UserRow): AuthUserView {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    avatarUrl: user.avatarUrl,
    roles: user.roles,
    phone: user.phone,
    gender: (user.gender as Gender | null) ?? null,
    bio: user.bio,
    dateOfBirth: user.dateOfBirth,
    emailVerified: user.emailVerifiedAt !== null,
  }
}

export const toCredentialView = (user: UserRow): CredentialView => ({ identifier: user.identifier })

export function sessionData(tokens: IssuedTokens, user: UserRow): SessionData {
  return { accessToken: tokens.accessToken, user: toUserView(user), credential: toCredentialView(user) }
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

/** The account a login names: its identifier first, else its e-mail. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.identifier, login), eq(users.email, login)))
    .limit(2)
  return rows.find((r) => r.identifier === login) ?? rows[0] ?? null
}

/** The account whose e-mail address this is (not an identifier that happens to look like it). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row ?? null
}

/** 409 `conflict` with a `taken` field error when another account already uses the value. */
export async function assertAvailable(db: Db, wanted: { identifier?: string; email?: string }, field: { identifier: string; email: string }, exceptUserId?: string) {
  for (const key of ['identifier', 'email'] as const) {
    const value = wanted[key]
    if (!value) continue
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.identifier, value), eq(users.email, value)))
      .limit(2)
      .then((rows) => rows.filter((r) => r.id !== exceptUserId))
    if (other) throw takenError(field[key])
  }
}

const takenError = (field: string) => new AuthError(409, 'conflict', 'An account already uses this value', [{ field, code: 'taken', message: 'Already used by another account' }])

/** A unique violation from either driver (drizzle may wrap it) becomes 409 `taken`. */
export function uniqueViolationField(error: unknown): 'identifier' | 'email' | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown }
    if (candidate.code === '23505') {
      const text = `${String(candidate.constraint ?? '')} ${String(candidate.message ?? '')}`
      return text.includes('email') ? 'email' : 'identifier'
    }
  }
  return null
}

export async function insertUser(db: Db, values: typeof users.$inferInsert, fields: { identifier: string; email: string }): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(values).returning()
    return row!
  } catch (error) {
    const field = uniqueViolationField(error)
    if (field) throw takenError(fields[field])
    throw error
  }
}

// ---------------------------------------------------------------- one-time tokens

/** `email-change`: the code sent to the new address (`email` is that address); `email-undo`: the link sent to the old one (`email` is the address it restores). */
export type TokenKind = 'verify' | 'reset' | 'email-change' | 'email-undo'

/**
 * A new token for the user. Verification and e-mail change: a code to type (10 characters); reset
 * and undo: 32 random bytes for a link. Stored only as a keyed hash, with the address it goes to.
 */
export async function issueOneTimeToken(
  db: Db,
  keys: AuthKeys,
  kind: TokenKind,
  user: UserRow,
  ttlSeconds: number,
  now: number,
  sentTo: string = user.email,
  /** Work of the same transaction: the e-mail that carries the token, written to the outbox (decision 022). */
  alsoInTransaction?: (tx: Tx, token: string) => Promise<void>,
): Promise<string> {
  const token = kind === 'verify' || kind === 'email-change' ? randomCode() : randomToken()
  await db.transaction(async (tx) => {
    // The new token replaces every earlier one of its kind (unused ones are voided, used ones are of
    // no use), except undo links: each change's link must work for its whole life, or a second
    // change would void the link of the first.
    if (kind !== 'email-undo') await tx.delete(authTokens).where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, kind)))
    await tx.insert(authTokens).values({
      tokenHash: keys.tokenHash(kind, token),
      kind,
      userId: user.id,
      email: sentTo,
      expiresAt: new Date(now + ttlSeconds * 1000),
      createdAt: new Date(now),
    })
    await alsoInTransaction?.(tx, token)
  })
  return token
}

/** The address a live e-mail change waits to be confirmed at, or null. */
export async function pendingEmailOf(db: Db, userId: string, now: number): Promise<string | null> {
  const [row] = await db
    .select({ email: authTokens.email })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'email-change'), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date(now))))
    .limit(1)
  return row?.email ?? null
}

/** The live (unused, unexpired) token's row, without using it. */
export async function peekOneTimeToken(db: Db, keys: AuthKeys, kind: TokenKind, token: string, now: number) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, keys.tokenHash(kind, token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date(now))))
    .limit(1)
  return row ?? null
}

/** Uses the token (once: a compare-and-set on `used_at`); null when unknown, used or expired. */
export async function consumeOneTimeToken(db: Db, keys: AuthKeys, kind: TokenKind, token: string, now: number) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(authTokens.tokenHash, keys.tokenHash(kind, token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date(now))))
    .returning()
  return row ?? null
}

// ---------------------------------------------------------------- social login

/**
 * The account for a social login: the one already linked to (provider, subject); else the one
 * with the same e-mail, which gets linked; else a new one. The provider vouches for the e-mail
 * (`email_verified`), the caller checked that.
 *
 * Linking to an account whose e-mail was never verified is the classic pre-registration takeover
 * (someone signs up with a victim's address and waits): that account's password is removed and
 * its sessions ended, so only the e-mail's real owner holds it from now on.
 */
export async function findOrCreateSocialUser(db: Db, provider: string, profile: SocialProfile, defaultRoles: string[], now: number): Promise<{ user: UserRow; endedOtherSessions: boolean }> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(authIdentities)
      .innerJoin(users, eq(users.id, authIdentities.userId))
      .where(and(eq(authIdentities.provider, provider), eq(authIdentities.subject, profile.subject)))
      .limit(1)
    if (linked) return { user: linked.user, endedOtherSessions: false }

    const [byEmail] = await tx.select().from(users).where(eq(users.email, profile.email)).limit(1)
    let user: UserRow
    let endedOtherSessions = false
    if (byEmail) {
      user = byEmail
      if (!byEmail.emailVerifiedAt) {
        ;[user] = (await tx
          .update(users)
          .set({ passwordHash: null, emailVerifiedAt: new Date(now), updatedAt: new Date(now) })
          .where(eq(users.id, byEmail.id))
          .returning()) as [UserRow]
        endedOtherSessions = true
      }
    } else {
      const [identifierTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.identifier, profile.email)).limit(1)
      const localPart = profile.email.split('@')[0] ?? 'shopper'
      ;[user] = (await tx
        .insert(users)
        .values({
          id: randomUUID(),
          identifier: identifierTaken ? `${provider}-${profile.subject}`.toLowerCase().slice(0, 254) : profile.email,
          email: profile.email,
          name: (profile.givenName ?? profile.fullName ?? localPart).slice(0, 80),
          surname: (profile.familyName ?? '').slice(0, 80),
          avatarUrl: profile.picture,
          roles: defaultRoles,
          passwordHash: null,
          emailVerifiedAt: new Date(now),
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning()) as [UserRow]
    }
    await tx.insert(authIdentities).values({ provider, subject: profile.subject, userId: user.id, email: profile.email, createdAt: new Date(now) })
    return { user, endedOtherSessions }
  })
}
