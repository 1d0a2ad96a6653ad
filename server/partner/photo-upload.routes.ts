/**
 * PUT /api/partner/:providerId/listings/:produceId/photo: the one write of the API whose body is
 * not JSON (decision 035). The photo's bytes as the phone took them (`Content-Type` image/jpeg,
 * image/png or image/webp, at most PHOTO_MAX_BYTES), mounted ahead of the API's JSON-only and
 * 100 KB body rules with its own: a body of another type is 415, a larger one 413. A browser form
 * cannot send these types nor PUT, and the route needs a member's token or same-origin cookie, so
 * no other site can post one. Checked and re-encoded by photos.ts; audit-logged. The farm's own
 * photo (PUT /api/partner/:providerId/profile/photo, `provider.settings`) takes the same path.
 */
import { sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../src/api/partner-contract'
import { canProvider, type AccessEnv } from '../access/access'
import { audit } from '../access/audit'
import { requireUser } from '../auth/require-user'
import { rows } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ApiError, ok, validate } from '../lib/http'
import { encodePhoto, saveFarmPhoto, savePhoto, type EncodedPhoto } from './photos'
import { farmOf } from './partner-queries'

const params = z.object({ providerId: z.string().trim().min(1).max(80), produceId: z.string().trim().min(1).max(80) })

export const PHOTO_PATH = '/partner/:providerId/listings/:produceId/photo'
/** The farm's own photo (its profile, decision 039): the same checks and re-encoding. */
export const FARM_PHOTO_PATH = '/partner/:providerId/profile/photo'

const checkType = createMiddleware(async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!(PHOTO_TYPES as readonly string[]).includes(type)) throw new ApiError(415, 'unsupported_media_type', `Send the photo as ${PHOTO_TYPES.join(', ')}`)
  await next()
})

const checkSize = bodyLimit({
  maxSize: PHOTO_MAX_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', `A photo is at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`)
  },
})

async function encodedBody(c: Context): Promise<EncodedPhoto> {
  const bytes = Buffer.from(await c.req.arrayBuffer())
  if (!bytes.length) throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'photo', code: 'required', message: 'Send a photo' }])
  return encodePhoto(bytes)
}

export function photoUploadRoutes(db: Db) {
  return new Hono<AccessEnv>()
    .put(FARM_PHOTO_PATH, requireUser, checkType, checkSize, validate('param', params.pick({ providerId: true })), canProvider('provider.settings'), async (c) => {
      const photo = await encodedBody(c)
      const url = await db.transaction(async (tx) => {
        const farmerId = await farmOf(tx, c.var.access.providerId)
        const [farm] = await rows<{ photo: string }>(tx, sql`SELECT photo FROM farmers WHERE id = ${farmerId} FOR UPDATE`)
        const saved = await saveFarmPhoto(tx, farmerId, photo, c.var.access.userId)
        await audit(tx, {
          actorUserId: c.var.access.userId,
          actorKind: c.var.access.actor,
          providerId: c.var.access.providerId,
          storeId: c.var.access.storeId,
          action: 'provider.photo',
          subject: `farmers:${farmerId}`,
          before: { photo: farm?.photo },
          after: { photo: saved, width: photo.width, height: photo.height, bytes: photo.webp.length },
        })
        return saved
      })
      return ok(c, { photo: url, width: photo.width, height: photo.height, bytes: photo.webp.length })
    })
    .put(PHOTO_PATH, requireUser, checkType, checkSize, validate('param', params), canProvider('listing.write'), async (c) => {
      const { produceId } = c.req.valid('param')
      const photo = await encodedBody(c)
      const url = await db.transaction(async (tx) => {
        const farmerId = await farmOf(tx, c.var.access.providerId)
        const [listing] = await rows<{ photo: string }>(tx, sql`SELECT photo FROM produces WHERE id = ${produceId} AND farmer_id = ${farmerId} AND withdrawn_at IS NULL FOR UPDATE`)
        if (!listing) throw new ApiError(404, 'not_found', `No listing ${produceId} here`)
        const saved = await savePhoto(tx, produceId, photo, c.var.access.userId)
        await audit(tx, {
          actorUserId: c.var.access.userId,
          actorKind: c.var.access.actor,
          providerId: c.var.access.providerId,
          storeId: c.var.access.storeId,
          action: 'listing.photo',
          subject: `produces:${produceId}`,
          before: { photo: listing.photo },
          after: { photo: saved, width: photo.width, height: photo.height, bytes: photo.webp.length },
        })
        return saved
      })
      return ok(c, { photo: url, width: photo.width, height: photo.height, bytes: photo.webp.length })
    })
}
