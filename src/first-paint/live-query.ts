/**
 * `useLiveQuery` (dexie-react-hooks) for drawing a page on the server, where effects never run:
 * a render asks, the answer is fetched, and the next render pass has it. The worker renders
 * until a pass asks nothing new (see ./worker.tsx). The build aliases dexie-react-hooks to this
 * file for the server bundle only; the browser keeps the real, live hook.
 */
import { createContext, useContext } from 'react'

export interface QueryPass {
  answers: Map<string, unknown>
  asked: Map<string, Promise<unknown>>
}

export const QueryPassContext = createContext<QueryPass | null>(null)

export function useLiveQuery<T, D = undefined>(querier: () => Promise<T> | T, deps: unknown[] = [], defaultResult?: D): T | D {
  const pass = useContext(QueryPassContext)
  if (!pass) return defaultResult as D
  // A query is its code and its dependencies (the hook's own contract: deps name what it reads).
  const key = `${querier.toString()}\u0000${JSON.stringify(deps)}`
  if (pass.answers.has(key)) return pass.answers.get(key) as T
  if (!pass.asked.has(key)) pass.asked.set(key, Promise.resolve().then(querier))
  return defaultResult as D
}
