/**
 * `useLiveQuery` whose answer keeps its identity while its data stays the same. A live query
 * runs again after every write to the tables it read and answers new objects, mostly equal to
 * the last: the first sync writes the rows a drawn page already shows, 25 a transaction, and each
 * write drew the whole list again (13 renders of the produce list in a first visit's first
 * seconds). dexie-react-hooks renders only when the answer is another object, so an answer equal
 * to the last (`sameJson`) is answered with the last one: no render.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useRef } from 'react'
import { sameJson } from './same-json'

export function useSteadyLiveQuery<T>(querier: () => Promise<T>, deps: unknown[]): T | undefined {
  const last = useRef<{ value: T } | null>(null)
  return useLiveQuery(
    async () => {
      const next = await querier()
      if (last.current && sameJson(last.current.value, next)) return last.current.value
      last.current = { value: next }
      return next
    },
    // The query's own code among its dependencies: every steady query passes this same wrapper, and
    // the server's drawing (src/first-paint/live-query.ts) knows a query by its code and deps, so
    // two steady queries with equal deps (the home's shelves and its farmers) were one query there.
    [querier.toString(), ...deps],
  )
}
