import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { db, type CartLineRow } from '../../db/db'
import { startSessionActor } from '../../session/session-actor'
import { GUEST } from '../../sync/cart'
import { startCartSync } from '../../sync/cart-sync-actor'
import { CartScreen } from './cart-screen'

const line = (produceId: string, name: string): CartLineRow => ({
  owner: GUEST,
  vertical: 'farm',
  produceId,
  quantity: 1,
  storeId: 'nbo',
  name,
  unit: 'kg',
  photo: '',
  farmerId: 'f1',
  farmName: 'Green Acres',
  currency: 'KES',
  currencyExponent: 2,
  price: 12000,
  addedPrice: 12000,
  previousPrice: null,
  stock: 10,
  availability: 'available',
  minQty: 1,
  stepQty: 1,
  updatedAt: 0,
})

function renderCart() {
  const root = createRootRoute({ component: Outlet })
  const cart = createRoute({ getParentRoute: () => root, path: '/cart', component: () => <CartScreen vertical="farm" /> })
  const router = createRouter({ routeTree: root.addChildren([cart]), history: createMemoryHistory({ initialEntries: ['/cart'] }) })
  startCartSync(startSessionActor(router), { merged: () => {}, mergeFailed: () => {} })
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

beforeEach(async () => {
  // No network: the screen works from Dexie.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  )
  await Promise.all(db.tables.map((t) => t.clear()))
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

test('a screen reader hears how many lines the basket holds, in the singular for one', async () => {
  await db.cartLines.put(line('p1', 'Tomatoes'))
  renderCart()
  expect(await screen.findByText('1 line in your basket')).toBeTruthy()

  await db.cartLines.put(line('p2', 'Kale'))
  expect(await screen.findByText('2 lines in your basket')).toBeTruthy()
})
