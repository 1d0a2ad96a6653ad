/**
 * The services' `ListingChooser` (decision 045's seam, wired): how a shopper takes a listing that
 * needs a choice or a booking. An experience is booked (helper C's /chef/book/$experienceId), from
 * its page and its card. A meal with option groups and a grocery product are chosen on their page,
 * a card of one that needs a choice links there; what their page draws is the service's own
 * (src/features/food/meal-take.tsx, src/features/grocery/product-take.tsx), given once by the
 * service's layout route (`ServiceLayout`'s `detailTake`) to every screen under it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { createContext, useContext, type ComponentType } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import { useLocale } from '../../i18n/use-locale'
import { listingDetailPath } from '../../lib/catalog-links'
import type { ListingChooser } from './listing-take'

/** What a listing's page draws to take it with its choice (the meal's options, the product's substitution). */
export type DetailTake = ComponentType<{ listing: CatalogProduce }>

export const DetailTakeContext = createContext<DetailTake | null>(null)

export const listingChooser: ListingChooser = (listing, place) =>
  listing.service === 'chef' ? <BookLink listing={listing} compact={place === 'card'} /> : place === 'card' ? <ChooseLink listing={listing} /> : <DetailChoice listing={listing} />

/** The page's choice: the service's, as its layout gave it; none (no button) where none was given. */
function DetailChoice({ listing }: { listing: CatalogProduce }) {
  const Take = useContext(DetailTakeContext)
  return Take ? <Take key={listing.id} listing={listing} /> : null
}

/** A card's way to a listing whose choice is made on its page. */
function ChooseLink({ listing }: { listing: CatalogProduce }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const name = listing.name
  return (
    <Link
      to={listingDetailPath(listing.service)}
      params={{ locale: param, id: listing.id }}
      className="button button--compact"
      aria-label={t({ message: `Choose options, ${name}`, comment: 'A link on a meal or product card to its page. Starts with the exact words of "Choose options"; {name} is the listing.' })}
    >
      <Trans>Choose options</Trans>
    </Link>
  )
}

function BookLink({ listing, compact }: { listing: CatalogProduce; compact: boolean }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const name = listing.name
  return (
    <Link
      to="/{-$locale}/chef/book/$experienceId"
      params={{ locale: param, experienceId: listing.id }}
      className={`button button--primary${compact ? ' button--compact' : ''}`}
      aria-label={
        compact ? t({ message: `Book this experience, ${name}`, comment: 'A link on an experience card. Starts with the exact words of "Book this experience"; {name} is the experience.' }) : undefined
      }
    >
      <Trans>Book this experience</Trans>
    </Link>
  )
}
