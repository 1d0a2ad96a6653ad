import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { useLiveQuery } from 'dexie-react-hooks'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { db, type ProduceRow } from '../db/db'
import { useSteadyLiveQuery } from './use-steady-live-query'

const row = (i: number, price = 1000): ProduceRow =>
  ({
    lang: 'en',
    id: `p-${i}`,
    storeId: 'nbo',
    service: 'farm',
    farmerId: 'f',
    name: `Produce ${i}`,
    price,
    category: 'fruit',
    practices: [],
    inSeason: true,
    stock: 5,
    offer: null,
    updatedAt: '2026-11-27T08:00:00.000Z',
    searchText: '',
  }) as unknown as ProduceRow

const query = () => db.produces.where('[lang+service+storeId+name]').between(['en', 'farm', 'nbo', ''], ['en', 'farm', 'nbo', '\uffff']).limit(3).toArray()

let renders = 0
function SteadyList() {
  renders++
  const rows = useSteadyLiveQuery(query, [])
  return <p>{rows ? rows.map((r) => `${r.name} ${r.price}`).join(', ') : 'loading'}</p>
}
let plainRenders = 0
function PlainList() {
  plainRenders++
  const rows = useLiveQuery(query, [])
  return <p>{rows ? rows.map((r) => `${r.name} ${r.price}`).join(', ') : 'loading'}</p>
}

beforeEach(async () => {
  await db.produces.clear()
  await db.produces.bulkPut([row(1), row(2), row(3), row(4)])
  renders = 0
  plainRenders = 0
})
afterEach(cleanup)

test('writes that leave the answer as it was (a first sync storing the rows already shown) draw nothing again; a change does', async () => {
  render(
    <>
      <SteadyList />
      <PlainList />
    </>,
  )
  await waitFor(() => expect(screen.getAllByText('Produce 1 1000, Produce 2 1000, Produce 3 1000')).toHaveLength(2))
  const [steadyBefore, plainBefore] = [renders, plainRenders]
  // Five slices of the same rows, as a sync would store them, then one outside the first screen.
  for (let i = 0; i < 5; i++) await db.transaction('rw', db.produces, () => db.produces.bulkPut([row(1), row(2), row(3)]))
  await db.produces.put(row(9, 5000))
  await waitFor(() => expect(plainRenders).toBeGreaterThanOrEqual(plainBefore + 3))
  expect(renders, 'the same rows, no render').toBe(steadyBefore)
  // A price that changed on screen is drawn.
  await db.produces.put(row(2, 1500))
  await waitFor(() => expect(screen.getAllByText('Produce 1 1000, Produce 2 1500, Produce 3 1000')).toHaveLength(2))
  expect(renders).toBe(steadyBefore + 1)
})
