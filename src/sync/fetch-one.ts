/**
 * A produce, farmer, recipe or ingredient that is not on this device yet (a shared link, say) is
 * fetched once and stored, so the screen can read it from Dexie like any other. Returns 'missing' when it cannot
 * be had: not found on the server, or the network is down and nothing is stored.
 */
import { SERVICE_NOUNS } from '../api/service-routes-contract'
import type { Service } from '../api/services-contract'
import { useEffect, useState } from 'react'
import type { CatalogFarmer, CatalogProduce } from '../api/catalog-contract'
import type { CookbookRecipe, IngredientDetail } from '../api/cookbook-contract'
import { baseApi } from '../api/clients'
import type { Locale } from '../config'
import { db } from '../db/db'
import { produceRow } from './catalog-pull'

type Kind = 'produces' | 'farmers' | 'recipes' | 'ingredients'

/** Where a row of `kind` is read: the service's own nouns for its listings and providers (decision 045), the cookbook's for recipes and ingredients. */
const pathOf = (kind: Kind, service: Service): string =>
  kind === 'recipes' || kind === 'ingredients' ? `/cookbook/${kind}` : `/${service}/${SERVICE_NOUNS[service][kind === 'produces' ? 'listings' : 'providers']}`

export function useFetchIfMissing(kind: Kind, locale: Locale, id: string, stored: unknown, service: Service = 'farm'): 'idle' | 'fetching' | 'missing' {
  const [state, setState] = useState<'idle' | 'fetching' | 'missing'>('idle')
  useEffect(() => {
    if (stored !== null) return
    const controller = new AbortController()
    setState('fetching')
    baseApi
      .get<unknown>(`${pathOf(kind, service)}/${encodeURIComponent(id)}`, { signal: controller.signal, silent: true, headers: { 'Accept-Language': locale } })
      .then(async ({ data }) => {
        if (kind === 'produces') await db.produces.put(produceRow(data as CatalogProduce, locale))
        else if (kind === 'farmers') await db.farmers.put({ details: {}, ...(data as CatalogFarmer), service, lang: locale })
        else if (kind === 'recipes') await db.recipes.put({ ...(data as CookbookRecipe), lang: locale })
        else {
          // The page's recipes and sources are read from their own rows, not kept on the ingredient.
          const { recipes: _recipes, sources: _sources, ...ingredient } = data as IngredientDetail
          await db.ingredients.put({ ...ingredient, lang: locale })
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
