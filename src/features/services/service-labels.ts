/** The words of the services' closed lists (service-details-contract.ts): dietary tags, allergens, kinds, formats, cuisines. */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Allergen, CookbookDetails, Cuisine, DietaryTag, GroceryStoreDetails, KitchenDetails } from '../../api/service-details-contract'
import type { Locale } from '../../config'
import { formatList } from '../../i18n/format'

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

/**
 * A kitchen's or a chef's cuisines and a creator's specialties (decision 049), as a checkbox's label
 * and in the list on a provider's page; `cuisine` tells them apart from the same words elsewhere
 * (Fish the allergen, Vegetarian the meal's tag, Breakfast the menu's category).
 */
export const CUISINE_LABELS: Record<Cuisine, MessageDescriptor> = {
  akan: msg({ message: 'Akan', context: 'cuisine', comment: 'A cuisine of Ghana (the Akan people)' }),
  baking: msg({ message: 'Baking', context: 'cuisine' }),
  braai: msg({ message: 'Braai', context: 'cuisine', comment: 'South African barbecue over wood or charcoal' }),
  breakfast: msg({ message: 'Breakfast', context: 'cuisine' }),
  'cape-malay': msg({ message: 'Cape Malay', context: 'cuisine', comment: 'The cooking of the Cape Malay community of Cape Town' }),
  'durban-indian': msg({ message: 'Durban Indian', context: 'cuisine', comment: 'The Indian cooking of Durban, South Africa (curries, bunny chow)' }),
  fassi: msg({ message: 'Fassi', context: 'cuisine', comment: 'The cooking of Fez, Morocco' }),
  fish: msg({ message: 'Fish', context: 'cuisine' }),
  ghanaian: msg({ message: 'Ghanaian', context: 'cuisine' }),
  grills: msg({ message: 'Grills', context: 'cuisine' }),
  hausa: msg({ message: 'Hausa', context: 'cuisine', comment: 'A cuisine of northern Nigeria and West Africa (the Hausa people)' }),
  igbo: msg({ message: 'Igbo', context: 'cuisine', comment: 'A cuisine of south-eastern Nigeria (the Igbo people)' }),
  kenyan: msg({ message: 'Kenyan', context: 'cuisine' }),
  luo: msg({ message: 'Luo', context: 'cuisine', comment: 'A cuisine of western Kenya, by Lake Victoria (the Luo people)' }),
  moroccan: msg({ message: 'Moroccan', context: 'cuisine' }),
  nigerian: msg({ message: 'Nigerian', context: 'cuisine' }),
  'plant-based': msg({ message: 'Plant-based', context: 'cuisine' }),
  rwandan: msg({ message: 'Rwandan', context: 'cuisine' }),
  seafood: msg({ message: 'Seafood', context: 'cuisine' }),
  'small-chops': msg({ message: 'Small chops', context: 'cuisine', comment: 'Nigerian party finger food: puff-puff, samosas, spring rolls' }),
  'south-african': msg({ message: 'South African', context: 'cuisine' }),
  'street-food': msg({ message: 'Street food', context: 'cuisine' }),
  swahili: msg({ message: 'Swahili coast', context: 'cuisine', comment: 'The cooking of the East African coast (Mombasa, Lamu, Zanzibar)' }),
  vegetarian: msg({ message: 'Vegetarian', context: 'cuisine' }),
  yoruba: msg({ message: 'Yoruba', context: 'cuisine', comment: 'A cuisine of south-western Nigeria (the Yoruba people)' }),
}

/** A cuisine's words, or the key itself when a row from before the vocabulary holds free text. */
export const cuisineLabel = (key: string, i18n: I18n): string => (Object.hasOwn(CUISINE_LABELS, key) ? i18n._(CUISINE_LABELS[key as Cuisine]) : key)

/** "Kenyan, Luo and Fish": the cuisines in the shopper's language, joined its way. */
export const cuisineList = (keys: readonly string[], i18n: I18n, locale: Locale): string =>
  formatList(
    keys.map((key) => cuisineLabel(key, i18n)),
    locale,
  )
