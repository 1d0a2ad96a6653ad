/**
 * The digital library (decision 047): a digital cookbook is the buyer's once its order is paid.
 * `grantDigitalBooks` runs in the transaction that marks an order's payment `paid` (both places:
 * an attempt that succeeds, server/payments/payments.ts `settle`, and a payment the shopper's
 * credit covered whole, `start`), so a book is never readable before the money is in and never
 * missing after. A cash payment is never `paid` at checkout, so cash buys no digital book until
 * an operator records it paid (decision 047: digital books are paid online).
 * GET /api/account/library answers the signed-in shopper's books with their recipes.
 */
import { Hono } from 'hono'
import { sql } from 'drizzle-orm'
import { recipeListQuery, type LibraryBook } from '../../src/api/cookbook-contract'
import { requireUser, type UserEnv } from '../auth/require-user'
import { localized } from '../catalog/catalog-sql'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { list } from '../lib/http'
import { requestLang } from '../lib/request-context'
import { findRecipes } from './cookbook-queries'

interface BookRow {
  listing_id: string
  name: string
  photo: string
  creator_name: string
  order_id: string
  acquired_at: string
  recipe_ids: string[]
}

export function libraryRoutes(db: Db) {
  return new Hono<UserEnv>().use(requireUser).get('/library', async (c) => {
    const lang = requestLang(c)
    const books = await rows<BookRow>(
      db,
      sql`SELECT d.listing_id, ${localized(sql`p.name`, lang)} AS name, p.photo, f.farm_name AS creator_name, d.order_id,
            to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS acquired_at,
            coalesce(ARRAY(SELECT jsonb_array_elements_text(p.details -> 'recipeIds')), '{}'::text[]) AS recipe_ids
          FROM digital_library d JOIN produces p ON p.id = d.listing_id JOIN farmers f ON f.id = p.farmer_id
          WHERE d.user_id = ${c.var.user.id}
          ORDER BY d.created_at DESC, d.listing_id`,
    )
    const ids = [...new Set(books.flatMap((b) => b.recipe_ids))]
    // A bought book stays readable when its creator withdraws a recipe from sale: read with withdrawn ones.
    const { rows: recipes } = await findRecipes(db, { query: recipeListQuery.parse({ perPage: 500 }), lang, storeId: undefined, ids, withWithdrawn: true })
    const byId = new Map(recipes.map((r) => [r.id, r]))
    const data: LibraryBook[] = books.map((b) => ({
      listingId: b.listing_id,
      name: b.name,
      photo: b.photo,
      creatorName: b.creator_name,
      orderId: b.order_id,
      acquiredAt: b.acquired_at,
      recipes: b.recipe_ids.flatMap((id) => {
        const r = byId.get(id)
        return r ? [{ ...r, deleted: false }] : []
      }),
    }))
    return list(c, data, { page: 1, perPage: Math.max(1, data.length), total: data.length })
  })
}
