/**
 * The seeds of the services other than the farm (issue 34), one entry a service: its regular seed
 * and its benchmark catalog (SEED=large). The server loads every one at start, whatever services
 * are switched on, so that switching one on later shows its catalog (server/start-up.ts,
 * load-service-seed.ts).
 */
import type { ServiceSeed } from '../seed-types'
import { buildChefSeed, generateLargeChefSeed } from './chef'
import { buildCookbookSeed, generateLargeCookbookSeed } from './cookbook'
import { FOOD_SEED } from './food'
import { GROCERY_SEED } from './grocery'
import type { ServiceSeedSource } from './seed-kit'

export type { ServiceSeedSource } from './seed-kit'

export const SERVICE_SEEDS: readonly ServiceSeedSource[] = [
  FOOD_SEED,
  GROCERY_SEED,
  { service: 'chef', build: buildChefSeed, generateLarge: generateLargeChefSeed },
  { service: 'cookbook', build: buildCookbookSeed, generateLarge: generateLargeCookbookSeed },
]

/**
 * A service's benchmark catalog, scaled like the farm's: SEED_PRODUCES over the farm seed's regular
 * produce count is the factor every service's regular listing count grows by.
 */
export function largeServiceSeed(source: ServiceSeedSource, farmProduceCount: number, regularFarmProduces: number, now: Date = new Date()): ServiceSeed {
  const regular = source.build(now).listings.length
  return source.generateLarge(Math.round((regular * farmProduceCount) / Math.max(1, regularFarmProduces)), now)
}
