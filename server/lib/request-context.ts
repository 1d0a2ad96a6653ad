/**
 * What a request says about the shopper's context: language (Accept-Language, English fallback)
 * and the current store and location (the spec's X-STORE-ID / X-STORE-LOCATION headers).
 */
import type { Context } from 'hono'
import { LANGS, type Lang } from '../seed/seed-types'

export function requestLang(c: Context): Lang {
  const header = c.req.header('accept-language') ?? ''
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    const base = tag.split('-')[0] as Lang
    if ((LANGS as readonly string[]).includes(base)) return base
  }
  return 'en'
}

const STORE_ID = /^[a-z0-9-]{1,40}$/

export function requestStore(c: Context): { storeId: string | undefined; locationId: string | undefined } {
  const storeId = c.req.header('x-store-id')?.trim().toLowerCase()
  const locationId = c.req.header('x-store-location')?.trim()
  return {
    storeId: storeId && STORE_ID.test(storeId) ? storeId : undefined,
    locationId: locationId && locationId.length <= 80 ? locationId : undefined,
  }
}
