/**
 * Every other service's seed (issue 34), loaded at start by server/seed/load-service-seed.ts.
 * Each entry builds its service's seed for `now` (offer dates); LARGE_SERVICE_SEEDS are their
 * large-catalog counterparts (SEED=large), each making `count` listings of its service.
 */
import type { ServiceSeed } from '../seed-types'
import { buildChefSeed, generateLargeChefSeed } from './chef'
import { buildCookbookSeed, generateLargeCookbookSeed } from './cookbook'

export const SERVICE_SEEDS: readonly ((now?: Date) => ServiceSeed)[] = [buildChefSeed, buildCookbookSeed]

export const LARGE_SERVICE_SEEDS: readonly ((count: number, now?: Date) => ServiceSeed)[] = [generateLargeChefSeed, generateLargeCookbookSeed]
