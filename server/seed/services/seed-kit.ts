/**
 * What the seeds of the other services (issue 34) share: six-language texts from aligned tables,
 * opening hours, local prices from US cents, stories and offer titles filled from templates, offers
 * placed around `now`, and the benchmark catalog's extra listings. The farm seed's helpers
 * (farm-seed.ts) do the PRNG, rounding, sentence filling and location choice; this file reuses them.
 */
import type { WeeklyHours } from '../../../src/api/service-details-contract'
import { fill, friendlyPrice, inline, pick, randInt, type Rng } from '../farm-seed'
import { LANGS, type I18n, type Lang, type ServiceSeed } from '../seed-types'
import type { StoreDef } from '../stores'

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

/** The days of a week a provider opens, in order: its `deliveryDays`. */
export const openDays = (weekly: readonly WeeklyHours[]): number[] => [...new Set(weekly.map((h) => h.day))].sort((a, b) => a - b)

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

type Listing = ServiceSeed['listings'][number]
type Offer = ServiceSeed['offers'][number]

/**
 * `perStore` offers in each market, on listings of different providers, running from a few days
 * ago to a few weeks ahead of `now`; the title says the percent off and names the listing.
 */
export function placeOffers(
  listings: readonly Listing[],
  storeOf: (listing: Listing) => string,
  providerName: (listing: Listing) => string,
  templates: readonly I18n[],
  perStore: number,
  prefix: string,
  now: Date,
  rng: Rng,
): Offer[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const byStore = new Map<string, Listing[]>()
  for (const l of listings) byStore.set(storeOf(l), [...(byStore.get(storeOf(l)) ?? []), l])
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
      const title = fillTemplate(pick(rng, templates), { pct: String(percentOff), provider: providerName(listing) }, { item: listing.name })
      offers.push({ id: `${prefix}-offer-${storeId}-${n}`, listingId: listing.id, percentOff, title, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() })
    }
  }
  return offers
}

/**
 * The same providers with `count` listings, for benchmarks (SEED=large): the regular ones first,
 * then `extra(i)` makes the i-th generated one (another provider's, price and id). Offers on
 * listings cut off are dropped.
 */
export function growListings<S extends ServiceSeed>(seed: S, count: number, extra: (index: number) => S['listings'][number]): S {
  const n = Math.max(0, Math.floor(count))
  const listings = seed.listings.slice(0, n)
  for (let i = listings.length; i < n; i++) listings.push(extra(i))
  const kept = new Set(listings.map((l) => l.id))
  return { ...seed, listings, offers: seed.offers.filter((o) => kept.has(o.listingId)) }
}
