/**
 * What the cookbook's screens read from this device (decision 047): recipes of the shopper's
 * market and the ingredients in the shopper's language, the shopper's digital library. `undefined`
 * while loading, like every live query here.
 */
import { useSteadyLiveQuery } from '../../lib/use-steady-live-query'
import type { Locale } from '../../config'
import { db, type IngredientRow, type LibraryRow, type RecipeRow } from '../../db/db'

export interface RecipeFilters {
  creatorId?: string
  ingredientId?: string
  /** Preparation and cooking together, at most. */
  maxMinutes?: number
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name) || 0

export const totalMinutes = (r: Pick<RecipeRow, 'prepMinutes' | 'cookMinutes'>) => r.prepMinutes + r.cookMinutes

export function useRecipes(storeId: string, locale: Locale, filters: RecipeFilters): RecipeRow[] | undefined {
  return useSteadyLiveQuery(async () => {
    const rows = await db.recipes.where('[lang+storeId]').equals([locale, storeId]).toArray()
    return rows
      .filter(
        (r) =>
          (filters.creatorId === undefined || r.creatorId === filters.creatorId) &&
          (filters.ingredientId === undefined || r.ingredients.some((l) => l.ingredientId === filters.ingredientId)) &&
          (filters.maxMinutes === undefined || totalMinutes(r) <= filters.maxMinutes),
      )
      .sort((a, b) => a.name.localeCompare(b.name, locale) || a.id.localeCompare(b.id))
  }, [storeId, locale, filters.creatorId, filters.ingredientId, filters.maxMinutes])
}

/** A recipe, or null when this device does not hold it. */
export function useRecipe(locale: Locale, id: string): RecipeRow | null | undefined {
  return useSteadyLiveQuery(async () => (await db.recipes.get([locale, id])) ?? null, [locale, id])
}

export function useIngredients(locale: Locale): IngredientRow[] | undefined {
  return useSteadyLiveQuery(async () => (await db.ingredients.where('[lang+id]').between([locale, ''], [locale, '\uffff']).toArray()).sort(byName), [locale])
}

export function useIngredient(locale: Locale, id: string): IngredientRow | null | undefined {
  return useSteadyLiveQuery(async () => (await db.ingredients.get([locale, id])) ?? null, [locale, id])
}

export function useLibrary(owner: string, locale: Locale): LibraryRow[] | undefined {
  return useSteadyLiveQuery(async () => (await db.library.where('[owner+lang]').equals([owner, locale]).toArray()).sort((a, b) => b.acquiredAt.localeCompare(a.acquiredAt)), [owner, locale])
}

/** A book's recipes this device holds, in the book's order. */
export function useRecipesOf(locale: Locale, ids: readonly string[]): RecipeRow[] | undefined {
  const key = ids.join(',')
  return useSteadyLiveQuery(async () => (await db.recipes.bulkGet(ids.map((id) => [locale, id] as [Locale, string]))).filter((r): r is RecipeRow => r !== undefined), [locale, key])
}
