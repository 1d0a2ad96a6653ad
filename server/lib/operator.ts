/**
 * Operator-only routes (catalog changes, delivery locations; the metrics, with their own token):
 * open to `Authorization: Bearer <CATALOG_ADMIN_TOKEN>` (or METRICS_TOKEN), compared in constant
 * time. Without a configured token the routes do not exist (404); with a wrong or missing token
 * they answer 401.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { fail } from './http'

export function operatorOnly(token: string | null, needs = 'the catalog operator token'): MiddlewareHandler {
  const expected = token ? createHash('sha256').update(token).digest() : null
  return async (c, next) => {
    if (!expected) return fail(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`)
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (!given || !timingSafeEqual(createHash('sha256').update(given).digest(), expected)) {
      return fail(c, 401, 'unauthorized', `This route needs ${needs}`)
    }
    return next()
  }
}
