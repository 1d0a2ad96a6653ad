/**
 * A small cookbook over the commerce test catalog (server/orders/commerce.fixtures.ts: farm
 * produce in Johannesburg and Kigali): a creator with one recipe for four and a digital book of
 * it, a grocery store in each market, and ingredients sold by the farm, by the grocer, by both
 * markets' grocers, and by no one.
 */
import type { Db } from '../db/client'
import { farmers, produces } from '../db/schema/catalog'
import type { I18n, SeedIngredient, SeedRecipe } from '../seed/seed-types'
import { loadRecipes } from './load-recipes'

const all = (en: string): I18n => ({ en, fr: en, es: en, pt: en, ar: en, sw: en })
const words = (en: string, fr: string, ar: string): I18n => ({ en, fr, es: en, pt: en, ar, sw: en })

export const INGREDIENTS: SeedIngredient[] = [
  { id: 'carrot', name: words('Carrot', 'Carotte', 'جزر'), matches: { farmCategories: ['vegetables', 'roots-tubers'], words: ['carrot', 'carrots'] }, defaultUnit: 'g' },
  { id: 'spinach', name: words('Spinach', 'Épinards', 'سبانخ'), matches: { farmCategories: ['vegetables', 'leafy-greens'], words: ['spinach'] }, defaultUnit: 'bunch' },
  { id: 'rice', name: words('Rice', 'Riz', 'أرز'), matches: { farmCategories: ['grains-legumes'], words: ['rice'] }, defaultUnit: 'g' },
  { id: 'oil', name: words('Sunflower oil', 'Huile de tournesol', 'زيت دوار الشمس'), matches: { farmCategories: [], words: ['oil'] }, defaultUnit: 'tbsp' },
  { id: 'salt', name: words('Salt', 'Sel', 'ملح'), matches: { farmCategories: [], words: ['salt'] }, defaultUnit: 'tsp' },
]

export const RECIPES: SeedRecipe[] = [
  {
    id: 'carrot-rice',
    creatorId: 'lerato',
    name: words('Carrot rice with spinach', 'Riz aux carottes et épinards', 'أرز بالجزر والسبانخ'),
    summary: words('A weeknight pot of rice, carrots and greens.', 'Une marmite de riz, carottes et verdure pour le soir.', 'قدر من الأرز والجزر والخضار لليالي الأسبوع.'),
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 25,
    photo: '/img/cookbook/carrot-rice.svg',
    steps: [
      words('Fry the carrots in the oil.', "Faites revenir les carottes dans l'huile.", 'اقلِ الجزر في الزيت.'),
      words('Add the rice, salt and water; simmer 20 minutes.', "Ajoutez le riz, le sel et l'eau ; laissez mijoter 20 minutes.", 'أضف الأرز والملح والماء واتركه ينضج 20 دقيقة.'),
      words('Stir in the spinach and serve.', 'Incorporez les épinards et servez.', 'أضف السبانخ وقدّمه.'),
    ],
    ingredients: [
      { ingredientId: 'carrot', quantity: 800, unit: 'g', note: words('grated', 'râpées', 'مبشور') },
      { ingredientId: 'spinach', quantity: 2, unit: 'bunch' },
      { ingredientId: 'rice', quantity: 300, unit: 'g' },
      { ingredientId: 'oil', quantity: 2, unit: 'tbsp' },
      { ingredientId: 'salt', quantity: 1, unit: 'tsp' },
    ],
  },
  {
    id: 'quick-greens',
    creatorId: 'lerato',
    name: all('Quick greens'),
    summary: all('Spinach in five minutes.'),
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 5,
    photo: '/img/cookbook/greens.svg',
    steps: [all('Wilt the spinach in a hot pan.')],
    ingredients: [{ ingredientId: 'spinach', quantity: 1, unit: 'bunch' }],
  },
]

const provider = { photo: '/img/farms/hills.svg', practices: [], rating: 4.6, featured: false, locationIds: [], deliveryDays: [0, 1, 2, 3, 4, 5, 6] }
const listing = { seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], minQty: 1, stepQty: 1, photo: '/img/grocery/x.svg', description: all('Good.') }
const product = (size: string) => ({ brand: 'Duka', size, barcode: '', byWeight: null })

export async function insertCookbook(db: Db) {
  await db.insert(farmers).values([
    {
      ...provider,
      id: 'lerato',
      storeId: 'jnb',
      service: 'cookbook',
      details: { specialties: ['everyday'] },
      name: 'Lerato Dube',
      farmName: "Lerato's Kitchen Notes",
      story: all('Recipes.'),
      town: 'Soweto',
      country: 'ZA',
    },
    {
      ...provider,
      id: 'duka-jnb',
      storeId: 'jnb',
      service: 'grocery',
      details: { kind: 'grocer', openingHours: [] },
      name: 'Sipho Nkosi',
      farmName: 'Corner Grocer',
      story: all('Groceries.'),
      town: 'Soweto',
      country: 'ZA',
    },
    {
      ...provider,
      id: 'duka-kgl',
      storeId: 'kgl',
      service: 'grocery',
      details: { kind: 'grocer', openingHours: [] },
      name: 'Eric Mugisha',
      farmName: 'Kimironko Grocer',
      story: all('Groceries.'),
      town: 'Kigali',
      country: 'RW',
    },
  ])
  await db.insert(produces).values([
    {
      ...listing,
      id: 'rice-1kg',
      farmerId: 'duka-jnb',
      storeId: 'jnb',
      service: 'grocery',
      details: product('1 kg'),
      name: all('Long grain rice 1 kg'),
      category: 'pantry',
      unit: 'pack',
      price: 3200,
      stock: 20,
    },
    {
      ...listing,
      id: 'sunflower-oil',
      farmerId: 'duka-jnb',
      storeId: 'jnb',
      service: 'grocery',
      details: product('750 ml'),
      name: all('Sunflower oil'),
      category: 'pantry',
      unit: 'bottle',
      price: 4500,
      stock: 15,
    },
    { ...listing, id: 'kgl-rice', farmerId: 'duka-kgl', storeId: 'kgl', service: 'grocery', details: product('2 kg'), name: all('Rice'), category: 'pantry', unit: 'pack', price: 2500, stock: 9 },
    {
      ...listing,
      id: 'lerato-digital',
      farmerId: 'lerato',
      storeId: 'jnb',
      service: 'cookbook',
      details: { format: 'digital', pages: 64, recipeIds: ['carrot-rice', 'quick-greens'] },
      name: all('Weeknight pots (e-book)'),
      category: 'everyday',
      unit: 'copy',
      price: 9900,
      stock: null,
      photo: '/img/cookbook/book.svg',
    },
  ])
  await loadRecipes(db, { ingredients: INGREDIENTS, recipes: RECIPES })
}
