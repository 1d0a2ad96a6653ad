/**
 * What screen tests share: a memory router with the given routes, the session actor started on it
 * and the page rendered with Lingui; a cart line of this device; the Johannesburg market's row as
 * the device stores it.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { CatalogProduce, Store } from '../api/catalog-contract'
import { vi } from 'vitest'
import { db, type CartLineRow, type FarmerRow } from '../db/db'
import { startSessionActor, type SessionActor } from '../session/session-actor'

/** Renders `url` among `routes` (path → screen) and answers the session actor the app would start. */
export function renderRoutes(url: string, routes: Record<string, () => React.ReactNode>): SessionActor {
  const root = createRootRoute({ component: Outlet })
  const children = Object.entries(routes).map(([path, component]) => createRoute({ getParentRoute: () => root, path, component }))
  const router = createRouter({ routeTree: root.addChildren(children), history: createMemoryHistory({ initialEntries: [url] }) })
  const session = startSessionActor(router)
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return session
}

/** A listing as the catalog answers it: a farm's produce at the Nairobi market, KES 50.00 a kilo, 20 in stock, unless told. */
export function catalogProduce(id: string, over: Partial<CatalogProduce> = {}): CatalogProduce {
  return {
    id,
    farmerId: 'f1',
    storeId: 'nbo',
    farmerName: 'Wanjiru',
    farmName: 'Green Acres',
    name: `Produce ${id}`,
    category: 'vegetables',
    unit: 'kg',
    measure: null,
    price: 5000,
    currency: 'KES',
    currencyExponent: 2,
    stock: 20,
    seasonMonths: [],
    inSeason: true,
    minQty: 1,
    stepQty: 1,
    photo: '',
    description: '',
    practices: [],
    offer: null,
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...over,
  }
}

/** A line of a farm basket on this device: two kilos of tomatoes at KES 120.00 from Green Acres, unless told (its key: its produce id, unless told). */
export function cartLine(over: Partial<CartLineRow> = {}): CartLineRow {
  return {
    owner: 'guest',
    vertical: 'farm',
    lineKey: over.produceId ?? 'p1',
    produceId: 'p1',
    quantity: 2,
    storeId: 'nbo',
    name: 'Tomatoes',
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
    ...over,
  }
}

/** The Johannesburg market as the device stores it (decision 017's days and thresholds), with the given locations. */
/** A farmer of the Johannesburg market, as the catalog sync stores it (English). */
export function jnbFarmer(id: string, farmName: string, deliveryDays: number[]): FarmerRow & { lang: 'en' } {
  return {
    lang: 'en',
    id,
    storeId: 'jnb',
    service: 'farm',
    details: {},
    name: farmName,
    farmName,
    story: '',
    photo: '',
    town: '',
    country: 'ZA',
    practices: [],
    deliveryDays,
    rating: 4,
    locationIds: [],
    featured: false,
    produceCount: 1,
    updatedAt: '',
  } as FarmerRow & { lang: 'en' }
}

export function jnbMarket(locations: Store['locations'] = []): Store & { lang: 'en' } {
  return {
    lang: 'en',
    id: 'jnb',
    name: 'Johannesburg Farmers’ Market',
    city: 'Johannesburg',
    country: 'ZA',
    countryName: 'South Africa',
    currency: 'ZAR',
    currencyExponent: 2,
    timeZone: 'Africa/Johannesburg',
    marketDays: [2, 4, 6],
    minOrderTotal: 5000,
    freeDeliveryFrom: 40000,
    cutoffMinute: 1080,
    locations,
  }
}

/** English words (the source strings), and a device with no network and nothing stored: screens work from Dexie alone. */
export async function offlineDeviceInEnglish(): Promise<void> {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  )
  await Promise.all(db.tables.map((t) => t.clear()))
}
