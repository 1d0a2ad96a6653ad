/**
 * The services' `ListingChooser` (decision 045's seam, wired): how a shopper takes a listing that
 * needs a choice or a booking. A meal with option groups is chosen on its page (helper FG's
 * MealChoices), a card links there; a grocery product is taken on its page with what to do when it
 * is missing (and, sold by weight, its estimate), a card of a weighed product links there; an
 * experience is booked (helper C's /chef/book/$experienceId), from its page and its card.
 * `takeListing` uses this one chooser, so every screen (list, provider, detail, landing, search,
 * offers) takes a listing the same way.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { Localized, MealDetails, ProductDetails, Substitution } from '../../api/service-details-contract'
import { useLocale } from '../../i18n/use-locale'
import { listingDetailPath } from '../../lib/catalog-links'
import { sessionActor } from '../../session/session-actor'
import { GUEST, addToCart, type ChosenLine } from '../../sync/cart'
import { toastActor } from '../../ui/app-actors'
import { WeighedEstimate } from '../../ui/weighed-estimate'
import { useFarmerProduces } from '../farm/catalog-queries'
import { useBasketQuantity } from '../farm/basket-quantities'
import { chosenMeal, MealChoices } from '../food/meal-choices'
import { chosenProduct, SubstitutionChoice, weighedOf } from '../grocery/line-choices'
import type { ListingChooser } from './listing-take'

export const listingChooser: ListingChooser = (listing, place) => {
  switch (listing.service) {
    case 'chef':
      return <BookLink listing={listing} compact={place === 'card'} />
    case 'food':
      return place === 'card' ? <ChooseLink listing={listing} /> : <MealTake key={listing.id} meal={listing} />
    case 'grocery':
      return place === 'card' ? <ChooseLink listing={listing} /> : <ProductTake key={listing.id} product={listing} />
    default:
      return null
  }
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

/** Adds the chosen line to the listing's service basket, and says so (or why not). */
function useTake(listing: CatalogProduce) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [added, setAdded] = useState(false)
  const take = async (chosen: ChosenLine) => {
    setBusy(true)
    try {
      const result = await addToCart(listing, listing.service ?? 'farm', chosen)
      if (result.otherStore) {
        toastActor.send({ type: 'toast.show', toast: { type: 'warning', title: t`Another market`, message: t`Your basket has produce from another market. Empty it first to shop here.` } })
      } else setAdded(true)
    } catch {
      toastActor.send({ type: 'toast.show', toast: { type: 'error', title: t`Not added`, message: t`Something went wrong. Please try again.` } })
    } finally {
      setBusy(false)
    }
  }
  return { busy, added, setAdded, take }
}

function TakeButton({ listing, busy, added, onClick }: { listing: CatalogProduce; busy: boolean; added: boolean; onClick: () => void }) {
  const { param } = useLocale()
  const owner = useSelector(sessionActor(), (s) => (s.hasTag('signedIn') ? (s.context.user?.id ?? GUEST) : GUEST))
  const inBasket = useBasketQuantity(owner, listing.id, listing.service ?? 'farm')
  const soldOut = listing.stock !== null && listing.stock <= 0
  return (
    <div className="listing-take">
      <button type="button" className="button button--primary" onClick={onClick} disabled={busy || soldOut}>
        {soldOut ? <Trans>Sold out</Trans> : <Trans>Add to basket</Trans>}
      </button>
      <p role="status" className="listing-take__status">
        {added || inBasket ? (
          <>
            <Trans>In your basket.</Trans>{' '}
            <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: listing.service ?? 'farm' }}>
              <Trans>See your basket</Trans>
            </Link>
          </>
        ) : null}
      </p>
    </div>
  )
}

function MealTake({ meal }: { meal: CatalogProduce }) {
  const groups = (meal.details as Localized<MealDetails> | undefined)?.optionGroups ?? []
  const basePrice = meal.offer?.price ?? meal.price
  const [value, setValue] = useState<Record<string, string[]>>({})
  const [tried, setTried] = useState(false)
  const { busy, added, setAdded, take } = useTake(meal)
  const add = () => {
    const chosen = chosenMeal(groups, basePrice, value)
    setTried(chosen === null)
    if (chosen) void take(chosen)
  }
  const change = (next: Record<string, string[]>) => {
    setValue(next)
    setAdded(false)
  }
  return (
    <>
      <MealChoices groups={groups} basePrice={basePrice} currency={meal.currency} currencyExponent={meal.currencyExponent} value={value} onChange={change} showErrors={tried} />
      <TakeButton listing={meal} busy={busy} added={added} onClick={add} />
    </>
  )
}

function ProductTake({ product }: { product: CatalogProduce }) {
  const { locale } = useLocale()
  const byWeight = (product.details as ProductDetails | undefined)?.byWeight ?? null
  const price = product.offer?.price ?? product.price
  const [substitution, setSubstitution] = useState<Substitution>({ kind: 'similar' })
  const { busy, added, setAdded, take } = useTake(product)
  const store = useFarmerProduces(locale, product.farmerId)
  const alternatives = (store ?? []).filter((p) => p.id !== product.id && p.service === 'grocery' && p.category === product.category).map((p) => ({ id: p.id, name: p.name }))
  const change = (s: Substitution) => {
    setSubstitution(s)
    setAdded(false)
  }
  return (
    <>
      {byWeight ? <WeighedEstimate weighed={weighedOf(price, byWeight)} quantity={product.minQty} currency={product.currency} currencyExponent={product.currencyExponent} /> : null}
      <SubstitutionChoice value={substitution} onChange={change} alternatives={alternatives} />
      <TakeButton listing={product} busy={busy} added={added} onClick={() => void take(chosenProduct(price, byWeight, substitution))} />
    </>
  )
}

