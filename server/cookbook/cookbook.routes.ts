/**
 * The cookbook's recipes and ingredients (/api/cookbook/recipes, /api/cookbook/ingredients,
 * decision 047): lists with delta sync and details answered from the catalog's page cache (their
 * writes advance the catalog version, migration 0027), and a recipe's basket plan. Mounted only
 * when the cookbook service is open; a closed service's routes are the API's 404.
 */
import { Hono } from 'hono'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { basketPlanInput, ingredientListQuery, recipeListQuery, type IngredientDetail } from '../../src/api/cookbook-contract'
import { produceListQuery } from '../../src/api/catalog-contract'
import type { Service } from '../../src/api/services-contract'
import { feedAnswer, inChangeOrder, stableKey, type CatalogPages } from '../catalog/catalog-pages'
import { deltaPosition, heldBack, readHorizon } from '../catalog/delta'
import { findProduces } from '../catalog/produce-queries'
import { ApiError, ok, validate } from '../lib/http'
import { requestLang, requestStore } from '../lib/request-context'
import { planBasket } from './basket-plan'
import { findIngredients, findRecipes, INGREDIENT_FEED, matchingListings, RECIPE_FEED } from './cookbook-queries'

const idParam = z.object({ id: z.string().trim().min(1).max(80) })
const storeQuery = z.object({ storeId: recipeListQuery.shape.storeId })

export function cookbookRoutes(pages: CatalogPages, services: readonly Service[]) {
  const db = pages.db
  const recipes = new Hono()
    .get('/', validate('query', recipeListQuery), (c) => {
      const query = c.req.valid('query')
      const scope = pages.scope(c, query.storeId)
      const key = `recipes|${scope.lang}|${scope.storeId ?? '*'}|${stableKey({ ...query, storeId: undefined })}`
      return pages.respond(c, key, async (facts) => {
        pages.requireKnownStore(facts, scope.storeId)
        const position = deltaPosition(query)
        const byChange = inChangeOrder(query, position)
        const horizon = byChange ? await readHorizon(db) : ''
        const { rows, total, last } = await findRecipes(db, { query, lang: scope.lang, storeId: scope.storeId, ...(byChange ? { feed: { position, horizon } } : {}) })
        if (!byChange) return { data: rows, meta: { page: query.page, perPage: query.perPage, total } }
        return feedAnswer({ endpoint: 'recipes', scope, query }, { rows, total, last, from: position, horizon }, () =>
          heldBack(db, sql`recipes r`, scope.storeId === undefined ? undefined : sql`r.store_id = ${scope.storeId}`, RECIPE_FEED.xid, horizon),
        )
      })
    })
    .get('/:id', validate('param', idParam), (c) => {
      const { id } = c.req.valid('param')
      const lang = requestLang(c)
      return pages.respond(c, `recipe|${lang}|${id}`, async () => {
        const [recipe] = (await findRecipes(db, { query: recipeListQuery.parse({}), lang, storeId: undefined, id })).rows
        if (!recipe || recipe.deleted) throw new ApiError(404, 'not_found', `No recipe ${id}`)
        return { data: recipe }
      })
    })
    .post('/:id/basket-plan', validate('param', idParam), validate('json', basketPlanInput), async (c) => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const lang = requestLang(c)
      const [recipe] = (await findRecipes(db, { query: recipeListQuery.parse({}), lang, storeId: undefined, id })).rows
      if (!recipe || recipe.deleted) throw new ApiError(404, 'not_found', `No recipe ${id}`)
      // The shopper's market (X-STORE-ID): where the ingredients are bought, not where the recipe was written.
      const storeId = requestStore(c).storeId ?? recipe.storeId
      return ok(c, await planBasket(db, { recipe, servings: input.servings, have: input.have, storeId, lang, services }))
    })

  const ingredients = new Hono()
    .get('/', validate('query', ingredientListQuery), (c) => {
      const query = c.req.valid('query')
      const scope = { lang: requestLang(c), storeId: undefined }
      const key = `ingredients|${scope.lang}|${stableKey(query)}`
      return pages.respond(c, key, async () => {
        const position = deltaPosition(query)
        const byChange = inChangeOrder(query, position)
        const horizon = byChange ? await readHorizon(db) : ''
        const { rows, total, last } = await findIngredients(db, { query, lang: scope.lang, ...(byChange ? { feed: { position, horizon } } : {}) })
        if (!byChange) return { data: rows, meta: { page: query.page, perPage: query.perPage, total } }
        return feedAnswer({ endpoint: 'ingredients', scope, query }, { rows, total, last, from: position, horizon }, () => heldBack(db, sql`ingredients i`, undefined, INGREDIENT_FEED.xid, horizon))
      })
    })
    .get('/:id', validate('param', idParam), validate('query', storeQuery), (c) => {
      const { id } = c.req.valid('param')
      const scope = pages.scope(c, c.req.valid('query').storeId)
      return pages.respond(c, `ingredient|${scope.lang}|${scope.storeId ?? '*'}|${id}`, async (facts) => {
        pages.requireKnownStore(facts, scope.storeId)
        const [ingredient] = (await findIngredients(db, { query: ingredientListQuery.parse({}), lang: scope.lang, id })).rows
        if (!ingredient || ingredient.deleted) throw new ApiError(404, 'not_found', `No ingredient ${id}`)
        const { rows: using } = await findRecipes(db, { query: recipeListQuery.parse({ ingredientId: id, perPage: 500 }), lang: scope.lang, storeId: scope.storeId })
        // Where to buy it is a market's answer: without a market, none.
        const matches = scope.storeId === undefined ? [] : await matchingListings(db, scope.storeId, [id], services)
        const listings = await findProduces(db, { service: null, query: produceListQuery.parse({ perPage: 500 }), lang: scope.lang, storeId: scope.storeId, ids: matches.map((m) => m.listingId) })
        const byId = new Map(listings.map((l) => [l.id, l]))
        const detail: IngredientDetail = {
          ...ingredient,
          recipes: using.map(({ id, name, photo, servings, prepMinutes, cookMinutes }) => ({ id, name, photo, servings, prepMinutes, cookMinutes })),
          sources: matches.flatMap((m) => {
            const listing = byId.get(m.listingId)
            return listing ? [{ service: m.service, listing }] : []
          }),
        }
        return { data: detail }
      })
    })

  return new Hono().get('*', pages.fromCache).route('/recipes', recipes).route('/ingredients', ingredients)
}
