/**
 * A basket line's choices on the server (decision 048; the rules are src/api/line-choices-contract.ts):
 * checking them against the listing (a meal's option groups, a grocery line's substitution), the
 * unit price they make, and how a line shows them in the shopper's language. Used by the cart, by
 * checkout (which re-checks: a kitchen may have changed a group since) and by the orders.
 */
import { sql } from 'drizzle-orm'
import type { ChosenOption, WeighedLine } from '../../src/api/cart-contract'
import type { ApiFieldError } from '../../src/api/contract'
import { DEFAULT_SUBSTITUTION, lineKeyOf, optionProblems, optionsPrice, weighedUnit, canonicalOptions, type LineChoices, type OrderLineChoices } from '../../src/api/line-choices-contract'
import type { I18nText, MealDetails, OptionGroup, ProductDetails, Substitution } from '../../src/api/service-details-contract'
import { ApiError } from '../lib/http'
import type { Lang } from '../seed/seed-types'
import { rows, type Conn } from './cart-sql'
import type { ProduceFacts } from './cart-store'

const MESSAGES: Record<string, string> = {
  too_few: 'Choose more options in this group',
  too_many: 'Choose fewer options in this group',
  unknown_option: 'This option is not offered',
  unknown_group: 'This meal has no such choice',
  not_offered: 'This listing takes no such choice',
  same_listing: 'A substitute must be another listing',
  not_found: 'No such listing at this store',
}

function groupsOf(f: Pick<ProduceFacts, 'service' | 'details'>): OptionGroup[] {
  return f.service === 'food' ? ((f.details as Partial<MealDetails>).optionGroups ?? []) : []
}

function byWeightOf(f: Pick<ProduceFacts, 'service' | 'details'>): ProductDetails['byWeight'] {
  return f.service === 'grocery' ? ((f.details as Partial<ProductDetails>).byWeight ?? null) : null
}

/** The line key a set or remove names. */
export function lineKeyFor(produceId: string, choices: LineChoices | null | undefined): string {
  return lineKeyOf(produceId, choices?.options)
}

/** The choices as stored: options in canonical order, nothing empty; null when nothing is chosen. */
export function storedChoices(choices: LineChoices | null | undefined): LineChoices | null {
  if (!choices) return null
  const options = canonicalOptions(choices.options)
  const out: LineChoices = {}
  if (Object.keys(options).length) out.options = options
  if (choices.substitution) out.substitution = choices.substitution
  return Object.keys(out).length ? out : null
}

/** The field errors of a line's choices ([] when they can be ordered), `prefix` before each field. */
export async function choiceErrors(conn: Conn, f: ProduceFacts, choices: LineChoices | null | undefined, prefix: string): Promise<ApiFieldError[]> {
  const errors: ApiFieldError[] = []
  const push = (field: string, code: string, params?: Record<string, string | number>) =>
    errors.push({ field: `${prefix}${field}`, code, message: MESSAGES[code] ?? code, ...(params ? { params } : {}) })
  if (f.service === 'food') {
    for (const p of optionProblems(groupsOf(f), choices?.options)) push(p.field, p.code, p.params)
  } else if (choices?.options && Object.keys(canonicalOptions(choices.options)).length) {
    push('options', 'not_offered')
  }
  const substitution = choices?.substitution
  if (substitution && f.service !== 'grocery') push('substitution', 'not_offered')
  else if (substitution?.kind === 'named') {
    if (substitution.listingId === f.id) push('substitution.listingId', 'same_listing')
    else {
      const [other] = await rows<{ id: string }>(conn, sql`SELECT id FROM produces WHERE id = ${substitution.listingId} AND store_id = ${f.storeId} AND service = 'grocery' AND deleted_at IS NULL`)
      if (!other) push('substitution.listingId', 'not_found', { listingId: substitution.listingId })
    }
  }
  return errors
}

/** choiceErrors as a 400 (the cart's single op). */
export async function assertChoices(conn: Conn, f: ProduceFacts, choices: LineChoices | null | undefined, prefix = 'choices.'): Promise<void> {
  const errors = await choiceErrors(conn, f, choices, prefix)
  if (errors.length) throw new ApiError(400, 'validation_failed', 'The request has invalid fields', errors)
}

/**
 * One unit of the line, minor units: the listing's price (offer applied) with its options'; for an
 * item sold by weight, the most a unit costs (its estimate and the accepted margin).
 */
export function unitPriceOf(f: Pick<ProduceFacts, 'service' | 'details' | 'price'>, choices: LineChoices | null | undefined): number {
  const byWeight = byWeightOf(f)
  if (byWeight) return weighedUnit(f.price, byWeight).most
  return f.price + optionsPrice(groupsOf(f), choices?.options)
}

const pick = (text: unknown, lang: Lang): string => {
  if (typeof text === 'string') return text
  const t = (text ?? {}) as Partial<Record<Lang, string>>
  return t[lang] || t.en || ''
}

/** How the line shows its choices in `lang`. */
export function describeChoices(
  f: Pick<ProduceFacts, 'service' | 'details' | 'price'>,
  choices: LineChoices | null | undefined,
  lang: Lang,
): { options: ChosenOption[]; substitution: Substitution | null; weighed: WeighedLine | null } {
  const canon = canonicalOptions(choices?.options)
  const options: ChosenOption[] = []
  for (const group of groupsOf(f)) {
    for (const optionId of canon[group.id] ?? []) {
      const option = group.options.find((o) => o.id === optionId)
      if (option) options.push({ groupId: group.id, optionId, name: pick(option.name, lang), price: option.price })
    }
  }
  const byWeight = byWeightOf(f)
  return {
    options,
    substitution: f.service === 'grocery' ? (choices?.substitution ?? DEFAULT_SUBSTITUTION) : null,
    weighed: byWeight ? { estimateKg: byWeight.estimateKg, marginPercent: byWeight.marginPercent, pricePerKg: f.price, estimate: weighedUnit(f.price, byWeight).estimate } : null,
  }
}

/** What an order line keeps of its choices: the choices, the options' names in every language and the weighing terms (null: nothing to keep). */
export function orderChoices(f: Pick<ProduceFacts, 'service' | 'details' | 'price'>, choices: LineChoices | null | undefined): OrderLineChoices | null {
  const kept: OrderLineChoices = { ...(storedChoices(choices) ?? {}) }
  const canon = canonicalOptions(choices?.options)
  const chosen: NonNullable<OrderLineChoices['chosen']> = []
  for (const group of groupsOf(f)) {
    for (const optionId of canon[group.id] ?? []) {
      const option = group.options.find((o) => o.id === optionId)
      if (option) chosen.push({ groupId: group.id, optionId, name: option.name as I18nText, price: option.price })
    }
  }
  if (chosen.length) kept.chosen = chosen
  if (f.service === 'grocery') kept.substitution = choices?.substitution ?? DEFAULT_SUBSTITUTION
  const { weighed } = describeChoices(f, choices, 'en')
  if (weighed) kept.weighed = weighed
  return Object.keys(kept).length ? kept : null
}

/** An order line's choices as the order answers them, in `lang`. */
export function describeOrderChoices(kept: OrderLineChoices | null, lang: Lang): { options: ChosenOption[]; substitution: Substitution | null; weighed: WeighedLine | null } {
  return {
    options: (kept?.chosen ?? []).map((o) => ({ ...o, name: pick(o.name, lang) })),
    substitution: kept?.substitution ?? null,
    weighed: kept?.weighed ?? null,
  }
}
