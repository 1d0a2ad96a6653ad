/**
 * Data a back-office screen reads from the server while it is open (the console's lists, the
 * portal's list of providers): loading, the data, or the failure in the back office's words, and
 * a `reload` after a change. The portal's own working data (orders, listings) is local-first
 * instead, in Dexie (src/features/partner/).
 */
import { useCallback, useEffect, useState } from 'react'
import { backOfficeFailure, type BackOfficeFailure } from './api'

export interface Remote<T> {
  data: T | undefined
  failure: BackOfficeFailure | null
  loading: boolean
  reload: () => void
}

export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Remote<T> {
  const [data, setData] = useState<T | undefined>(undefined)
  const [failure, setFailure] = useState<BackOfficeFailure | null>(null)
  const [loading, setLoading] = useState(true)
  const [round, setRound] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return
        setData(value)
        setFailure(null)
        setLoading(false)
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setFailure(backOfficeFailure(error))
        setLoading(false)
      },
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when to load again
  }, [...deps, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { data, failure, loading, reload }
}
