/**
 * The server's drawing of a page (decision 009) answers live queries from src/first-paint/live-query.ts,
 * which knows a query by its code and dependencies. Two steady queries with the same dependencies
 * (the home's shelves and its featured farmers: the store and the language) must stay two queries:
 * when they were one, the shelves got the farmers' answer and the home was never drawn.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { QueryPassContext, type QueryPass } from '../first-paint/live-query'
import { useSteadyLiveQuery } from './use-steady-live-query'

vi.mock('dexie-react-hooks', () => import('../first-paint/live-query'))

afterEach(cleanup)

function Shelves({ storeId }: { storeId: string }) {
  const shelves = useSteadyLiveQuery(async () => ({ offers: ['Butternut'], inSeason: ['Kale'] }), [storeId])
  const farmers = useSteadyLiveQuery(async () => ['Daily Greens'], [storeId])
  if (!shelves || !farmers) return <p>asking</p>
  return <p>{`${shelves.offers.length} offer, ${shelves.inSeason.length} in season, ${farmers.join()}`}</p>
}

test('two steady queries with the same dependencies get their own answers in a drawn page', async () => {
  const pass: QueryPass = { answers: new Map(), asked: new Map() }
  const draw = () =>
    render(
      <QueryPassContext.Provider value={pass}>
        <Shelves storeId="jnb" />
      </QueryPassContext.Provider>,
    )
  draw()
  expect(pass.asked.size, 'two questions, not one').toBe(2)
  for (const [key, asked] of pass.asked) pass.answers.set(key, await asked)
  cleanup()
  draw()
  expect(screen.getByText('1 offer, 1 in season, Daily Greens')).toBeTruthy()
})
