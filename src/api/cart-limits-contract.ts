/**
 * The cart API's limits, shared by the server, the contract's schemas and the outbox push, in a
 * module without zod (the push runs on the first route, where zod is not wanted).
 */

/** The most line operations one `POST /api/cart/:vertical/ops/batch` carries. */
export const CART_BATCH_MAX = 50

/** An Idempotency-Key: 1 to 200 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/
