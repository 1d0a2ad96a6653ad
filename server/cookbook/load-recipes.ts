/**
 * Loads the cookbook's ingredients and recipes (server/seed/services/recipes.ts, or a test's) in
 * one transaction; rows already there are left as they are, so a second load adds only what is
 * new. A recipe's store is its creator's; its `ingredient_ids` are its lines' (the filter's index).
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { farmers } from '../db/schema/catalog'
import { ingredients, recipes } from '../db/schema/cookbook'
import type { SeedIngredient, SeedRecipe } from '../seed/seed-types'

export async function loadRecipes(db: Db, seed: { ingredients: readonly SeedIngredient[]; recipes: readonly SeedRecipe[] }): Promise<{ ingredients: number; recipes: number }> {
  return db.transaction(async (tx) => {
    const addedIngredients = seed.ingredients.length
      ? await tx
          .insert(ingredients)
          .values(seed.ingredients.map((i) => ({ id: i.id, name: i.name, farmCategories: i.matches.farmCategories, words: i.matches.words.map((w) => w.toLowerCase()), defaultUnit: i.defaultUnit })))
          .onConflictDoNothing()
          .returning({ id: ingredients.id })
      : []
    const creatorIds = [...new Set(seed.recipes.map((r) => r.creatorId))]
    const creators = creatorIds.length ? await tx.select({ id: farmers.id, storeId: farmers.storeId }).from(farmers).where(inArray(farmers.id, creatorIds)) : []
    const storeOf = new Map(creators.map((c) => [c.id, c.storeId]))
    const missing = creatorIds.filter((id) => !storeOf.has(id))
    if (missing.length) throw new Error(`recipes name creators that do not exist: ${missing.join(', ')}`)
    const addedRecipes = seed.recipes.length
      ? await tx
          .insert(recipes)
          .values(
            seed.recipes.map((r) => ({
              ...r,
              storeId: storeOf.get(r.creatorId)!,
              ingredientIds: [...new Set(r.ingredients.map((l) => l.ingredientId))],
            })),
          )
          .onConflictDoNothing()
          .returning({ id: recipes.id })
      : []
    return { ingredients: addedIngredients.length, recipes: addedRecipes.length }
  })
}
