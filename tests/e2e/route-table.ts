/**
 * The route walk's cases, from the routes themselves (src/lib/route-facts.gen.ts: each page's path
 * and kind, decision 025), in English form. Every route exists unprefixed and under /ar /es /fr
 * /pt /sw; tests generate their cases from this one list. A route with a parameter is walked with
 * the values `PARAMS` gives it; a new one without an entry there fails the walk before it starts.
 */
import { LOCALES, type Locale } from '../../src/config'
import { PAGE_SLUGS } from '../../src/features/pages/page-content'
import { DEFAULT_SERVICES, isService, serviceIsOpen } from '../../src/api/services-contract'
import { ROUTE_FACTS } from '../../src/lib/route-facts.gen'
import { KIND_TRAITS, type RouteFact } from '../../src/lib/route-kinds'

export { LOCALES, type Locale }

export interface RouteCase {
  path: string
  /** Needs a signed-in shopper (account area). */
  signedIn?: boolean
  /** Expected to show the 404 page. */
  notFound?: boolean
}

interface Ids {
  produceId: string
  farmerId: string
}

/** The values a route's parameter is walked with; null: not walked here, and why. */
const PARAMS: Record<string, ((ids: Ids) => readonly string[]) | { skip: string }> = {
  '/farm/farmers/$id': (ids) => [ids.farmerId],
  '/farm/produces/$id': (ids) => [ids.produceId],
  '/pages/$slug': () => PAGE_SLUGS,
  // The walk runs with SERVICES unset: farm's basket (a closed one's is a 404: tests/e2e/services-config.spec.ts).
  '/cart/$service': () => DEFAULT_SERVICES,
  '/account/orders/$id': { skip: 'an order of the signed-in shopper: tests/e2e/orders.spec.ts opens one' },
  '/orders/$id': { skip: "a guest's order, opened by the token in its e-mail: tests/e2e/guest-checkout.spec.ts opens one" },
  '/partner/$providerId': { skip: 'a provider the signed-in account is a member of: tests/e2e/partner.spec.ts opens its pages' },
  '/partner/$providerId/orders': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/listings': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/listings/new': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/listings/$produceId': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/team': { skip: 'tests/e2e/partner.spec.ts' },
  '/partner/$providerId/profile': { skip: 'tests/e2e/back-of-house.spec.ts' },
  '/cookbook/recipes/$id': { skip: "a recipe of the cookbook seed (helper S2's server/seed/services/recipes.ts): tests/e2e/cookbook-recipe.spec.ts opens one" },
  '/cookbook/ingredients/$id': { skip: 'an ingredient of the cookbook seed: walk it with an id of the seed once it is merged' },
  '/account/bookings/$id': { skip: 'a chef booking of the signed-in shopper: tests/e2e/chef-booking.spec.ts opens one' },
  '/chef/book/$experienceId': { skip: 'an experience of an open chef service: tests/e2e/chef-booking.spec.ts books one' },
  '/partner/$providerId/bookings': { skip: 'tests/e2e/chef-booking.spec.ts' },
  '/admin/markets/$storeId': { skip: "a market of the signed-in operator's grant: tests/e2e/console.spec.ts opens one" },
  // The other services' providers and listings (decision 045): their rows come from the services' seeds (helpers S1, S2).
  ...Object.fromEntries(
    (['food/kitchens', 'food/meals', 'grocery/stores', 'grocery/products', 'chef/chefs', 'chef/experiences', 'cookbook/creators', 'cookbook/books'] as const).map((at) => [
      `/${at}/$id`,
      { skip: "a service's own row, from its seed: tests/e2e/services-catalog.spec.ts opens them with every service open" },
    ]),
  ),
}

/** A closed service's pages are the 404 page (decision 045): its layout route asks `serviceIsOpen`. */
const closedService = (route: RouteFact) => {
  const first = route.path.split('/')[1] ?? ''
  return isService(first) && !serviceIsOpen(first)
}

function cases(route: RouteFact, ids: Ids): RouteCase[] {
  const traits = KIND_TRAITS[route.kind]
  if (traits.redirect) return []
  const flags = { ...(traits.signedIn ? { signedIn: true } : {}), ...(traits.notFound || closedService(route) ? { notFound: true } : {}) }
  const segments = route.path.split('/')
  const last = segments.at(-1)!
  // A catch-all: two segments past its folder, so that no page with a parameter there answers first;
  // below a parameter (`/cart/$service/$`), under each value the parameter's page is walked with.
  if (last === '$') {
    const folder = segments.slice(0, -1).join('/')
    const folderValues = PARAMS[folder]
    if (!folder.includes('$')) return [{ path: `${folder}/no/such-page`, ...flags }]
    if (!folderValues) throw new Error(`tests/e2e/route-table.ts: ${route.path} (${route.file}) is below a parameter; say in PARAMS what to walk ${folder} with`)
    if ('skip' in folderValues) return []
    return folderValues(ids).map((value) => ({ path: `${[...segments.slice(0, -2), value].join('/')}/no/such-page`, ...flags }))
  }
  // A parameter anywhere on the way (`/partner/$providerId/orders`): PARAMS says what to walk it with.
  if (!segments.some((segment) => segment.startsWith('$'))) return [{ path: route.path, ...flags }]
  const values = PARAMS[route.path]
  if (!values) throw new Error(`tests/e2e/route-table.ts: ${route.path} (${route.file}) has a parameter; say in PARAMS what to walk it with`)
  if ('skip' in values) return []
  if (!last.startsWith('$')) throw new Error(`tests/e2e/route-table.ts: ${route.path}: only a last parameter can be walked with values; skip it with a reason`)
  return values(ids).map((value) => ({ path: [...segments.slice(0, -1), value].join('/'), ...flags }))
}

export function routeTable(ids: Ids, routes: readonly RouteFact[] = ROUTE_FACTS): RouteCase[] {
  return routes.flatMap((route) => cases(route, ids))
}

export const localized = (locale: Locale, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`)
