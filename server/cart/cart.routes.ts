/**
 * The signed-in shopper's carts (/api/cart/:vertical), one per vertical (only `farm` is open):
 * read, one line operation, replace all, merge a guest cart, and what checkout offers.
 * Every write answers the whole cart, priced now. A batch of ops (an outbox drained at once) carries
 * each op's own key; a single op and PUT need an Idempotency-Key header (see
 * idempotency.ts); merge honours one when sent (recommended: a merge retried after a lost answer
 * would otherwise add the guest quantities twice, up to the stock) and runs plainly without.
 */
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { cartMergeSchema, cartOpSchema, cartOpsBatchSchema, cartReplaceSchema, VERTICALS, type CartOpsBatchResult, type Vertical } from '../../src/api/cart-contract'
import { requireUser, type UserEnv } from '../auth/require-user'
import type { CatalogVersion } from '../catalog/catalog-version'
import type { Db } from '../db/client'
import { ApiError, ok, validate } from '../lib/http'
import { requestLang } from '../lib/request-context'
import { checkoutOptions } from '../orders/checkout'
import { ORDER_CONFIG } from '../orders/order-config'
import { DEFAULT_SERVICES, type Service } from '../../src/api/services-contract'
import type { Tx } from './cart-sql'
import { applyOp, applyOpAndRead, mergeLines, readCart, replaceLines } from './cart-store'
import { ProduceFactsCache } from './produce-facts-cache'
import { claimKey, fingerprint, IDEMPOTENCY_HEADER, idempotencyKeyOf, recordAnswer, recordAnswers, sendJson, type KeyClaim } from './idempotency'

const verticalParam = z.object({ vertical: z.enum(VERTICALS) })

/**
 * `seen_price` is an int4 column and the shared contract bounds `seenPrice` only below: a larger
 * one made the INSERT fail with a 500 (found by server/hardening's fuzzing). Refused as a 400 here.
 */
const MAX_SEEN_PRICE = 2_147_483_647
function seenPriceBounded(seenPrice: number | undefined, path: (string | number)[], ctx: z.RefinementCtx) {
  if (seenPrice !== undefined && seenPrice > MAX_SEEN_PRICE) {
    ctx.addIssue({ code: 'too_big', origin: 'number', maximum: MAX_SEEN_PRICE, inclusive: true, input: seenPrice, path, message: `At most ${MAX_SEEN_PRICE}` })
  }
}
const cartOpInput = cartOpSchema.superRefine((op, ctx) => seenPriceBounded(op.op === 'set' ? op.seenPrice : undefined, ['seenPrice'], ctx))
const cartOpsBatchInput = cartOpsBatchSchema.superRefine((body, ctx) =>
  body.ops.forEach(({ op }, i) => seenPriceBounded(op.op === 'set' ? op.seenPrice : undefined, ['ops', i, 'op', 'seenPrice'], ctx)),
)
const cartReplaceInput = cartReplaceSchema.superRefine((body, ctx) => body.lines.forEach((l, i) => seenPriceBounded(l.seenPrice, ['lines', i, 'seenPrice'], ctx)))

/**
 * Runs a cart write once per Idempotency-Key: the claim, the change and the stored answer commit
 * together; a replay sends the stored answer unchanged.
 */
async function once(c: Context<UserEnv>, db: Db, body: unknown, work: (tx: Tx) => Promise<{ status: ContentfulStatusCode; data: unknown }>, keyOptional = false) {
  if (keyOptional && !c.req.header(IDEMPOTENCY_HEADER)) {
    const { status, data } = await db.transaction(work)
    return c.json({ data, errors: null, notification: null }, status)
  }
  const claim = { userId: c.var.user.id, key: idempotencyKeyOf(c), fingerprint: fingerprint(c.req.method, c.req.path, body) }
  const answer = await db.transaction(async (tx) => {
    const claimed = await claimKey(tx, claim, ORDER_CONFIG.idempotencyTtlDays)
    if (claimed.kind === 'replay') return { status: claimed.status, text: claimed.response, replayed: true }
    const { status, data } = await work(tx)
    const text = JSON.stringify({ data, errors: null, notification: null })
    await recordAnswer(tx, claim, status, text)
    return { status, text, replayed: false }
  })
  return sendJson(c, answer.status, answer.text, answer.replayed)
}

/** `catalog`: the app's catalog version (shared with the catalog pages), which keys the produce facts. */
export function cartRoutes(db: Db, catalog: CatalogVersion, services: readonly Service[] = DEFAULT_SERVICES) {
  const openVertical = (vertical: Vertical): Vertical => {
    if (!services.includes(vertical)) throw new ApiError(404, 'not_found', `The ${vertical} cart is not open yet`)
    return vertical
  }
  const facts = new ProduceFactsCache(catalog)
  return new Hono<UserEnv>()
    .use(requireUser)
    .get('/:vertical', validate('param', verticalParam), async (c) => {
      const vertical = openVertical(c.req.valid('param').vertical)
      return ok(c, await readCart(db, c.var.user.id, vertical, requestLang(c), await facts.source()))
    })
    .put('/:vertical', validate('param', verticalParam), validate('json', cartReplaceInput), async (c) => {
      const vertical = openVertical(c.req.valid('param').vertical)
      const body = c.req.valid('json')
      const lang = requestLang(c)
      const factsOf = await facts.source()
      return once(c, db, body, async (tx) => {
        await replaceLines(tx, c.var.user.id, vertical, body.lines, lang, factsOf)
        return { status: 200, data: await readCart(tx, c.var.user.id, vertical, lang, factsOf) }
      })
    })
    .post('/:vertical/ops', validate('param', verticalParam), validate('json', cartOpInput), async (c) => {
      const vertical = openVertical(c.req.valid('param').vertical)
      const op = c.req.valid('json')
      const lang = requestLang(c)
      const factsOf = await facts.source()
      return once(c, db, op, async (tx) => ({ status: 200, data: await applyOpAndRead(tx, c.var.user.id, vertical, op, lang, factsOf) }))
    })
    .post('/:vertical/ops/batch', validate('param', verticalParam), validate('json', cartOpsBatchInput), async (c) => {
      const vertical = openVertical(c.req.valid('param').vertical)
      const { ops } = c.req.valid('json')
      const userId = c.var.user.id
      const lang = requestLang(c)
      const factsOf = await facts.source()
      // Each op is fingerprinted as if sent alone to /ops: a key sent alone, lost, then sent in a
      // batch (or the reverse) is recognised as the same change and applied once.
      const opsPath = c.req.path.replace(/\/batch$/, '')
      const answer = await db.transaction(async (tx) => {
        const results: CartOpsBatchResult['results'] = []
        const applied: KeyClaim[] = []
        let refused = false
        for (const { key, op } of ops) {
          if (refused) {
            results.push({ key, outcome: 'skipped' })
            continue
          }
          const claim: KeyClaim = { userId, key, fingerprint: fingerprint('POST', opsPath, op) }
          try {
            // A savepoint per op: a refused one leaves no trace (nor its key), the ones before it stay.
            const outcome = await tx.transaction(async (sp) => {
              if ((await claimKey(sp, claim, ORDER_CONFIG.idempotencyTtlDays)).kind === 'replay') return 'replayed' as const
              await applyOp(sp, userId, vertical, op, lang, factsOf)
              return 'applied' as const
            })
            if (outcome === 'applied') applied.push(claim)
            results.push({ key, outcome })
          } catch (error) {
            if (!(error instanceof ApiError) || error.status >= 500) throw error
            results.push({ key, outcome: 'refused', error: { status: error.status, code: error.code, message: error.message } })
            refused = true
          }
        }
        const cart = await readCart(tx, userId, vertical, lang, factsOf)
        // A later replay of any of these keys, alone, answers the cart as this batch left it.
        await recordAnswers(
          tx,
          userId,
          applied.map((a) => a.key),
          200,
          JSON.stringify({ data: cart, errors: null, notification: null }),
        )
        return { cart, results } satisfies CartOpsBatchResult
      })
      return ok(c, answer)
    })
    .post('/:vertical/merge', validate('param', verticalParam), validate('json', cartMergeSchema), async (c) => {
      const vertical = openVertical(c.req.valid('param').vertical)
      const body = c.req.valid('json')
      const lang = requestLang(c)
      const factsOf = await facts.source()
      return once(
        c,
        db,
        body,
        async (tx) => {
          const { changes, combined } = await mergeLines(tx, c.var.user.id, vertical, body.lines, lang, factsOf)
          return { status: 200, data: { cart: await readCart(tx, c.var.user.id, vertical, lang, factsOf), changes, combined } }
        },
        true,
      )
    })
    .get('/:vertical/checkout-options', validate('param', verticalParam), async (c) => {
      const vertical = openVertical(c.req.valid('param').vertical)
      return ok(c, await checkoutOptions(db, c.var.user.id, vertical, new Date()))
    })
}
