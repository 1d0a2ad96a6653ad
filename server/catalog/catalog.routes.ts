/**
 * The catalog API: /api/stores and, for every open service, one router made by the same factory
 * (decision 045): /api/<service>/<providers>, /<listings>, /offers, /search, /join with the
 * service's nouns (SERVICE_NOUNS: farm farmers/produces, food kitchens/meals, grocery
 * stores/products, chef chefs/experiences, cookbook creators/books). A closed service has no router
 * (the API's 404). One CatalogPages per app holds the page cache that every catalog GET is answered from.
 */
import { Hono } from 'hono'
import type { AuthRuntime } from '../auth/auth-runtime'
import type { Db } from '../db/client'
import type { FormLimiter } from '../lib/form-limits'
import { CatalogPages } from './catalog-pages'
import type { CatalogVersion } from './catalog-version'
import { SERVICE_NOUNS } from '../../src/api/service-routes-contract'
import type { Service } from '../../src/api/services-contract'
import { providersRoutes } from './farmers.routes'
import { joinRoutes } from './join.routes'
import { offersRoutes } from './offers.routes'
import { listingsRoutes, producesRoutes, searchRoutes } from './produces.routes'
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
  /** One service's catalog router; only the farm's listings have the operator's PATCH. */
  const serviceRoutes = (service: Service) => {
    const nouns = SERVICE_NOUNS[service]
    return new Hono()
      .get('*', pages.fromCache)
      .route(`/${nouns.providers}`, providersRoutes(pages, service))
      .route(`/${nouns.listings}`, service === 'farm' ? producesRoutes(pages, options.operatorToken ?? null) : listingsRoutes(pages, service))
      .route('/offers', offersRoutes(pages, service))
      .route('/search', searchRoutes(pages, service))
      .route('/join', joinRoutes(db, options.auth, options.limitForm, service))
  }
  const stores = new Hono().get('*', pages.fromCache).route('/', storesRoutes(pages))
  return { stores, farm: serviceRoutes('farm'), serviceRoutes, pages }
}
