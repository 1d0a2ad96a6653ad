/**
 * The farm catalog API: /api/stores and /api/farm/* (farmers, produces, offers, search, join).
 * One CatalogPages per app holds the page cache that every catalog GET is answered from.
 */
import { Hono } from 'hono'
import type { AuthRuntime } from '../auth/auth-runtime'
import type { Db } from '../db/client'
import type { FormLimiter } from '../lib/form-limits'
import { CatalogPages } from './catalog-pages'
import type { CatalogVersion } from './catalog-version'
import { farmersRoutes } from './farmers.routes'
import { joinRoutes } from './join.routes'
import { offersRoutes } from './offers.routes'
import { producesRoutes, searchRoutes } from './produces.routes'
import { storesRoutes } from './stores.routes'

export interface CatalogOptions {
  /** The accounts' runtime: the join form's mail and public URL. */
  auth: AuthRuntime
  /** The public forms' limits (server/lib/form-limits.ts). */
  limitForm: FormLimiter
  /** CATALOG_ADMIN_TOKEN: opens PATCH /api/farm/produces/:id to `Authorization: Bearer <it>`. */
  operatorToken?: string | null
  /** The app's catalog version, when shared with other routes (the cart's produce facts). */
  version?: CatalogVersion
  /** The page cache's budget in bytes (CATALOG_CACHE_BYTES). */
  cacheBytes?: number
}

export function catalogRoutes(db: Db, options: CatalogOptions) {
  const pages = new CatalogPages(db, options.version, { cacheBytes: options.cacheBytes })
  const farm = new Hono()
    .get('*', pages.fromCache)
    .route('/farmers', farmersRoutes(pages))
    .route('/produces', producesRoutes(pages, options.operatorToken ?? null))
    .route('/offers', offersRoutes(pages))
    .route('/search', searchRoutes(pages))
    .route('/join', joinRoutes(db, options.auth, options.limitForm))
  const stores = new Hono().get('*', pages.fromCache).route('/', storesRoutes(pages))
  return { stores, farm, pages }
}
