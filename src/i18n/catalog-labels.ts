/** Translated names of the catalog's fixed vocabularies (categories, practices; units are in i18n/units.ts). */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Category, Practice } from '../api/catalog-contract'

export const CATEGORY_LABELS: Record<Category, MessageDescriptor> = {
  vegetables: msg`Vegetables`,
  fruit: msg`Fruit`,
  'leafy-greens': msg`Leafy greens`,
  herbs: msg`Herbs`,
  'grains-legumes': msg`Grains and legumes`,
  'eggs-dairy': msg`Eggs and dairy`,
  'meat-poultry': msg`Meat and poultry`,
  'honey-preserves': msg`Honey and preserves`,
  'nuts-seeds': msg`Nuts and seeds`,
  'roots-tubers': msg`Roots and tubers`,
}

export const PRACTICE_LABELS: Record<Practice, MessageDescriptor> = {
  organic: msg`Organic`,
  regenerative: msg`Regenerative`,
  agroforestry: msg`Agroforestry`,
  'pasture-raised': msg`Pasture-raised`,
  'pesticide-free': msg`Pesticide-free`,
  'fair-trade': msg`Fair trade`,
  permaculture: msg`Permaculture`,
  hydroponic: msg`Hydroponic`,
}

export const MEASURE_LABELS = { kg: msg`per kg`, l: msg`per litre` } as const
