import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db, type CartLineRow } from '../../db/db'
import { formatDay } from '../../i18n/format'
import { startCartSync } from '../../sync/cart-sync-actor'
import { cartLine, jnbFarmer, jnbMarket, offlineDeviceInEnglish, renderRoutes } from '../../test/screens'
import { CartScreen } from './cart-screen'

const MARKET = { ...jnbMarket(), freeDeliveryFrom: 10000 }

const farmer = jnbFarmer

function line(produceId: string, name: string, farmerId: string, farmName: string, price: number): CartLineRow {
  return cartLine({ produceId, name, farmerId, farmName, price, quantity: 1, storeId: 'jnb', currency: 'ZAR' })
}

function renderCart() {
  const session = renderRoutes('/cart/farm', { '/cart/farm': () => <CartScreen vertical="farm" onCheckout={() => {}} /> })
  startCartSync(session, { merged() {}, mergeFailed() {} })
}

beforeEach(async () => {
  await offlineDeviceInEnglish()
  await db.stores.put(MARKET)
  await db.farmers.bulkPut([farmer('daily', 'Daily Greens', [0, 1, 2, 3, 4, 5, 6]), farmer('saturday', 'Saturday Honey', [6])])
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('the basket groups its lines by the day each farm’s produce can reach the shopper, and says how much more brings free delivery', async () => {
  // ZAR 37.00 from two farms: above the ZAR 50 minimum? No: ZAR 13 short. ZAR 63 more for free delivery.
  // Monday 23 November 2026, 10:00 in Johannesburg (before the 18:00 cut-off): the daily farm drops off
  // on Tuesday and the market delivers on Thursday; the Saturday farm's honey comes on Tuesday 1 December.
  // Only Date is faked (Dexie's timers stay real); a clock after the cut-off must not move these days.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T08:00:00Z'))
  await db.cartLines.bulkPut([line('spinach', 'Spinach', 'daily', 'Daily Greens', 1200), line('honey', 'Fynbos honey', 'saturday', 'Saturday Honey', 2500)])
  renderCart()
  const daily = formatDay('2026-11-26', 'en')
  const saturday = formatDay('2026-12-01', 'en')
  expect([daily, saturday]).toEqual(['Thursday, November 26', 'Tuesday, December 1'])
  const first = await screen.findByRole('heading', { name: `Can reach you from ${daily}` })
  const second = screen.getByRole('heading', { name: `Can reach you from ${saturday}` })
  expect(within(first.parentElement!).getByText('Spinach')).toBeTruthy()
  expect(within(second.parentElement!).getByText('Fynbos honey')).toBeTruthy()
  expect(screen.getByText(`The market brings everything to you in one delivery, from ${saturday}.`)).toBeTruthy()
  expect(screen.getByText(/^ZAR.63\.00 more for free delivery$/)).toBeTruthy()
  expect(screen.getByText(/^Orders at this market start at ZAR.50\.00: add ZAR.13\.00 more to check out\.$/)).toBeTruthy()
})

test('a basket at the free-delivery threshold says so, and nothing about the minimum', async () => {
  await db.cartLines.bulkPut([{ ...line('honey', 'Fynbos honey', 'saturday', 'Saturday Honey', 2500), quantity: 4 }])
  renderCart()
  expect(await screen.findByText('Free delivery for this basket')).toBeTruthy()
  expect(screen.queryByText(/Orders at this market start at/)).toBeNull()
})
