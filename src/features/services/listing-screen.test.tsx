/**
 * One listing screen for every service (decision 045), driven by the service's descriptor and
 * the row's details, read from the device's database in the shopper's language: a meal's dietary
 * and allergen tags, its servings with the language's plural rules, its choices; a meal with
 * choices is not put in the basket without them, a meal without is.
 */
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { Localized, MealDetails } from '../../api/service-details-contract'
import type { Locale } from '../../config'
import { db } from '../../db/db'
import { activateLocale, loadCatalogPart } from '../../i18n/i18n'
import { produceRow } from '../../sync/catalog-pull'
import { catalogProduce, renderRoutes } from '../../test/screens'
import { ListingScreen } from './listing-screen'

const meal = (id: string, lang: Locale, { details, ...over }: Partial<Omit<CatalogProduce, 'details'>> & { details: Localized<MealDetails> | Record<string, never> }): CatalogProduce =>
  catalogProduce(id, {
    service: 'food',
    farmerId: 'mama-njeri',
    farmerName: 'Njeri Wambui',
    farmName: "Mama Njeri's Kitchen",
    name: lang === 'ar' ? 'أومنغكوشو' : 'Umngqusho',
    category: 'mains' as CatalogProduce['category'],
    unit: 'portion' as CatalogProduce['unit'],
    price: 8500,
    stock: null,
    updatedAt: '2026-11-27T08:00:00.000000Z',
    details: details as CatalogProduce['details'],
    ...over,
  })

const withChoices = (side: string, greens: string): Localized<MealDetails> => ({
  serves: 2,
  dietary: ['vegetarian', 'halal'],
  allergens: ['peanuts'],
  optionGroups: [{ id: 'side', name: side, min: 1, max: 1, options: [{ id: 'greens', name: greens, price: 1500 }] }],
  portionsPerDay: 30,
})

beforeEach(async () => {
  await db.produces.clear()
})
afterEach(async () => {
  cleanup()
  await activateLocale('en')
})

async function open(lang: Locale, row: CatalogProduce) {
  await activateLocale(lang)
  await loadCatalogPart('services', lang)
  await db.produces.put(produceRow(row, lang))
  renderRoutes('/food/meals/umngqusho', { '/food/meals/$id': () => <ListingScreen service="food" id={row.id} /> })
  return screen.findByRole('heading', { level: 1, name: row.name })
}

test("a meal's tags, servings and choices in French; with choices to make it has no basket button", async () => {
  await open('fr', meal('umngqusho', 'fr', { details: withChoices('Accompagnement', 'Légumes verts') }))
  const tags = screen.getByRole('list', { name: 'Régime' })
  expect([...tags.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Végétarien', 'Halal'])
  expect(screen.getByText('2 personnes')).toBeTruthy()
  expect(screen.getByText('Arachides')).toBeTruthy()
  expect(screen.getByText('Accompagnement')).toBeTruthy()
  expect(screen.getByText('Choisissez-en 1')).toBeTruthy()
  expect(screen.getByText(/Légumes verts/)).toBeTruthy()
  expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).toBeNull()
})

test("a meal's tags and servings in Arabic, with Arabic's dual; without choices it goes to the basket", async () => {
  const details = { ...withChoices('طبق جانبي', 'خضار'), optionGroups: [] }
  await open('ar', meal('umngqusho', 'ar', { details }))
  const tags = screen.getByRole('list', { name: 'النظام الغذائي' })
  expect([...tags.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['نباتي', 'حلال'])
  expect(screen.getByText('شخصان')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeTruthy()
})

test("another service's row under this service's path is not shown", async () => {
  await activateLocale('en')
  await loadCatalogPart('services', 'en')
  await db.produces.put(produceRow({ ...meal('spinach', 'en', { details: {} }), service: 'farm', name: 'Spinach' }, 'en'))
  renderRoutes('/food/meals/spinach', { '/food/meals/$id': () => <ListingScreen service="food" id="spinach" /> })
  expect(await screen.findByText('This page could not be found')).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'Spinach' })).toBeNull()
})
