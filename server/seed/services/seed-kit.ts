/**
 * What the seeds of the other services (issue 34) share: six-language texts from aligned tables,
 * opening hours, local prices from US cents, stories and offer titles filled from templates, offers
 * placed around `now`, and the benchmark catalog's extra listings. The farm seed's helpers
 * (farm-seed.ts) do the PRNG, rounding, sentence filling and location choice; this file reuses them.
 */
import type { ProviderDetailsOf, WeeklyHours } from '../../../src/api/service-details-contract'
import { fill, friendlyPrice, inline, locationsFor, mulberry32, pick, randInt, slugify, storeById, type Rng } from '../farm-seed'
import { LANGS, type I18n, type Lang, type ServiceSeed } from '../seed-types'
import type { StoreDef, StoreId } from '../stores'

export const DAY_MS = 86_400_000

/** A name and a description in six languages, written as one aligned table. */
export type NamedTexts = Record<Lang, readonly [name: string, description: string]>

export function splitTexts(texts: NamedTexts): { name: I18n; description: I18n } {
  const name = {} as I18n
  const description = {} as I18n
  for (const lang of LANGS) {
    name[lang] = texts[lang][0]
    description[lang] = texts[lang][1]
  }
  return { name, description }
}

/** The same hours on each of `days` (0 = Sunday). */
export const hours = (days: readonly number[], open: string, close: string): WeeklyHours[] => days.map((day) => ({ day, open, close }))

/** A price in US cents as a shopper-friendly local price, in the market's minor units. */
export const priceIn = (store: StoreDef, usdCents: number, factor = 1): number => friendlyPrice((usdCents / 100) * store.usdRate * store.priceLevel * factor, store.currencyExponent)

/** A template (slots `{name}`…) filled in every language; `items` are listing names dropped inside a sentence. */
export function fillTemplate(template: I18n, slots: Readonly<Record<string, string | I18n>>, items: Readonly<Record<string, I18n>> = {}): I18n {
  const out = {} as I18n
  for (const lang of LANGS) {
    const values: Record<string, string> = {}
    for (const [key, value] of Object.entries(slots)) values[key] = typeof value === 'string' ? value : value[lang]
    for (const [key, value] of Object.entries(items)) values[key] = inline(value[lang], lang)
    out[lang] = fill(template[lang], lang, values)
  }
  return out
}

/** The same text in every language: a place or a person's name. */
export const sameIn = (text: string): I18n => ({ en: text, fr: text, es: text, pt: text, ar: text, sw: text })

/** Who a provider is, as a seed table writes it: the person, the business, where, its picture. */
export interface ProviderDef {
  store: StoreId
  /** The person: cook, owner, chef, author. */
  name: string
  /** The first name in Arabic script, where it is usually written in it. */
  firstAr?: string
  /** The business as shoppers see it; its slug is the provider's id. */
  business: string
  town: string
  townAr?: string
  /** File name (without .svg) under /img/<service>/. */
  photo: string
  featured?: boolean
}

type SeedService = ServiceSeed['service']

/**
 * A provider of a service's seed: its story filled from `story` (slots {farmName} {first} {town}
 * {city} {since}, and `items`, listing names dropped inside the sentence), a rating of 3.9–4.9, the
 * places of its market it serves, and the service's `details`.
 */
export function makeProvider<S extends SeedService>(
  service: S,
  def: ProviderDef,
  index: number,
  rng: Rng,
  story: I18n,
  items: Readonly<Record<string, I18n>>,
  details: ProviderDetailsOf[S],
): ServiceSeed<S>['providers'][number] {
  const store = storeById(def.store)
  const first = def.name.split(' ')[0] ?? def.name
  const slots = {
    farmName: def.business,
    first: { ...sameIn(first), ar: def.firstAr ?? first },
    town: { ...sameIn(def.town), ar: def.townAr ?? def.town },
    city: store.cityName,
    since: String(randInt(rng, 1996, 2020)),
  }
  return {
    id: slugify(def.business),
    storeId: store.id,
    name: def.name,
    farmName: def.business,
    story: fillTemplate(story, slots, items),
    photo: `/img/${service}/${def.photo}.svg`,
    town: def.town,
    country: store.country,
    rating: Math.round((3.9 + rng() * 1.0) * 10) / 10,
    locationIds: locationsFor(store, index, rng),
    featured: def.featured ?? false,
    details,
  }
}

type Listing = ServiceSeed['listings'][number]
type Offer = ServiceSeed['offers'][number]

/**
 * `perStore` offers in each market, on listings of different providers, running from a few days
 * ago to a few weeks ahead of `now`; the title says the percent off and names the listing and its
 * provider (slots {pct} {item} {provider}).
 */
export function placeOffers(seed: Pick<ServiceSeed, 'providers' | 'listings'>, templates: readonly I18n[], perStore: number, prefix: string, now: Date, rng: Rng): Offer[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const providerOf = new Map(seed.providers.map((p) => [p.id, p]))
  const byStore = new Map<string, Listing[]>()
  for (const l of seed.listings) {
    const storeId = providerOf.get(l.providerId)?.storeId ?? ''
    byStore.set(storeId, [...(byStore.get(storeId) ?? []), l])
  }
  const offers: Offer[] = []
  for (const [storeId, pool] of byStore) {
    const usedProviders = new Set<string>()
    for (let n = 1; n <= perStore; n++) {
      const fresh = pool.filter((l) => !usedProviders.has(l.providerId))
      const listing = pick(rng, fresh.length ? fresh : pool)
      usedProviders.add(listing.providerId)
      const percentOff = pick(rng, [10, 15, 20, 25])
      const startsAt = today - randInt(rng, 0, 5) * DAY_MS
      const endsAt = today + randInt(rng, 4, 24) * DAY_MS
      const provider = providerOf.get(listing.providerId)?.farmName ?? ''
      const title = fillTemplate(pick(rng, templates), { pct: String(percentOff), provider }, { item: listing.name })
      offers.push({ id: `${prefix}-offer-${storeId}-${n}`, listingId: listing.id, percentOff, title, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() })
    }
  }
  return offers
}

/** A service's seed as the server loads it (services/index.ts SERVICE_SEEDS): the regular one and the benchmark catalog. */
export interface ServiceSeedSource<S extends SeedService = SeedService> {
  service: S
  /** The regular seed; offers are dated around `now`. */
  build: (now?: Date) => ServiceSeed<S>
  /** The regular providers with `listingCount` listings (SEED=large): the regular ones first, then generated ones. */
  generateLarge: (listingCount: number, now?: Date) => ServiceSeed<S>
}

/** One provider of a seed with its regular listings, and how the benchmark catalog makes it another (`suffix` keeps the id unique). */
export interface ProviderEntry<S extends SeedService> {
  provider: ServiceSeed<S>['providers'][number]
  listings: ServiceSeed<S>['listings']
  more: (rng: Rng, suffix: string) => ServiceSeed<S>['listings'][number]
}

/**
 * A service's seed from its providers (drawn with a fixed-seed PRNG, so the seed is the same on
 * every start), with `offersPerMarket` offers a market; its benchmark catalog keeps the providers
 * and grows the listings, each generated one another listing of a provider picked at random. Offers
 * on listings cut off are dropped.
 */
export function serviceSeedSource<S extends SeedService>(spec: {
  service: S
  seed: number
  offerTitles: readonly I18n[]
  offersPerMarket: number
  providers: (rng: Rng) => ProviderEntry<S>[]
}): ServiceSeedSource<S> {
  const build = (now: Date) => {
    const rng = mulberry32(spec.seed)
    const entries = spec.providers(rng)
    const providers = entries.map((e) => e.provider)
    const listings = entries.flatMap((e) => e.listings)
    const offers = placeOffers({ providers, listings }, spec.offerTitles, spec.offersPerMarket, spec.service, now, rng)
    const seed: ServiceSeed<S> = { service: spec.service, providers, listings, offers }
    return { seed, entries }
  }
  return {
    service: spec.service,
    build: (now = new Date()) => build(now).seed,
    generateLarge(listingCount, now = new Date()) {
      const { seed, entries } = build(now)
      const rng = mulberry32(spec.seed ^ 0xb16ca7)
      const n = Math.max(0, Math.floor(listingCount))
      const listings = seed.listings.slice(0, n)
      for (let i = listings.length; i < n; i++) listings.push(pick(rng, entries).more(rng, i.toString(36)))
      const kept = new Set(listings.map((l) => l.id))
      return { ...seed, listings, offers: seed.offers.filter((o) => kept.has(o.listingId)) }
    },
  }
}

/** A seed grown (or cut) to `count` listings: its own first, then `extra(i)`; offers of listings cut go too. */
export function growListings<S extends ServiceSeed>(seed: S, count: number, extra: (index: number) => S['listings'][number]): S {
  const n = Math.max(0, Math.floor(count))
  const listings = seed.listings.slice(0, n)
  for (let i = listings.length; i < n; i++) listings.push(extra(i))
  const kept = new Set(listings.map((l) => l.id))
  return { ...seed, listings, offers: seed.offers.filter((o) => kept.has(o.listingId)) }
}
