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
export const ROUTE_KINDS = ['catalog', 'search', 'content', 'form', 'cart', 'account', 'auth', 'error', 'notFound', 'redirect'] as const
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
}

const PAGE: KindTraits = { snapshot: false, catalogChunk: false, signedIn: false, notFound: false, redirect: false }

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
}

export interface RouteFact {
  /** The English path with TanStack's params (`/farm/produces/$id`; `$` alone is a catch-all), `/` for home. */
  path: string
  /** The route file, from the repository's root. */
  file: string
  kind: RouteKind
}

export const isRouteKind = (value: string): value is RouteKind => (ROUTE_KINDS as readonly string[]).includes(value)
