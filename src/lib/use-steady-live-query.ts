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
  return useLiveQuery(async () => {
    const next = await querier()
    if (last.current && sameJson(last.current.value, next)) return last.current.value
    last.current = { value: next }
    return next
  }, deps)
}
