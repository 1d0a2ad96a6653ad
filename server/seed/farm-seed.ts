/**
 * Builds the farm seed (6 stores, 60 farmers, 600 produces, 20 offers) from the data
 * libraries next to this file. Everything is deterministic — a fixed-seed PRNG drives the
 * few random choices — except offer dates, which are placed around `now`.
 */
import { LANGS, type FarmSeed, type I18n, type Lang, type SeedFarmer, type SeedOffer, type SeedProduce, type SeedStore } from './seed-types'
import { FARMERS, type FarmerDef } from './farmers'
import { producePhoto } from './produce-variants'
import { PRODUCE_BY_KEY, type ProduceType } from './produce-library'
import { STORES, type StoreDef, type StoreId } from './stores'
import { OFFER_TEMPLATES, STORY_TEMPLATES, type StoryTemplate } from './story-templates'

const SEED = 0x5eed_f00d
const DAY_MS = 86_400_000

export type Rng = () => number

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed always gives the same sequence. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export const randInt = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1))

export function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new RangeError(`index ${index} out of range (${items.length})`)
  return item
}
export const pick = <T>(rng: Rng, items: readonly T[]): T => at(items, Math.floor(rng() * items.length))

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Rounds a price in major units to a step shoppers expect, and returns it in minor units. */
export function friendlyPrice(major: number, exponent: number): number {
  const step = major < 10 ? 0.5 : major < 50 ? 1 : major < 200 ? 5 : major < 1000 ? 10 : major < 5000 ? 50 : major < 20000 ? 100 : 500
  const unit = Math.max(step, 10 ** -exponent)
  const rounded = Math.max(unit, Math.round(major / unit) * unit)
  return Math.round(rounded * 10 ** exponent)
}

function localPrice(type: ProduceType, store: StoreDef, factor: number): number {
  return friendlyPrice((type.usdCents / 100) * store.usdRate * store.priceLevel * factor, store.currencyExponent)
}

/** Share of listings sold to order (stock null), by category: fresh meat and cheese mostly are. */
const MADE_TO_ORDER: Partial<Record<ProduceType['category'], number>> = { 'meat-poultry': 0.45, 'eggs-dairy': 0.12, 'honey-preserves': 0.08 }

function stockFor(type: ProduceType, rng: Rng): number | null {
  const r = rng()
  const toOrder = MADE_TO_ORDER[type.category] ?? 0.05
  if (r < toOrder) return null
  if (r < toOrder + 0.09) return randInt(rng, 1, 5)
  return randInt(rng, 10, 200)
}

function makeProduce(type: ProduceType, farmerId: string, store: StoreDef, id: string, rng: Rng, minFactor: number, maxFactor: number, variant = 0): SeedProduce {
  return {
    id,
    farmerId,
    name: { ...type.name },
    category: type.category,
    unit: type.unit,
    measure: type.measure ? { ...type.measure } : null,
    price: localPrice(type, store, minFactor + rng() * (maxFactor - minFactor)),
    stock: stockFor(type, rng),
    seasonMonths: (type.seasonByStore[store.id] ?? type.season).slice(),
    minQty: type.minQty,
    stepQty: type.stepQty,
    photo: producePhoto(type.img, variant),
    description: { ...type.description },
  }
}

/** A produce name as it reads inside a sentence. */
export function inline(name: string, lang: Lang): string {
  return lang === 'ar' ? name : name.charAt(0).toLocaleLowerCase(lang) + name.slice(1)
}

export function fill(template: string, lang: Lang, slots: Readonly<Record<string, string>>): string {
  const text = template.replace(/\{(\w+)\}/g, (whole, key: string) => slots[key] ?? whole)
  // French elides “de” and “que” before a vowel: « près d’Aburi », « à 30 km d’Accra ».
  return lang === 'fr' ? text.replace(/\b(de|que) (?=[AEIOUYÉÈÊ])/g, (_m, word: string) => (word === 'de' ? 'd’' : 'qu’')) : text
}

function typeOf(key: string): ProduceType {
  const type = PRODUCE_BY_KEY.get(key)
  if (!type) throw new Error(`Unknown produce type "${key}"`)
  return type
}

const GENERIC_STORIES = STORY_TEMPLATES.filter((t) => t.fits === 'any')
const ALWAYS_SPECIFIC = new Set<StoryTemplate['fits']>(['honey', 'fair-trade', 'hydroponic', 'pasture-raised'])

function storyFor(def: FarmerDef, store: StoreDef, index: number, rng: Rng): I18n {
  const fits: StoryTemplate['fits'] = def.crops[0] === 'honey' ? 'honey' : (def.practices[0] ?? 'any')
  const specific = STORY_TEMPLATES.find((t) => t.fits === fits)
  const template = specific && (ALWAYS_SPECIFIC.has(fits) || index % 3 !== 2) ? specific : at(GENERIC_STORIES, index % GENERIC_STORIES.length)
  const since = String(randInt(rng, 1996, 2019))
  const town = store.towns[def.town]
  if (!town) throw new Error(`Town "${def.town}" is not listed for store ${store.id}`)
  const [crop, crop2, crop3] = def.crops.slice(0, 3).map(typeOf)
  if (!crop || !crop2 || !crop3) throw new Error(`Farmer ${def.name} needs at least three crops`)
  const story = {} as I18n
  for (const lang of LANGS) {
    story[lang] = fill(template.text[lang], lang, {
      farmName: def.farm,
      first: (lang === 'ar' ? def.firstAr : undefined) ?? def.first ?? def.name.split(' ')[0] ?? def.name,
      town: (lang === 'ar' ? town.ar : undefined) ?? def.town,
      city: store.cityName[lang],
      km: String(town.km),
      since,
      crop: inline(crop.name[lang], lang),
      crop2: inline(crop2.name[lang], lang),
      crop3: inline(crop3.name[lang], lang),
    })
  }
  return story
}

export function locationsFor(store: StoreDef, index: number, rng: Rng): string[] {
  const chosen = new Set(store.locations.filter((l) => rng() < (l.kind === 'pickup' ? 0.7 : 0.55)).map((l) => l.id))
  for (const kind of ['pickup', 'zone'] as const) {
    const ofKind = store.locations.filter((l) => l.kind === kind)
    if (ofKind.length && !ofKind.some((l) => chosen.has(l.id))) chosen.add(at(ofKind, index % ofKind.length).id)
  }
  return store.locations.filter((l) => chosen.has(l.id)).map((l) => l.id)
}

interface FarmerEntry {
  def: FarmerDef
  store: StoreDef
  farmer: SeedFarmer
}

export function storeById(id: StoreId): StoreDef {
  const store = STORES.find((s) => s.id === id)
  if (!store) throw new Error(`Unknown store "${id}"`)
  return store
}

function buildStores(): SeedStore[] {
  return STORES.map((s) => ({
    id: s.id,
    name: { ...s.name },
    city: s.city,
    country: s.country,
    currency: s.currency,
    currencyExponent: s.currencyExponent,
    timeZone: s.timeZone,
    orderLimits: { ...s.orderLimits },
    market: { ...s.market, days: s.market.days.slice() },
    locations: s.locations.map((l) => ({ ...l })),
  }))
}

function buildFarmers(rng: Rng): FarmerEntry[] {
  return FARMERS.map((def, index) => {
    const store = storeById(def.store)
    const featured = def.featured === true
    const farmer: SeedFarmer = {
      id: slugify(def.name),
      storeId: store.id,
      name: def.name,
      farmName: def.farm,
      story: storyFor(def, store, index, rng),
      photo: `/img/farms/${def.photo}.svg`,
      town: def.town,
      country: store.country,
      practices: def.practices.slice(),
      deliveryDays: def.days.slice(),
      rating: Math.round((featured ? 4.6 + rng() * 0.4 : 3.8 + rng() * 1.1) * 10) / 10,
      locationIds: locationsFor(store, index, rng),
      featured,
    }
    return { def, store, farmer }
  })
}

const CURRENT_OFFER_TEMPLATES = OFFER_TEMPLATES.filter((t) => !t.upcoming)
const UPCOMING_OFFER_TEMPLATES = OFFER_TEMPLATES.filter((t) => t.upcoming)
const NOT_HARVESTED = new Set<SeedProduce['category']>(['meat-poultry', 'eggs-dairy', 'honey-preserves'])
const PROCESSED = new Set(['maize-meal', 'gari'])
const PERCENTS = [5, 10, 10, 15, 15, 20, 20, 20, 25, 25, 30, 30, 35, 40] as const
const OFFER_COUNT = 20
const UPCOMING_OFFERS = 2

/** True when `month` is in season and the month before it is not. */
function seasonOpens(seasonMonths: readonly number[], month: number): boolean {
  return seasonMonths.includes(month) && !seasonMonths.includes(((month + 10) % 12) + 1)
}

interface ProduceEntry {
  key: string
  produce: SeedProduce
  entry: FarmerEntry
}

function buildOffers(listings: readonly ProduceEntry[], now: Date): SeedOffer[] {
  const rng = mulberry32(SEED ^ 0x0ffe45)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const usedTypes = new Set<string>() // `${storeId}:${typeKey}`: one offer per produce type and store
  const usedFarmers = new Set<string>()
  const slots = Array.from({ length: OFFER_COUNT }, (_, i) => ({ store: at(STORES, i % STORES.length), upcoming: i >= OFFER_COUNT - UPCOMING_OFFERS }))
  const chosen = new Map<number, Omit<SeedOffer, 'id'>>()
  // Upcoming offers pick first, so the produce whose season is about to open is still free.
  const order = slots.map((_, i) => i).sort((a, b) => Number(at(slots, b).upcoming) - Number(at(slots, a).upcoming))
  for (const i of order) {
    const { store, upcoming } = at(slots, i)
    const free = listings.filter((l) => l.entry.store.id === store.id && !usedTypes.has(`${store.id}:${l.key}`))
    let startsAt = today - randInt(rng, 1, 6) * DAY_MS
    let candidates: ProduceEntry[] = []
    let opensSeason = false
    if (upcoming) {
      // “First of the season”: something whose season opens this month or next; the offer opens with it.
      const soon = today + randInt(rng, 2, 7) * DAY_MS
      const soonDate = new Date(soon)
      const thisMonth = soonDate.getUTCMonth() + 1
      const nextMonthStart = Date.UTC(soonDate.getUTCFullYear(), soonDate.getUTCMonth() + 1, 1)
      candidates = free.filter((l) => seasonOpens(l.produce.seasonMonths, thisMonth))
      startsAt = soon
      if (!candidates.length) {
        candidates = free.filter((l) => seasonOpens(l.produce.seasonMonths, (thisMonth % 12) + 1))
        startsAt = nextMonthStart
      }
      opensSeason = candidates.length > 0
      if (!opensSeason) startsAt = soon // nothing comes into season: a regular offer that simply starts later
    }
    if (!candidates.length) {
      const month = new Date(today).getUTCMonth() + 1
      candidates = free.filter((l) => l.produce.seasonMonths.includes(month))
    }
    if (!candidates.length) candidates = free
    // Spread the offers over different farmers where possible.
    const newFarmers = candidates.filter((l) => !usedFarmers.has(l.entry.farmer.id))
    const { produce, entry, key } = pick(rng, newFarmers.length ? newFarmers : candidates)
    usedTypes.add(`${store.id}:${key}`)
    usedFarmers.add(entry.farmer.id)
    const fresh = !NOT_HARVESTED.has(produce.category) && !PROCESSED.has(key)
    const template = pick(
      rng,
      (opensSeason ? UPCOMING_OFFER_TEMPLATES : CURRENT_OFFER_TEMPLATES).filter((t) => fresh || !t.freshOnly),
    )
    const from = Math.max(startsAt, today)
    const endsAt = from + randInt(rng, 3, Math.min(30, template.maxDays ?? 30)) * DAY_MS
    const percentOff = pick(rng, PERCENTS)
    const title = {} as I18n
    for (const lang of LANGS) {
      title[lang] = fill(template.text[lang], lang, {
        pct: String(percentOff),
        crop: inline(produce.name[lang], lang),
        farmName: entry.farmer.farmName,
      })
    }
    chosen.set(i, { produceId: produce.id, percentOff, title, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() })
  }
  const counters = new Map<string, number>()
  return slots.map(({ store }, i) => {
    const offer = chosen.get(i)
    if (!offer) throw new Error(`offer slot ${i} was not filled`)
    const n = (counters.get(store.id) ?? 0) + 1
    counters.set(store.id, n)
    return { id: `offer-${store.id}-${n}`, ...offer }
  })
}

function build(now: Date): { seed: FarmSeed; farmers: FarmerEntry[] } {
  const rng = mulberry32(SEED)
  const farmers = buildFarmers(rng)
  // The n-th farm of a market selling a kind shows its n-th framing of the drawing (produce-variants.ts).
  const sellers = new Map<string, number>()
  const listings: ProduceEntry[] = farmers.flatMap((entry) =>
    entry.def.crops.map((key) => {
      const market = `${entry.store.id}:${key}`
      const variant = sellers.get(market) ?? 0
      sellers.set(market, variant + 1)
      return { key, entry, produce: makeProduce(typeOf(key), entry.farmer.id, entry.store, `${entry.farmer.id}-${key}`, rng, 0.88, 1.15, variant) }
    }),
  )
  return {
    seed: {
      stores: buildStores(),
      farmers: farmers.map((f) => f.farmer),
      produces: listings.map((l) => l.produce),
      offers: buildOffers(listings, now),
    },
    farmers,
  }
}

/** The storefront seed: 6 stores, 60 farmers, 600 produces and 20 offers dated around `now`. */
export function buildFarmSeed(now: Date = new Date()): FarmSeed {
  return build(now).seed
}

/**
 * The same stores and farmers with `produceCount` produces, for benchmarks: the regular
 * 600 first, then generated listings reusing the produce library with other farmers,
 * prices and ids. Offers pointing at produces that were cut off are dropped.
 */
export function generateLargeCatalog(produceCount: number, now: Date = new Date()): FarmSeed {
  const { seed, farmers } = build(now)
  const count = Math.max(0, Math.floor(produceCount))
  const produces = seed.produces.slice(0, count)
  const pools = new Map<StoreId, ProduceType[]>()
  for (const { def } of farmers) {
    const pool = pools.get(def.store) ?? []
    for (const key of def.crops) if (!pool.some((t) => t.key === key)) pool.push(typeOf(key))
    pools.set(def.store, pool)
  }
  const rng = mulberry32(SEED ^ 0xb16ca7)
  for (let i = produces.length; i < count; i++) {
    const { def, store, farmer } = pick(rng, farmers)
    const type = rng() < 0.6 ? typeOf(pick(rng, def.crops)) : pick(rng, pools.get(def.store) ?? [])
    produces.push(makeProduce(type, farmer.id, store, `${farmer.id}-${type.key}-${i.toString(36)}`, rng, 0.75, 1.4, i))
  }
  const kept = new Set(produces.map((p) => p.id))
  return { ...seed, produces, offers: seed.offers.filter((o) => kept.has(o.produceId)) }
}
