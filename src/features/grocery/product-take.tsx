/**
 * A grocery product's page takes it with what the store does when it is missing (decision 048):
 * a similar item by default, one of the store's other products of the same category (as this
 * device holds them), or a refund; for an item sold by weight, its estimate and the most it costs.
 */
import { useState } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { ProductDetails, Substitution } from '../../api/service-details-contract'
import { db } from '../../db/db'
import { useLocale } from '../../i18n/use-locale'
import { useSteadyLiveQuery } from '../../lib/use-steady-live-query'
import { WeighedEstimate } from '../../ui/weighed-estimate'
import { TakeChosen } from '../../ui/take-chosen'
import { chosenProduct, SubstitutionChoice, weighedOf } from './line-choices'

/** The store's other products of the product's category, by name. */
function useAlternatives(product: CatalogProduce, locale: string): { id: string; name: string }[] {
  const rows = useSteadyLiveQuery(
    async () =>
      (await db.produces.where('[lang+farmerId]').equals([locale, product.farmerId]).toArray())
        .filter((p) => p.id !== product.id && !p.deleted && p.service === 'grocery' && p.category === product.category)
        .sort((a, b) => a.name.localeCompare(b.name, locale))
        .map((p) => ({ id: p.id, name: p.name })),
    [locale, product.farmerId, product.id, product.category],
  )
  return rows ?? []
}

export function ProductTake({ listing }: { listing: CatalogProduce }) {
  const { locale } = useLocale()
  const byWeight = (listing.details as ProductDetails | undefined)?.byWeight ?? null
  const price = listing.offer?.price ?? listing.price
  const [substitution, setSubstitution] = useState<Substitution>({ kind: 'similar' })
  const alternatives = useAlternatives(listing, locale)
  return (
    <>
      {byWeight ? <WeighedEstimate weighed={weighedOf(price, byWeight)} quantity={listing.minQty} currency={listing.currency} currencyExponent={listing.currencyExponent} /> : null}
      <SubstitutionChoice value={substitution} onChange={setSubstitution} alternatives={alternatives} />
      <TakeChosen listing={listing} choose={() => chosenProduct(price, byWeight, substitution)} />
    </>
  )
}
