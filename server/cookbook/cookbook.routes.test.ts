/**
 * The cookbook API (decision 047): recipes and ingredients with delta sync, a recipe's basket plan
 * (scaled, matched to the shopper's market's farm produce and groceries, what the shopper has left
 * out), and the digital library, filled only once a book's order is paid.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Cart, CheckoutOptions, Order } from '../../src/api/cart-contract'
import type { BasketPlan, CookbookIngredient, CookbookRecipe, IngredientDetail, LibraryBook } from '../../src/api/cookbook-contract'
import { DEFAULT_SERVICES } from '../../src/api/services-contract'
import { createCommerceTestApp, withConfirmed, type CommerceTestApp } from '../orders/commerce.fixtures'
import { DEFAULT_PAYMENTS } from '../payments/payments-config'
import { insertCookbook } from './cookbook.fixtures'

let t: CommerceTestApp
let closed: CommerceTestApp
beforeAll(async () => {
  t = await createCommerceTestApp({ services: [...DEFAULT_SERVICES, 'grocery', 'cookbook'], payments: { ...DEFAULT_PAYMENTS, pollMs: 0 } })
  await insertCookbook(t.db)
  closed = await createCommerceTestApp()
})
afterAll(async () => {
  await t.close()
  await closed.close()
})

const JNB = { 'X-STORE-ID': 'jnb' }
const plan = (body: unknown, headers: Record<string, string> = JNB) => t.api<BasketPlan>(null, 'POST', '/api/cookbook/recipes/carrot-rice/basket-plan', body, headers)
const bought = (p: BasketPlan) => Object.fromEntries(p.lines.map((l) => [l.ingredientId, l.status === 'buy' ? `${l.listingQuantity} × ${l.listing.id} (${l.service})` : l.status]))

test('recipes list by creator, ingredient and the most minutes they take', async () => {
  const ids = async (query: string) => (await t.api<CookbookRecipe[]>(null, 'GET', `/api/cookbook/recipes?${query}`)).body.data.map((r) => r.id)
  expect(await ids('storeId=jnb')).toEqual(['carrot-rice', 'quick-greens'])
  expect(await ids('storeId=jnb&ingredientId=rice')).toEqual(['carrot-rice'])
  expect(await ids('storeId=jnb&maxMinutes=30')).toEqual(['quick-greens'])
  expect(await ids('creatorId=nobody')).toEqual([])
  expect(await ids('storeId=kgl')).toEqual([])
})

test('a recipe reads in the shopper language, steps and ingredient notes too', async () => {
  const res = await t.api<CookbookRecipe>(null, 'GET', '/api/cookbook/recipes/carrot-rice', undefined, { 'Accept-Language': 'fr' })
  expect(res.status).toBe(200)
  expect(res.body.data).toMatchObject({ name: 'Riz aux carottes et épinards', servings: 4, creatorName: "Lerato's Kitchen Notes", storeId: 'jnb' })
  expect(res.body.data.steps[0]).toBe("Faites revenir les carottes dans l'huile.")
  expect(res.body.data.ingredients[0]).toEqual({ ingredientId: 'carrot', name: 'Carotte', quantity: 800, unit: 'g', note: 'râpées' })
  expect(res.body.data.ingredients[1]!.note).toBeNull()
  expect((await t.api(null, 'GET', '/api/cookbook/recipes/none')).status).toBe(404)
})

test('the recipe feed gives a cursor, and from it only what changed, a withdrawn recipe as a tombstone', async () => {
  const first = await t.api<CookbookRecipe[]>(null, 'GET', '/api/cookbook/recipes?storeId=jnb&sortBy=updatedAt&order=asc&perPage=500')
  expect(first.body.data).toHaveLength(2)
  const cursor = (first.body.meta as { cursor?: string }).cursor
  expect(cursor).toBeTruthy()
  await t.db.execute(sql`UPDATE recipes SET deleted_at = now() WHERE id = 'quick-greens'`)
  const next = await t.api<CookbookRecipe[]>(null, 'GET', `/api/cookbook/recipes?storeId=jnb&cursor=${cursor}&perPage=500`)
  expect(next.body.data.map((r) => [r.id, r.deleted])).toEqual([['quick-greens', true]])
  await t.db.execute(sql`UPDATE recipes SET deleted_at = NULL WHERE id = 'quick-greens'`)
  // A recipe shows its ingredients' names: renaming one sends the recipes using it again.
  const after = (next.body.meta as { cursor?: string }).cursor
  await t.db.execute(sql`UPDATE ingredients SET name = name || '{"en": "Rice (white)"}'::jsonb WHERE id = 'rice'`)
  const renamed = await t.api<CookbookRecipe[]>(null, 'GET', `/api/cookbook/recipes?storeId=jnb&cursor=${after}&perPage=500`)
  expect(renamed.body.data.map((r) => [r.id, r.ingredients.find((l) => l.ingredientId === 'rice')?.name])).toEqual([
    ['quick-greens', undefined],
    ['carrot-rice', 'Rice (white)'],
  ])
  const ingredients = await t.api<CookbookIngredient[]>(null, 'GET', '/api/cookbook/ingredients?sortBy=updatedAt&order=asc&perPage=500', undefined, { 'Accept-Language': 'ar' })
  expect(ingredients.body.data.map((i) => i.name)).toContain('جزر')
})

test('a plan for 6 servings of a recipe for 4 scales every quantity by 1.5 and rounds each listing up to its steps', async () => {
  const res = await plan({ servings: 6 })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data.lines.map((l) => [l.ingredientId, l.quantity, l.unit])).toEqual([
    ['carrot', 1200, 'g'],
    ['spinach', 3, 'bunch'],
    ['rice', 450, 'g'],
    ['oil', 3, 'tbsp'],
    ['salt', 1.5, 'tsp'],
  ])
  // 1.2 kg of carrots sold in half-kilo steps is 1.5 kg; 450 g of rice is one 1 kg pack; 45 ml of oil one bottle.
  expect(bought(res.body.data)).toEqual({
    carrot: '1.5 × carrots (farm)',
    spinach: '3 × spinach (farm)',
    rice: '1 × rice-1kg (grocery)',
    oil: '1 × sunflower-oil (grocery)',
    salt: 'not-sold',
  })
})

test('what the shopper has is left out of the plan', async () => {
  const res = await plan({ servings: 4, have: ['oil', 'spinach'] })
  expect(bought(res.body.data)).toEqual({ carrot: '1 × carrots (farm)', spinach: 'have', rice: '1 × rice-1kg (grocery)', oil: 'have', salt: 'not-sold' })
})

test('ingredients match only listings of the shopper market: in Kigali the Kigali grocer, no Johannesburg farm', async () => {
  const res = await plan({ servings: 4 }, { 'X-STORE-ID': 'kgl' })
  expect(bought(res.body.data)).toEqual({ carrot: 'not-sold', spinach: 'not-sold', rice: '1 × kgl-rice (grocery)', oil: 'not-sold', salt: 'not-sold' })
})

test('a plan refuses servings out of range and unknown fields with a 400, an unknown recipe with a 404', async () => {
  expect((await plan({ servings: 0 })).status).toBe(400)
  expect((await plan({ servings: 4, extra: 1 })).status).toBe(400)
  expect((await t.api(null, 'POST', '/api/cookbook/recipes/none/basket-plan', { servings: 4 })).status).toBe(404)
})

test("an ingredient's page lists the recipes using it and where to buy it in the shopper market", async () => {
  const jnb = await t.api<IngredientDetail>(null, 'GET', '/api/cookbook/ingredients/rice', undefined, JNB)
  expect(jnb.body.data.recipes.map((r) => r.id)).toEqual(['carrot-rice'])
  expect(jnb.body.data.sources.map((s) => [s.service, s.listing.id])).toEqual([['grocery', 'rice-1kg']])
  const kgl = await t.api<IngredientDetail>(null, 'GET', '/api/cookbook/ingredients/rice?storeId=kgl')
  expect(kgl.body.data.sources.map((s) => s.listing.id)).toEqual(['kgl-rice'])
  expect((await t.api(null, 'GET', '/api/cookbook/ingredients/none', undefined, JNB)).status).toBe(404)
})

test('a digital cookbook is in the library only once its order is paid', async () => {
  const amina = await t.shopper()
  expect((await t.api(null, 'GET', '/api/account/library')).status).toBe(401)
  const set = await t.api<Cart>(amina, 'POST', '/api/cart/cookbook/ops', { op: 'set', produceId: 'lerato-digital', quantity: 1 }, { 'Idempotency-Key': t.newKey() })
  expect(set.status, JSON.stringify(set.body)).toBe(200)
  const options = (await t.api<CheckoutOptions>(amina, 'GET', '/api/cart/cookbook/checkout-options')).body.data
  const input = { vertical: 'cookbook' as const, fulfilment: 'pickup' as const, pickupLocationId: 'jnb-rosebank', deliveryDay: options.deliveryDays[0]!, payment: { kind: 'cash' as const } }
  const order = await t.api<Order>(amina, 'POST', '/api/orders', await withConfirmed(t, amina, input), { 'Idempotency-Key': t.newKey() })
  expect(order.status, JSON.stringify(order.body)).toBe(201)
  // Placed and owed in cash: not paid, not readable.
  expect((await t.api<LibraryBook[]>(amina, 'GET', '/api/account/library')).body.data).toEqual([])
  expect((await t.api(amina, 'POST', `/api/orders/${order.body.data.id}/payment`, { method: 'paystack' })).status).toBe(201)
  for (let i = 0; i < 3; i++) {
    await t.payments.idle()
    await t.sandbox.idle()
  }
  expect((await t.api<LibraryBook[]>(amina, 'GET', '/api/account/library')).body.data).toEqual([])
  const request = t.sandbox.paystack.kit.pending().at(-1)!
  await t.sandbox.settle('paystack', request.ref, { kind: 'approve' })
  for (let i = 0; i < 3; i++) {
    await t.payments.idle()
    await t.sandbox.idle()
  }
  const library = await t.api<LibraryBook[]>(amina, 'GET', '/api/account/library', undefined, { 'Accept-Language': 'fr' })
  expect(library.body.data).toHaveLength(1)
  expect(library.body.data[0]).toMatchObject({ listingId: 'lerato-digital', orderId: order.body.data.id, creatorName: "Lerato's Kitchen Notes" })
  expect(library.body.data[0]!.recipes.map((r) => r.name)).toEqual(['Riz aux carottes et épinards', 'Quick greens'])
  // Another shopper's library stays empty.
  expect((await t.api<LibraryBook[]>(await t.shopper(), 'GET', '/api/account/library')).body.data).toEqual([])
})

test("a digital cookbook paid whole with the shopper's credit is in the library as the order is placed", async () => {
  const zawadi = await t.shopper()
  await t.db.execute(sql`INSERT INTO credit_entries (user_id, currency, amount, reason) VALUES (${zawadi.id}, 'ZAR', 100000, 'refund')`)
  await t.api<Cart>(zawadi, 'POST', '/api/cart/cookbook/ops', { op: 'set', produceId: 'lerato-digital', quantity: 1 }, { 'Idempotency-Key': t.newKey() })
  const options = (await t.api<CheckoutOptions>(zawadi, 'GET', '/api/cart/cookbook/checkout-options')).body.data
  const input = {
    vertical: 'cookbook' as const,
    fulfilment: 'pickup' as const,
    pickupLocationId: 'jnb-rosebank',
    deliveryDay: options.deliveryDays[0]!,
    payment: { kind: 'cash' as const },
    useCredit: true,
  }
  const order = await t.api<Order>(zawadi, 'POST', '/api/orders', await withConfirmed(t, zawadi, input), { 'Idempotency-Key': t.newKey() })
  expect(order.status, JSON.stringify(order.body)).toBe(201)
  expect((await t.api<LibraryBook[]>(zawadi, 'GET', '/api/account/library')).body.data.map((b) => b.listingId)).toEqual(['lerato-digital'])
})

test('with the cookbook closed, its routes are the API 404', async () => {
  expect((await closed.api(null, 'GET', '/api/cookbook/recipes')).status).toBe(404)
  expect((await closed.api(null, 'POST', '/api/cookbook/recipes/carrot-rice/basket-plan', { servings: 4 })).status).toBe(404)
})
