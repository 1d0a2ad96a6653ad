/**
 * The cookbook pages' search params, read without zod and apart from the screens: a route file's
 * non-component part goes in the first page's chunk, so it imports only this (like the farm's
 * produce-search.ts).
 */
import { numberIn, text } from '../../lib/search-params'

/** The recipe list's "ready in" filter, minutes. */
export const TIME_LIMITS = [15, 30, 60] as const
/** The most servings a recipe scales to. */
export const MAX_SERVINGS = 100

export interface RecipeSearch {
  ingredient?: string
  time?: (typeof TIME_LIMITS)[number]
}

export function readRecipeSearch(search: Record<string, unknown>): RecipeSearch {
  const ingredient = text(search.ingredient, 80)
  const time = numberIn(search.time, 0, 1_000, true)
  return {
    ingredient: ingredient !== undefined && /^[\w-]{1,80}$/.test(ingredient) ? ingredient : undefined,
    time: (TIME_LIMITS as readonly number[]).includes(time ?? -1) ? (time as RecipeSearch['time']) : undefined,
  }
}

export function readServingsSearch(search: Record<string, unknown>): { servings?: number } {
  return { servings: numberIn(search.servings, 1, MAX_SERVINGS, true) }
}
