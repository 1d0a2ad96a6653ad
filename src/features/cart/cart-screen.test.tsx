import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db } from '../../db/db'
import { startCartSync } from '../../sync/cart-sync-actor'
import { cartLine } from '../../test/cart-line'
import { failEveryRequest, renderScreens } from '../../test/screens'
import { CartScreen } from './cart-screen'

beforeEach(async () => {
  failEveryRequest()
  await Promise.all(db.tables.map((t) => t.clear()))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('a screen reader hears how many lines the basket holds, in the singular for one', async () => {
  await db.cartLines.put(cartLine())
  const { session } = renderScreens({ '/cart': () => <CartScreen vertical="farm" /> }, '/cart')
  startCartSync(session, { merged: () => {}, mergeFailed: () => {} })
  expect(await screen.findByText('1 line in your basket')).toBeTruthy()

  await db.cartLines.put(cartLine({ produceId: 'p2', name: 'Kale' }))
  expect(await screen.findByText('2 lines in your basket')).toBeTruthy()
})
