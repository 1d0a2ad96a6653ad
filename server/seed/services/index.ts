/**
 * Every other service's seed (issue 34), loaded at start by server/seed/load-service-seed.ts.
 * Each entry builds its service's seed for `now` (offer dates); the large-catalog generator's
 * counterparts (for SEED=large) sit beside each builder in its own file.
 */
import type { ServiceSeed } from '../seed-types'
import { buildChefSeed } from './chef'
import { buildCookbookSeed } from './cookbook'

export const SERVICE_SEEDS: readonly ((now?: Date) => ServiceSeed)[] = [buildChefSeed, buildCookbookSeed]
