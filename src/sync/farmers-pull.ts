/**
 * Pull: farmers from the API into Dexie, one transaction per page, so a screen reading Dexie
 * sees either the old page or the new one, never half of it.
 */
import type { Farmer } from '../api/contract'
import type { HttpClient } from '../api/http'
import type { Locale } from '../config'
import type { StorefrontDb } from '../db/db'

export interface PullFeaturedOptions {
  storeId: string
  locale: Locale
  signal?: AbortSignal
}

export const featuredKey = (storeId: string, locale: Locale) => `farmers:featured:${storeId}:${locale}`

export async function pullFeaturedFarmers(api: HttpClient, db: StorefrontDb, { storeId, locale, signal }: PullFeaturedOptions): Promise<number> {
  const { data } = await api.get<Farmer[]>('/farm/farmers', {
    query: { storeId, featured: 'true', perPage: 24, sortBy: 'rating', order: 'desc' },
    headers: { 'Accept-Language': locale },
    signal,
    silent: true,
  })
  await db.transaction('rw', db.farmers, db.syncState, async () => {
    await db.farmers.bulkPut(data.map((f) => ({ ...f, lang: locale })))
    await db.syncState.put({ key: featuredKey(storeId, locale), fetchedAt: Date.now() })
  })
  return data.length
}
