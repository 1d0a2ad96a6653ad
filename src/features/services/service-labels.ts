/** The words of the services' closed lists (service-details-contract.ts): dietary tags, allergens, kinds, formats. */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Allergen, CookbookDetails, DietaryTag, GroceryStoreDetails, KitchenDetails } from '../../api/service-details-contract'

export const DIETARY_LABELS: Record<DietaryTag, MessageDescriptor> = {
  halal: msg`Halal`,
  vegetarian: msg`Vegetarian`,
  vegan: msg`Vegan`,
  'gluten-free': msg`Gluten-free`,
  'dairy-free': msg`Dairy-free`,
  spicy: msg`Spicy`,
}

export const ALLERGEN_LABELS: Record<Allergen, MessageDescriptor> = {
  nuts: msg`Tree nuts`,
  peanuts: msg`Peanuts`,
  dairy: msg`Milk`,
  gluten: msg`Gluten`,
  egg: msg`Egg`,
  fish: msg`Fish`,
  shellfish: msg`Shellfish`,
  soy: msg`Soy`,
  sesame: msg`Sesame`,
}

export const KITCHEN_KIND_LABELS: Record<KitchenDetails['kind'], MessageDescriptor> = {
  home: msg`Home kitchen`,
  restaurant: msg`Restaurant`,
}

export const STORE_KIND_LABELS: Record<GroceryStoreDetails['kind'], MessageDescriptor> = {
  supermarket: msg`Supermarket`,
  grocer: msg`Grocer`,
  'market-stall': msg`Market stall`,
  wholesaler: msg`Wholesaler`,
}

export const FORMAT_LABELS: Record<CookbookDetails['format'], MessageDescriptor> = {
  printed: msg`Printed book`,
  digital: msg`Digital book`,
}
