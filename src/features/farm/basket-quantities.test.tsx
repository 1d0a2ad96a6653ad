import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db } from '../../db/db'
import { cartLine } from '../../test/screens'
import { useBasketQuantity } from './basket-quantities'

const renders = new Map<string, number>()
function Stepper({ id }: { id: string }) {
  renders.set(id, (renders.get(id) ?? 0) + 1)
  const quantity = useBasketQuantity('guest', id)
  return <output aria-label={id}>{quantity === undefined ? '…' : String(quantity)}</output>
}

beforeEach(async () => {
  await db.cartLines.clear()
  renders.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

test('the cards on screen share one read of the basket, and only the card whose quantity changed draws again', async () => {
  await db.cartLines.put(cartLine({ produceId: 'p-2', quantity: 3 }))
  const gets = vi.spyOn(db.cartLines, 'get')
  const ids = Array.from({ length: 24 }, (_, i) => `p-${i}`)
  render(
    <>
      {ids.map((id) => (
        <Stepper key={id} id={id} />
      ))}
    </>,
  )
  await waitFor(() => expect(screen.getByLabelText('p-2').textContent).toBe('3'))
  expect(screen.getByLabelText('p-5').textContent).toBe('0')
  expect(gets, 'no read per card').not.toHaveBeenCalled()
  const before = new Map(renders)
  await db.cartLines.put(cartLine({ produceId: 'p-7', quantity: 1 }))
  await waitFor(() => expect(screen.getByLabelText('p-7').textContent).toBe('1'))
  const drawnAgain = ids.filter((id) => renders.get(id) !== before.get(id))
  expect(drawnAgain).toEqual(['p-7'])
})
