/**
 * Issue 31: checkout never fails silently. The screen has words for every refusal listed in
 * CHECKOUT_REFUSALS (the client test walks the list); this test fails when the checkout's code
 * raises a request or field code that the list does not name, so a new refusal cannot reach a
 * shopper without words.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { CHECKOUT_REFUSALS } from '../../src/api/cart-contract'

const SOURCES = ['server/orders/checkout.ts', 'server/orders/orders.routes.ts', 'server/cart/idempotency.ts']

test('every code the checkout raises is a listed refusal with words on the screen', () => {
  const listed = new Set<string>(CHECKOUT_REFUSALS.flatMap((r) => [r.code, r.fieldCode]))
  const raised = new Set<string>()
  for (const file of SOURCES) {
    const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
    for (const m of text.matchAll(/ApiError\(\d{3}, '([a-z_]+)'/g)) raised.add(m[1]!)
    for (const m of text.matchAll(/code: '([a-z_]+)'/g)) raised.add(m[1]!)
  }
  expect(raised.size).toBeGreaterThan(15)
  // `forbidden` is the admin's status move, not checkout.
  raised.delete('forbidden')
  expect([...raised].filter((code) => !listed.has(code)).sort()).toEqual([])
})
