/**
 * The audit log (decision 032): who did what to which row, when, with the row before and after.
 * Called with the transaction of the change, so the entry commits with it or neither does; the
 * API never updates or deletes an entry.
 */
import { auditLog } from '../db/schema/access'
import type { Conn } from '../cart/cart-sql'

export interface AuditEntry {
  actorUserId: string | null
  actorKind: 'operator' | 'member' | 'system'
  providerId?: string | null
  storeId?: string | null
  /** What was done, `area.verb`: `listing.update`, `order.move`, `provider.suspend`, `application.approve`… */
  action: string
  /** The table and id changed: `produces:abc`. */
  subject: string
  before?: unknown
  after?: unknown
}

export async function audit(conn: Conn, entry: AuditEntry): Promise<void> {
  await conn.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actorKind: entry.actorKind,
    providerId: entry.providerId ?? null,
    storeId: entry.storeId ?? null,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}
