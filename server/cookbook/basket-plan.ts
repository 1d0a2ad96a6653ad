/**
 * A recipe's basket plan on the server (decision 047): the device computes the same plan from its
 * synced rows when it holds them (src/features/cookbook/basket-plan.ts); both run the contract's
 * arithmetic (`planLines`), so the two agree to the gram.
 */
import { produceListQuery, type CatalogProduce } from '../../src/api/catalog-contract'
import { planLines, type BasketPlan, type CookbookRecipe } from '../../src/api/cookbook-contract'
import type { Service } from '../../src/api/services-contract'
import { findProduces } from '../catalog/produce-queries'
import type { Db } from '../db/client'
import type { Lang } from '../seed/seed-types'
import { matchingListings } from './cookbook-queries'

export async function planBasket(db: Db, at: { recipe: CookbookRecipe; servings: number; have: readonly string[]; storeId: string; lang: Lang; services: readonly Service[] }): Promise<BasketPlan> {
  const ids = [...new Set(at.recipe.ingredients.map((l) => l.ingredientId))]
  const matches = await matchingListings(db, at.storeId, ids, at.services)
  const listings = await findProduces(db, { service: null, query: produceListQuery.parse({ perPage: 500 }), lang: at.lang, storeId: at.storeId, ids: [...new Set(matches.map((m) => m.listingId))] })
  const byId = new Map(listings.map((l) => [l.id, l]))
  const sources = new Map<string, { service: 'farm' | 'grocery'; listing: CatalogProduce & { size?: string } }[]>()
  for (const m of matches) {
    const listing = byId.get(m.listingId)
    if (!listing) continue
    sources.set(m.ingredientId, [...(sources.get(m.ingredientId) ?? []), { service: m.service, listing: m.size ? { ...listing, size: m.size } : listing }])
  }
  return {
    recipeId: at.recipe.id,
    servings: at.servings,
    lines: planLines(at.recipe, at.servings, new Set(at.have), (id) => sources.get(id) ?? []),
  }
}
