/**
 * Where a provider's or a listing's own page is, by its service (decision 045): the farm's
 * /farm/farmers/$id and /farm/produces/$id, a kitchen's /food/kitchens/$id, a meal's
 * /food/meals/$id… The cards and detail screens link through these, so one card serves every service.
 */
import { SERVICE_NOUNS } from '../api/service-routes-contract'
import type { Service } from '../api/services-contract'

export type ProviderDetailPath =
  '/{-$locale}/farm/farmers/$id' | '/{-$locale}/food/kitchens/$id' | '/{-$locale}/grocery/stores/$id' | '/{-$locale}/chef/chefs/$id' | '/{-$locale}/cookbook/creators/$id'
export type ListingDetailPath =
  '/{-$locale}/farm/produces/$id' | '/{-$locale}/food/meals/$id' | '/{-$locale}/grocery/products/$id' | '/{-$locale}/chef/experiences/$id' | '/{-$locale}/cookbook/books/$id'

export type SearchPath = '/{-$locale}/farm/search' | '/{-$locale}/food/search' | '/{-$locale}/grocery/search' | '/{-$locale}/chef/search' | '/{-$locale}/cookbook/search'
export const searchPath = (service: Service = 'farm') => `/{-$locale}/${service}/search` as SearchPath

export const providerDetailPath = (service: Service = 'farm') => `/{-$locale}/${service}/${SERVICE_NOUNS[service].providers}/$id` as ProviderDetailPath
export const listingDetailPath = (service: Service = 'farm') => `/{-$locale}/${service}/${SERVICE_NOUNS[service].listings}/$id` as ListingDetailPath
