/**
 * What the chef and cookbook seeds share beyond seed-kit.ts: the cuisines and specialties their
 * providers name (ids in `details`, with their words in six languages for stories and screens),
 * the story templates' slots, and the two offers each places around `now`.
 */
import type { Cuisine } from '../../../src/api/service-details-contract'
import type { I18n } from '../seed-types'
import { STORES, type StoreDef, type StoreId } from '../stores'
import { DAY_MS, fillTemplate } from './seed-kit'

const i18n = (en: string, fr: string, es: string, pt: string, ar: string, sw: string): I18n => ({ en, fr, es, pt, ar, sw })

/**
 * The cuisines the seed's stories name (keys of the vocabulary, decision 049; a screen shows the
 * vocabulary's own labels), each as it reads after "cooking" /
 * « la cuisine » / „la cocina“ / "a cozinha" / « المطبخ » / "vyakula vya": an adjective in the
 * Romance languages and Arabic, a noun of manner in Swahili. A screen capitalises the first letter.
 */
// prettier-ignore
export const CUISINE_WORDS = {
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
} as const satisfies Partial<Record<Cuisine, I18n>>
export type CuisineId = keyof typeof CUISINE_WORDS

/** A story in six languages with the slots {farmName} {first} {city} {since} {cuisine}. */
export type StoryTemplate = I18n

/** The `index`-th of `templates` (wrapping round), its slots filled in each language. */
export function fillStory(templates: readonly StoryTemplate[], index: number, slots: { farmName: string; first: string; city: I18n; since: number; cuisine: CuisineId }): I18n {
  const template = templates[index % templates.length]
  if (!template) throw new Error('no story templates')
  return fillTemplate(template, { farmName: slots.farmName, first: slots.first, city: slots.city, since: String(slots.since), cuisine: CUISINE_WORDS[slots.cuisine] })
}

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
