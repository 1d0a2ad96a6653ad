/**
 * Each service's nouns in the catalog API and in the storefront's routes (issue 34, decision 045):
 * `/api/<service>/<providers>`, `/api/<service>/<listings>` and `/{-$locale}/<service>/<providers>`…
 * The farm keeps its farmers and produces. Zod-free: the first page and the route files read it.
 */
import type { Service } from './services-contract'

export interface ServiceNouns {
  /** The providers' path segment: farmers, kitchens, stores, chefs, creators. */
  providers: string
  /** The listings' path segment: produces, meals, products, experiences, books. */
  listings: string
}

export const SERVICE_NOUNS = {
  farm: { providers: 'farmers', listings: 'produces' },
  food: { providers: 'kitchens', listings: 'meals' },
  grocery: { providers: 'stores', listings: 'products' },
  chef: { providers: 'chefs', listings: 'experiences' },
  cookbook: { providers: 'creators', listings: 'books' },
} as const satisfies Record<Service, ServiceNouns>
