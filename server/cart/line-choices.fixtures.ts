/**
 * Test kit for lines with choices (decision 048): the commerce test app with food and grocery open,
 * a kitchen with a meal of two option groups, and a grocer with an item sold by weight and two
 * packs of rice (one the other's substitute), all at the Johannesburg market.
 */
import type { MealDetails, ProductDetails } from '../../src/api/service-details-contract'
import { providers } from '../db/schema/access'
import { farmers, produces } from '../db/schema/catalog'
import type { I18n } from '../seed/seed-types'
import { createCommerceTestApp } from '../orders/commerce.fixtures'

const all = (en: string): I18n => ({ en, fr: en, es: en, pt: en, ar: en, sw: en })
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]

export const jollof: MealDetails = {
  serves: 1,
  dietary: ['spicy'],
  allergens: [],
  portionsPerDay: 40,
  optionGroups: [
    {
      id: 'side',
      name: all('Side'),
      min: 1,
      max: 2,
      options: [
        { id: 'plantain', name: { ...all('Fried plantain'), fr: 'Alloco' }, price: 500 },
        { id: 'salad', name: all('Salad'), price: 0 },
        { id: 'moimoi', name: all('Moi moi'), price: 800 },
      ],
    },
    { id: 'spice', name: all('Spice level'), min: 0, max: 1, options: [{ id: 'hot', name: all('Hot'), price: 0 }] },
  ],
}
export const tomatoes: ProductDetails = { brand: '', size: 'loose', barcode: '', byWeight: { estimateKg: 1.2, marginPercent: 10 } }
export const rice: ProductDetails = { brand: 'Mama Gold', size: '5 kg', barcode: '6001234567890', byWeight: null }

/** The grocer's provider id in the portal. */
export const GROCER = 'grocery-corner'

export async function createChoicesTestApp() {
  const t = await createCommerceTestApp({ services: ['farm', 'food', 'grocery'] })
  const provider = { photo: '/img/farms/hills.svg', country: 'ZA', practices: [], rating: 4.5, featured: false, locationIds: [], storeId: 'jnb', town: 'Soweto', deliveryDays: EVERY_DAY }
  await t.db.insert(farmers).values([
    {
      ...provider,
      id: 'mama-k',
      service: 'food',
      name: 'Kemi',
      farmName: "Mama Kemi's Kitchen",
      story: all('Jollof.'),
      details: { kind: 'home', cuisines: ['west-african'], openingHours: EVERY_DAY.map((day) => ({ day, open: '07:00', close: '22:00' })), prepMinutes: 30 },
    },
    { ...provider, id: 'corner', service: 'grocery', name: 'Sipho', farmName: 'Corner Grocer', story: all('Groceries.'), details: { kind: 'grocer', openingHours: [] } },
  ])
  const listing = { seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], minQty: 1, stepQty: 1, photo: '/img/produce/x.svg', description: all('Good.'), storeId: 'jnb' }
  await t.db.insert(produces).values([
    { ...listing, id: 'jollof', farmerId: 'mama-k', service: 'food', category: 'rice-dishes', name: all('Jollof rice'), unit: 'portion', price: 6000, stock: null, details: { ...jollof } },
    { ...listing, id: 'tomatoes', farmerId: 'corner', service: 'grocery', category: 'fresh', name: all('Tomatoes'), unit: 'kg', price: 2000, stock: 100, details: { ...tomatoes } },
    { ...listing, id: 'rice', farmerId: 'corner', service: 'grocery', category: 'pantry', name: all('Rice'), unit: 'pack', price: 15000, stock: 20, details: { ...rice } },
    {
      ...listing,
      id: 'rice-2',
      farmerId: 'corner',
      service: 'grocery',
      category: 'pantry',
      name: all('Rice, other brand'),
      unit: 'pack',
      price: 14000,
      stock: 20,
      details: { ...rice, brand: 'Tastic' },
    },
    { ...listing, id: 'rice-3', farmerId: 'corner', service: 'grocery', category: 'pantry', name: all('Basmati rice'), unit: 'pack', price: 19000, stock: 20, details: { ...rice, brand: 'Tilda' } },
  ])
  // The grocer in the portal.
  await t.db.insert(providers).values({ id: GROCER, service: 'grocery', storeId: 'jnb', kindId: 'corner', status: 'active' })
  return t
}
