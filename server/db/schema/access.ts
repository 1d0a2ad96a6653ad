/**
 * Who may run what behind the storefront (decisions 032 and 034): providers and their members,
 * the invitations that make members, the market's operators, and the audit log of what they did.
 *
 * - `providers`: one per farm now (kitchens, stores, chefs and creators come with the services
 *   issue). It speaks for a catalog row (`kind_id`: `farmers.id` for a farm), which keeps its public
 *   fields and its delta sync; the provider row holds what the shopper never reads (status, payout).
 * - `provider_members`: membership is a row, not a role string on the user, so one account can
 *   shop and belong to several providers with a role in each.
 * - `provider_invitations`: the token travels only by e-mail; the row keeps its SHA-256.
 * - `operator_grants`: one grant per operator; `store_ids` empty means every market.
 * - `audit_log`: written in the transaction of the change (server/access/audit.ts), never updated
 *   or deleted by the API.
 */
import { sql } from 'drizzle-orm'
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { MEMBER_ROLES, OPERATOR_ROLES } from '../../access/permissions'
import { users } from './auth'
import { stores } from './catalog'
import { SERVICES } from '../../../src/api/services-contract'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const stamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}

export const PROVIDER_SERVICES = SERVICES
export const PROVIDER_STATUSES = ['pending', 'active', 'suspended'] as const

export const providers = pgTable(
  'providers',
  {
    id: text('id').primaryKey(),
    service: text('service', { enum: PROVIDER_SERVICES }).notNull(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    /** The catalog row the provider speaks for (`farmers.id` for a farm). */
    kindId: text('kind_id').notNull(),
    status: text('status', { enum: PROVIDER_STATUSES }).notNull().default('pending'),
    /** Where payouts go (a mobile-money number), set by an owner after re-authenticating. */
    payoutMsisdn: text('payout_msisdn'),
    ...stamps,
  },
  (t) => [uniqueIndex('providers_kind_idx').on(t.service, t.kindId), index('providers_store_idx').on(t.storeId, t.status)],
)

export const providerMembers = pgTable(
  'provider_members',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.providerId, t.userId] }), index('provider_members_user_idx').on(t.userId)],
)

export const providerInvitations = pgTable(
  'provider_invitations',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased: compared with the accepting account's confirmed e-mail. */
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The invitee's language: the e-mail is written in it. */
    locale: text('locale').notNull().default('en'),
    ...stamps,
  },
  (t) => [uniqueIndex('provider_invitations_token_idx').on(t.tokenHash), index('provider_invitations_provider_idx').on(t.providerId, t.createdAt)],
)

export const operatorGrants = pgTable('operator_grants', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: OPERATOR_ROLES }).notNull(),
  /** The markets the grant covers; empty: every market. */
  storeIds: text('store_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...stamps,
})

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    /** No foreign key: the log outlives the accounts it names. */
    actorUserId: text('actor_user_id'),
    actorKind: text('actor_kind', { enum: ['operator', 'member', 'system'] }).notNull(),
    providerId: text('provider_id'),
    storeId: text('store_id'),
    action: text('action').notNull(),
    /** The table and id changed: `produces:abc`. */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_provider_idx').on(t.providerId, t.id), index('audit_log_store_idx').on(t.storeId, t.id)],
)
