/**
 * The home page's shelves, read from what this device holds. Apart from catalog-queries.ts, whose
 * list and store queries the start-up's own code (route loaders, the farm layout) reads: only the
 * home page uses these, so they load with the catalog pages' chunk, not with every page's shared
 * code (the sign-in page's first load is at its budget).
 */
import Dexie from 'dexie'
import type { Locale } from '../../config'
import { db, type ProduceRow } from '../../db/db'
import { catalogLanguage, readInHeldLanguage } from '../../db/rows-language'
import { useSteadyLiveQuery } from '../../lib/use-steady-live-query'

/** How many cards each of the home's shelves shows. */
export const HOME_SHELVES = { offers: 4, inSeason: 8 } as const

/** The library drawing a photo frames: `/img/produce/garlic--pair.svg` → `/img/produce/garlic.svg` (server/seed/produce-variants.ts). */
export const drawingOf = (photo: string): string => photo.replace(/--\w+\.svg$/, '.svg')

/**
 * The home's two shelves, from what this device holds (so they are there offline too): produce on
 * offer now and available, the deepest discount first; then produce in season and available, one
 * of each category before a second of any (a shelf of five squashes sells nothing), none of them
 * already on the offer shelf.
 */
export async function queryHomeShelves(storeId: string, locale: Locale) {
  return readInHeldLanguage(
    locale,
    (page) => catalogLanguage(page, storeId),
    async (lang) => {
      const now = new Date().toISOString()
      const rows = await db.produces.where('[lang+service+storeId+name]').between([lang, 'farm', storeId, Dexie.minKey], [lang, 'farm', storeId, Dexie.maxKey]).toArray()
      const available = rows.filter((p) => p.stock === null || p.stock > 0)
      const offers = available
        .filter((p) => p.offer && p.offer.endsAt > now)
        .sort((a, b) => b.offer!.percentOff - a.offer!.percentOff)
        .slice(0, HOME_SHELVES.offers)
      const shown = new Set(offers.map((p) => p.id))
      // One of each kind: the same produce from two farms is one picture twice on a shelf.
      const kinds = new Set<string>()
      const byCategory = new Map<string, ProduceRow[]>()
      for (const p of available) {
        const kind = drawingOf(p.photo)
        if (!p.inSeason || shown.has(p.id) || kinds.has(kind)) continue
        kinds.add(kind)
        byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p])
      }
      // Round by round: the first of each category (by name), then the second of each…
      const inSeason: ProduceRow[] = []
      for (let round = 0; inSeason.length < HOME_SHELVES.inSeason && [...byCategory.values()].some((list) => list.length > round); round++) {
        for (const list of byCategory.values()) if (list[round] && inSeason.length < HOME_SHELVES.inSeason) inSeason.push(list[round]!)
      }
      return { offers, inSeason }
    },
    (shelves) => shelves.offers.length + shelves.inSeason.length > 0,
  )
}

export function useHomeShelves(storeId: string, locale: Locale) {
  return useSteadyLiveQuery(() => queryHomeShelves(storeId, locale), [storeId, locale])
}
