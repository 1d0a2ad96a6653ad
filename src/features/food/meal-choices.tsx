/**
 * A meal's option groups (sides, spice level…) for the meal page (decision 048): one fieldset per
 * group with how many to choose, a radio per option when exactly one is chosen, a checkbox
 * otherwise (the unchosen ones disabled once the group has its most), each option's price, and the
 * meal's price with the choices. The rules are the server's own (line-choices-contract.ts), so what
 * this accepts the basket accepts.
 *
 * Mounting it (the meal page, helper B): keep `value` in the page's state, render
 * `<MealChoices groups={meal.details.optionGroups} basePrice={unitPrice} currency=… currencyExponent=…
 * value={value} onChange={setValue} showErrors={tried} />`, and on "Add to basket" call
 * `chosenMeal(groups, unitPrice, value)`: null while a group is incomplete (set `tried` to show
 * why), otherwise the `ChosenLine` to pass as `addToCart(meal, 'food', chosen)`.
 */
import { plural, ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { optionProblems, optionsPrice, type ChoiceProblem } from '../../api/line-choices-contract'
import type { Localized, OptionGroup } from '../../api/service-details-contract'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import type { ChosenLine } from '../../sync/cart'

export type MealOptionGroup = Localized<OptionGroup>

export interface MealChoicesProps {
  groups: readonly MealOptionGroup[]
  /** The meal's unit price now (offer applied), minor units. */
  basePrice: number
  currency: string
  currencyExponent: number
  /** Group id → chosen option ids. */
  value: Record<string, string[]>
  onChange(value: Record<string, string[]>): void
  /** Show each incomplete group's error (after the shopper tried to add). */
  showErrors?: boolean
}

/** The line to add, or null while a group's choice is incomplete. */
export function chosenMeal(groups: readonly MealOptionGroup[], basePrice: number, value: Record<string, string[]>): ChosenLine | null {
  if (optionProblems(groups, value).length > 0) return null
  const options = groups.flatMap((g) => g.options.filter((o) => value[g.id]?.includes(o.id)).map((o) => ({ groupId: g.id, optionId: o.id, name: o.name, price: o.price })))
  return { choices: { options: value }, price: basePrice + optionsPrice(groups, value), options }
}

export function MealChoices({ groups, basePrice, currency, currencyExponent, value, onChange, showErrors = false }: MealChoicesProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const money = (minor: number) => formatPrice(minor, currency, currencyExponent, locale)
  const problems = new Map(optionProblems(groups, value).map((p) => [p.field.slice('options.'.length), p]))
  const hint = (g: MealOptionGroup) => {
    const least = g.min
    return g.min === 0
      ? t`${plural(g.max, { one: 'Optional: up to # choice', other: 'Optional: up to # choices' })}`
      : g.min === g.max
        ? t`${plural(g.min, { one: 'Choose #', other: 'Choose #' })}`
        : t`${plural(g.max, { one: `Choose from ${least} to #`, other: `Choose from ${least} to #` })}`
  }
  const errorOf = (p: ChoiceProblem | undefined) =>
    !p
      ? null
      : p.code === 'too_few'
        ? t`${plural(Number(p.params?.min ?? 1), { one: 'Choose at least # option', other: 'Choose at least # options' })}`
        : t`${plural(Number(p.params?.max ?? 1), { one: 'Choose at most # option', other: 'Choose at most # options' })}`
  const toggle = (g: MealOptionGroup, optionId: string, on: boolean) => {
    const chosen = value[g.id] ?? []
    const next = g.max === 1 ? (on ? [optionId] : []) : on ? [...chosen, optionId] : chosen.filter((o) => o !== optionId)
    onChange({ ...value, [g.id]: next })
  }
  return (
    <div className="meal-choices">
      {groups.map((g) => {
        const chosen = value[g.id] ?? []
        const error = showErrors ? errorOf(problems.get(g.id)) : null
        const single = g.max === 1
        return (
          <fieldset key={g.id} className={`field choice-group${error ? ' field--invalid' : ''}`} aria-describedby={error ? `meal-group-${g.id}-error` : undefined}>
            <legend className="field__label">
              {g.name} <span className="field__hint">{hint(g)}</span>
            </legend>
            {g.options.map((o) => {
              const on = chosen.includes(o.id)
              return (
                <label key={o.id} className="choice">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`meal-group-${g.id}`}
                    checked={on}
                    disabled={!single && !on && chosen.length >= g.max}
                    onChange={(e) => toggle(g, o.id, e.currentTarget.checked)}
                  />{' '}
                  {o.name}
                  {o.price > 0 ? <span className="choice__price"> {t`+${ph({ extra: money(o.price) })}`}</span> : null}
                </label>
              )
            })}
            {single && g.min === 0 && chosen.length > 0 ? (
              <button type="button" className="link-button" onClick={() => onChange({ ...value, [g.id]: [] })}>
                {t`No ${ph({ group: g.name })}`}
              </button>
            ) : null}
            {error ? (
              <p id={`meal-group-${g.id}-error`} className="field__error">
                {error}
              </p>
            ) : null}
          </fieldset>
        )
      })}
      <p className="meal-choices__total" aria-live="polite">
        <Trans>Price with your choices: {ph({ price: money(basePrice + optionsPrice(groups, value)) })}</Trans>
      </p>
    </div>
  )
}
