/**
 * The provider portal's API (/api/partner, decisions 032 and 035). Every route of a provider is
 * guarded by `requireUser` and `canProvider(action)` (a member of the provider, or an operator
 * whose grant covers its market; 404 for anyone else, 403 for a role without the action or a
 * suspended provider's writes), and every write is audit-logged in its own transaction.
 *
 * See src/api/partner-contract.ts for the shapes.
 */
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { addDays, todayIn } from '../../src/api/arrival-contract'
import type { FarmHoliday } from '../../src/api/catalog-contract'
import { availabilitySchema, HOLIDAY_LIMITS, holidayInputSchema, lineFulfilSchema, listingInputSchema, listingQuickSchema, partMoveSchema, type ListingInput } from '../../src/api/partner-contract'
import { assertProviderMay, canProvider, type AccessEnv } from '../access/access'
import { audit } from '../access/audit'
import type { AuthRuntime } from '../auth/auth-runtime'
import { requireUser } from '../auth/require-user'
import { rows, type Tx } from '../cart/cart-sql'
import type { Db } from '../db/client'
import { ApiError, ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'
import { writeOrderMail } from '../orders/order-mail-out'
import { guestTokenOf } from '../orders/guest-orders'
import { fulfilLine } from './line-fulfilment'
import { lineUnavailable, movePart } from './order-parts'
import { writeUnavailableMail } from './partner-mail-out'
import { farmListings, farmOf, farmOrders, myProviders, providerAs } from './partner-queries'

const providerParam = z.object({ providerId: z.string().trim().min(1).max(80) })
const orderParam = providerParam.extend({ orderId: z.string().trim().min(1).max(80) })
const lineParam = orderParam.extend({ produceId: z.string().trim().min(1).max(80) })
const listingParam = providerParam.extend({ produceId: z.string().trim().min(1).max(80) })
const holidayParam = providerParam.extend({ holidayId: z.string().trim().min(1).max(80) })

type Auth = Pick<AuthRuntime, 'mailer' | 'config' | 'keys'>

const actor = (c: Context<AccessEnv>) => ({ actorUserId: c.var.access.userId, actorKind: c.var.access.actor, providerId: c.var.access.providerId, storeId: c.var.access.storeId })

/** The listing, locked, if it is the farm's and not withdrawn; 404 otherwise. */
async function ownListing(tx: Tx, farmerId: string, produceId: string): Promise<Record<string, unknown>> {
  const [row] = await rows<Record<string, unknown>>(
    tx,
    sql`SELECT id, name, description, category, unit, price, stock, season_months AS "seasonMonths", min_qty::float8 AS "minQty", step_qty::float8 AS "stepQty", photo, deleted_at IS NULL AS active
        FROM produces WHERE id = ${produceId} AND farmer_id = ${farmerId} AND withdrawn_at IS NULL FOR UPDATE`,
  )
  if (!row) throw new ApiError(404, 'not_found', `No listing ${produceId} here`)
  return row
}

/** The name and description as stored: the member's language required, and English filled from it when empty (the storefront falls back to English). */
function texts(input: ListingInput, lang: keyof ListingInput['name']) {
  if (!input.name[lang]) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ field: `name.${lang}`, code: 'required', message: 'Name the produce in your language' }])
  }
  const name = { ...input.name, en: input.name.en || input.name[lang] }
  const description = { ...input.description, en: input.description.en || input.description[lang] }
  return { name, description }
}

/** The farm's holidays, its row locked, and its market's today; holidays already over are left out (the rules no longer need them). */
async function lockedHolidays(tx: Tx, farmerId: string): Promise<{ today: string; holidays: FarmHoliday[] }> {
  const [row] = await rows<{ holidays: FarmHoliday[]; timeZone: string }>(
    tx,
    sql`SELECT f.holidays, s.time_zone AS "timeZone" FROM farmers f JOIN stores s ON s.id = f.store_id WHERE f.id = ${farmerId} FOR UPDATE OF f`,
  )
  const today = todayIn(row?.timeZone ?? 'UTC', new Date())
  return { today, holidays: (row?.holidays ?? []).filter((h) => h.last >= today) }
}

export function partnerRoutes(db: Db, auth: Auth) {
  const { mailer } = auth
  const guestToken = (orderId: string) => guestTokenOf(auth.keys, orderId).token
  return (
    new Hono<AccessEnv>()
      .use(requireUser)
      .get('/providers', async (c) => ok(c, await myProviders(db, c.var.user.id)))
      .get('/:providerId', validate('param', providerParam), canProvider('provider.read'), async (c) => ok(c, await providerAs(db, c.var.access.providerId, c.var.access.role)))
      // --- availability: the farm's drop-off days (the catalog row's, so shoppers' devices get them by the delta sync)
      .put('/:providerId/availability', validate('param', providerParam), canProvider('provider.settings'), validate('json', availabilitySchema), async (c) => {
        const days = [...c.req.valid('json').dropOffDays].sort((a, b) => a - b)
        const provider = await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          const [before] = await rows<{ days: number[] }>(tx, sql`SELECT delivery_days AS days FROM farmers WHERE id = ${farmerId} FOR UPDATE`)
          await tx.execute(sql`UPDATE farmers SET delivery_days = ${sql.raw(`'{${days.join(',')}}'::int[]`)}, updated_at = now() WHERE id = ${farmerId}`)
          await audit(tx, { ...actor(c), action: 'provider.availability', subject: `farmers:${farmerId}`, before: { dropOffDays: before?.days }, after: { dropOffDays: days } })
          return providerAs(tx, c.var.access.providerId, c.var.access.role)
        })
        return ok(c, provider)
      })
      // --- holidays (decision 042): the catalog row's too, so the arrival rules skip them on every device
      .post('/:providerId/holidays', validate('param', providerParam), canProvider('provider.settings'), validate('json', holidayInputSchema), async (c) => {
        const input = c.req.valid('json')
        const provider = await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          const { today, holidays } = await lockedHolidays(tx, farmerId)
          const id = input.id ?? crypto.randomUUID()
          // The same holiday sent twice (an outbox replay) is answered as it is.
          if (!holidays.some((h) => h.id === id)) {
            const problems = []
            if (input.last < input.first) problems.push({ field: 'last', code: 'before_first', message: 'The last day comes before the first' })
            if (input.first < today) problems.push({ field: 'first', code: 'in_the_past', message: 'The first day has passed' })
            const latest = addDays(today, HOLIDAY_LIMITS.daysAhead)
            if (input.last > latest) problems.push({ field: 'last', code: 'too_far_ahead', message: `At most ${HOLIDAY_LIMITS.daysAhead} days ahead`, params: { max: latest } })
            if (holidays.length >= HOLIDAY_LIMITS.count)
              problems.push({ field: 'first', code: 'too_many_holidays', message: `At most ${HOLIDAY_LIMITS.count} holidays`, params: { max: HOLIDAY_LIMITS.count } })
            if (problems.length) throw new ApiError(400, 'validation_failed', 'The request has invalid fields', problems)
            const added: FarmHoliday = { id, first: input.first, last: input.last, note: input.note }
            const after = [...holidays, added].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))
            await tx.execute(sql`UPDATE farmers SET holidays = ${JSON.stringify(after)}::jsonb, updated_at = now() WHERE id = ${farmerId}`)
            await audit(tx, { ...actor(c), action: 'provider.holiday-add', subject: `farmers:${farmerId}`, before: null, after: added })
          }
          return providerAs(tx, c.var.access.providerId, c.var.access.role)
        })
        return ok(c, provider)
      })
      .delete('/:providerId/holidays/:holidayId', validate('param', holidayParam), canProvider('provider.settings'), async (c) => {
        const { holidayId } = c.req.valid('param')
        const provider = await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          const { holidays } = await lockedHolidays(tx, farmerId)
          const removed = holidays.find((h) => h.id === holidayId)
          // Already gone (removed from another device, or an outbox replay): answered as it is.
          if (removed) {
            await tx.execute(sql`UPDATE farmers SET holidays = ${JSON.stringify(holidays.filter((h) => h !== removed))}::jsonb, updated_at = now() WHERE id = ${farmerId}`)
            await audit(tx, { ...actor(c), action: 'provider.holiday-remove', subject: `farmers:${farmerId}`, before: removed, after: null })
          }
          return providerAs(tx, c.var.access.providerId, c.var.access.role)
        })
        return ok(c, provider)
      })
      // --- orders
      .get('/:providerId/orders', validate('param', providerParam), canProvider('provider.read'), async (c) => {
        return ok(c, await farmOrders(db, await farmOf(db, c.var.access.providerId), requestLang(c)))
      })
      .post('/:providerId/orders/:orderId/moves', validate('param', orderParam), canProvider('order.move'), validate('json', partMoveSchema), async (c) => {
        const { orderId } = c.req.valid('param')
        const input = c.req.valid('json')
        const lang = requestLang(c)
        const order = await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          const [before] = await farmOrders(tx, farmerId, lang, orderId)
          const { reached } = await movePart(tx, farmerId, orderId, input, c.var.access.userId)
          const [after] = await farmOrders(tx, farmerId, lang, orderId)
          if (before?.part !== after?.part || reached.length) {
            await audit(tx, {
              ...actor(c),
              action: 'order.move',
              subject: `orders:${orderId}`,
              before: { status: before?.status, part: before?.part },
              after: { status: after?.status, part: after?.part, reason: input.reason },
            })
          }
          const last = reached.at(-1)
          if (last && last !== 'placed') await writeOrderMail(tx, mailer, auth.config.publicUrl, orderId, last, guestToken)
          return after
        })
        mailer.wake()
        return ok(c, order)
      })
      .post('/:providerId/orders/:orderId/lines/:produceId/unavailable', validate('param', lineParam), canProvider('order.move'), async (c) => {
        const { orderId, produceId } = c.req.valid('param')
        const lang = requestLang(c)
        const order = await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          const result = await lineUnavailable(tx, farmerId, orderId, produceId, c.var.access.userId)
          if (result.changed) {
            await audit(tx, { ...actor(c), action: 'order.line-unavailable', subject: `order_lines:${orderId}/${produceId}`, before: { available: true }, after: { available: false } })
            await writeUnavailableMail(tx, mailer, auth.config.publicUrl, orderId, produceId, guestToken)
            const last = result.reached.at(-1)
            if (last && last !== 'placed') await writeOrderMail(tx, mailer, auth.config.publicUrl, orderId, last, guestToken)
          }
          const [after] = await farmOrders(tx, farmerId, lang, orderId)
          return after
        })
        mailer.wake()
        return ok(c, order)
      })
      .post('/:providerId/orders/:orderId/lines/:produceId/fulfil', validate('param', lineParam), canProvider('order.move'), validate('json', lineFulfilSchema), async (c) => {
        const { orderId, produceId } = c.req.valid('param')
        const input = c.req.valid('json')
        const lang = requestLang(c)
        const order = await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          const result = await fulfilLine(tx, farmerId, orderId, produceId, input, lang)
          if (result.changed) await audit(tx, { ...actor(c), action: 'order.line-fulfil', subject: `order_lines:${orderId}/${produceId}`, before: { fulfilment: null }, after: input })
          const [after] = await farmOrders(tx, farmerId, lang, orderId)
          return after
        })
        return ok(c, order)
      })
      // --- listings
      .get('/:providerId/listings', validate('param', providerParam), canProvider('provider.read'), async (c) => {
        return ok(c, await farmListings(db, await farmOf(db, c.var.access.providerId), requestLang(c)))
      })
      .patch('/:providerId/listings/:produceId', validate('param', listingParam), canProvider('listing.stock'), validate('json', listingQuickSchema), async (c) => {
        const { produceId } = c.req.valid('param')
        const change = c.req.valid('json')
        // Stock and on/off are `listing.stock` (staff too); the price is `listing.write`.
        if (change.price !== undefined) assertProviderMay(c.var.access, 'listing.write')
        const listing = await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          const before = await ownListing(tx, farmerId, produceId)
          await tx.execute(
            sql`UPDATE produces SET
                  price = ${change.price ?? sql`price`},
                  stock = ${change.stock === undefined ? sql`stock` : change.stock},
                  deleted_at = ${change.active === undefined ? sql`deleted_at` : change.active ? null : sql`coalesce(deleted_at, now())`},
                  updated_at = now()
                WHERE id = ${produceId}`,
          )
          const pick = (row: Record<string, unknown>) => Object.fromEntries(Object.keys(change).map((k) => [k, row[k]]))
          await audit(tx, { ...actor(c), action: 'listing.update', subject: `produces:${produceId}`, before: pick(before), after: change })
          const [after] = await farmListings(tx, farmerId, requestLang(c), produceId)
          return after
        })
        return ok(c, listing)
      })
      .post('/:providerId/listings', validate('param', providerParam), canProvider('listing.write'), validate('json', listingInputSchema), async (c) => {
        const input = c.req.valid('json')
        const { name, description } = texts(input, requestLang(c))
        const id = `${c.var.access.providerId.slice(0, 24)}-${crypto.randomBytes(6).toString('base64url')}`.toLowerCase().replace(/[^a-z0-9-]/g, '-')
        const listing = await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          await tx.execute(
            sql`INSERT INTO produces (id, farmer_id, store_id, name, description, category, unit, price, stock, season_months, min_qty, step_qty, photo, deleted_at)
                VALUES (${id}, ${farmerId}, ${c.var.access.storeId}, ${JSON.stringify(name)}::jsonb, ${JSON.stringify(description)}::jsonb, ${input.category}, ${input.unit},
                        ${input.price}, ${input.stock}, ${sql.raw(`'{${input.seasonMonths.join(',')}}'::int[]`)}, ${input.minQty}, ${input.stepQty}, '/img/produce/no-photo.svg', ${input.active ? null : sql`now()`})`,
          )
          await audit(tx, { ...actor(c), action: 'listing.create', subject: `produces:${id}`, after: { ...input, name, description } })
          const [created] = await farmListings(tx, farmerId, requestLang(c), id)
          return created
        })
        return ok(c, listing, 201)
      })
      .put('/:providerId/listings/:produceId', validate('param', listingParam), canProvider('listing.write'), validate('json', listingInputSchema), async (c) => {
        const { produceId } = c.req.valid('param')
        const input = c.req.valid('json')
        const { name, description } = texts(input, requestLang(c))
        const listing = await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          const before = await ownListing(tx, farmerId, produceId)
          await tx.execute(
            sql`UPDATE produces SET name = ${JSON.stringify(name)}::jsonb, description = ${JSON.stringify(description)}::jsonb, category = ${input.category}, unit = ${input.unit},
                  price = ${input.price}, stock = ${input.stock}, season_months = ${sql.raw(`'{${input.seasonMonths.join(',')}}'::int[]`)}, min_qty = ${input.minQty}, step_qty = ${input.stepQty},
                  deleted_at = ${input.active ? null : sql`coalesce(deleted_at, now())`}, updated_at = now()
                WHERE id = ${produceId}`,
          )
          await audit(tx, { ...actor(c), action: 'listing.update', subject: `produces:${produceId}`, before, after: { ...input, name, description } })
          const [after] = await farmListings(tx, farmerId, requestLang(c), produceId)
          return after
        })
        return ok(c, listing)
      })
      .delete('/:providerId/listings/:produceId', validate('param', listingParam), canProvider('listing.write'), async (c) => {
        const { produceId } = c.req.valid('param')
        await db.transaction(async (tx) => {
          const farmerId = await farmOf(tx, c.var.access.providerId)
          const before = await ownListing(tx, farmerId, produceId)
          await tx.execute(sql`UPDATE produces SET withdrawn_at = now(), deleted_at = coalesce(deleted_at, now()), updated_at = now() WHERE id = ${produceId}`)
          await audit(tx, { ...actor(c), action: 'listing.withdraw', subject: `produces:${produceId}`, before, after: { withdrawn: true } })
        })
        return ok(c, { id: produceId, withdrawn: true })
      })
  )
}
