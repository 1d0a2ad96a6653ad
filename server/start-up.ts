/**
 * What a process does to its database before it serves: the migrations, the seed (SEED) and the
 * shared auth secret, all under the start-up lock (db/startup-lock.ts), so that of several
 * processes started together on one PostgreSQL database exactly one migrates and seeds while the
 * others wait, then find the work done ("seed: catalog already present, nothing added").
 */
import path from 'node:path'
import { sharedAuthSecret } from './auth/auth-secret'
import { runMigrations, type Database } from './db/client'
import { withStartupLock } from './db/startup-lock'
import type { Env } from './env'
import type { Logger } from './lib/log'
import { loadSeed } from './seed/load-seed'
import { loadServiceSeed } from './seed/load-service-seed'

export interface Prepared {
  /** AUTH_SECRET, or the database's shared one. */
  authSecret: string
}

export async function prepareDatabase(database: Database, env: Env, log: Logger): Promise<Prepared> {
  return withStartupLock(database, log, async () => {
    await runMigrations(database)
    log.info(`database: ${database.describe} (backend ${database.backend}), migrations applied`)

    if (env.SEED === 'farm' || env.SEED === 'large') {
      const { buildFarmSeed, generateLargeCatalog } = await import('./seed/farm-seed')
      const seeded = await loadSeed(database.db, env.SEED === 'large' ? generateLargeCatalog(env.SEED_PRODUCES) : buildFarmSeed())
      if (seeded.loaded) {
        log.info(`seed: loaded ${seeded.stores} stores, ${seeded.farmers} farmers, ${seeded.produces} produces, ${seeded.offers} offers`)
      } else {
        log.info('seed: catalog already present, nothing added')
      }
      // Every service's seed, switched on or not (issue 34): opening a service later shows its catalog.
      const { SERVICE_SEEDS, largeServiceSeed } = await import('./seed/services')
      const regularFarmProduces = env.SEED === 'large' ? buildFarmSeed().produces.length : 0
      for (const source of SERVICE_SEEDS) {
        const seed = env.SEED === 'large' ? largeServiceSeed(source, env.SEED_PRODUCES, regularFarmProduces) : source.build()
        const loaded = await loadServiceSeed(database.db, seed)
        if (loaded.loaded) log.info(`seed: loaded ${source.service}: ${loaded.providers} providers, ${loaded.listings} listings, ${loaded.offers} offers`)
        else log.info(`seed: ${source.service} catalog already present, nothing added`)
      }
      // The cookbook's recipes and ingredients, once its creators are in (a second load adds only what is new).
      const [{ loadRecipes }, { SEED_INGREDIENTS, SEED_RECIPES }] = await Promise.all([import('./cookbook/load-recipes'), import('./seed/services/recipes')])
      const recipes = await loadRecipes(database.db, { ingredients: SEED_INGREDIENTS, recipes: SEED_RECIPES })
      if (recipes.ingredients || recipes.recipes) log.info(`seed: loaded ${recipes.ingredients} ingredients, ${recipes.recipes} recipes`)
    }

    if (env.AUTH_SECRET) return { authSecret: env.AUTH_SECRET }
    const legacyFile = path.join(env.dataDir, 'auth-secret')
    const shared = await sharedAuthSecret(database.db, legacyFile)
    if (shared.source === 'generated') log.info('auth secret: none configured (AUTH_SECRET), one generated and kept in the database')
    if (shared.source === 'file') log.info(`auth secret: the one of ${legacyFile} is now kept in the database, shared by every process`)
    return { authSecret: shared.secret }
  })
}
