/**
 * Runs the page-data machine for one screen: the given pull fills Dexie; the machine decides when
 * (on open, on reactivation when older than 30 s, on retry) and aborts it when the screen goes.
 * Returns what the screen shows about freshness: updating, failed, and when data was last fetched.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { pageDataMachine } from '../../machines/page-data.machine'
import { duringStartUp } from '../lib/start-up'

export interface PageDataStatus {
  isUpdating: boolean
  hasFailed: boolean
  lastFetchedAt: number | null
  retry(): void
}

export function usePageData(pull: (signal: AbortSignal) => Promise<unknown>, lastFetchedAt: number | null = null): PageDataStatus {
  const actor = useActorRef(
    // A first page's pull is part of the start-up (the service worker's install waits for it).
    pageDataMachine.provide({ actors: { fetchPageData: fromPromise(async ({ signal }) => void (await duringStartUp(pull(signal)))) } }),
    { input: { lastFetchedAt } },
  )
  useEffect(() => {
    const reactivate = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'page.reactivated' })
    }
    // Back online after a time offline: whatever the age, the data may have changed meanwhile.
    // Delta sync makes this cheap (a 304 when nothing changed).
    const backOnline = () => actor.send({ type: 'page.retry' })
    document.addEventListener('visibilitychange', reactivate)
    window.addEventListener('focus', reactivate)
    window.addEventListener('online', backOnline)
    return () => {
      document.removeEventListener('visibilitychange', reactivate)
      window.removeEventListener('focus', reactivate)
      window.removeEventListener('online', backOnline)
      actor.send({ type: 'page.left' })
    }
  }, [actor])
  const isUpdating = useSelector(actor, (s) => s.hasTag('updating'))
  const hasFailed = useSelector(actor, (s) => s.hasTag('failed'))
  const fetchedAt = useSelector(actor, (s) => s.context.lastFetchedAt)
  return { isUpdating, hasFailed, lastFetchedAt: fetchedAt, retry: () => actor.send({ type: 'page.retry' }) }
}
