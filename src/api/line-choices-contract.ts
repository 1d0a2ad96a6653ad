/**
 * What a basket line chooses beyond its quantity (issue 34 §Food, §Grocery; decision 048), shared by
 * the device's cart, the server's cart, checkout and the orders:
 * - a meal's options, per option group (src/api/service-details-contract.ts `OptionGroup`): each
 *   group's min/max kept, every option one of the group's, the options' prices added to the meal's
 *   unit price. The same meal with another set of options is another line: a line is named by its
 *   `lineKeyOf(produceId, options)`, the produce id alone when nothing is chosen (every farm line);
 * - a grocery line's substitution: a similar item (the default), a named listing of the same store,
 *   or a refund. It does not name the line: changing it changes the line.
 *
 * Sold by weight (`ProductDetails.byWeight`, the listing's price per kg): the line's unit price is
 * the most a unit can cost, its estimate plus the margin the shopper accepts; the order is charged
 * that, and what the packed weight costs less is given back once the store has packed it
 * (`settleWeighed`). The basket shows the estimate and the most, never one as the other.
 */
import type { I18nText, OptionGroup, ProductDetails, Substitution } from './service-details-contract'

/**
 * A line's choices as the device sends them; absent = none (a farm line, a grocery line's default).
 * Checked at the edge by line-choices-schema.ts; zod-free here, for the first page's basket code.
 */
export interface LineChoices {
  /** Option group id → the chosen option ids of that group. */
  options?: Record<string, string[]>
  substitution?: Substitution
}

/** A meal's chosen option as a line shows it: named in the shopper's language, with what it adds to a unit. */
export interface ChosenOption {
  groupId: string
  optionId: string
  name: string
  price: number
}

/** An item sold by weight (decision 048): a unit's estimate; the line's unit price is the most a unit costs. */
export interface WeighedLine {
  estimateKg: number
  marginPercent: number
  pricePerKg: number
  /** One unit's estimated price, minor units. */
  estimate: number
}

/** An order line's choices as ordered: what was chosen, with the options' names and the weighing terms of that day. */
export interface OrderLineChoices extends LineChoices {
  chosen?: (Omit<ChosenOption, 'name'> & { name: I18nText })[]
  weighed?: WeighedLine
}

/** The substitution a grocery line takes when the shopper has not chosen one. */
export const DEFAULT_SUBSTITUTION: Substitution = { kind: 'similar' }

/** What validation and pricing need of a group: ids, bounds and prices (names are the screen's). */
export type PricedGroup = Pick<OptionGroup, 'id' | 'min' | 'max'> & { options: { id: string; price: number }[] }

/** The options in one canonical order (groups by id, options by id, no repeats, empty groups dropped). */
export function canonicalOptions(options: LineChoices['options']): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const group of Object.keys(options ?? {}).sort()) {
    const chosen = [...new Set(options![group])].sort()
    if (chosen.length) out[group] = chosen
  }
  return out
}

/** The name of a line in a basket: the produce id, then its options when it has some ("m1~side:rice+salad;spice:hot"). */
export function lineKeyOf(produceId: string, options?: LineChoices['options']): string {
  const canon = canonicalOptions(options)
  const parts = Object.entries(canon).map(([group, chosen]) => `${group}:${chosen.join('+')}`)
  return parts.length ? `${produceId}~${parts.join(';')}` : produceId
}

export interface ChoiceProblem {
  /** `options.<groupId>`, `options`, or `substitution`. */
  field: string
  code: 'too_few' | 'too_many' | 'unknown_option' | 'unknown_group' | 'not_offered' | 'same_listing'
  params?: Record<string, string | number>
}

/** What is wrong with a meal's options against its groups; [] when they can be ordered. */
export function optionProblems(groups: readonly PricedGroup[], options: LineChoices['options']): ChoiceProblem[] {
  const canon = canonicalOptions(options)
  const problems: ChoiceProblem[] = []
  for (const groupId of Object.keys(canon)) {
    if (!groups.some((g) => g.id === groupId)) problems.push({ field: `options.${groupId}`, code: 'unknown_group', params: { group: groupId } })
  }
  for (const group of groups) {
    const chosen = canon[group.id] ?? []
    const unknown = chosen.filter((o) => !group.options.some((option) => option.id === o))
    if (unknown.length) problems.push({ field: `options.${group.id}`, code: 'unknown_option', params: { option: unknown.join(',') } })
    else if (chosen.length < group.min) problems.push({ field: `options.${group.id}`, code: 'too_few', params: { min: group.min } })
    else if (chosen.length > group.max) problems.push({ field: `options.${group.id}`, code: 'too_many', params: { max: group.max } })
  }
  return problems
}

/** What the chosen options add to one unit, minor units (unknown ones add nothing: they are refused first). */
export function optionsPrice(groups: readonly PricedGroup[], options: LineChoices['options']): number {
  const canon = canonicalOptions(options)
  let sum = 0
  for (const group of groups) for (const o of canon[group.id] ?? []) sum += group.options.find((option) => option.id === o)?.price ?? 0
  return sum
}

export interface WeighedUnit {
  /** The estimated price of one unit: estimateKg × price per kg. */
  estimate: number
  /** The most one unit can cost: the estimate plus the margin the shopper accepts. */
  most: number
}

/** One unit of an item sold by weight, priced from its price per kg. */
export function weighedUnit(pricePerKg: number, byWeight: NonNullable<ProductDetails['byWeight']>): WeighedUnit {
  const estimate = Math.round(pricePerKg * byWeight.estimateKg)
  return { estimate, most: Math.round((estimate * (100 + byWeight.marginPercent)) / 100) }
}

/**
 * What a weighed line costs once packed: the packed weight at the price per kg, never more than
 * the line was charged (the estimate plus the accepted margin; decision 048).
 */
export function settleWeighed(pricePerKg: number, packedKg: number, charged: number): number {
  return Math.min(Math.round(pricePerKg * packedKg), charged)
}

/** A substitute's price on the order: the substitute's own, up to what the original line cost. */
export function settleSubstitute(substituteUnitPrice: number, quantity: number, charged: number): number {
  return Math.min(Math.round(substituteUnitPrice * quantity), charged)
}
