/**
 * The meal's page takes the meal with its options (the services' chooser, wired to helper FG's
 * choices), in French and Arabic: an incomplete group says why and nothing is added; once chosen,
 * "Add to basket" puts a line in the food basket with its options, which the basket line shows,
 * and the page says so with a link to that basket. A card of such a meal links to its page; an
 * experience's card and page link to its booking.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { Localized, MealDetails } from '../../api/service-details-contract'
import type { Locale } from '../../config'
import { db } from '../../db/db'
import { formatPrice } from '../../i18n/format'
import { activateLocale, loadCatalogPart } from '../../i18n/i18n'
import { produceRow } from '../../sync/catalog-pull'
import { catalogProduce, renderRoutes } from '../../test/screens'
import { LineChoicesSummary } from '../cart/line-choices-summary'
import { MealTake } from '../food/meal-take'
import { ProductTake } from '../grocery/product-take'
import { DetailTakeContext } from './listing-chooser'
import { ListingScreen } from './listing-screen'
import { takeListing } from './listing-take'

const WORDS = {
  fr: {
    meal: 'Umngqusho',
    side: 'Accompagnement',
    greens: 'Légumes verts',
    add: 'Ajouter au panier',
    error: 'Choisissez au moins 1 option',
    added: 'Ajouté à votre panier.',
    see: 'Voir votre panier',
  },
  ar: { meal: 'أومنغكوشو', side: 'طبق جانبي', greens: 'خضار ورقية', add: 'أضف إلى السلة', error: 'اختر خيارًا واحدًا على الأقل', added: 'أُضيف إلى سلتك.', see: 'اعرض سلتك' },
} as const

const listing = (lang: 'fr' | 'ar', over: Partial<CatalogProduce> = {}): CatalogProduce =>
  catalogProduce('umngqusho', {
    service: 'food',
    farmerId: 'mama-njeri',
    farmName: "Mama Njeri's Kitchen",
    name: WORDS[lang].meal,
    unit: 'portion' as CatalogProduce['unit'],
    price: 8500,
    currency: 'KES',
    currencyExponent: 2,
    stock: null,
    details: {
      serves: 2,
      dietary: [],
      allergens: [],
      optionGroups: [{ id: 'side', name: WORDS[lang].side, min: 1, max: 1, options: [{ id: 'greens', name: WORDS[lang].greens, price: 1500 }] }],
      portionsPerDay: 30,
    } satisfies Localized<MealDetails> as CatalogProduce['details'],
    ...over,
  })

beforeEach(async () => {
  await db.produces.clear()
  await db.cartLines.clear()
})
afterEach(async () => {
  cleanup()
  await activateLocale('en')
})

async function openMeal(lang: Locale & ('fr' | 'ar')) {
  await activateLocale(lang)
  await loadCatalogPart('services', lang)
  const row = listing(lang)
  await db.produces.put(produceRow(row, lang))
  renderRoutes(`/${lang}/food/meals/umngqusho`, {
    '/{-$locale}/food/meals/$id': () => (
      <DetailTakeContext.Provider value={MealTake}>
        <ListingScreen service="food" id={row.id} />
      </DetailTakeContext.Provider>
    ),
  })
  await screen.findByRole('heading', { level: 1, name: row.name })
  return row
}

for (const lang of ['fr', 'ar'] as const) {
  test(`${lang}: without its side the meal is not added and the group says why; with it, the food basket has the line with its option`, async () => {
    const w = WORDS[lang]
    await openMeal(lang)
    fireEvent.click(screen.getByRole('button', { name: w.add }))
    const group = screen.getByRole('group', { name: new RegExp(w.side) })
    await waitFor(() => expect(group.getAttribute('aria-describedby')).toBeTruthy())
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBeTruthy()
    expect(within(group).getByText(w.error)).toBeTruthy()
    expect(await db.cartLines.count()).toBe(0)
    expect(screen.queryByText(w.added)).toBeNull()

    fireEvent.click(within(group).getByRole('radio', { name: new RegExp(w.greens) }))
    fireEvent.click(screen.getByRole('button', { name: w.add }))
    expect(await screen.findByText(w.added)).toBeTruthy()
    expect(screen.getByRole('link', { name: w.see }).getAttribute('href')).toBe(`/${lang}/cart/food`)
    const lines = await db.cartLines.toArray()
    expect(lines.map((l) => [l.vertical, l.produceId, l.lineKey, l.quantity, l.price])).toEqual([['food', 'umngqusho', 'umngqusho~side:greens', 1, 10000]])

    // The basket line says what was chosen, in the shopper's language.
    const money = (minor: number) => formatPrice(minor, 'KES', 2, lang)
    render(
      <I18nProvider i18n={i18n}>
        <LineChoicesSummary line={lines[0]!} money={money} />
      </I18nProvider>,
    )
    await waitFor(() => expect(document.querySelector('.line-choices__options')?.textContent).toBe(`${w.greens} (+${money(1500)})`))
  })
}

test('a card of a meal with options links to its page to choose them; an experience links to its booking', async () => {
  await activateLocale('fr')
  await loadCatalogPart('services', 'fr')
  const meal = listing('fr')
  const experience = listing('fr', { id: 'braai-night', service: 'chef', name: 'Soirée braai', details: {} as CatalogProduce['details'] })
  renderRoutes('/fr/food', {
    '/{-$locale}/food': () => (
      <>
        {takeListing(meal, 'card')}
        {takeListing(experience, 'card')}
        {takeListing(experience, 'detail')}
      </>
    ),
  })
  expect((await screen.findByRole('link', { name: 'Choisir les options, Umngqusho' })).getAttribute('href')).toBe('/fr/food/meals/umngqusho')
  expect(screen.getByRole('link', { name: 'Réserver cette expérience, Soirée braai' }).getAttribute('href')).toBe('/fr/chef/book/braai-night')
  expect(screen.getByRole('link', { name: 'Réserver cette expérience' }).getAttribute('href')).toBe('/fr/chef/book/braai-night')
  expect(screen.queryByRole('button')).toBeNull()
})

test("a grocery product's page in French: what to do when it is missing, among the store's other products of its category; the basket line keeps the choice", async () => {
  await activateLocale('fr')
  await loadCatalogPart('services', 'fr')
  const product = (id: string, name: string, category: string) =>
    catalogProduce(id, {
      service: 'grocery',
      farmerId: 'corner',
      farmName: 'Épicerie du coin',
      name,
      category: category as CatalogProduce['category'],
      unit: 'pack' as CatalogProduce['unit'],
      details: { brand: 'X', size: '1 kg', barcode: '', byWeight: null } as CatalogProduce['details'],
    })
  const rice = product('rice', 'Riz', 'pantry')
  await db.produces.bulkPut([rice, product('rice-2', 'Riz basmati', 'pantry'), product('soap', 'Savon', 'household')].map((p) => produceRow(p, 'fr')))
  renderRoutes('/fr/grocery/products/rice', {
    '/{-$locale}/grocery/products/$id': () => (
      <DetailTakeContext.Provider value={ProductTake}>
        <ListingScreen service="grocery" id="rice" />
      </DetailTakeContext.Provider>
    ),
  })
  const group = await screen.findByRole('group', { name: 'Si cet article manque le jour venu' })
  const instead = await within(group).findByRole('combobox')
  await waitFor(() => expect([...instead.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Riz basmati']))
  fireEvent.click(within(group).getByRole('radio', { name: /Pas de remplacement/ }))
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }))
  expect(await screen.findByText('Ajouté à votre panier.')).toBeTruthy()
  expect((await db.cartLines.toArray()).map((l) => [l.vertical, l.produceId, l.substitution])).toEqual([['grocery', 'rice', { kind: 'refund' }]])
})
