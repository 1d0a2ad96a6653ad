/**
 * The shopper's favorite farmers and produces (/api/favorites). PUT and DELETE of
 * /:kind/:targetId are idempotent (an offline outbox may send them twice): PUT answers 201 when it
 * created the favorite and 200 when it was already there; DELETE answers 200 either way. A farmer
 * or produce that does not exist (or was withdrawn) cannot become a favorite: 404.
 */
import { Hono } from 'hono'
import { and, desc, eq, sql } from 'drizzle-orm'
import { favoriteParamsSchema, type Favorite } from '../../src/api/account-contract'
import { requireUser, type UserEnv } from '../auth/require-user'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { favorites } from '../db/schema/commerce'
import { ApiError, list, ok, validate } from '../lib/http'
import { ORDER_CONFIG } from '../orders/order-config'

type Row = typeof favorites.$inferSelect
const toFavorite = (r: Row): Favorite => ({ kind: r.kind, targetId: r.targetId, createdAt: r.createdAt.toISOString() })

async function targetExists(db: Db, kind: Favorite['kind'], id: string): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    kind === 'farmer'
      ? sql`SELECT id FROM farmers WHERE id = ${id} AND deleted_at IS NULL`
      : sql`SELECT p.id FROM produces p JOIN farmers f ON f.id = p.farmer_id WHERE p.id = ${id} AND p.deleted_at IS NULL AND f.deleted_at IS NULL`,
  )
  return found.length > 0
}

export function favoritesRoutes(db: Db) {
  return new Hono<UserEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const found = await db.select().from(favorites).where(eq(favorites.userId, c.var.user.id)).orderBy(desc(favorites.createdAt), favorites.kind, favorites.targetId)
      return list(c, found.map(toFavorite), { page: 1, perPage: ORDER_CONFIG.maxFavorites, total: found.length })
    })
    .put('/:kind/:targetId', validate('param', favoriteParamsSchema), async (c) => {
      const { kind, targetId } = c.req.valid('param')
      const userId = c.var.user.id
      const where = and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.targetId, targetId))
      const [already] = await db.select().from(favorites).where(where).limit(1)
      if (already) return ok(c, toFavorite(already))
      if (!(await targetExists(db, kind, targetId))) throw new ApiError(404, 'not_found', `No ${kind} ${targetId}`)
      const [held] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM favorites WHERE user_id = ${userId}`)
      if ((held?.n ?? 0) >= ORDER_CONFIG.maxFavorites) {
        throw new ApiError(409, 'conflict', `An account keeps at most ${ORDER_CONFIG.maxFavorites} favorites`, [
          { field: null, code: 'too_many', message: 'Remove a favorite first', params: { max: ORDER_CONFIG.maxFavorites } },
        ])
      }
      const [created] = await db.insert(favorites).values({ userId, kind, targetId }).onConflictDoNothing().returning()
      if (created) return ok(c, toFavorite(created), 201)
      // Another request of the same shopper created it in between: same answer as "already there".
      const [row] = await db.select().from(favorites).where(where).limit(1)
      return ok(c, toFavorite(row!))
    })
    .delete('/:kind/:targetId', validate('param', favoriteParamsSchema), async (c) => {
      const { kind, targetId } = c.req.valid('param')
      const removed = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, c.var.user.id), eq(favorites.kind, kind), eq(favorites.targetId, targetId)))
        .returning({ targetId: favorites.targetId })
      return ok(c, { kind, targetId, removed: removed.length > 0 })
    })
}
