/**
 * The food and grocery seeds (issue 34) and their loader: texts in six real languages, each
 * service's own categories and units, ids unique across every seed (the farm's too), option groups a
 * shopper can satisfy, by-weight products priced per kg, valid barcodes, places that exist in the
 * provider's market; loading twice adds once (PGlite, and PostgreSQL with TEST_DATABASE_URL, where
 * two pools load at the same moment).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CUISINES, SERVICE_CATEGORIES, SERVICE_UNITS } from '../../../src/api/service-details-contract'
import type { Database } from '../../db/client'
import { providers } from '../../db/schema/access'
import { farmers, offers, produces } from '../../db/schema/catalog'
import { openTwoPools } from '../../test/test-db'
import { buildFarmSeed } from '../farm-seed'
import { loadSeed } from '../load-seed'
import { loadServiceSeed } from '../load-service-seed'
import { LANGS, type I18n, type ServiceSeed } from '../seed-types'
import { STORES } from '../stores'
import { generateLargeFoodCatalog } from './food'
import { generateLargeGroceryCatalog, isValidEan13 } from './grocery'
import { SERVICE_SEEDS, largeServiceSeed } from './index'

const NOW = new Date('2026-11-27T08:00:00Z')
const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url))
const seeds = SERVICE_SEEDS.map((s) => s.build(NOW))
const food = seeds.find((s): s is ServiceSeed<'food'> => s.service === 'food')!
const grocery = seeds.find((s): s is ServiceSeed<'grocery'> => s.service === 'grocery')!
const OTHER_LANGS = LANGS.filter((l) => l !== 'en')

/**
 * Names that stay the same in several languages because they are the dish's own name, as menus
 * everywhere write it (efo riro, waakye, harira…), or a loanword the language uses as is: allowed to
 * equal the English. Descriptions, stories and offer titles never are.
 */
const PROPER_NAMES = new Set(
  ['Umngqusho', 'Malva pudding', 'Bobotie', 'Puff-puff', 'Githeri', 'Mandazi', 'Moi moi', 'Efo riro', 'Chin chin', 'Waakye', 'Kelewele', 'Red red'].concat([
    'Isombe',
    'Harira',
    'Zaalouk',
    'Chebakia',
    'Bissara',
    'Ugali',
    'Chapati',
    'Olives',
    'Harissa',
  ]),
)

function expectI18n(text: I18n, label: string, translated = true): void {
  expect(Object.keys(text).sort(), label).toEqual([...LANGS].sort())
  for (const lang of LANGS) {
    expect(text[lang].trim().length, `${label} [${lang}] is empty`).toBeGreaterThan(0)
    expect(text[lang], `${label} [${lang}] has an unfilled slot`).not.toMatch(/[{}]/)
  }
  if (!translated || PROPER_NAMES.has(text.en)) return
  for (const lang of OTHER_LANGS) expect(text[lang], `${label} [${lang}] is a copy of the English`).not.toBe(text.en)
  // Arabic in Arabic script: most letters of every Arabic text are Arabic, not Latin.
  const arabic = text.ar.match(/[\u0600-\u06ff]/g)?.length ?? 0
  const latin = text.ar.match(/[A-Za-z]/g)?.length ?? 0
  expect(arabic, `${label} [ar] is not written in Arabic script: ${text.ar}`).toBeGreaterThan(latin)
}

test('the service seeds are food and grocery, in all six markets, sized as the issue asks', () => {
  expect(SERVICE_SEEDS.map((s) => s.service)).toEqual(['food', 'grocery', 'chef', 'cookbook'])
  for (const store of STORES) {
    const kitchens = food.providers.filter((p) => p.storeId === store.id)
    expect(kitchens.length, `kitchens in ${store.id}`).toBeGreaterThanOrEqual(4)
    expect(kitchens.length, `kitchens in ${store.id}`).toBeLessThanOrEqual(6)
    const shops = grocery.providers.filter((p) => p.storeId === store.id)
    expect(shops.length, `stores in ${store.id}`).toBeGreaterThanOrEqual(3)
    expect(shops.length, `stores in ${store.id}`).toBeLessThanOrEqual(4)
  }
  for (const kitchen of food.providers) {
    const meals = food.listings.filter((l) => l.providerId === kitchen.id).length
    expect(meals, kitchen.id).toBeGreaterThanOrEqual(6)
    expect(meals, kitchen.id).toBeLessThanOrEqual(10)
  }
  for (const shop of grocery.providers) {
    const products = grocery.listings.filter((l) => l.providerId === shop.id).length
    expect(products, shop.id).toBeGreaterThanOrEqual(25)
    expect(products, shop.id).toBeLessThanOrEqual(40)
  }
  expect(food.offers.length).toBeGreaterThanOrEqual(6)
  expect(grocery.offers.length).toBeGreaterThanOrEqual(6)
})

test('every text is in six languages and not an English copy in the other five (proper names allowed), Arabic in Arabic script', () => {
  for (const seed of seeds) {
    for (const p of seed.providers) {
      expectI18n(p.story, `story of ${p.id}`)
      expect(p.story.en).toMatch(p.farmName)
    }
    for (const l of seed.listings) {
      expectI18n(l.name, `name of ${l.id}`)
      expectI18n(l.description, `description of ${l.id}`)
    }
    for (const o of seed.offers) expectI18n(o.title, `title of ${o.id}`)
  }
  for (const meal of food.listings) {
    for (const group of meal.details.optionGroups) {
      expectI18n(group.name, `option group ${group.id} of ${meal.id}`)
      for (const option of group.options) expectI18n(option.name, `option ${option.id} of ${meal.id}`)
    }
  }
  // The allowance is for names only, and only a few of them.
  expect(PROPER_NAMES.size).toBeLessThan(30)
  // Swahili is Swahili: a sample of words every Swahili description of a meal draws from.
  expect(food.listings.filter((l) => /\b(na|ya|wa|kwa|za|la)\b/.test(l.description.sw)).length / food.listings.length).toBeGreaterThan(0.9)
})

test('every category and unit is its service’s own, and prices are positive whole minor units', () => {
  for (const seed of seeds) {
    const categories: readonly string[] = SERVICE_CATEGORIES[seed.service as 'food' | 'grocery']
    const units: readonly string[] = SERVICE_UNITS[seed.service as 'food' | 'grocery']
    for (const l of seed.listings) {
      expect(categories, `${l.id} category`).toContain(l.category)
      expect(units, `${l.id} unit`).toContain(l.unit)
      expect(Number.isInteger(l.price) && l.price > 0, `${l.id} price ${l.price}`).toBe(true)
      expect(l.minQty).toBeGreaterThan(0)
      expect(l.stepQty).toBeGreaterThan(0)
    }
  }
})

test('ids are unique across every seed, the farm’s included', () => {
  const farm = buildFarmSeed(NOW)
  const providerIds = [...farm.farmers.map((f) => f.id), ...seeds.flatMap((s) => s.providers.map((p) => p.id))]
  const listingIds = [...farm.produces.map((p) => p.id), ...seeds.flatMap((s) => s.listings.map((l) => l.id))]
  const offerIds = [...farm.offers.map((o) => o.id), ...seeds.flatMap((s) => s.offers.map((o) => o.id))]
  for (const [label, ids] of [
    ['provider', providerIds],
    ['listing', listingIds],
    ['offer', offerIds],
  ] as const) {
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      `duplicate ${label} ids`,
    ).toEqual([])
  }
})

test('references hold: listings name their provider, offers their listing, every locationId exists in the provider’s market', () => {
  for (const seed of seeds) {
    const byId = new Map(seed.providers.map((p) => [p.id, p]))
    for (const p of seed.providers) {
      const store = STORES.find((s) => s.id === p.storeId)
      expect(store, p.id).toBeDefined()
      expect(p.country).toBe(store?.country)
      expect(p.locationIds.length, `${p.id} serves no place`).toBeGreaterThan(0)
      const own = new Set(store?.locations.map((l) => l.id))
      for (const id of p.locationIds) expect(own.has(id), `${p.id} → ${id}`).toBe(true)
    }
    for (const l of seed.listings) expect(byId.has(l.providerId), l.id).toBe(true)
    const listings = new Set(seed.listings.map((l) => l.id))
    for (const o of seed.offers) {
      expect(listings.has(o.listingId), o.id).toBe(true)
      expect(o.percentOff).toBeGreaterThanOrEqual(5)
      expect(o.percentOff).toBeLessThanOrEqual(40)
      expect(Date.parse(o.startsAt)).toBeLessThan(Date.parse(o.endsAt))
      expect(Date.parse(o.endsAt)).toBeGreaterThan(NOW.getTime())
    }
  }
})

test('kitchens have opening hours, preparation time and cuisines of the vocabulary; meals what a shopper needs to choose', () => {
  for (const k of food.providers) {
    expect(k.details.openingHours.length, k.id).toBeGreaterThan(0)
    for (const h of k.details.openingHours) {
      expect(h.day).toBeGreaterThanOrEqual(0)
      expect(h.day).toBeLessThanOrEqual(6)
      expect(h.open < h.close, `${k.id} opens ${h.open} closes ${h.close}`).toBe(true)
    }
    expect(k.details.prepMinutes).toBeGreaterThanOrEqual(10)
    expect(k.details.prepMinutes).toBeLessThanOrEqual(90)
    expect(k.details.cuisines.length).toBeGreaterThan(0)
    // Keys of the vocabulary a screen translates (decision 049), not free text.
    for (const c of k.details.cuisines) expect(CUISINES, k.id).toContain(c)
  }
  for (const meal of food.listings) {
    const { serves, portionsPerDay, optionGroups, dietary, allergens } = meal.details
    expect(serves, meal.id).toBeGreaterThanOrEqual(1)
    expect(portionsPerDay, meal.id).toBeGreaterThan(0)
    expect(new Set(optionGroups.map((g) => g.id)).size).toBe(optionGroups.length)
    for (const g of optionGroups) {
      expect(g.min, `${meal.id}/${g.id}`).toBeLessThanOrEqual(g.max)
      expect(g.max, `${meal.id}/${g.id}`).toBeLessThanOrEqual(g.options.length)
      expect(new Set(g.options.map((o) => o.id)).size).toBe(g.options.length)
      for (const o of g.options) expect(Number.isInteger(o.price) && o.price >= 0).toBe(true)
    }
    // Tags that are true of the dish: nothing vegan holds dairy or egg or fish, nothing vegetarian fish.
    if (dietary.includes('vegan'))
      expect(
        allergens.filter((a) => ['dairy', 'egg', 'fish', 'shellfish'].includes(a)),
        meal.id,
      ).toEqual([])
    if (dietary.includes('vegetarian'))
      expect(
        allergens.filter((a) => ['fish', 'shellfish'].includes(a)),
        meal.id,
      ).toEqual([])
    if (dietary.includes('gluten-free')) expect(allergens, meal.id).not.toContain('gluten')
    if (dietary.includes('dairy-free')) expect(allergens, meal.id).not.toContain('dairy')
  }
  // Sides are a choice of exactly one; extras up to three, at a price.
  const groups = food.listings.flatMap((m) => m.details.optionGroups)
  expect(groups.filter((g) => g.id === 'sides').every((g) => g.min === 1 && g.max === 1)).toBe(true)
  expect(groups.filter((g) => g.id === 'extras').every((g) => g.min === 0 && g.max === 3 && g.options.some((o) => o.price > 0))).toBe(true)
})

test('prices are believable in each market’s currency: a jollof plate in Lagos and Accra, brochettes in Kigali (RWF has no minor unit)', () => {
  const price = (id: string) => food.listings.find((l) => l.id === id)?.price
  const lagos = price('mama-ngozi-s-kitchen-jollof-chicken')!
  expect(lagos / 100).toBeGreaterThanOrEqual(3_000) // ₦
  expect(lagos / 100).toBeLessThanOrEqual(15_000)
  const accra = price('efua-s-jollof-pot-jollof-chicken')!
  expect(accra / 100).toBeGreaterThanOrEqual(30) // GH₵
  expect(accra / 100).toBeLessThanOrEqual(150)
  const kigali = price('brochettes-habimana-brochettes')!
  expect(kigali).toBeGreaterThanOrEqual(2_000) // RWF, whole francs
  expect(kigali).toBeLessThanOrEqual(12_000)
  expect(kigali % 10).toBe(0)
})

test('by-weight products are priced per kg with an estimate and a 10 % margin, and no barcode; packed ones carry a valid EAN-13', () => {
  const byWeight = grocery.listings.filter((l) => l.details.byWeight)
  expect(byWeight.length).toBeGreaterThan(20)
  for (const l of grocery.listings) {
    const { byWeight: weight, barcode, brand, size } = l.details
    expect(brand.length, l.id).toBeGreaterThan(0)
    expect(size.length, l.id).toBeGreaterThan(0)
    if (weight) {
      expect(l.unit, l.id).toBe('kg')
      expect(weight.marginPercent).toBe(10)
      expect(weight.estimateKg).toBeGreaterThan(0)
      expect(barcode, l.id).toBe('')
      expect(l.stock, l.id).toBeNull()
    } else {
      expect(l.unit, l.id).not.toBe('kg')
      expect(isValidEan13(barcode), `${l.id}: ${barcode}`).toBe(true)
    }
  }
  // A wrong check digit is caught.
  const one = grocery.listings.find((l) => l.details.barcode)!.details.barcode
  expect(isValidEan13(one.slice(0, 12) + String((Number(one[12]) + 1) % 10))).toBe(false)
  // One product, one code in its market; another market's code differs.
  const rice = grocery.listings.filter((l) => l.id.endsWith('-rice-5kg'))
  const codes = new Map<string, Set<string>>()
  for (const l of rice) {
    const store = grocery.providers.find((p) => p.id === l.providerId)!.storeId
    codes.set(store, (codes.get(store) ?? new Set()).add(l.details.barcode))
  }
  for (const [store, set] of codes) expect(set.size, store).toBe(1)
  expect(new Set([...codes.values()].flatMap((s) => [...s])).size).toBe(codes.size)
  // A kilo of tomatoes costs less in the same market than a kilo of beef mince.
  const inLagos = (key: string) => grocery.listings.find((l) => l.id === `lekki-value-supermarket-${key}`)?.price
  if (inLagos('tomatoes-loose') && inLagos('beef-mince')) expect(inLagos('tomatoes-loose')!).toBeLessThan(inLagos('beef-mince')!)
})

test('every picture the seeds name is one of our small SVGs under public/', () => {
  const photos = new Set(seeds.flatMap((s) => [...s.providers.map((p) => p.photo), ...s.listings.map((l) => l.photo)]))
  for (const photo of photos) {
    expect(photo).toMatch(/^\/img\/(food|grocery|chef|cookbook)\/[a-z0-9-]+\.svg$/)
    const file = `${PUBLIC_DIR}${photo}`
    expect(existsSync(file), photo).toBe(true)
    expect(statSync(file).size, photo).toBeLessThan(1_500)
    expect(readFileSync(file, 'utf8'), photo).not.toMatch(/<script|<text|<image|<foreignObject|href=|url\(|@import|on\w+=/i)
  }
})

test('the seeds are deterministic, and the benchmark catalogs grow like the farm’s', () => {
  for (const source of SERVICE_SEEDS) expect(source.build(NOW)).toEqual(source.build(NOW))
  const meals = generateLargeFoodCatalog(5_000, NOW)
  expect(meals.listings).toHaveLength(5_000)
  expect(new Set(meals.listings.map((l) => l.id)).size).toBe(5_000)
  expect(meals.providers).toEqual(food.providers)
  const products = generateLargeGroceryCatalog(100, NOW)
  expect(products.listings).toHaveLength(100)
  expect(products.offers.every((o) => products.listings.some((l) => l.id === o.listingId))).toBe(true)
  // Scaled like the farm: ten times the farm's produces, ten times each service's listings.
  const farmRegular = buildFarmSeed(NOW).produces.length
  for (const source of SERVICE_SEEDS) {
    expect(largeServiceSeed(source, farmRegular * 10, farmRegular, NOW).listings).toHaveLength(source.build(NOW).listings.length * 10)
  }
})

// ── The loader ────────────────────────────────────────────────────────────

let one: Database
let two: Database
let close: () => Promise<void> = async () => {}

beforeAll(async () => {
  ;({ one, two, close } = await openTwoPools())
  await loadSeed(one.db, buildFarmSeed(NOW))
}, 120_000)
afterAll(() => close())

const rowsOf = async (service: 'food' | 'grocery') => {
  const [p] = await one.db.select({ n: count() }).from(farmers).where(eq(farmers.service, service))
  const [l] = await one.db.select({ n: count() }).from(produces).where(eq(produces.service, service))
  const [a] = await one.db
    .select({ n: count() })
    .from(providers)
    .where(and(eq(providers.service, service), eq(providers.status, 'active')))
  const [o] = await one.db.select({ n: count() }).from(offers).innerJoin(produces, eq(produces.id, offers.produceId)).where(eq(produces.service, service))
  return { providers: p?.n ?? 0, listings: l?.n ?? 0, active: a?.n ?? 0, offers: o?.n ?? 0 }
}

test('loading a service seed twice adds it once, even when two servers load it at the same moment', async () => {
  const [first, second] = await Promise.all([loadServiceSeed(one.db, food), loadServiceSeed(two.db, food)])
  expect([first.loaded, second.loaded].sort()).toEqual([false, true])
  expect(await rowsOf('food')).toEqual({ providers: food.providers.length, listings: food.listings.length, active: food.providers.length, offers: food.offers.length })
  const again = await loadServiceSeed(one.db, food)
  expect(again).toEqual({ service: 'food', loaded: false, providers: 0, listings: 0, offers: 0 })
  expect((await rowsOf('food')).listings).toBe(food.listings.length)
  // Grocery is its own service: food being there does not stop it.
  const groceryLoaded = await loadServiceSeed(one.db, grocery)
  expect(groceryLoaded).toEqual({ service: 'grocery', loaded: true, providers: grocery.providers.length, listings: grocery.listings.length, offers: grocery.offers.length })
  expect((await loadServiceSeed(two.db, grocery)).loaded).toBe(false)
  expect(await rowsOf('grocery')).toEqual({ providers: grocery.providers.length, listings: grocery.listings.length, active: grocery.providers.length, offers: grocery.offers.length })
}, 120_000)

test('loaded rows carry their service, details, provider row, working days and a per-kg measure only when sold by weight', async () => {
  // Loaded here too (a no-op when the test above has run), so this test stands on its own.
  await loadServiceSeed(one.db, food)
  await loadServiceSeed(one.db, grocery)
  const kitchen = food.providers.find((p) => p.id === 'mama-ngozi-s-kitchen')!
  const [row] = await one.db.select().from(farmers).where(eq(farmers.id, kitchen.id))
  expect(row).toMatchObject({ service: 'food', storeId: 'los', practices: [], deliveryDays: [1, 2, 3, 4, 5, 6], farmName: 'Mama Ngozi’s Kitchen' })
  expect(row?.details).toEqual(kitchen.details)
  const [provider] = await one.db.select().from(providers).where(eq(providers.kindId, kitchen.id))
  expect(provider).toMatchObject({ id: 'food-mama-ngozi-s-kitchen', service: 'food', storeId: 'los', status: 'active' })

  const [meal] = await one.db.select().from(produces).where(eq(produces.id, 'mama-ngozi-s-kitchen-jollof-chicken'))
  expect(meal).toMatchObject({ service: 'food', farmerId: kitchen.id, storeId: 'los', measureAmount: null, measurePer: null, seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] })
  expect((meal?.details as { optionGroups: unknown[] }).optionGroups.length).toBeGreaterThan(0)

  const loose = grocery.listings.find((l) => l.details.byWeight)!
  const [weighed] = await one.db.select().from(produces).where(eq(produces.id, loose.id))
  expect(weighed).toMatchObject({ service: 'grocery', unit: 'kg', measureAmount: 1, measurePer: 'kg', price: loose.price })
  const packed = grocery.listings.find((l) => !l.details.byWeight)!
  const [pack] = await one.db.select().from(produces).where(eq(produces.id, packed.id))
  expect(pack).toMatchObject({ measureAmount: null, measurePer: null })
  expect((pack?.details as { barcode: string }).barcode).toBe(packed.details.barcode)

  // The farm's rows are untouched: still 60 farms, all of them 'farm'.
  const [farms] = await one.db.select({ n: count() }).from(farmers).where(eq(farmers.service, 'farm'))
  expect(farms?.n).toBe(60)
  const [farmListings] = await one.db.select({ n: count() }).from(produces).where(eq(produces.service, 'farm'))
  expect(farmListings?.n).toBe(600)
})
