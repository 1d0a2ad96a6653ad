/**
 * Accounts and sessions (issue 6).
 *
 * - `users`: one row per shopper. `identifier` (the credential's login name) and `email` are stored
 *   in lower case and unique; a user that only ever signed in socially has no `password_hash`.
 * - `auth_identities`: the social logins linked to a user (provider + the provider's subject).
 * - `auth_sessions`: one row per issued token pair. Tokens are stored only as SHA-256 hashes.
 *   A refresh rotates the row into a new one of the same `family_id` (one family = one sign-in);
 *   the old row keeps `rotated_at`, `successor_id` and, for the replay window, the successor's
 *   tokens sealed with AES-256-GCM (`successor_sealed`). Reusing an old refresh token after that
 *   window revokes the whole family.
 * - `auth_tokens`: verification, reset and e-mail change tokens (the code sent to the new address,
 *   the undo link sent to the old one), stored as keyed hashes, single use.
 * - `auth_rate_limits`: fixed-window counters (failed logins per account and per address…), one
 *   atomic upsert per attempt so several processes share them.
 * - `auth_secret`: the key of seals and keyed hashes when AUTH_SECRET is not configured, one row
 *   written once at start (server/auth/auth-secret.ts), so every process on the database shares it.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, date } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull().unique('users_identifier_unique'),
  email: text('email').notNull().unique('users_email_unique'),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  phone: text('phone').notNull().default(''),
  gender: text('gender', { enum: ['female', 'male', 'other', 'undisclosed'] }),
  bio: text('bio').notNull().default(''),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  avatarUrl: text('avatar_url'),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  passwordHash: text('password_hash'),
  emailVerifiedAt: at('email_verified_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})

export const authIdentities = pgTable(
  'auth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('auth_identities_user_idx').on(t.userId)],
)

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull().unique('auth_sessions_access_unique'),
    refreshHash: text('refresh_hash').notNull().unique('auth_sessions_refresh_unique'),
    accessExpiresAt: at('access_expires_at').notNull(),
    refreshExpiresAt: at('refresh_expires_at').notNull(),
    /** The sign-in's absolute end: rotation never extends a family past it. */
    familyExpiresAt: at('family_expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    rotatedAt: at('rotated_at'),
    successorId: text('successor_id'),
    successorSealed: text('successor_sealed'),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [index('auth_sessions_family_idx').on(t.familyId), index('auth_sessions_user_idx').on(t.userId)],
)

export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['verify', 'reset', 'email-change', 'email-undo'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the token was sent to: a verification is void once the e-mail changed. */
    email: text('email').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.kind)],
)

export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
})

export const authSecret = pgTable(
  'auth_secret',
  {
    id: integer('id').primaryKey().default(1),
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('auth_secret_one_row', sql`${t.id} = 1`)],
)
