/**
 * Who may do what behind the storefront: decision 032's table, in code, in one place. Every
 * guarded route names one action; `canProvider` and `canOperator` (access.ts) read this table and
 * nothing else, and the access-matrix test (access.test.ts) walks it role by role.
 *
 * Roles are of two kinds: a provider member's (`owner`, `manager`, `staff`, a row in
 * `provider_members`) and an operator's (`admin`, `support`, a row in `operator_grants`, limited
 * to its markets). The spec's permissive `hasRequiredRole` guards none of this.
 */
export const MEMBER_ROLES = ['owner', 'manager', 'staff'] as const
export const OPERATOR_ROLES = ['admin', 'support'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]
export type OperatorRole = (typeof OPERATOR_ROLES)[number]
export type Role = MemberRole | OperatorRole

export const PERMISSIONS = {
  /** Read the provider's orders, listings, today. */
  'provider.read': ['owner', 'manager', 'staff', 'admin', 'support'],
  /** Move an order: accept, decline, line unavailable, packed, handed over. */
  'order.move': ['owner', 'manager', 'staff', 'admin', 'support'],
  /** Listings: create, edit, withdraw, price. */
  'listing.write': ['owner', 'manager', 'admin'],
  /** Stock and on/off only. */
  'listing.stock': ['owner', 'manager', 'staff', 'admin'],
  /** Availability, profile. */
  'provider.settings': ['owner', 'manager', 'admin'],
  /** Team: invite, change role, remove (never the last owner). */
  'team.manage': ['owner', 'admin'],
  /** The payout number (after re-authentication): the owner alone. */
  'payout.change': ['owner'],
  /** Applications: approve, reject. */
  'application.decide': ['admin', 'support'],
  /** Providers: suspend, reactivate. */
  'provider.suspend': ['admin'],
  /** Markets: locations, zones, fees, slots, cut-offs, minimum order; offers. */
  'market.manage': ['admin'],
  /** Orders across providers: filter, open; cancel with a reason. */
  'orders.oversee': ['admin', 'support'],
  /** Refund a payment owed back, to its method, the shopper's credit or by hand (decision 043; with the password). */
  'payments.refund': ['admin'],
  /** Contact messages; the mail outbox (read, retry). */
  'messages.read': ['admin', 'support'],
  /** Operators: grant and revoke admin or support (and, in the route, only an admin of every market; decision 039). */
  'operators.manage': ['admin'],
  /** The audit log: an owner reads its provider's, an operator its markets'. */
  'audit.read': ['owner', 'admin', 'support'],
} as const satisfies Record<string, readonly Role[]>

export type Action = keyof typeof PERMISSIONS

export const ACTIONS = Object.keys(PERMISSIONS) as Action[]

/** Actions that change nothing: a suspended (or pending) provider's members may still do these. */
const READS: ReadonlySet<Action> = new Set<Action>(['provider.read', 'audit.read', 'messages.read'])

export const isWriteAction = (action: Action): boolean => !READS.has(action)

export function roleMay(role: Role, action: Action): boolean {
  return (PERMISSIONS[action] as readonly Role[]).includes(role)
}
