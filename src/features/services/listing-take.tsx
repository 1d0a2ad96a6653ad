/**
 * How a shopper takes a listing of a service (decision 045): into that service's basket, as the
 * farm's produce; except a meal with choices and a product sold by weight, whose choice the
 * `chooser` draws (helper FG's), and an experience, which is booked (helper C's). Without a
 * chooser those show no button: nothing is added that the shopper did not choose.
 */
import type { ReactNode } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { MealDetails, ProductDetails } from '../../api/service-details-contract'
import { AddToCartButton } from '../farm/add-to-cart-button'

/** The seam for the choice and booking screens: given a listing that needs one, what to show in place of the basket button. */
export type ListingChooser = (listing: CatalogProduce, place: 'card' | 'detail') => ReactNode

/** Whether a listing needs a choice (or a booking) before it can be taken. */
export function needsChoice(listing: CatalogProduce): boolean {
  if (listing.service === 'chef') return true
  if (listing.service === 'food') return ((listing.details as MealDetails | undefined)?.optionGroups.length ?? 0) > 0
  if (listing.service === 'grocery') return Boolean((listing.details as ProductDetails | undefined)?.byWeight)
  return false
}

/** The card's or the detail's way to take the listing: the basket button, the chooser, or nothing. */
export function takeListing(listing: CatalogProduce, place: 'card' | 'detail', chooser?: ListingChooser): ReactNode {
  if (needsChoice(listing)) return chooser ? chooser(listing, place) : null
  return <AddToCartButton produce={listing} compact={place === 'card'} />
}
