/**
 * A produce or farmer that is not on this device yet (a shared link, say) is fetched once and
 * stored, so the screen can read it from Dexie like any other. Returns 'missing' when it cannot
 * be had: not found on the server, or the network is down and nothing is stored.
 */
import { SERVICE_NOUNS } from '../api/service-routes-contract'
import type { Service } from '../api/services-contract'
import { useEffect, useState } from 'react'
import type { CatalogFarmer, CatalogProduce } from '../api/catalog-contract'
import { baseApi } from '../api/clients'
import type { Locale } from '../config'
import { db } from '../db/db'
import { produceRow } from './catalog-pull'

export function useFetchIfMissing(kind: 'produces' | 'farmers', locale: Locale, id: string, stored: unknown, service: Service = 'farm'): 'idle' | 'fetching' | 'missing' {
  const [state, setState] = useState<'idle' | 'fetching' | 'missing'>('idle')
  useEffect(() => {
    if (stored !== null) return
    const controller = new AbortController()
    setState('fetching')
    baseApi
      .get<CatalogProduce | CatalogFarmer>(`/${service}/${SERVICE_NOUNS[service][kind === 'produces' ? 'listings' : 'providers']}/${encodeURIComponent(id)}`, {
        signal: controller.signal,
        silent: true,
        headers: { 'Accept-Language': locale },
      })
      .then(async ({ data }) => {
        if (kind === 'produces') {
          const p = data as CatalogProduce
          await db.produces.put(produceRow(p, locale))
        } else {
          await db.farmers.put({ details: {}, ...(data as CatalogFarmer), service, lang: locale })
        }
        setState('idle')
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('missing')
      })
    return () => controller.abort()
  }, [kind, locale, id, stored, service])
  return state
}
