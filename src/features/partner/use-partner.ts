/**
 * The portal's data hooks (decision 035): each screen reads Dexie (src/sync/partner.ts) and the
 * hook keeps it fresh while the screen is open: a pull at once, then the orders every
 * `ORDERS_POLL_MS` while the page is visible and online (a new order reaches the portal within
 * 5 s: measured in tests/e2e/partner.spec.ts), the listings on opening and after each edit.
 */
import { useSelector } from '@xstate/react'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { sessionActor } from '../../session/session-actor'
import { pullMyProviders, pullPartnerListings, pullPartnerOrders, pullProvider, usePendingFor } from '../../sync/partner'
import { useIsOnline } from '../../sync/use-online'
import { backOfficeFailure, type BackOfficeFailure } from '../backoffice/api'

/** How often an open portal asks for its orders: with the request's time, a new order shows within 5 s. */
export const ORDERS_POLL_MS = 3_000

export function useUserId(): string | undefined {
  return useSelector(sessionActor(), (s) => s.context.user?.id)
}

/** The signed-in member's providers, from the device, refreshed on opening. */
export function useMyProviders() {
  const owner = useUserId()
  const [failure, setFailure] = useState<BackOfficeFailure | null>(null)
  const [round, setRound] = useState(0)
  // The memberships (an operator's visits to a provider of its market are kept too, not listed).
  const providers = useLiveQuery(
    async () => (owner ? (await db.partnerProviders.where('owner').equals(owner).sortBy('name')).filter((p) => p.role === 'owner' || p.role === 'manager' || p.role === 'staff') : []),
    [owner],
  )
  const [pulled, setPulled] = useState(false)
  useEffect(() => {
    if (!owner) return
    const controller = new AbortController()
    pullMyProviders(baseApi, db, owner, controller.signal).then(
      () => {
        setFailure(null)
        setPulled(true)
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setFailure(backOfficeFailure(error))
          setPulled(true)
        }
      },
    )
    return () => controller.abort()
  }, [owner, round])
  return { providers: pulled || (providers?.length ?? 0) > 0 ? providers : undefined, failure, retry: () => setRound((n) => n + 1) }
}

/**
 * One provider: the device's copy, refreshed from `GET /api/partner/:providerId` on opening (which
 * also answers for an operator acting for a provider of its market, who is no member of it).
 */
export function useProvider(providerId: string) {
  const owner = useUserId()
  const online = useIsOnline()
  useEffect(() => {
    if (!owner || !providerId || !online) return
    const controller = new AbortController()
    pullProvider(baseApi, db, owner, providerId, controller.signal).catch(() => {})
    return () => controller.abort()
  }, [owner, providerId, online])
  return useLiveQuery(async () => (owner && providerId ? db.partnerProviders.get([owner, providerId]) : undefined), [owner, providerId])
}

/** Runs `pull` now and every `everyMs` while the page is visible and online; answers the last failure. */
function useKeptFresh(pull: (signal: AbortSignal) => Promise<void>, deps: readonly unknown[], everyMs: number | null) {
  const online = useIsOnline()
  const [failure, setFailure] = useState<BackOfficeFailure | null>(null)
  useEffect(() => {
    if (!online) return
    const controller = new AbortController()
    let timer: number | undefined
    const run = async () => {
      if (document.visibilityState === 'visible') {
        try {
          await pull(controller.signal)
          setFailure(null)
        } catch (error) {
          if (controller.signal.aborted) return
          setFailure(backOfficeFailure(error))
        }
      }
      if (everyMs !== null && !controller.signal.aborted) timer = window.setTimeout(() => void run(), everyMs)
    }
    void run()
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say what to pull
  }, [online, everyMs, ...deps])
  return failure
}

export function usePartnerOrders(providerId: string) {
  const orders = useLiveQuery(() => db.partnerOrders.where('providerId').equals(providerId).toArray(), [providerId])
  const synced = useLiveQuery(() => db.syncState.get(`partner:${providerId}:orders`), [providerId])
  const pending = usePendingFor(db, providerId)
  const failure = useKeptFresh((signal) => pullPartnerOrders(baseApi, db, providerId, signal), [providerId], ORDERS_POLL_MS)
  const sorted = orders ? [...orders].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)) : undefined
  return { orders: synced || (orders?.length ?? 0) > 0 ? sorted : undefined, pending: pending ?? [], failure, fetchedAt: synced?.fetchedAt }
}

export function usePartnerListings(providerId: string) {
  const listings = useLiveQuery(() => db.partnerListings.where('providerId').equals(providerId).toArray(), [providerId])
  const synced = useLiveQuery(() => db.syncState.get(`partner:${providerId}:listings`), [providerId])
  const pending = usePendingFor(db, providerId)
  const failure = useKeptFresh((signal) => pullPartnerListings(baseApi, db, providerId, signal), [providerId], null)
  return { listings: synced || (listings?.length ?? 0) > 0 ? listings : undefined, pending: pending ?? [], failure }
}
