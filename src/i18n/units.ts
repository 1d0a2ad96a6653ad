/**
 * The catalog's units in words: "3 pieces", "1 bunch", "2 × 500 g" (an amount of a unit), and
 * "per bunch" after a unit price. An amount is one ICU plural message per unit, so each language
 * says it with its own plural rules (Arabic's zero, one, two, few, many and other; the number
 * formatted by Intl for the language): never a number and a unit code put side by side.
 *
 * Units come from the catalog's closed list (`UNITS`); a line stored before a unit existed, or a
 * unit this build does not know, shows the number with the code rather than nothing.
 */
import { msg, plural } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { Unit } from '../api/catalog-lists-contract'
import type { RecipeUnit } from '../api/cookbook-contract'
import { UNITS } from '../api/catalog-lists-contract'
import { formatNumber } from './format'
import type { Locale } from '../config'

const isUnit = (unit: string): unit is Unit => (UNITS as readonly string[]).includes(unit)

function amountMessage(count: number, unit: Unit): MessageDescriptor {
  switch (unit) {
    case 'kg':
      return msg({ message: plural(count, { one: '# kg', other: '# kg' }), comment: 'An amount in kilograms, as in a basket line: "1.5 kg"' })
    case 'g500':
      return msg({ message: plural(count, { one: '# × 500 g', other: '# × 500 g' }), comment: 'A number of 500-gram packs: "2 × 500 g"' })
    case 'bunch':
      return msg({ message: plural(count, { one: '# bunch', other: '# bunches' }), comment: 'Bunches of a vegetable or herb' })
    case 'head':
      return msg({ message: plural(count, { one: '# head', other: '# heads' }), comment: 'Heads of cabbage, lettuce or garlic' })
    case 'piece':
      return msg({ message: plural(count, { one: '# piece', other: '# pieces' }), comment: 'Single items: avocados, pineapples…' })
    case 'tray30':
      return msg({ message: plural(count, { one: '# tray of 30', other: '# trays of 30' }), comment: 'Trays of 30 eggs' })
    case 'dozen':
      return msg({ message: plural(count, { one: '# dozen', other: '# dozen' }), comment: 'Dozens (of eggs)' })
    case 'litre':
      return msg({ message: plural(count, { one: '# litre', other: '# litres' }), comment: 'Litres of milk or oil' })
    case 'jar':
      return msg({ message: plural(count, { one: '# jar', other: '# jars' }), comment: 'Jars of honey or preserves' })
    case 'bag':
      return msg({ message: plural(count, { one: '# bag', other: '# bags' }), comment: 'Bags of grain, beans or nuts' })
    case 'punnet':
      return msg({ message: plural(count, { one: '# punnet', other: '# punnets' }), comment: 'Small baskets of berries or cherry tomatoes' })
  }
}

/** "3 pieces", "1,5 kg", "حزمتان": an amount of a unit in the active language. */
export function formatAmount(i18n: I18n, count: number, unit: string): string {
  if (isUnit(unit)) return i18n._(amountMessage(count, unit))
  return `${formatNumber(count, i18n.locale as Locale)} ${unit}`
}

/** A recipe's units that are not selling units: grams, millilitres, kitchen spoons and cups (decision 047). */
function recipeAmountMessage(count: number, unit: Exclude<RecipeUnit, 'kg' | 'piece' | 'bunch'>): MessageDescriptor {
  switch (unit) {
    case 'g':
      return msg({ message: plural(count, { one: '# g', other: '# g' }), comment: 'An amount in grams, in a recipe: "450 g"' })
    case 'ml':
      return msg({ message: plural(count, { one: '# ml', other: '# ml' }), comment: 'An amount in millilitres, in a recipe: "250 ml"' })
    case 'l':
      return msg({ message: plural(count, { one: '# l', other: '# l' }), comment: 'An amount in litres, in a recipe: "1.5 l"' })
    case 'tsp':
      return msg({ message: plural(count, { one: '# teaspoon', other: '# teaspoons' }), comment: 'Teaspoons, in a recipe' })
    case 'tbsp':
      return msg({ message: plural(count, { one: '# tablespoon', other: '# tablespoons' }), comment: 'Tablespoons, in a recipe' })
    case 'cup':
      return msg({ message: plural(count, { one: '# cup', other: '# cups' }), comment: 'Cups (250 ml), in a recipe' })
  }
}

/** "450 g", "3 bunches", "1,5 cuillères à soupe": an amount of a recipe's unit in the active language. */
export function formatRecipeAmount(i18n: I18n, count: number, unit: RecipeUnit): string {
  // Recipe amounts are cooks' amounts: a third of a cup reads 0.33, never 0.333333.
  const rounded = Math.round(count * 100) / 100
  if (unit === 'kg' || unit === 'piece' || unit === 'bunch') return i18n._(amountMessage(rounded, unit))
  return i18n._(recipeAmountMessage(rounded, unit))
}

/** "per …" after a unit price. */
export const UNIT_LABELS: Record<Unit, MessageDescriptor> = {
  kg: msg`per kg`,
  g500: msg`per 500 g`,
  bunch: msg`per bunch`,
  head: msg`per head`,
  piece: msg`each`,
  tray30: msg`per tray of 30`,
  dozen: msg`per dozen`,
  litre: msg`per litre`,
  jar: msg`per jar`,
  bag: msg`per bag`,
  punnet: msg`per punnet`,
}

/** "per bunch", or the unit's code for a unit this build does not know. */
export function perUnit(i18n: I18n, unit: string): string {
  return isUnit(unit) ? i18n._(UNIT_LABELS[unit]) : unit
}
