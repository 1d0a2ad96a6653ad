/** A meal's page takes the meal with its options (decision 048): the option groups, then "Add to basket"; an incomplete group says why instead. */
import { useState } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { Localized, MealDetails } from '../../api/service-details-contract'
import { TakeChosen } from '../../ui/take-chosen'
import { chosenMeal, MealChoices } from './meal-choices'

export function MealTake({ listing }: { listing: CatalogProduce }) {
  const groups = (listing.details as Localized<MealDetails> | undefined)?.optionGroups ?? []
  const basePrice = listing.offer?.price ?? listing.price
  const [value, setValue] = useState<Record<string, string[]>>({})
  const [tried, setTried] = useState(false)
  const choose = () => {
    const chosen = chosenMeal(groups, basePrice, value)
    setTried(chosen === null)
    return chosen
  }
  return (
    <>
      <MealChoices groups={groups} basePrice={basePrice} currency={listing.currency} currencyExponent={listing.currencyExponent} value={value} onChange={setValue} showErrors={tried} />
      <TakeChosen listing={listing} choose={choose} />
    </>
  )
}
