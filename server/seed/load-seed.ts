/**
 * Loads the farm seed into an empty database, in one transaction. Idempotent: when stores
 * already exist it adds nothing, so every start after the first is a no-op. Safe under races on
 * its own too (the server seeds under the start-up lock, server/db/startup-lock.ts): two loads
 * that both saw no store insert the stores with ON CONFLICT DO NOTHING, so the second waits for
 * the first's transaction and, once it has committed, inserts none and adds nothing.
 */
import { count } from 'drizzle-orm'
import type { Db } from '../db/client'
import { farmProviderId } from '../access/providers'
import { providers } from '../db/schema/access'
import { farmers, locations, offers, produces, stores } from '../db/schema/catalog'
import type { FarmSeed } from './seed-types'

export interface SeedResult {
  loaded: boolean
  stores: number
  farmers: number
  produces: number
  offers: number
}

const CHUNK = 500

export async function loadSeed(db: Db, seed: FarmSeed): Promise<SeedResult> {
  const result: SeedResult = { loaded: false, stores: 0, farmers: 0, produces: 0, offers: 0 }
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(stores)
    if ((existing?.n ?? 0) > 0) return
    const inserted = await tx
      .insert(stores)
      .values(
        seed.stores.map((s) => ({
          id: s.id,
          name: s.name,
          city: s.city,
          country: s.country,
          currency: s.currency,
          currencyExponent: s.currencyExponent,
          timeZone: s.timeZone,
          ...s.orderLimits,
          marketDays: s.market.days,
          minOrderTotal: s.market.minOrderTotal,
          freeDeliveryFrom: s.market.freeDeliveryFrom,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: stores.id })
    if (inserted.length === 0) return
    const locationRows = seed.stores.flatMap((s) => s.locations.map((l) => ({ ...l, storeId: s.id })))
    if (locationRows.length) await tx.insert(locations).values(locationRows)
    for (let i = 0; i < seed.farmers.length; i += CHUNK) {
      const chunk = seed.farmers.slice(i, i + CHUNK)
      await tx.insert(farmers).values(chunk)
      // Every farm is a provider (decision 032): active, no members until an operator invites its owner.
      await tx.insert(providers).values(chunk.map((f) => ({ id: farmProviderId(f.id), service: 'farm' as const, storeId: f.storeId, kindId: f.id, status: 'active' as const })))
    }
    const storeOfFarmer = new Map(seed.farmers.map((f) => [f.id, f.storeId]))
    for (let i = 0; i < seed.produces.length; i += CHUNK) {
      await tx.insert(produces).values(
        seed.produces.slice(i, i + CHUNK).map(({ measure, ...p }) => ({
          ...p,
          storeId: storeOfFarmer.get(p.farmerId) ?? '',
          measureAmount: measure?.amount ?? null,
          measurePer: measure?.per ?? null,
        })),
      )
    }
    if (seed.offers.length) {
      await tx.insert(offers).values(seed.offers.map((o) => ({ ...o, startsAt: new Date(o.startsAt), endsAt: new Date(o.endsAt) })))
    }
    Object.assign(result, {
      loaded: true,
      stores: seed.stores.length,
      farmers: seed.farmers.length,
      produces: seed.produces.length,
      offers: seed.offers.length,
    })
  })
  return result
}
