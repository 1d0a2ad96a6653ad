/**
 * A listing's photo (decision 035): the bytes a phone sends (JPEG, PNG or WebP, at most
 * `PHOTO_MAX_BYTES`), checked by their content (not the name or the header alone), turned the
 * right way up (EXIF orientation), shrunk to fit 1200 px and re-encoded as WebP without any
 * metadata (no GPS position of the farm leaves the server), stored in the database and served as
 * an immutable file.
 */
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import sharp from 'sharp'
import type { Db } from '../db/client'
import { rows, type Tx } from '../cart/cart-sql'
import { ApiError } from '../lib/http'

/** The longest side of a stored photo: a card is ~400 px wide, a detail page 800 at most on a 1.5× screen. */
export const PHOTO_MAX_SIDE = 1200
const DECODE_FORMATS = new Set(['jpeg', 'png', 'webp'])
/** Decoding bombs: a 20-megapixel phone photo passes, a 1 GB bitmap does not. */
const MAX_PIXELS = 50_000_000

export interface EncodedPhoto {
  webp: Buffer
  width: number
  height: number
}

function unsupported(message: string): ApiError {
  return new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: 'photo', code: 'unsupported_image', message }])
}

/** Re-encodes an uploaded image, or refuses it (400 `unsupported_image`) when it is none of the three formats. */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  let format: string | undefined
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format
  } catch {
    throw unsupported('The file is not an image')
  }
  if (!format || !DECODE_FORMATS.has(format)) throw unsupported(`A ${format ?? 'file'} is not a JPEG, PNG or WebP photo`)
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer({ resolveWithObject: true })
    return { webp: data, width: info.width, height: info.height }
  } catch {
    throw unsupported('The image could not be read')
  }
}

export const photoUrl = (id: string) => `/img/listings/${id}.webp`

/** Stores the photo and points the listing at it (the delta sync carries the new URL to shoppers). */
export async function savePhoto(tx: Tx, produceId: string, photo: EncodedPhoto, byUserId: string): Promise<string> {
  const id = crypto.randomBytes(12).toString('base64url')
  await tx.execute(sql`INSERT INTO listing_photos (id, produce_id, webp, width, height, by_user_id) VALUES (${id}, ${produceId}, ${photo.webp}, ${photo.width}, ${photo.height}, ${byUserId})`)
  await tx.execute(sql`UPDATE produces SET photo = ${photoUrl(id)}, updated_at = now() WHERE id = ${produceId}`)
  return photoUrl(id)
}

/** Stores a farm's own photo (its profile) and points the farm at it: shoppers' devices get it by the delta sync. */
export async function saveFarmPhoto(tx: Tx, farmerId: string, photo: EncodedPhoto, byUserId: string): Promise<string> {
  const id = crypto.randomBytes(12).toString('base64url')
  await tx.execute(sql`INSERT INTO listing_photos (id, farmer_id, webp, width, height, by_user_id) VALUES (${id}, ${farmerId}, ${photo.webp}, ${photo.width}, ${photo.height}, ${byUserId})`)
  await tx.execute(sql`UPDATE farmers SET photo = ${photoUrl(id)}, updated_at = now() WHERE id = ${farmerId}`)
  return photoUrl(id)
}

/** GET /img/listings/:file: a stored photo, cached for a year (its name never serves other bytes). */
export function photoFiles(db: Db) {
  return (
    new Hono()
      .get('/:file', async (c) => {
        const file = c.req.param('file')
        if (!/^[A-Za-z0-9_-]{16}\.webp$/.test(file)) throw new ApiError(404, 'not_found', 'No such photo')
        const id = file.slice(0, -'.webp'.length)
        const [photo] = await rows<{ webp: Buffer | Uint8Array }>(db, sql`SELECT webp FROM listing_photos WHERE id = ${id}`)
        if (!photo) throw new ApiError(404, 'not_found', 'No such photo')
        return c.body(new Uint8Array(photo.webp), 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' })
      })
      // Anything else under /img/listings/ (no file name, a deeper path, another method) is the API's
      // 404 in its envelope, whether or not a built site is served behind it.
      .all('*', () => {
        throw new ApiError(404, 'not_found', 'No such photo')
      })
  )
}
