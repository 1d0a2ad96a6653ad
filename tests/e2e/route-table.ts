/**
 * The route walk's cases, from the routes themselves (src/lib/route-facts.gen.ts: each page's path
 * and kind, decision 025), in English form. Every route exists unprefixed and under /ar /es /fr
 * /pt /sw; tests generate their cases from this one list. A route with a parameter is walked with
 * the values `PARAMS` gives it; a new one without an entry there fails the walk before it starts.
 */
import { LOCALES, type Locale } from '../../src/config'
import { PAGE_SLUGS } from '../../src/features/pages/page-content'
import type { APIRequestContext } from '@playwright/test'
import { SERVICE_NOUNS } from '../../src/api/service-routes-contract'
import { isService, openServices, serviceIsOpen, type Service } from '../../src/api/services-contract'
import { ROUTE_FACTS } from '../../src/lib/route-facts.gen'
import { KIND_TRAITS, type RouteFact } from '../../src/lib/route-kinds'

export { LOCALES, type Locale }

export interface RouteCase {
  path: string
  /** Needs a signed-in shopper (account area). */
  signedIn?: boolean
  /** Expected to show the 404 page. */
  notFound?: boolean
  /**
   * Walked by loading it, never by a move in the app: a closed service's page outside its folder
   * (/account/bookings with the chef closed), which no link of the app leads to.
   */
  fullLoad?: boolean
  /** What the server answers for it: 404 for a path only a catch-all takes and for a closed service's page. */
  status: 200 | 404
}

/**
 * A row of the real server's seed for each route with an id (`/food/meals/$id` → a meal's id),
 * read from the API of every open service: its first provider and listing in Johannesburg, and the
 * cookbook's first recipe and ingredient there.
 */
export type Ids = Partial<Record<string, string>>

/** The market the walk reads its rows from: every service's seed has rows in Johannesburg. */
const MARKET = 'jnb'

async function firstId(request: APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url)
  if (res.status() !== 200) throw new Error(`tests/e2e/route-table.ts: ${url} answered ${res.status()}`)
  const rows = ((await res.json()) as { data: { id: string }[] }).data
  if (!rows[0]) throw new Error(`tests/e2e/route-table.ts: ${url} has no row to walk the route with`)
  return rows[0].id
}

/** The ids the walk opens, from the server's own catalog (fresh database, real seed), for the open services. */
export async function catalogIds(request: APIRequestContext): Promise<Ids> {
  const ids: Ids = {}
  const reads: Promise<void>[] = []
  const read = (route: string, url: string) => reads.push(firstId(request, url).then((id) => void (ids[route] = id)))
  for (const service of openServices()) {
    const { providers, listings } = SERVICE_NOUNS[service]
    read(`/${service}/${providers}/$id`, `/api/${service}/${providers}?perPage=1&storeId=${MARKET}`)
    read(`/${service}/${listings}/$id`, `/api/${service}/${listings}?perPage=1&storeId=${MARKET}`)
  }
  if (serviceIsOpen('cookbook')) {
    read('/cookbook/recipes/$id', `/api/cookbook/recipes?perPage=1&storeId=${MARKET}`)
    read('/cookbook/ingredients/$id', `/api/cookbook/ingredients?perPage=1&storeId=${MARKET}`)
  }
  await Promise.all(reads)
  return ids
}

const seeded =
  (route: string) =>
  (ids: Ids): readonly string[] => {
    const id = ids[route]
    if (!id) throw new Error(`tests/e2e/route-table.ts: no id read for ${route} (is its service open?)`)
    return [id]
  }

/** The values a route's parameter is walked with; null: not walked here, and why. */
const PARAMS: Record<string, ((ids: Ids) => readonly string[]) | { skip: string }> = {
  '/pages/$slug': () => PAGE_SLUGS,
  // Every open service's basket (a closed one's is a 404: tests/e2e/services-config.spec.ts).
  '/cart/$service': () => openServices(),
  '/account/orders/$id': { skip: 'an order of the signed-in shopper: tests/e2e/orders.spec.ts opens one' },
  '/orders/$id': { skip: "a guest's order, opened by the token in its e-mail: tests/e2e/guest-checkout.spec.ts opens one" },
  '/partner/$providerId': { skip: 'a provider the signed-in account is a member of: tests/e2e/partner.spec.ts opens its pages' },
  '/partner/$providerId/orders': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/listings': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/listings/new': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/listings/$produceId': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/team': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/profile': { skip: 'tests/e2e/back-of-house.spec.ts' },
  '/cookbook/recipes/$id': seeded('/cookbook/recipes/$id'),
  '/cookbook/ingredients/$id': seeded('/cookbook/ingredients/$id'),
  '/account/bookings/$id': { skip: 'a chef booking of the signed-in shopper: tests/e2e/chef-booking.spec.ts opens one' },
  // The booking form of a seeded experience (tests/e2e/chef-booking.spec.ts books one).
  '/chef/book/$experienceId': seeded('/chef/experiences/$id'),
  '/partner/$providerId/bookings': { skip: 'tests/e2e/chef-booking.spec.ts' },
  '/admin/markets/$storeId': { skip: "a market of the signed-in operator's grant: tests/e2e/console.spec.ts opens one" },
  // Every service's providers and listings (decision 045), with rows of its seed.
  ...Object.fromEntries(
    (Object.entries(SERVICE_NOUNS) as [Service, { providers: string; listings: string }][]).flatMap(([service, { providers, listings }]) =>
      [`/${service}/${providers}/$id`, `/${service}/${listings}/$id`].map((route) => [route, seeded(route)]),
    ),
  ),
}

/** Pages of a service outside its folder, whose routes ask `serviceIsOpen` too (decision 046). */
const SERVICE_OF_PAGE: Record<string, Service> = {
  '/account/bookings': 'chef',
  '/account/bookings/$id': 'chef',
  '/partner/$providerId/bookings': 'chef',
  '/account/library': 'cookbook',
}

/** A closed service's pages are the 404 page (decision 045): its layout route asks `serviceIsOpen`. */
const closedService = (route: RouteFact) => {
  const first = route.path.split('/')[1] ?? ''
  const service = SERVICE_OF_PAGE[route.path] ?? (isService(first) ? first : null)
  return service !== null && !serviceIsOpen(service)
}

/**
 * A closed service's pages under its folder are all its layout's 404 (decision 045: the layout
 * asks `serviceIsOpen` for every page below it): the walk opens the folder's own page, and
 * `closedServicePaths` lists the rest, whose answers the server is asked for.
 */
const closedBelowFolder = (route: RouteFact) => closedService(route) && !(route.path in SERVICE_OF_PAGE) && route.path.split('/').length > 2

/**
 * Every page of the closed services below their folders (`/food/meals`, `/chef/join`…), without
 * parameters: the server answers each with 404 (tests/e2e/services-config.spec.ts asks it in the six
 * languages); the route walk opens only each folder's page.
 */
export const closedServicePaths = (routes: readonly RouteFact[] = ROUTE_FACTS): string[] =>
  routes.filter((r) => closedBelowFolder(r) && !KIND_TRAITS[r.kind].redirect && !r.path.includes('$')).map((r) => r.path)

function cases(route: RouteFact, ids: Ids): RouteCase[] {
  const traits = KIND_TRAITS[route.kind]
  if (traits.redirect || closedBelowFolder(route)) return []
  const flags = {
    ...(traits.signedIn ? { signedIn: true } : {}),
    ...(traits.notFound || closedService(route) ? { notFound: true } : {}),
    ...(route.path in SERVICE_OF_PAGE && closedService(route) ? { fullLoad: true } : {}),
    status: closedService(route) ? (404 as const) : (200 as const),
  }
  const segments = route.path.split('/')
  const last = segments.at(-1)!
  // A catch-all: two segments past its folder, so that no page with a parameter there answers first;
  // below a parameter (`/cart/$service/$`), under each value the parameter's page is walked with.
  // No page answers such a path: the server says 404.
  if (last === '$') {
    const folder = segments.slice(0, -1).join('/')
    const folderValues = PARAMS[folder]
    if (!folder.includes('$')) return [{ path: `${folder}/no/such-page`, ...flags, status: 404 }]
    if (!folderValues) throw new Error(`tests/e2e/route-table.ts: ${route.path} (${route.file}) is below a parameter; say in PARAMS what to walk ${folder} with`)
    if ('skip' in folderValues) return []
    return folderValues(ids).map((value) => ({ path: `${[...segments.slice(0, -2), value].join('/')}/no/such-page`, ...flags, status: 404 as const }))
  }
  // A parameter anywhere on the way (`/partner/$providerId/orders`): PARAMS says what to walk it with.
  if (!segments.some((segment) => segment.startsWith('$'))) return [{ path: route.path, ...flags }]
  // A closed service has no rows to open: its pages without a parameter show its 404 already.
  if (closedService(route)) return []
  const values = PARAMS[route.path]
  if (!values) throw new Error(`tests/e2e/route-table.ts: ${route.path} (${route.file}) has a parameter; say in PARAMS what to walk it with`)
  if ('skip' in values) return []
  if (!last.startsWith('$')) throw new Error(`tests/e2e/route-table.ts: ${route.path}: only a last parameter can be walked with values; skip it with a reason`)
  return values(ids).map((value) => ({ path: [...segments.slice(0, -1), value].join('/'), ...flags }))
}

export function routeTable(ids: Ids, routes: readonly RouteFact[] = ROUTE_FACTS): RouteCase[] {
  return routes.flatMap((route) => cases(route, ids))
}

/** The services issue 34 added beside the farm. */
const NEW_SERVICES: readonly string[] = ['food', 'grocery', 'chef', 'cookbook'] satisfies Service[]
const isNewService = (name: string | undefined): name is Service => NEW_SERVICES.includes(name ?? '')

/**
 * Which of the four new services a case is a page of: under /food, /grocery, /chef or /cookbook,
 * one of their baskets (/cart/food…), or one of their pages elsewhere (`SERVICE_OF_PAGE`: the
 * signed-in /account/bookings and /account/library); null for the rest of the table. What the walk
 * with all five open visits; the rest is walked on the spec's build.
 */
export const newServiceOf = (c: RouteCase): Service | null => {
  const [first, second] = c.path.split('/').slice(1)
  if (isNewService(first)) return first
  if (first === 'cart' && isNewService(second)) return second
  return SERVICE_OF_PAGE[c.path] ?? null
}

export const localized = (locale: Locale, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`)
