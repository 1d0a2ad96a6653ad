/**
 * What kind of page a route is, and what each kind means. A route file says its kind in its
 * `staticData` (with its title and description); everything that treats pages differently by kind
 * derives from it instead of keeping its own list (issue 29, decision 025): the service worker's
 * page snapshots and the server's first paint (src/lib/page-snapshot.ts), the build's `catalog`
 * chunk (vite.config.ts), the server's preloads (server/route-preloads.ts) and the route walk
 * (tests/e2e/route-table.ts). The build config cannot import route files (they import screens),
 * so `scripts/route-facts.ts` reads the kinds from the route files into `route-facts.gen.ts`;
 * `src/lib/route-facts.test.ts` fails when a route has no kind or that file is stale.
 *
 * Pure data: the service worker imports it.
 */
export const ROUTE_KINDS = ['catalog', 'search', 'content', 'form', 'cart', 'account', 'auth', 'error', 'notFound', 'redirect', 'partner', 'admin', 'service'] as const
export type RouteKind = (typeof ROUTE_KINDS)[number]

export interface KindTraits {
  /** The same page for every shopper of a market: drawn by the server on a first visit, kept as a snapshot for repeat and offline visits. */
  snapshot: boolean
  /** Its code goes in the one `catalog` chunk that home and the farm catalog share (moving between them loads nothing). */
  catalogChunk: boolean
  /** Needs a signed-in shopper (the route walk signs in first). */
  signedIn: boolean
  /** Shows the 404 page. */
  notFound: boolean
  /** Never shows a page of its own (sends elsewhere): the route walk skips it. */
  redirect: boolean
  /**
   * A back-office page (the provider portal, the operator console: decision 032): its code is a
   * lazy chunk of its own named after the kind, whose folders are `src/routes/{-$locale}/<kind>/`
   * and `src/features/<kind>/` (vite.config.ts), outside the shopper's offline set and the service
   * worker's precache; its words are the `backoffice` catalog. Never drawn by the server.
   */
  backOffice: boolean
}

const PAGE: KindTraits = { snapshot: false, catalogChunk: false, signedIn: false, notFound: false, redirect: false, backOffice: false }

export const KIND_TRAITS: Record<RouteKind, KindTraits> = {
  /** Home and the farm catalog: produce, farmers, offers. */
  catalog: { ...PAGE, snapshot: true, catalogChunk: true },
  /** Search results: the catalog's code, but a page per query and shopper. */
  search: { ...PAGE, catalogChunk: true },
  /** The static pages (about, help…). */
  content: { ...PAGE, snapshot: true },
  /** A form anyone can fill in (the join form). */
  form: PAGE,
  cart: PAGE,
  account: { ...PAGE, signedIn: true },
  auth: PAGE,
  error: PAGE,
  notFound: { ...PAGE, notFound: true },
  redirect: { ...PAGE, redirect: true },
  /** The provider portal (`/partner/…`): a member of a provider runs its shop. */
  partner: { ...PAGE, signedIn: true, backOffice: true },
  /** The operator console (`/admin/…`): the market's operators run the marketplace. */
  admin: { ...PAGE, signedIn: true, backOffice: true },
  /**
   * Another service's catalog (food, grocery, chef, cookbook: decision 045): the farm's engine in
   * lazy chunks of their own, read from the device's database; not in the first page's chunk.
   */
  service: PAGE,
}

/** The back-office kinds, each a folder under the routes and the features and a chunk of its own. */
export const BACK_OFFICE_KINDS = ROUTE_KINDS.filter((kind) => KIND_TRAITS[kind].backOffice)

export interface RouteFact {
  /** The English path with TanStack's params (`/farm/produces/$id`; `$` alone is a catch-all), `/` for home. */
  path: string
  /** The route file, from the repository's root. */
  file: string
  kind: RouteKind
}

export const isRouteKind = (value: string): value is RouteKind => (ROUTE_KINDS as readonly string[]).includes(value)
