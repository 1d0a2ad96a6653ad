/**
 * A small catalog of the four other services for the engine's tests (decision 045), beside the
 * farm's (catalog.fixtures.ts) in the Johannesburg store: a kitchen with two meals, a grocer with
 * two products (one sold by weight), a chef with two experiences and a creator with one book; an
 * offer on a meal. Some texts only in some languages, so that the English fallback shows.
 */
import type { Db } from '../db/client'
import { farmers, offers, produces } from '../db/schema/catalog'
import type { I18n } from '../seed/seed-types'
import type { ChefDetails, CookbookDetails, CreatorDetails, ExperienceDetails, GroceryStoreDetails, KitchenDetails, MealDetails, ProductDetails } from '../../src/api/service-details-contract'

const all = (en: string): I18n => ({ en, fr: en, es: en, pt: en, ar: en, sw: en })
const some = (t: Partial<I18n> & { en: string }) => ({ ...all(t.en), ...t }) as I18n
const DAY = 86_400_000

const provider = { storeId: 'jnb', photo: '/img/farms/hills.svg', town: 'Johannesburg', country: 'ZA', deliveryDays: [1, 2, 3, 4, 5], rating: 4.5, locationIds: ['jnb-rosebank'], featured: false }
const listing = { storeId: 'jnb', photo: '/img/produce/greens.svg', stock: null, seasonMonths: [] }

const hours = [1, 2, 3, 4, 5].map((day) => ({ day, open: '11:00', close: '20:00' }))

export const KITCHEN: KitchenDetails = { kind: 'restaurant', cuisines: ['south-african', 'cape-malay'], openingHours: hours, prepMinutes: 40 }
export const UMNGQUSHO: MealDetails = {
  serves: 2,
  dietary: ['vegetarian', 'halal'],
  allergens: [],
  optionGroups: [
    {
      id: 'side',
      name: { en: 'Side', fr: 'Accompagnement', es: 'Guarnición', pt: 'Acompanhamento', ar: 'طبق جانبي', sw: 'Kando' },
      min: 1,
      max: 1,
      options: [
        { id: 'chakalaka', name: all('Chakalaka'), price: 0 },
        { id: 'greens', name: { en: 'Greens', fr: 'Légumes verts', es: 'Verduras', pt: 'Verduras', ar: 'خضار', sw: 'Mboga za majani' }, price: 1500 },
      ],
    },
  ],
  portionsPerDay: 30,
}
const BUNNY_CHOW: MealDetails = { serves: 1, dietary: ['spicy'], allergens: ['gluten'], optionGroups: [], portionsPerDay: 50 }

export async function insertServiceCatalog(db: Db) {
  const now = Date.now()
  await db.insert(farmers).values([
    {
      ...provider,
      id: 'mama-afrika',
      service: 'food',
      details: { ...KITCHEN },
      name: 'Nomsa Dlamini',
      farmName: "Mama Afrika's Kitchen",
      story: some({ en: 'Home cooking from the Eastern Cape.', fr: 'La cuisine familiale du Cap-Oriental.' }),
    },
    {
      ...provider,
      id: 'corner-grocer',
      service: 'grocery',
      details: { kind: 'grocer', openingHours: hours } satisfies GroceryStoreDetails,
      name: 'Ravi Naidoo',
      farmName: 'Corner Grocer',
      story: all('Your neighbourhood grocer.'),
    },
    {
      ...provider,
      id: 'chef-sipho',
      service: 'chef',
      details: { cuisines: ['braai', 'south-african'], availability: hours, answerWithinHours: 24, noticeDays: 3 } satisfies ChefDetails,
      name: 'Sipho Ndlovu',
      farmName: 'Chef Sipho',
      story: all('Fire, smoke and friends.'),
    },
    {
      ...provider,
      id: 'zola',
      service: 'cookbook',
      details: { specialties: ['baking'] } satisfies CreatorDetails,
      name: 'Zola Khumalo',
      farmName: 'Zola Bakes',
      story: all('Recipes from my grandmother.'),
    },
  ])
  await db.insert(produces).values([
    {
      ...listing,
      id: 'umngqusho',
      farmerId: 'mama-afrika',
      service: 'food',
      details: { ...UMNGQUSHO },
      name: some({ en: 'Umngqusho', fr: 'Umngqusho aux haricots', ar: 'أومنغكوشو' }),
      description: all('Samp and beans, slow-cooked.'),
      category: 'mains',
      unit: 'portion',
      price: 8500,
    },
    {
      ...listing,
      id: 'bunny-chow',
      farmerId: 'mama-afrika',
      service: 'food',
      details: { ...BUNNY_CHOW },
      name: all('Bunny chow'),
      description: all('Curry in a loaf.'),
      category: 'mains',
      unit: 'portion',
      price: 7000,
    },
    {
      ...listing,
      id: 'maize-meal',
      farmerId: 'corner-grocer',
      service: 'grocery',
      details: { brand: 'Iwisa', size: '2.5 kg', barcode: '6001234567890', byWeight: null } satisfies ProductDetails,
      name: all('Maize meal'),
      description: all('Super maize meal.'),
      category: 'pantry',
      unit: 'pack',
      price: 4200,
    },
    {
      ...listing,
      id: 'bananas',
      farmerId: 'corner-grocer',
      service: 'grocery',
      details: { brand: '', size: 'per kg', barcode: '', byWeight: { estimateKg: 1.2, marginPercent: 10 } } satisfies ProductDetails,
      name: all('Bananas'),
      description: all('Loose bananas.'),
      category: 'fresh',
      unit: 'kg',
      price: 2500,
    },
    {
      ...listing,
      id: 'braai-evening',
      farmerId: 'chef-sipho',
      service: 'chef',
      details: {
        menu: [some({ en: 'Boerewors', fr: 'Saucisse boerewors' }), all('Pap and chakalaka')],
        minGuests: 4,
        maxGuests: 12,
        durationMinutes: 240,
        depositPercent: 30,
      } satisfies ExperienceDetails,
      name: all('Braai evening'),
      description: all('A braai at your home.'),
      category: 'dinner',
      unit: 'guest',
      price: 45000,
    },
    {
      ...listing,
      id: 'bread-class',
      farmerId: 'chef-sipho',
      service: 'chef',
      details: { menu: [all('Roosterkoek')], minGuests: 2, maxGuests: 6, durationMinutes: 120, depositPercent: 50 } satisfies ExperienceDetails,
      name: all('Bread class'),
      description: all('Bake with fire.'),
      category: 'cooking-class',
      unit: 'guest',
      price: 30000,
    },
    {
      ...listing,
      id: 'zola-baking',
      farmerId: 'zola',
      service: 'cookbook',
      details: { format: 'printed', pages: 240, recipeIds: [] } satisfies CookbookDetails,
      name: all('Baking with Zola'),
      description: all('Sixty family bakes.'),
      category: 'baking',
      unit: 'copy',
      price: 35000,
    },
  ])
  await db.insert(offers).values([
    {
      id: 'umngqusho-week',
      produceId: 'umngqusho',
      percentOff: 20,
      title: some({ en: 'Heritage week', fr: 'Semaine du patrimoine' }),
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 5 * DAY),
    },
  ])
}
