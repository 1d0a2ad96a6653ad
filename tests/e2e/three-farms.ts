/**
 * What the order journeys share (orders.spec.ts for a shopper, guest-checkout.spec.ts for a
 * guest): the route walk's accessibility checks on a screen, and three produces from three farms.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { a11yProblems } from './a11y-checks'
import { expect } from './fixtures'

/** The route walk's checks on a new screen: axe's serious and critical rules, Label in Name, heading order. */
export async function accessible(page: Page, where: string) {
  expect.soft(await page.evaluate(a11yProblems), `${where}: label in name, heading order`).toEqual({ labelInName: [], headingOrder: [] })
  const axe = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .setLegacyMode()
    .analyze()
  const failing = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect
    .soft(
      failing.map(
        (v) =>
          `${where} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    )
    .toEqual([])
}

export interface Produce {
  id: string
  farmerId: string
  name: string
  price: number
  stock: number | null
  minQty: number
}

/** Three produces in stock from three farms of the Johannesburg market, bought by the unit. */
export async function fromThreeFarms(request: APIRequestContext, lang: string): Promise<Produce[]> {
  const res = await request.get('/api/farm/produces?storeId=jnb&inStock=true&perPage=100&sortBy=price&order=desc', { headers: { 'Accept-Language': lang } })
  expect(res.status()).toBe(200)
  const picked: Produce[] = []
  for (const p of ((await res.json()) as { data: Produce[] }).data) {
    if (picked.some((q) => q.farmerId === p.farmerId) || p.minQty !== 1 || (p.stock !== null && p.stock < 5)) continue
    picked.push(p)
    if (picked.length === 3) break
  }
  expect(picked).toHaveLength(3)
  return picked
}
