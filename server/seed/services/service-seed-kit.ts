/**
 * What the chef and cookbook seeds share: the cuisines and specialties their providers name
 * (ids in `details`, with their words in six languages for stories and screens), story filling
 * (the farm seed's `fill`, French elision included) and offer dates around `now`.
 */
import { fill, mulberry32 } from '../farm-seed'
import { LANGS, type I18n, type ServiceSeed } from '../seed-types'
import { STORES, type StoreDef, type StoreId } from '../stores'

const i18n = (en: string, fr: string, es: string, pt: string, ar: string, sw: string): I18n => ({ en, fr, es, pt, ar, sw })

/**
 * Cuisines (a chef's `cuisines`, a creator's `specialties`), each as it reads after "cooking" /
 * « la cuisine » / „la cocina“ / "a cozinha" / « المطبخ » / "vyakula vya": an adjective in the
 * Romance languages and Arabic, a noun of manner in Swahili. A screen capitalises the first letter.
 */
// prettier-ignore
export const CUISINES = {
  kenyan: i18n('Kenyan', 'kényane', 'keniana', 'queniana', 'الكيني', 'Kikenya'),
  swahili: i18n('Swahili coast', 'de la côte swahilie', 'de la costa suajili', 'da costa suaíli', 'السواحيلي الساحلي', 'pwani ya Waswahili'),
  moroccan: i18n('Moroccan', 'marocaine', 'marroquí', 'marroquina', 'المغربي', 'Kimoroko'),
  seafood: i18n('seafood', 'de la mer', 'marinera', 'do mar', 'البحري', 'baharini'),
  nigerian: i18n('Nigerian', 'nigériane', 'nigeriana', 'nigeriana', 'النيجيري', 'Kinaijeria'),
  ghanaian: i18n('Ghanaian', 'ghanéenne', 'ghanesa', 'ganesa', 'الغاني', 'Kighana'),
  'south-african': i18n('South African', 'sud-africaine', 'sudafricana', 'sul-africana', 'الجنوب إفريقي', 'Afrika Kusini'),
  'cape-malay': i18n('Cape Malay', 'malaise du Cap', 'malaya del Cabo', 'malaia do Cabo', 'الملايوي الكابي', 'Kimalay cha Cape'),
  rwandan: i18n('Rwandan', 'rwandaise', 'ruandesa', 'ruandesa', 'الرواندي', 'Kinyarwanda'),
  'plant-based': i18n('plant-based', 'végétale', 'vegetal', 'vegetal', 'النباتي', 'mimea'),
  baking: i18n('baking', 'pâtissière', 'repostera', 'de forno', 'المخبوزات', 'kuoka'),
  'street-food': i18n('street-food', 'de rue', 'callejera', 'de rua', 'الشعبي', 'mitaani'),
} as const
export type CuisineId = keyof typeof CUISINES
export const CUISINE_IDS = Object.keys(CUISINES) as CuisineId[]

/** A story in six languages with the slots {farmName} {first} {city} {since} {cuisine}. */
export type StoryTemplate = I18n

/** The `index`-th of `templates` (wrapping round), its slots filled in each language. */
export function fillStory(templates: readonly StoryTemplate[], index: number, slots: { farmName: string; first: string; city: I18n; since: number; cuisine: CuisineId }): I18n {
  const template = templates[index % templates.length]
  if (!template) throw new Error('no story templates')
  const out = {} as I18n
  for (const lang of LANGS) {
    out[lang] = fill(template[lang], lang, { farmName: slots.farmName, first: slots.first, city: slots.city[lang], since: String(slots.since), cuisine: CUISINES[slots.cuisine][lang] })
  }
  return out
}

const DAY_MS = 86_400_000

/** An offer running from two days before `now` (midnight UTC) for `days` days, as ISO timestamps. */
export function offerDates(now: Date, days: number): [startsAt: string, endsAt: string] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return [new Date(today - 2 * DAY_MS).toISOString(), new Date(today + days * DAY_MS).toISOString()]
}

export function storeOf(id: StoreId): StoreDef {
  const store = STORES.find((s) => s.id === id)
  if (!store) throw new Error(`unknown store ${id}`)
  return store
}

type OtherService = ServiceSeed['service']

/**
 * A service's seed grown (or cut) to `count` listings for the large-catalog benchmarks: its own
 * listings first, then `more(i, rng)` for each further one (a fixed-seed PRNG, so the same count
 * gives the same catalog). Offers whose listing was cut off are dropped. Any service's seed can
 * use it (helper S1's food and grocery too).
 */
export function growServiceSeed<S extends OtherService>(
  seed: ServiceSeed<S>,
  count: number,
  rngSeed: number,
  more: (i: number, rng: () => number) => ServiceSeed<S>['listings'][number],
): ServiceSeed<S> {
  const wanted = Math.max(0, Math.floor(count))
  const listings = seed.listings.slice(0, wanted)
  const rng = mulberry32(rngSeed)
  for (let i = listings.length; i < wanted; i++) listings.push(more(i, rng))
  const kept = new Set(listings.map((l) => l.id))
  return { ...seed, listings, offers: seed.offers.filter((o) => kept.has(o.listingId)) }
}
