/**
 * The cookbook on the device (decision 047): recipes and ingredients follow the API's change feed
 * (a cursor, tombstones), and a plan made on the device from what the server once answered is the
 * server's plan for any servings and whatever the shopper has.
 */
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { CatalogListMeta } from '../api/catalog-contract'
import { planLines, type BasketPlan, type CookbookIngredient, type CookbookRecipe, type PlanSource } from '../api/cookbook-contract'
import type { ApiResult, CallOptions, HttpClient } from '../api/http'
import { StorefrontDb } from '../db/db'
import { catalogProduce } from '../test/screens'
import { fetchBasketPlan, planOnDevice, pullCookbook } from './cookbook'

let db: StorefrontDb
beforeEach(async () => {
  db = new StorefrontDb(`cookbook-${Math.random()}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

const recipe = (id: string, over: Partial<CookbookRecipe> = {}): CookbookRecipe => ({
  id,
  storeId: 'jnb',
  creatorId: 'lerato',
  creatorName: 'Lerato',
  name: id,
  summary: '',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 20,
  photo: '',
  steps: [],
  ingredients: [
    { ingredientId: 'carrot', name: 'Carrot', quantity: 800, unit: 'g', note: null },
    { ingredientId: 'rice', name: 'Rice', quantity: 300, unit: 'g', note: null },
    { ingredientId: 'salt', name: 'Salt', quantity: 1, unit: 'tsp', note: null },
  ],
  updatedAt: '',
  ...over,
})
const ingredient = (id: string): CookbookIngredient => ({ id, name: id, farmCategories: [], words: [id], defaultUnit: 'g', updatedAt: '' })

/** Answers GETs from `feeds` (path → pages, in order) and records every request. */
function fakeApi(feeds: Record<string, { rows: unknown[]; cursor: string }[]>, plans: Record<string, BasketPlan> = {}) {
  const seen: { path: string; query: CallOptions['query'] }[] = []
  const answer = <T>(data: unknown, meta?: CatalogListMeta): ApiResult<T> => ({ data: data as T, meta, notification: null, etag: null, notModified: false })
  const api = {
    get: async <T>(path: string, options: CallOptions = {}) => {
      seen.push({ path, query: options.query })
      const page = feeds[path]?.shift() ?? { rows: [], cursor: String(options.query?.cursor ?? '') }
      return answer<T>(page.rows, { page: 1, perPage: 500, total: page.rows.length, cursor: page.cursor })
    },
    post: async <T>(path: string) => {
      seen.push({ path, query: undefined })
      return answer<T>(plans[path])
    },
  }
  return { api: api as unknown as HttpClient, seen }
}

test("a pull stores the market's recipes and the ingredients, then asks from its cursor and drops what was withdrawn", async () => {
  const { api, seen } = fakeApi({
    '/cookbook/recipes': [
      { rows: [recipe('a'), recipe('b')], cursor: 'r1' },
      { rows: [{ ...recipe('a'), deleted: true }], cursor: 'r2' },
    ],
    '/cookbook/ingredients': [{ rows: [ingredient('carrot'), ingredient('rice')], cursor: 'i1' }],
  })
  await pullCookbook(api, db, { storeId: 'jnb', locale: 'fr' })
  expect((await db.recipes.toArray()).map((r) => [r.lang, r.id])).toEqual([
    ['fr', 'a'],
    ['fr', 'b'],
  ])
  expect(await db.ingredients.count()).toBe(2)
  expect(seen.find((s) => s.path === '/cookbook/recipes')?.query).toMatchObject({ storeId: 'jnb', sortBy: 'updatedAt', order: 'asc' })

  await pullCookbook(api, db, { storeId: 'jnb', locale: 'fr' })
  expect(seen.filter((s) => s.path === '/cookbook/recipes').at(-1)?.query).toMatchObject({ cursor: 'r1' })
  expect(seen.filter((s) => s.path === '/cookbook/ingredients').at(-1)?.query).toMatchObject({ cursor: 'i1' })
  expect((await db.recipes.toArray()).map((r) => r.id)).toEqual(['b'])
})

test("a plan made on the device from the server's answer is the server's plan for 6 servings, with what the shopper has left out; unknown ingredients make no plan", async () => {
  const carrots = catalogProduce('carrots', { name: 'Tomatoes', price: 12000, storeId: 'jnb', unit: 'kg', stepQty: 0.5 })
  const rice = { ...catalogProduce('rice-1kg', { name: 'Tomatoes', price: 12000, storeId: 'jnb', unit: 'pack' as never }), size: '1 kg' }
  const sources: Record<string, PlanSource[]> = { carrot: [{ service: 'farm', listing: carrots }], rice: [{ service: 'grocery', listing: rice }], salt: [] }
  const r = recipe('carrot-rice')
  const serverPlan = (servings: number, have: string[]): BasketPlan => ({ recipeId: r.id, servings, lines: planLines(r, servings, new Set(have), (id) => sources[id] ?? []) })
  const { api } = fakeApi({}, { '/cookbook/recipes/carrot-rice/basket-plan': serverPlan(4, []) })
  const row = { ...r, lang: 'en' as const }
  const at = { storeId: 'jnb', locale: 'en' as const }

  expect(await planOnDevice(db, row, { servings: 6, have: [] }, at)).toBeNull()
  await fetchBasketPlan(api, db, r.id, { servings: 4 }, at)

  const six = await planOnDevice(db, row, { servings: 6, have: ['salt'] }, at)
  expect(six).toEqual(serverPlan(6, ['salt']))
  expect(six!.lines.map((l) => (l.status === 'buy' ? [l.ingredientId, l.quantity, l.listingQuantity] : [l.ingredientId, l.status]))).toEqual([
    ['carrot', 1200, 1.5],
    ['rice', 450, 1],
    ['salt', 'have'],
  ])
  // Another market: nothing learnt there yet.
  expect(await planOnDevice(db, row, { servings: 6, have: [] }, { storeId: 'kgl', locale: 'en' })).toBeNull()
})
