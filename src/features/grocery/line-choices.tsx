/**
 * A grocery line's choices for the product page (decision 048): what the store does when the item
 * is missing on the day (a similar item, the default; an item of the same store the shopper names;
 * or a refund), and for an item sold by weight the estimate and the most it can cost.
 *
 * Mounting it (the product page, helper B): keep the substitution in the page's state (start with
 * `DEFAULT_SUBSTITUTION`), render `<SubstitutionChoice value={s} onChange={setS} alternatives={…}>`
 * with the store's other products of the category (`{ id, name }`, without this one), and for a
 * `details.byWeight` product `<WeighedEstimate weighed={weighedOf(product.price, details.byWeight)}
 * quantity={n} currency=… currencyExponent=… />` (src/ui/weighed-estimate.tsx); on "Add to basket"
 * call `addToCart(product, 'grocery', chosenProduct(product.price, details.byWeight, s))`. In the
 * basket, `setSubstitution(line.lineKey, s)` changes it (src/sync/cart.ts).
 */
import { useLingui } from '@lingui/react/macro'
import { weighedUnit, type WeighedLine } from '../../api/line-choices-contract'
import type { ProductDetails, Substitution } from '../../api/service-details-contract'
import type { ChosenLine } from '../../sync/cart'

/** The weighing terms of a product sold by weight, priced from its price per kg. */
export function weighedOf(pricePerKg: number, byWeight: NonNullable<ProductDetails['byWeight']>): WeighedLine {
  return { ...byWeight, pricePerKg, estimate: weighedUnit(pricePerKg, byWeight).estimate }
}

/** The line to add: the substitution chosen, and for an item sold by weight the most a unit costs (what the basket charges). */
export function chosenProduct(price: number, byWeight: ProductDetails['byWeight'], substitution: Substitution): ChosenLine {
  return {
    choices: { substitution },
    price: byWeight ? weighedUnit(price, byWeight).most : price,
    substitution,
    weighed: byWeight ? weighedOf(price, byWeight) : null,
  }
}

export interface SubstitutionChoiceProps {
  value: Substitution
  onChange(value: Substitution): void
  /** The store's items the shopper may name instead (not this one). */
  alternatives: readonly { id: string; name: string }[]
  /** Tells two choices on one page apart (a basket of several lines). */
  name?: string
}

export function SubstitutionChoice({ value, onChange, alternatives, name = 'substitution' }: SubstitutionChoiceProps) {
  const { t } = useLingui()
  const named = value.kind === 'named' ? value.listingId : (alternatives[0]?.id ?? '')
  return (
    <fieldset className="field choice-group substitution-choice">
      <legend className="field__label">{t`If this item is missing on the day`}</legend>
      <label className="choice">
        <input type="radio" name={name} checked={value.kind === 'similar'} onChange={() => onChange({ kind: 'similar' })} /> {t`Bring a similar item`}
      </label>
      {alternatives.length > 0 ? (
        <label className="choice">
          <input type="radio" name={name} checked={value.kind === 'named'} onChange={() => onChange({ kind: 'named', listingId: named })} /> {t`Bring this item instead:`}{' '}
          <select aria-label={t`The item instead`} value={named} disabled={value.kind !== 'named'} onChange={(e) => onChange({ kind: 'named', listingId: e.currentTarget.value })}>
            {alternatives.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="choice">
        <input type="radio" name={name} checked={value.kind === 'refund'} onChange={() => onChange({ kind: 'refund' })} /> {t`No substitute: refund me`}
      </label>
      <p className="field__hint">{t`A substitute never costs more than this item.`}</p>
    </fieldset>
  )
}
