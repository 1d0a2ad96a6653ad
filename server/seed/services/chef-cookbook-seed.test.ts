import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { count, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { CUISINES, SERVICE_CATEGORIES, SERVICE_UNITS } from '../../../src/api/service-details-contract'
import { farmers, produces } from '../../db/schema/catalog'
import { createTestDatabase } from '../../test/test-db'
import { buildFarmSeed } from '../farm-seed'
import { loadSeed } from '../load-seed'
import { loadServiceSeed } from '../load-service-seed'
import { PRODUCE_TYPES } from '../produce-library'
import { LANGS, type I18n, type ServiceSeed } from '../seed-types'
import { STORES } from '../stores'
import { buildChefSeed, generateLargeChefSeed } from './chef'
import { buildCookbookSeed, generateLargeCookbookSeed } from './cookbook'
import { buildGrocerySeed } from './grocery'
import { SERVICE_SEEDS } from './index'
import { SEED_INGREDIENTS, SEED_RECIPES } from './recipes'
import { CUISINE_WORDS } from './chef-cookbook-kit'

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url))
const NOW = new Date('2026-03-14T09:30:00Z')
const chef = buildChefSeed(NOW)
const cookbook = buildCookbookSeed(NOW)
const OTHER_LANGS = LANGS.filter((l) => l !== 'en')
const ARABIC = /[\u0600-\u06ff]/

/**
 * A text a shopper reads, in the six languages: none empty, no slot left unfilled, the Arabic in
 * Arabic script. A sentence (`translated`) differs from the English in every other language; a
 * name may stay as it is where it is a proper name (bobotie, waakye), except in Arabic.
 */
function expectI18n(text: I18n, label: string, kind: 'sentence' | 'name'): void {
  expect(Object.keys(text).sort(), label).toEqual([...LANGS].sort())
  for (const lang of LANGS) {
    expect(text[lang].trim().length, `${label} [${lang}] is empty`).toBeGreaterThan(0)
    expect(text[lang], `${label} [${lang}] has an unfilled slot`).not.toMatch(/[{}]/)
  }
  expect(text.ar, `${label} [ar] is not in Arabic script`).toMatch(ARABIC)
  if (kind === 'sentence') for (const lang of OTHER_LANGS) expect(text[lang], `${label} [${lang}] is a copy of the English`).not.toBe(text.en)
}

/** No id twice: the repeated ones, listed. */
function expectUnique(ids: string[], label: string): void {
  const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))]
  expect(repeated, `${label} ids used twice`).toEqual([])
}

const storeById = new Map(STORES.map((s) => [s.id, s]))
const perStore = <T extends { storeId: string }>(rows: readonly T[]) => Object.fromEntries(STORES.map((s) => [s.id, rows.filter((r) => r.storeId === s.id).length]))

test('chefs: two to four in every market, several in Nairobi and Casablanca, each with two to four experiences', () => {
  const counts = perStore(chef.providers)
  for (const store of STORES) {
    expect(counts[store.id], store.id).toBeGreaterThanOrEqual(2)
    expect(counts[store.id], store.id).toBeLessThanOrEqual(4)
  }
  expect(counts.nbo).toBe(4)
  expect(counts.cmn).toBe(4)
  for (const provider of chef.providers) {
    const n = chef.listings.filter((l) => l.providerId === provider.id).length
    expect(n, provider.id).toBeGreaterThanOrEqual(2)
    expect(n, provider.id).toBeLessThanOrEqual(4)
  }
})

test('creators: one to three in every market, each selling one to three cookbooks', () => {
  const counts = perStore(cookbook.providers)
  for (const store of STORES) {
    expect(counts[store.id], store.id).toBeGreaterThanOrEqual(1)
    expect(counts[store.id], store.id).toBeLessThanOrEqual(3)
  }
  for (const provider of cookbook.providers) {
    const n = cookbook.listings.filter((l) => l.providerId === provider.id).length
    expect(n, provider.id).toBeGreaterThanOrEqual(1)
    expect(n, provider.id).toBeLessThanOrEqual(3)
  }
})

test('every text is in six languages, translated, with Arabic in Arabic script', () => {
  for (const seed of [chef, cookbook] as ServiceSeed[]) {
    for (const p of seed.providers) expectI18n(p.story, `story of ${p.id}`, 'sentence')
    for (const l of seed.listings) {
      expectI18n(l.name, `name of ${l.id}`, 'name')
      expectI18n(l.description, `description of ${l.id}`, 'sentence')
    }
    for (const o of seed.offers) expectI18n(o.title, `title of ${o.id}`, 'sentence')
  }
  for (const l of chef.listings) l.details.menu.forEach((course, i) => expectI18n(course, `course ${i} of ${l.id}`, 'name'))
  for (const [id, label] of Object.entries(CUISINE_WORDS)) expectI18n(label, `cuisine ${id}`, 'name')
  for (const i of SEED_INGREDIENTS) expectI18n(i.name, `ingredient ${i.id}`, 'name')
  for (const r of SEED_RECIPES) {
    expectI18n(r.name, `recipe ${r.id}`, 'name')
    expectI18n(r.summary, `summary of ${r.id}`, 'sentence')
    r.steps.forEach((step, i) => expectI18n(step, `step ${i + 1} of ${r.id}`, 'sentence'))
    for (const line of r.ingredients) if (line.note) expectI18n(line.note, `note on ${line.ingredientId} in ${r.id}`, 'sentence')
  }
})

test('stories name the provider, its city and its cuisine in each language', () => {
  const told = [...chef.providers.map((p) => ({ ...p, cuisine: p.details.cuisines[0] })), ...cookbook.providers.map((p) => ({ ...p, cuisine: p.details.specialties[0] }))]
  for (const p of told) {
    const store = storeById.get(p.storeId as never)
    if (!store) throw new Error(p.storeId)
    const cuisine = CUISINE_WORDS[p.cuisine as keyof typeof CUISINE_WORDS]
    for (const lang of LANGS) {
      expect(p.story[lang], `${p.id} [${lang}]`).toContain(p.farmName)
      expect(p.story[lang], `${p.id} [${lang}]`).toContain(store.cityName[lang])
      expect(p.story[lang], `${p.id} [${lang}]`).toContain(cuisine[lang])
    }
  }
})

test('categories and units are the service’s own', () => {
  for (const l of chef.listings) {
    expect(SERVICE_CATEGORIES.chef, l.id).toContain(l.category)
    expect(SERVICE_UNITS.chef, l.id).toContain(l.unit)
  }
  for (const l of cookbook.listings) {
    expect(SERVICE_CATEGORIES.cookbook, l.id).toContain(l.category)
    expect(SERVICE_UNITS.cookbook, l.id).toContain(l.unit)
  }
  // Every category of each service is used at least once, so each filter shows something.
  expect(new Set(chef.listings.map((l) => l.category))).toEqual(new Set(SERVICE_CATEGORIES.chef))
  expect(new Set(cookbook.listings.map((l) => l.category))).toEqual(new Set(SERVICE_CATEGORIES.cookbook))
})

test('experiences: guests, duration, deposit and menu make sense; the minimum order is the minimum of guests', () => {
  for (const l of chef.listings) {
    const d = l.details
    expect(d.minGuests, l.id).toBeGreaterThanOrEqual(1)
    expect(d.minGuests, l.id).toBeLessThanOrEqual(d.maxGuests)
    expect(l.minQty, l.id).toBe(d.minGuests)
    expect(l.stepQty, l.id).toBe(1)
    expect(l.stock, l.id).toBeNull()
    expect(d.depositPercent, l.id).toBeGreaterThanOrEqual(1)
    expect(d.depositPercent, l.id).toBeLessThanOrEqual(99)
    expect(d.depositPercent, l.id).toBeGreaterThanOrEqual(20)
    expect(d.depositPercent, l.id).toBeLessThanOrEqual(50)
    expect(d.durationMinutes, l.id).toBeGreaterThanOrEqual(60)
    expect(d.menu.length, l.id).toBeGreaterThanOrEqual(2)
  }
})

test('chefs: working hours, answer time, notice, cuisines, and zones of their own market they travel to', () => {
  for (const p of chef.providers) {
    const store = storeById.get(p.storeId as never)
    if (!store) throw new Error(`${p.id}: unknown store ${p.storeId}`)
    expect(p.details.availability.length, p.id).toBeGreaterThanOrEqual(2)
    for (const h of p.details.availability) {
      expect(h.day, p.id).toBeGreaterThanOrEqual(0)
      expect(h.day, p.id).toBeLessThanOrEqual(6)
      expect(h.open, p.id).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
      expect(h.close, p.id).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
      expect(h.open < h.close, `${p.id} opens before it closes`).toBe(true)
    }
    expect(p.details.answerWithinHours, p.id).toBeGreaterThanOrEqual(24)
    expect(p.details.answerWithinHours, p.id).toBeLessThanOrEqual(48)
    expect(p.details.noticeDays, p.id).toBeGreaterThanOrEqual(2)
    expect(p.details.noticeDays, p.id).toBeLessThanOrEqual(3)
    expect(p.details.cuisines.length, p.id).toBeGreaterThan(0)
    // Keys of the vocabulary a screen translates (decision 049), not free text.
    for (const c of p.details.cuisines) expect(CUISINES, p.id).toContain(c)
    expect(p.locationIds.length, p.id).toBeGreaterThan(0)
    for (const id of p.locationIds) {
      const location = store.locations.find((l) => l.id === id)
      expect(location, `${p.id}: ${id} is a location of ${store.id}`).toBeDefined()
      expect(location?.kind, `${p.id}: ${id} is a zone`).toBe('zone')
    }
    expect(p.country).toBe(store.country)
  }
})

test('creators serve locations of their own market and name known specialties', () => {
  for (const p of cookbook.providers) {
    const store = storeById.get(p.storeId as never)
    if (!store) throw new Error(`${p.id}: unknown store ${p.storeId}`)
    for (const id of p.locationIds)
      expect(
        store.locations.map((l) => l.id),
        p.id,
      ).toContain(id)
    expect(p.details.specialties.length, p.id).toBeGreaterThan(0)
    for (const s of p.details.specialties) expect(CUISINES, p.id).toContain(s)
  }
})

test('cookbooks: printed ones have stock, digital ones none; pages; recipes of their own creator', () => {
  const recipeById = new Map(SEED_RECIPES.map((r) => [r.id, r]))
  for (const l of cookbook.listings) {
    const d = l.details
    if (d.format === 'printed') {
      expect(l.stock, l.id).toBeGreaterThan(0)
      expect(d.pages, l.id).toBeGreaterThanOrEqual(100)
    } else {
      expect(d.format, l.id).toBe('digital')
      expect(l.stock, l.id).toBeNull()
      expect(d.pages, l.id).toBeGreaterThanOrEqual(20)
    }
    expect(d.recipeIds.length, l.id).toBeGreaterThan(0)
    for (const id of d.recipeIds) {
      const recipe = recipeById.get(id)
      expect(recipe, `${l.id}: recipe ${id} exists`).toBeDefined()
      expect(recipe?.creatorId, `${l.id}: recipe ${id} is its creator’s`).toBe(l.providerId)
    }
  }
  expect(new Set(cookbook.listings.map((l) => l.details.format))).toEqual(new Set(['printed', 'digital']))
  // Every recipe is in at least one book, and its creator is a creator of the seed.
  const inBooks = new Set(cookbook.listings.flatMap((l) => l.details.recipeIds))
  const creators = new Set(cookbook.providers.map((p) => p.id))
  for (const r of SEED_RECIPES) {
    expect(inBooks.has(r.id), `${r.id} is in a book`).toBe(true)
    expect(creators.has(r.creatorId), `${r.id}: creator ${r.creatorId}`).toBe(true)
  }
})

test('recipes: the dishes of the markets, with servings, times, steps and ingredients that exist in their unit', () => {
  expect(SEED_RECIPES.length).toBeGreaterThanOrEqual(25)
  const ids = SEED_RECIPES.map((r) => r.id)
  for (const dish of ['jollof-rice', 'egusi-soup', 'ugali-sukuma-wiki', 'chicken-tagine', 'harira', 'isombe', 'bobotie', 'waakye', 'pilau', 'mandazi']) expect(ids).toContain(dish)
  const ingredientById = new Map(SEED_INGREDIENTS.map((i) => [i.id, i]))
  for (const r of SEED_RECIPES) {
    expect(r.servings, r.id).toBeGreaterThanOrEqual(2)
    expect(r.prepMinutes, r.id).toBeGreaterThan(0)
    expect(r.cookMinutes, r.id).toBeGreaterThan(0)
    expect(r.steps.length, r.id).toBeGreaterThanOrEqual(3)
    expect(r.ingredients.length, r.id).toBeGreaterThanOrEqual(5)
    expectUnique(
      r.ingredients.map((l) => l.ingredientId),
      `${r.id} ingredient`,
    )
    for (const line of r.ingredients) {
      const ingredient = ingredientById.get(line.ingredientId)
      expect(ingredient, `${r.id}: ingredient ${line.ingredientId} exists`).toBeDefined()
      expect(line.unit, `${r.id}: ${line.ingredientId} in its default unit`).toBe(ingredient?.defaultUnit)
      expect(line.quantity, `${r.id}: ${line.ingredientId}`).toBeGreaterThan(0)
    }
  }
  // Recipes spread over every market's creators.
  const creatorStore = new Map(cookbook.providers.map((p) => [p.id, p.storeId]))
  expect(new Set(SEED_RECIPES.map((r) => creatorStore.get(r.creatorId)))).toEqual(new Set(STORES.map((s) => s.id)))
})

/** The farm produces an ingredient finds: its categories, and a word at the start of a word of the English name. */
const startsAWord = (name: string, word: string): boolean => new RegExp(`(^|[^a-z])${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(name.toLowerCase())
const farmMatches = (i: (typeof SEED_INGREDIENTS)[number]) =>
  PRODUCE_TYPES.filter((p) => i.matches.farmCategories.includes(p.category) && i.matches.words.some((w) => startsAWord(p.name.en, w))).map((p) => p.key)

test('ingredients: the basics are there, and each one sold by farms finds its produce and no other ingredient’s', () => {
  expect(SEED_INGREDIENTS.length).toBeGreaterThanOrEqual(40)
  expectUnique(
    SEED_INGREDIENTS.map((i) => i.id),
    'ingredient',
  )
  const ids = SEED_INGREDIENTS.map((i) => i.id)
  for (const basic of [
    'tomato',
    'onion',
    'rice',
    'plantain',
    'okra',
    'palm-oil',
    'chilli',
    'ginger',
    'garlic',
    'cassava-leaves',
    'beans',
    'maize-flour',
    'lamb',
    'chicken',
    'preserved-lemon',
    'couscous',
    'coriander',
  ])
    expect(ids).toContain(basic)
  const owner = new Map<string, string>()
  for (const i of SEED_INGREDIENTS) {
    expect(i.matches.words.length, i.id).toBeGreaterThan(0)
    for (const w of i.matches.words) expect(w, `${i.id}: words are lower case`).toBe(w.toLowerCase())
    const found = farmMatches(i)
    if (i.matches.farmCategories.length) expect(found.length, `${i.id} finds a farm produce`).toBeGreaterThan(0)
    for (const key of found) {
      expect(owner.get(key), `${key} is found by both ${owner.get(key)} and ${i.id}`).toBeUndefined()
      owner.set(key, i.id)
    }
  }
  // A few that a shopper would check by eye.
  expect(farmMatches(SEED_INGREDIENTS.find((i) => i.id === 'tomato') as never)).toEqual(['tomato'])
  expect(farmMatches(SEED_INGREDIENTS.find((i) => i.id === 'lemon') as never)).toEqual(['lemon'])
  expect(farmMatches(SEED_INGREDIENTS.find((i) => i.id === 'preserved-lemon') as never)).toEqual(['preserved-lemons'])
  expect(farmMatches(SEED_INGREDIENTS.find((i) => i.id === 'cassava-leaves') as never)).toEqual(['cassava-leaves'])
  expect(farmMatches(SEED_INGREDIENTS.find((i) => i.id === 'milk') as never)).toEqual(['milk'])
})

test('ingredients find grocery products by name, each product answering to one ingredient at most', () => {
  const grocery = buildGrocerySeed(NOW)
  const names = [...new Set(grocery.listings.map((l) => l.name.en))]
  const found = (id: string): string[] => {
    const ingredient = SEED_INGREDIENTS.find((i) => i.id === id)
    if (!ingredient) throw new Error(id)
    return names.filter((n) => ingredient.matches.words.some((w) => startsAWord(n, w)))
  }
  const owner = new Map<string, string>()
  for (const i of SEED_INGREDIENTS) {
    for (const name of found(i.id)) {
      expect(owner.get(name), `${name} is found by both ${owner.get(name)} and ${i.id}`).toBeUndefined()
      owner.set(name, i.id)
    }
  }
  expect(found('tomato')).toEqual(['Loose tomatoes'])
  expect(found('tomato-paste')).toEqual(['Tomato paste'])
  expect(found('butter')).toEqual(['Salted butter'])
  expect(found('chicken')).toEqual(['Whole chicken'])
  expect(found('ginger')).toEqual([])
  // Staples the recipes call for are on the shops' shelves.
  for (const id of ['sugar', 'vegetable-oil', 'stock-cube', 'rice', 'couscous']) expect(found(id).length, id).toBeGreaterThan(0)
})

test('a recipe’s farm ingredients are sold in its creator’s market', () => {
  // "Add the ingredients to my basket" in the creator's own city finds most of what a recipe needs at its farms.
  const farm = buildFarmSeed(NOW)
  const farmerStore = new Map(farm.farmers.map((f) => [f.id, f.storeId]))
  const keysByStore = new Map<string, Set<string>>()
  for (const p of farm.produces) {
    const key = PRODUCE_TYPES.find((t) => p.name.en === t.name.en)?.key
    const store = farmerStore.get(p.farmerId)
    if (!key || !store) continue
    const set = keysByStore.get(store) ?? new Set<string>()
    set.add(key)
    keysByStore.set(store, set)
  }
  const creatorStore = new Map(cookbook.providers.map((p) => [p.id, p.storeId]))
  const ingredientById = new Map(SEED_INGREDIENTS.map((i) => [i.id, i]))
  for (const r of SEED_RECIPES) {
    const sold = keysByStore.get(creatorStore.get(r.creatorId) ?? '') ?? new Set()
    const farmLines = r.ingredients.filter((l) => ingredientById.get(l.ingredientId)?.matches.farmCategories.length)
    const found = farmLines.filter((l) => farmMatches(ingredientById.get(l.ingredientId) as never).some((k) => sold.has(k)))
    expect(found.length / farmLines.length, `${r.id}: share of its farm ingredients sold in its market`).toBeGreaterThanOrEqual(0.5)
  }
})

test('prices per guest and per book are believable in each market’s currency', () => {
  const usd = (storeId: string, price: number): number => {
    const store = storeById.get(storeId as never)
    if (!store) throw new Error(storeId)
    return price / 10 ** store.currencyExponent / store.usdRate
  }
  const ranges = [
    { seed: chef as ServiceSeed, min: 10, max: 80 },
    { seed: cookbook as ServiceSeed, min: 4, max: 40 },
  ]
  for (const { seed, min, max } of ranges) {
    const providerStore = new Map(seed.providers.map((p) => [p.id, p.storeId]))
    for (const l of seed.listings) {
      expect(Number.isInteger(l.price), l.id).toBe(true)
      const dollars = usd(providerStore.get(l.providerId) ?? '', l.price)
      expect(dollars, l.id).toBeGreaterThan(min)
      expect(dollars, l.id).toBeLessThan(max)
    }
  }
})

test('ids are unique across the farm, chef and cookbook seeds, and every reference resolves', () => {
  const farm = buildFarmSeed(NOW)
  expectUnique([...farm.farmers.map((f) => f.id), ...chef.providers.map((p) => p.id), ...cookbook.providers.map((p) => p.id)], 'provider')
  expectUnique([...farm.produces.map((p) => p.id), ...chef.listings.map((l) => l.id), ...cookbook.listings.map((l) => l.id)], 'listing')
  expectUnique([...farm.offers.map((o) => o.id), ...chef.offers.map((o) => o.id), ...cookbook.offers.map((o) => o.id)], 'offer')
  expectUnique(
    SEED_RECIPES.map((r) => r.id),
    'recipe',
  )
  for (const seed of [chef, cookbook] as ServiceSeed[]) {
    const providers = new Set(seed.providers.map((p) => p.id))
    for (const l of seed.listings) expect(providers.has(l.providerId), `${l.id}: provider ${l.providerId}`).toBe(true)
    const listings = new Set(seed.listings.map((l) => l.id))
    for (const o of seed.offers) {
      expect(listings.has(o.listingId), `${o.id}: listing ${o.listingId}`).toBe(true)
      expect(o.percentOff, o.id).toBeGreaterThanOrEqual(5)
      expect(o.percentOff, o.id).toBeLessThanOrEqual(40)
      expect(Date.parse(o.startsAt) <= NOW.getTime() && NOW.getTime() < Date.parse(o.endsAt), `${o.id} runs now`).toBe(true)
    }
    for (const p of seed.providers) {
      expect(p.rating, p.id).toBeGreaterThanOrEqual(3.5)
      expect(p.rating, p.id).toBeLessThanOrEqual(5)
    }
  }
})

test('every picture the seeds name is ours, small and in place', () => {
  const photos = new Set([...[chef, cookbook].flatMap((s: ServiceSeed) => [...s.providers.map((p) => p.photo), ...s.listings.map((l) => l.photo)]), ...SEED_RECIPES.map((r) => r.photo)])
  for (const photo of photos) {
    expect(photo, photo).toMatch(/^\/img\/(chef|cookbook)\/[a-z0-9-]+\.svg$/)
    const file = `${PUBLIC_DIR}${photo}`
    expect(existsSync(file), `${photo} exists`).toBe(true)
    expect(statSync(file).size, `${photo} is under 1.5 KB`).toBeLessThan(1536)
  }
})

test('the service seeds list builds chef and cookbook, the large catalogs at the size asked', () => {
  const sources = SERVICE_SEEDS.filter((s) => s.service === 'chef' || s.service === 'cookbook')
  expect(sources.map((s) => [s.service, s.build(NOW).service])).toEqual([
    ['chef', 'chef'],
    ['cookbook', 'cookbook'],
  ])
  expect(sources.map((s) => s.generateLarge(300, NOW).listings.length)).toEqual([300, 300])
})

test('the large catalog makes as many experiences and cookbooks as asked, consistently', () => {
  const bigChef = generateLargeChefSeed(2_000, NOW)
  const bigBooks = generateLargeCookbookSeed(1_000, NOW)
  expect(bigChef.listings).toHaveLength(2_000)
  expect(bigBooks.listings).toHaveLength(1_000)
  for (const big of [bigChef, bigBooks] as ServiceSeed[])
    expectUnique(
      big.listings.map((l) => l.id),
      `large ${big.service} listing`,
    )
  expect(bigChef.listings.slice(0, chef.listings.length)).toEqual(chef.listings)
  const chefs = new Set(bigChef.providers.map((p) => p.id))
  for (const l of bigChef.listings) expect(chefs.has(l.providerId)).toBe(true)
  const recipeCreator = new Map(SEED_RECIPES.map((r) => [r.id, r.creatorId]))
  for (const l of bigBooks.listings) for (const id of l.details.recipeIds) expect(recipeCreator.get(id), l.id).toBe(l.providerId)
  expect(generateLargeChefSeed(3, NOW).listings).toHaveLength(3)
  expect(generateLargeCookbookSeed(500, NOW)).toEqual(generateLargeCookbookSeed(500, NOW))
})

test('the loader puts chefs and creators, experiences and cookbooks in the catalog with their details, once', async () => {
  const database = await createTestDatabase()
  try {
    await loadSeed(database.db, buildFarmSeed(NOW))
    for (const seed of [chef, cookbook] as ServiceSeed[]) {
      const loaded = await loadServiceSeed(database.db, seed)
      expect(loaded).toEqual({ service: seed.service, loaded: true, providers: seed.providers.length, listings: seed.listings.length, offers: seed.offers.length })
      expect((await loadServiceSeed(database.db, seed)).loaded).toBe(false)
      const [rows] = await database.db.select({ n: count() }).from(produces).where(eq(produces.service, seed.service))
      expect(rows?.n).toBe(seed.listings.length)
    }
    const achieng = chef.providers.find((p) => p.id === 'chef-achieng-odhiambo')
    const [row] = await database.db.select().from(farmers).where(eq(farmers.id, 'chef-achieng-odhiambo'))
    expect(row).toMatchObject({ service: 'chef', storeId: 'nbo', deliveryDays: [3, 4, 5, 6], locationIds: ['nbo-lavington-zone', 'nbo-runda-zone'] })
    expect(row?.details).toEqual(achieng?.details)
    const [dinner] = await database.db.select().from(produces).where(eq(produces.id, 'chef-achieng-odhiambo-swahili-coast-dinner'))
    expect(dinner).toMatchObject({ service: 'chef', unit: 'guest', stock: null, minQty: 2 })
    expect((dinner?.details as { menu: I18n[] }).menu[1]?.sw).toBe('Samaki wa kupaka kwa mchuzi wa nazi na ukwaju')
    const [ebook] = await database.db.select().from(produces).where(eq(produces.id, 'book-ramadan-table'))
    expect(ebook).toMatchObject({ service: 'cookbook', unit: 'copy', stock: null, storeId: 'cmn' })
    expect(ebook?.details).toEqual({ format: 'digital', pages: 72, recipeIds: ['harira', 'zaalouk'] })
  } finally {
    await database.close()
  }
}, 120_000)
