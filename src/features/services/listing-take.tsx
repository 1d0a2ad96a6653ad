/**
 * How a shopper takes a listing of a service (decision 045): into that service's basket, as the
 * farm's produce; except a meal with choices and a product sold by weight, whose choice the
 * `chooser` draws (helper FG's), and an experience, which is booked (helper C's): listing-chooser.tsx.
 */
import type { ReactNode } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { MealDetails, ProductDetails } from '../../api/service-details-contract'
import { AddToCartButton } from '../farm/add-to-cart-button'
import { listingChooser } from './listing-chooser'

/** The seam for the choice and booking screens: given a listing that needs one, what to show in place of the basket button. */
export type ListingChooser = (listing: CatalogProduce, place: 'card' | 'detail') => ReactNode

/** Whether a listing needs a choice (or a booking) before it can be taken. */
export function needsChoice(listing: CatalogProduce): boolean {
  if (listing.service === 'chef') return true
  if (listing.service === 'food') return ((listing.details as MealDetails | undefined)?.optionGroups.length ?? 0) > 0
  if (listing.service === 'grocery') return Boolean((listing.details as ProductDetails | undefined)?.byWeight)
  return false
}

/**
 * The card's or the detail's way to take the listing: the basket button, or the chooser (the
 * services' own, listing-chooser.tsx, unless a screen passes another). A grocery product's page
 * always asks what to do when it is missing; its card adds it with a similar item as the default.
 */
export function takeListing(listing: CatalogProduce, place: 'card' | 'detail', chooser: ListingChooser = listingChooser): ReactNode {
  if (needsChoice(listing) || (place === 'detail' && listing.service === 'grocery')) return chooser(listing, place)
  return <AddToCartButton produce={listing} compact={place === 'card'} />
}
