/**
 * "My cookbooks" (decision 047) offline: the signed-in shopper's digital books as this device
 * stored them, each recipe readable (ingredients with their amounts, steps); another account's
 * books on the same device are not shown.
 */
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db, type LibraryRow } from '../../db/db'
import { setCartOwnerSource } from '../../sync/cart'
import { offlineDeviceInEnglish, renderRoutes } from '../../test/screens'
import { LibraryScreen } from './library-screen'

const book = (owner: string, listingId: string, name: string): LibraryRow => ({
  owner,
  lang: 'en',
  listingId,
  name,
  photo: '',
  creatorName: "Lerato's Kitchen Notes",
  orderId: 'order-1',
  acquiredAt: '2026-11-20T10:00:00.000000Z',
  recipes: [
    {
      id: 'carrot-rice',
      storeId: 'jnb',
      creatorId: 'lerato',
      creatorName: "Lerato's Kitchen Notes",
      name: 'Carrot rice with spinach',
      summary: 'A weeknight pot.',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 25,
      photo: '',
      steps: ['Fry the carrots in the oil.'],
      ingredients: [{ ingredientId: 'oil', name: 'Sunflower oil', quantity: 2, unit: 'tbsp', note: null }],
      updatedAt: '',
    },
  ],
})

beforeEach(async () => {
  await offlineDeviceInEnglish()
  setCartOwnerSource(() => 'user-1')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test("offline, the shopper's digital cookbooks read from the device, and no other account's", async () => {
  await db.library.bulkPut([book('user-1', 'weeknight-pots', 'Weeknight pots'), book('user-2', 'someone-elses', "Someone else's book")])
  renderRoutes('/account/library', { '/account/library': LibraryScreen })
  expect(await screen.findByRole('heading', { level: 2, name: 'Weeknight pots' })).toBeTruthy()
  expect(screen.queryByText("Someone else's book")).toBeNull()
  expect(await screen.findByText(/We couldn't reach the market, so these are the cookbooks saved on this device/)).toBeTruthy()
  await userEvent.click(screen.getByText('Carrot rice with spinach'))
  expect(screen.getByText('2 tablespoons Sunflower oil')).toBeTruthy()
  expect(screen.getByText('Fry the carrots in the oil.')).toBeTruthy()
})

test('a shopper without digital cookbooks is told where a bought one appears', async () => {
  renderRoutes('/account/library', { '/account/library': LibraryScreen })
  expect(await screen.findByText(/A digital cookbook you buy is here once its order is paid/)).toBeTruthy()
})
