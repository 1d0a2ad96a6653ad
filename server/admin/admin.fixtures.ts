/**
 * Test kit for the console's routes: the commerce kit's app and catalog, every farm a provider
 * (as the seed makes them), and operators of each kind.
 */
import { sql } from 'drizzle-orm'
import { insertFarmProvider } from '../access/access.fixtures'
import { setOperatorGrant } from '../access/grants'
import type { OperatorRole } from '../access/permissions'
import type { Order } from '../../src/api/cart-contract'
import { createCommerceTestApp, deliveryDayFor, fillCart, markPaid, withConfirmed, type Shopper } from '../orders/commerce.fixtures'

export async function createAdminTestApp() {
  const t = await createCommerceTestApp()
  for (const farmer of [
    { id: 'thandi', storeId: 'jnb' },
    { id: 'pieter', storeId: 'jnb' },
    { id: 'aline', storeId: 'kgl' },
  ])
    await insertFarmProvider(t.db, farmer)

  /** A signed-in shopper holding a grant (no markets: every market). */
  async function operator(role: OperatorRole, storeIds: string[] = []): Promise<Shopper> {
    const who = await t.shopper()
    await setOperatorGrant(t.db, who.email, { role, storeIds })
    return who
  }

  let applications = 0
  /** A confirmed application from the join page. */
  async function application(over: { storeId?: string; email?: string; locale?: string; farmName?: string } = {}): Promise<string> {
    const id = `app-${++applications}-${Math.random().toString(36).slice(2, 8)}`
    const email = over.email ?? `${id}@example.test`
    await t.db.execute(sql`INSERT INTO farmer_applications (id, store_id, name, farm_name, email, phone, town, practices, produce, message, locale, confirmed_at)
      VALUES (${id}, ${over.storeId ?? 'jnb'}, 'Nomsa Khumalo', ${over.farmName ?? 'Khumalo Greens'}, ${email}, '+27 82 555 0199', 'Soweto', '{organic}', 'Spinach, kale', 'We grow greens.', ${over.locale ?? 'en'}, now())`)
    return id
  }

  /** A pickup order of `who` at the Johannesburg market, placed as the checkout does. */
  async function order(who: Shopper, lines: [string, number][] = [['spinach', 1]]): Promise<Order> {
    await fillCart(t, who, lines)
    const input = await withConfirmed(t, who, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, who), payment: { kind: 'cash' } })
    const res = await t.api<Order>(who, 'POST', '/api/orders', input, { 'Idempotency-Key': t.newKey() })
    if (res.status !== 201) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`)
    return res.body.data
  }

  /** An order of `who` paid online: its payment settled by one succeeded Paystack attempt, as a provider's success leaves it. */
  async function paidOrder(who: Shopper, lines: [string, number][] = [['spinach', 1]]): Promise<Order> {
    const placed = await order(who, lines)
    await markPaid(t.db, placed)
    return placed
  }

  return { ...t, operator, application, order, paidOrder }
}

export type AdminTestApp = Awaited<ReturnType<typeof createAdminTestApp>>
