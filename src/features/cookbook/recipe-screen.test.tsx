/**
 * The recipe screen (decision 047) on a device that is offline, with the recipe and where its
 * ingredients are sold in this market already stored: the quantities follow the servings stepper,
 * "I have this" leaves an ingredient out, and "Add the ingredients to my basket" puts each one in
 * its service's basket on top of what a line holds, then says what went where, in French and in Arabic.
 */
import { i18n, type Messages } from '@lingui/core'
import { useParams, useSearch } from '@tanstack/react-router'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { CookbookRecipe } from '../../api/cookbook-contract'
import type { Locale } from '../../config'
import { db } from '../../db/db'
import { GUEST, setCartOwnerSource } from '../../sync/cart'
import { cartLine, catalogProduce, offlineDeviceInEnglish, renderRoutes } from '../../test/screens'
import { RecipeScreen } from './recipe-screen'

const CATALOGS: Partial<Record<Locale, () => Promise<{ messages: Messages }>>> = {
  fr: async () => ({ messages: { ...(await import('../../../locales/fr/messages.po')).messages, ...(await import('../../../locales/fr/services.po')).messages } }),
  ar: async () => ({ messages: { ...(await import('../../../locales/ar/messages.po')).messages, ...(await import('../../../locales/ar/services.po')).messages } }),
}

const listing = (over: Partial<CatalogProduce>) =>
  catalogProduce(over.id ?? 'p1', { farmerId: 'thandi', storeId: 'jnb', farmName: 'Mokoena Family Farm', price: 1800, currency: 'ZAR', stock: 40, ...over })

const CARROTS = listing({ id: 'carrots', name: 'Carottes', unit: 'kg', stepQty: 0.5 })
const SPINACH = listing({ id: 'spinach', name: 'Épinards', unit: 'bunch' })
const RICE = { ...listing({ id: 'rice-1kg', name: 'Riz long 1 kg', unit: 'pack' as CatalogProduce['unit'], farmerId: 'duka', farmName: 'Corner Grocer' }), size: '1 kg' }

function recipe(names: { title: string; carrot: string; spinach: string; rice: string; salt: string }): CookbookRecipe {
  return {
    id: 'carrot-rice',
    storeId: 'jnb',
    creatorId: 'lerato',
    creatorName: "Lerato's Kitchen Notes",
    name: names.title,
    summary: '',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 25,
    photo: '',
    steps: ['1', '2'],
    ingredients: [
      { ingredientId: 'carrot', name: names.carrot, quantity: 800, unit: 'g', note: null },
      { ingredientId: 'spinach', name: names.spinach, quantity: 2, unit: 'bunch', note: null },
      { ingredientId: 'rice', name: names.rice, quantity: 300, unit: 'g', note: null },
      { ingredientId: 'salt', name: names.salt, quantity: 1, unit: 'tsp', note: null },
    ],
    updatedAt: '',
  }
}

async function deviceIn(locale: Locale, names: Parameters<typeof recipe>[0]) {
  i18n.loadAndActivate({ locale, messages: (await CATALOGS[locale]!()).messages })
  await db.recipes.put({ ...recipe(names), lang: locale })
  const at = { storeId: 'jnb', lang: locale, fetchedAt: 0 }
  await db.planSources.bulkPut([
    { ...at, ingredientId: 'carrot', source: { service: 'farm', listing: CARROTS } },
    { ...at, ingredientId: 'spinach', source: { service: 'farm', listing: SPINACH } },
    { ...at, ingredientId: 'rice', source: { service: 'grocery', listing: RICE } },
    { ...at, ingredientId: 'salt', source: null },
  ])
  // The farm basket holds a kilo of these carrots already.
  await db.cartLines.put(cartLine({ produceId: 'carrots', storeId: 'jnb', name: 'Carottes', unit: 'kg', quantity: 1, stepQty: 0.5, currency: 'ZAR' }))
}

function Page() {
  const { id } = useParams({ strict: false })
  const { servings } = useSearch({ strict: false }) as { servings?: number }
  return <RecipeScreen id={id ?? ''} servings={servings} />
}

beforeEach(async () => {
  await offlineDeviceInEnglish()
  setCartOwnerSource(() => GUEST)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const basket = async (vertical: 'farm' | 'grocery') => Object.fromEntries((await db.cartLines.where('[owner+vertical]').equals([GUEST, vertical]).toArray()).map((l) => [l.produceId, l.quantity]))

test('in French, 6 servings of a recipe for 4 scale every quantity by 1.5, and its ingredients land in the farm and grocery baskets, merged with what they hold', async () => {
  await deviceIn('fr', { title: 'Riz aux carottes', carrot: 'Carotte', spinach: 'Épinards', rice: 'Riz', salt: 'Sel' })
  renderRoutes('/fr/cookbook/recipes/carrot-rice', { '/{-$locale}/cookbook/recipes/$id': Page })
  expect(await screen.findByRole('heading', { level: 1, name: 'Riz aux carottes' })).toBeTruthy()
  expect(screen.getByText('4 portions')).toBeTruthy()
  expect(screen.getByText('800 g')).toBeTruthy()

  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Plus de portions' }))
  await user.click(screen.getByRole('button', { name: 'Plus de portions' }))
  expect(await screen.findByText('6 portions')).toBeTruthy()
  expect(screen.getByText(/^1\s200 g$/)).toBeTruthy()
  expect(screen.getByText('3 bottes')).toBeTruthy()
  expect(screen.getByText('1,5 cuillère à café')).toBeTruthy()

  await user.click(screen.getByRole('button', { name: 'Ajouter les ingrédients à mon panier' }))
  const report = await screen.findByText('Ajouté à votre panier de la ferme :')
  expect(report).toBeTruthy()
  // 1.2 kg of carrots in half-kilo steps is 1.5 kg, on top of the kilo held; one 1 kg pack of rice holds 450 g.
  await waitFor(async () => expect(await basket('farm')).toEqual({ carrots: 2.5, spinach: 3 }))
  expect(await basket('grocery')).toEqual({ 'rice-1kg': 1 })
  expect(screen.getByText('Carottes : 1,5 kg ajouté, 2,5 kg dans le panier')).toBeTruthy()
  expect(screen.getByText("Ajouté à votre panier d'épicerie :")).toBeTruthy()
  expect(screen.getByText('Non vendu dans ce marché : Sel')).toBeTruthy()
})

test('in Arabic, what the shopper has is left out: the spinach stays out of the basket and is named as left out', async () => {
  await deviceIn('ar', { title: 'أرز بالجزر', carrot: 'جزر', spinach: 'سبانخ', rice: 'أرز', salt: 'ملح' })
  renderRoutes('/ar/cookbook/recipes/carrot-rice', { '/{-$locale}/cookbook/recipes/$id': Page })
  expect(await screen.findByRole('heading', { level: 1, name: 'أرز بالجزر' })).toBeTruthy()
  const user = userEvent.setup()
  await user.click(screen.getByRole('checkbox', { name: 'لديّ هذا: سبانخ' }))
  await user.click(screen.getByRole('button', { name: 'أضف المكونات إلى سلتي' }))
  expect(await screen.findByText('لم تُضف لأنها لديك: سبانخ')).toBeTruthy()
  await waitFor(async () => expect(await basket('farm')).toEqual({ carrots: 2 }))
  expect(await basket('grocery')).toEqual({ 'rice-1kg': 1 })
  expect(screen.getByText('أُضيف إلى سلة البقالة:')).toBeTruthy()
})

test('offline, with an ingredient never looked up in this market, nothing is added and the shopper is told to try online', async () => {
  await deviceIn('fr', { title: 'Riz aux carottes', carrot: 'Carotte', spinach: 'Épinards', rice: 'Riz', salt: 'Sel' })
  await db.planSources.delete(['jnb', 'fr', 'rice'])
  renderRoutes('/fr/cookbook/recipes/carrot-rice', { '/{-$locale}/cookbook/recipes/$id': Page })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Ajouter les ingrédients à mon panier' }))
  expect(await screen.findByText(/Impossible de joindre le marché pour trouver ces ingrédients/)).toBeTruthy()
  expect(await basket('farm')).toEqual({ carrots: 1 })
  expect(await basket('grocery')).toEqual({})
})
