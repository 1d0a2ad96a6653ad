/**
 * The cookbook on this device (decision 047): recipes (one market's) and ingredients (every
 * market's) pulled as delta feeds like the farm catalog (catalog-pull.ts `pullFeed`), the signed-in
 * shopper's digital library, and basket plans.
 *
 * Which listing sells an ingredient is the server's answer (it matches English names against every
 * listing of the market, farm and grocery; the device holds names in one language and no grocery
 * rows of its own). A recipe's page asks once as it opens (`fetchBasketPlan`), and every answer
 * records, per ingredient, the listing it was matched to in that market (`planSources`). The plan
 * the shopper adds to the baskets is then made on the device from those rows with the server's own
 * arithmetic (`planLines`), for any servings and whatever the shopper has: at once, and offline.
 * An ingredient this device never had answered in this market cannot be planned on the device:
 * `planOnDevice` is null and the screen asks the server.
 */
import { planLines, type BasketPlan, type BasketPlanInput, type CookbookIngredient, type CookbookRecipe, type IngredientDetail, type LibraryBook, type PlanSource } from '../api/cookbook-contract'
import type { HttpClient } from '../api/http'
import type { Locale } from '../config'
import type { RecipeRow, StorefrontDb } from '../db/db'
import { pullFeed, syncKey, type PullOptions } from './catalog-pull'

/** The market's recipes and the ingredients, in one language. */
export async function pullCookbook(api: HttpClient, db: StorefrontDb, options: PullOptions): Promise<{ changed: number }> {
  const { storeId, locale } = options
  const [recipes, ingredients] = await Promise.all([
    pullFeed<CookbookRecipe>(api, db, { key: syncKey('recipes', storeId, locale), path: '/cookbook/recipes', table: 'recipes', query: { storeId }, prepare: (r) => ({ ...r, lang: locale }) }, options),
    pullFeed<CookbookIngredient>(
      api,
      db,
      { key: syncKey('ingredients', '*', locale), path: '/cookbook/ingredients', table: 'ingredients', query: {}, prepare: (r) => ({ ...r, lang: locale }) },
      options,
    ),
  ])
  return { changed: recipes + ingredients }
}

/** The signed-in shopper's digital cookbooks, replacing what the device held for them in this language. */
export async function pullLibrary(api: HttpClient, db: StorefrontDb, owner: string, { locale, signal }: { locale: Locale; signal?: AbortSignal }): Promise<void> {
  const { data } = await api.get<LibraryBook[]>('/account/library', { headers: { 'Accept-Language': locale }, signal, silent: true })
  await db.transaction('rw', db.library, async () => {
    await db.library.where('[owner+lang]').equals([owner, locale]).delete()
    await db.library.bulkPut(data.map((b) => ({ ...b, owner, lang: locale })))
  })
}

/** The API's plan, its matches kept for offline plans. */
export async function fetchBasketPlan(api: HttpClient, db: StorefrontDb, recipeId: string, input: BasketPlanInput, { storeId, locale, signal }: PullOptions): Promise<BasketPlan> {
  const { data } = await api.post<BasketPlan>(`/cookbook/recipes/${encodeURIComponent(recipeId)}/basket-plan`, input, {
    headers: { 'Accept-Language': locale, 'X-STORE-ID': storeId },
    signal,
    silent: true,
  })
  const fetchedAt = Date.now()
  // What the shopper has says nothing of where it is sold: those rows stay as they were.
  await db.transaction('rw', db.planSources, async () => {
    for (const line of data.lines) {
      if (line.status === 'have') continue
      const before = await db.planSources.get([storeId, locale, line.ingredientId])
      const source = line.status === 'buy' ? { service: line.service, listing: line.listing } : null
      await db.planSources.put({ ...before, storeId, lang: locale, ingredientId: line.ingredientId, source, fetchedAt })
    }
  })
  return data
}

/** An ingredient's page online: every listing selling it in the market, kept for offline visits. */
export async function pullIngredientSources(api: HttpClient, db: StorefrontDb, ingredientId: string, { storeId, locale, signal }: PullOptions): Promise<void> {
  const { data } = await api.get<IngredientDetail>(`/cookbook/ingredients/${encodeURIComponent(ingredientId)}`, { query: { storeId }, headers: { 'Accept-Language': locale }, signal, silent: true })
  const all = data.sources.map((s): PlanSource => ({ service: s.service, listing: s.listing }))
  await db.planSources.put({ storeId, lang: locale, ingredientId, source: all[0] ?? null, all, fetchedAt: Date.now() })
}

/** The plan from this device's rows, or null when an ingredient it needs was never planned here online. */
export async function planOnDevice(
  db: StorefrontDb,
  recipe: RecipeRow,
  input: { servings: number; have: readonly string[] },
  { storeId, locale }: { storeId: string; locale: Locale },
): Promise<BasketPlan | null> {
  const have = new Set(input.have)
  const needed = recipe.ingredients.filter((l) => !have.has(l.ingredientId)).map((l) => l.ingredientId)
  const sources = await db.planSources.bulkGet(needed.map((id): [string, Locale, string] => [storeId, locale, id]))
  // An ingredient never asked about in this market is unknown, not "not sold here".
  if (sources.some((s) => s === undefined)) return null
  const known = new Map(sources.map((s) => [s!.ingredientId, s!.source]))
  return {
    recipeId: recipe.id,
    servings: input.servings,
    lines: planLines(recipe, input.servings, have, (id): PlanSource[] => {
      const source = known.get(id)
      return source ? [source] : []
    }),
  }
}
