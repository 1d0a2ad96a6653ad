/**
 * Loads one service's seed (issue 34: kitchens and meals, stores and products, chefs and
 * experiences, creators and cookbooks) into the farm seed's markets, in one transaction. Idempotent
 * per service: a database that already has a provider of the service gets nothing, so every start
 * after the first is a no-op, and a service switched on later finds its catalog there. Safe under
 * races on its own too (the server seeds under the start-up lock, server/db/startup-lock.ts): two
 * loads that both saw none insert the providers with ON CONFLICT DO NOTHING, so the second waits
 * for the first's transaction and, once it has committed, inserts none and adds nothing.
 *
 * Providers go into `farmers` with their service and details (no practices; their delivery days
 * are the days they open), each with an active `providers` row; listings into `produces` (all year
 * round; a measure only for what is sold by weight, priced per kg); offers into `offers`.
 */
import { count, eq } from 'drizzle-orm'
import type { WeeklyHours } from '../../src/api/service-details-contract'
import { providerIdOf } from '../access/providers'
import type { Db } from '../db/client'
import { providers } from '../db/schema/access'
import { farmers, offers, produces, stores } from '../db/schema/catalog'
import type { ServiceSeed } from './seed-types'

export interface ServiceSeedResult {
  service: ServiceSeed['service']
  loaded: boolean
  providers: number
  listings: number
  offers: number
}

const CHUNK = 500
const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

/** The days of the week a provider works (its opening hours, a chef's availability): its delivery days. */
export function workingDays(details: object): number[] {
  const week = 'openingHours' in details ? details.openingHours : 'availability' in details ? details.availability : []
  return [...new Set((week as WeeklyHours[]).map((h) => h.day))].sort((a, b) => a - b)
}

/** What one unit of a listing holds, for its price per kg: only a product sold by weight (priced per kg) has one. */
function measureOf(details: object): { measureAmount: number | null; measurePer: 'kg' | null } {
  const byWeight = 'byWeight' in details ? details.byWeight : null
  return byWeight ? { measureAmount: 1, measurePer: 'kg' } : { measureAmount: null, measurePer: null }
}

export async function loadServiceSeed(db: Db, seed: ServiceSeed): Promise<ServiceSeedResult> {
  const result: ServiceSeedResult = { service: seed.service, loaded: false, providers: 0, listings: 0, offers: 0 }
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(farmers).where(eq(farmers.service, seed.service))
    if ((existing?.n ?? 0) > 0) return
    // Providers belong to a market: without the farm seed's markets there is nowhere to put them.
    const marketIds = new Set((await tx.select({ id: stores.id }).from(stores)).map((s) => s.id))
    const candidates = seed.providers.filter((p) => marketIds.has(p.storeId))
    const added = new Set<string>()
    for (let i = 0; i < candidates.length; i += CHUNK) {
      const inserted = await tx
        .insert(farmers)
        .values(
          candidates.slice(i, i + CHUNK).map(({ details, ...p }) => ({
            ...p,
            service: seed.service,
            details: { ...details },
            practices: [],
            deliveryDays: workingDays(details),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: farmers.id })
      for (const row of inserted) added.add(row.id)
    }
    if (added.size === 0) return
    const chosen = candidates.filter((p) => added.has(p.id))
    await tx
      .insert(providers)
      .values(chosen.map((p) => ({ id: providerIdOf(seed.service, p.id), service: seed.service, storeId: p.storeId, kindId: p.id, status: 'active' as const })))
      .onConflictDoNothing()
    const storeOf = new Map(chosen.map((p) => [p.id, p.storeId]))
    const listings = seed.listings.filter((l) => storeOf.has(l.providerId))
    for (let i = 0; i < listings.length; i += CHUNK) {
      await tx.insert(produces).values(
        listings.slice(i, i + CHUNK).map(({ providerId, details, ...l }) => ({
          ...l,
          farmerId: providerId,
          storeId: storeOf.get(providerId) ?? '',
          service: seed.service,
          details: { ...details },
          seasonMonths: ALL_YEAR,
          ...measureOf(details),
        })),
      )
    }
    const listed = new Set(listings.map((l) => l.id))
    const offerRows = seed.offers.filter((o) => listed.has(o.listingId))
    if (offerRows.length) {
      await tx.insert(offers).values(offerRows.map(({ listingId, ...o }) => ({ ...o, produceId: listingId, startsAt: new Date(o.startsAt), endsAt: new Date(o.endsAt) })))
    }
    Object.assign(result, { loaded: true, providers: chosen.length, listings: listings.length, offers: offerRows.length })
  })
  return result
}
