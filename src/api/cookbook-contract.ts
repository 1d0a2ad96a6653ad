/**
 * The cookbook's recipes, ingredients, basket plans and digital library (issue 34 §Cookbook,
 * decision 047): request schemas, answer shapes, and the plan's arithmetic, which the server and
 * the device both run (the same rounding whichever computes a plan).
 *
 * A plan turns a recipe into basket lines: each ingredient's quantity scaled to the servings
 * chosen (`scaled`), then, for the listing sold in the shopper's market that matches it, the
 * quantity in that listing's unit rounded up to its steps (`listingQuantity`). What the shopper
 * says they have is left out; what no listing sells is "not sold here".
 */
import { z } from 'zod'
import { deltaAndStore, type CatalogProduce } from './catalog-contract'
import { listQuerySchema } from './contract'

export const RECIPE_UNITS = ['g', 'kg', 'ml', 'l', 'piece', 'tsp', 'tbsp', 'cup', 'bunch'] as const
export type RecipeUnit = (typeof RECIPE_UNITS)[number]

const id = z.string().trim().min(1).max(80)

export const recipeListQuery = listQuerySchema(['name', 'time', 'updatedAt'] as const).extend({
  ...deltaAndStore,
  perPage: z.coerce.number().int().min(1).max(500).default(24),
  creatorId: id.optional(),
  ingredientId: id.optional(),
  /** Preparation and cooking together, in minutes, at most. */
  maxMinutes: z.coerce.number().int().min(1).max(10_000).optional(),
})
export type RecipeListQuery = z.infer<typeof recipeListQuery>

export const ingredientListQuery = listQuerySchema(['name', 'updatedAt'] as const).extend({
  updatedSince: deltaAndStore.updatedSince,
  cursor: deltaAndStore.cursor,
  perPage: z.coerce.number().int().min(1).max(500).default(100),
})
export type IngredientListQuery = z.infer<typeof ingredientListQuery>

export const basketPlanInput = z.strictObject({
  servings: z.number().int().min(1).max(100),
  /** Ingredients the shopper has already: left out of the plan. */
  have: z.array(id).max(100).default([]),
})
export type BasketPlanInput = z.input<typeof basketPlanInput>

export interface RecipeIngredient {
  ingredientId: string
  /** The ingredient's name in the shopper's language. */
  name: string
  quantity: number
  unit: RecipeUnit
  note: string | null
}

/** A recipe in the shopper's language. */
export interface CookbookRecipe {
  id: string
  storeId: string
  creatorId: string
  /** The creator's business name (a `farmers` row of service cookbook). */
  creatorName: string
  name: string
  summary: string
  servings: number
  prepMinutes: number
  cookMinutes: number
  photo: string
  steps: string[]
  ingredients: RecipeIngredient[]
  updatedAt: string
  deleted?: boolean
}

/** An ingredient in the shopper's language, with what matches it to listings. */
export interface CookbookIngredient {
  id: string
  name: string
  farmCategories: string[]
  words: string[]
  defaultUnit: RecipeUnit
  updatedAt: string
  deleted?: boolean
}

/** A listing an ingredient can be bought as, in the shopper's market. */
export interface IngredientSource {
  service: 'farm' | 'grocery'
  listing: CatalogProduce
}

export interface IngredientDetail extends CookbookIngredient {
  recipes: Pick<CookbookRecipe, 'id' | 'name' | 'photo' | 'servings' | 'prepMinutes' | 'cookMinutes'>[]
  sources: IngredientSource[]
}

export type PlanLine =
  | { ingredientId: string; name: string; quantity: number; unit: RecipeUnit; status: 'have' }
  | { ingredientId: string; name: string; quantity: number; unit: RecipeUnit; status: 'not-sold' }
  | {
      ingredientId: string
      name: string
      quantity: number
      unit: RecipeUnit
      status: 'buy'
      service: 'farm' | 'grocery'
      /** The listing, with a grocery product's pack size (so a device re-plans it offline to the same quantity). */
      listing: CatalogProduce & { size?: string }
      /** In the listing's unit, rounded up to its steps. */
      listingQuantity: number
    }

export interface BasketPlan {
  recipeId: string
  servings: number
  lines: PlanLine[]
}

/** A digital cookbook the signed-in shopper bought, with its recipes. */
export interface LibraryBook {
  listingId: string
  name: string
  photo: string
  creatorName: string
  orderId: string
  acquiredAt: string
  recipes: CookbookRecipe[]
}

// ---------------------------------------------------------------- the plan's arithmetic

/** A recipe quantity for other servings, to 3 decimals (1.5 × 200 g = 300 g). */
export function scaled(quantity: number, from: number, to: number): number {
  return Math.round(((quantity * to) / from) * 1000) / 1000
}

type Amount = { dim: 'mass'; kg: number } | { dim: 'volume'; l: number } | { dim: 'count'; n: number }

const MASS_KG: Partial<Record<string, number>> = { g: 0.001, kg: 1 }
const VOLUME_L: Partial<Record<string, number>> = { ml: 0.001, l: 1, tsp: 0.005, tbsp: 0.015, cup: 0.25 }

function amountOf(quantity: number, unit: string): Amount {
  const kg = MASS_KG[unit]
  if (kg !== undefined) return { dim: 'mass', kg: quantity * kg }
  const l = VOLUME_L[unit]
  if (l !== undefined) return { dim: 'volume', l: quantity * l }
  return { dim: 'count', n: quantity }
}

/** "1 kg", "500 g", "750 ml", "6 × 330 ml" (a product's size): what one unit holds, or null. */
export function sizeAmount(size: string): Amount | null {
  const m = /^\s*(?:(\d+)\s*[×x]\s*)?(\d+(?:[.,]\d+)?)\s*(g|kg|ml|l)\b/i.exec(size)
  if (!m) return null
  return amountOf(Number(m[1] ?? 1) * Number(m[2]!.replace(',', '.')), m[3]!.toLowerCase())
}

/** What one unit of a listing holds, by mass or volume; null when it is counted (a bunch, a piece). */
export function contentOf(listing: Pick<CatalogProduce, 'unit' | 'measure'> & { size?: string }): Amount | null {
  const unit: string = listing.unit
  if (unit === 'kg') return { dim: 'mass', kg: 1 }
  if (unit === 'g500') return { dim: 'mass', kg: 0.5 }
  if (unit === 'litre') return { dim: 'volume', l: 1 }
  if (listing.measure) return listing.measure.per === 'kg' ? { dim: 'mass', kg: listing.measure.amount } : { dim: 'volume', l: listing.measure.amount }
  return listing.size ? sizeAmount(listing.size) : null
}

/**
 * How many of a listing's units hold `quantity` `unit` of an ingredient, rounded up to its steps
 * from its minimum: by mass or volume when the listing says what a unit holds, by count when
 * both count; otherwise one minimum (a bottle of oil for 2 tbsp).
 */
export function listingQuantity(quantity: number, unit: string, listing: Pick<CatalogProduce, 'unit' | 'measure' | 'minQty' | 'stepQty'> & { size?: string }): number {
  const need = amountOf(quantity, unit)
  const content = contentOf(listing)
  let units: number
  if (content && need.dim === 'mass' && content.dim === 'mass') units = need.kg / content.kg
  else if (content && need.dim === 'volume' && content.dim === 'volume') units = need.l / content.l
  else if (!content && need.dim === 'count') units = need.n
  else units = listing.minQty
  const step = listing.stepQty > 0 ? listing.stepQty : 1
  const steps = Math.max(0, Math.ceil((units - listing.minQty) / step - 1e-9))
  return Math.round((listing.minQty + steps * step) * 1000) / 1000
}

/** A listing that sells an ingredient, best first; `size` is a grocery product's pack size. */
export interface PlanSource {
  service: 'farm' | 'grocery'
  listing: CatalogProduce & { size?: string }
}

/**
 * The plan's lines, in the recipe's order: each ingredient scaled to `servings`; left out when
 * the shopper has it; else bought as its best source's listing, in that listing's unit; else not
 * sold here.
 */
export function planLines(
  recipe: Pick<CookbookRecipe, 'servings' | 'ingredients'>,
  servings: number,
  have: ReadonlySet<string>,
  sourcesOf: (ingredientId: string) => readonly PlanSource[],
): PlanLine[] {
  return recipe.ingredients.map((line): PlanLine => {
    const base = { ingredientId: line.ingredientId, name: line.name, quantity: scaled(line.quantity, recipe.servings, servings), unit: line.unit }
    if (have.has(line.ingredientId)) return { ...base, status: 'have' }
    const best = sourcesOf(line.ingredientId)[0]
    if (!best) return { ...base, status: 'not-sold' }
    return { ...base, status: 'buy', service: best.service, listing: best.listing, listingQuantity: listingQuantity(base.quantity, line.unit, best.listing) }
  })
}
