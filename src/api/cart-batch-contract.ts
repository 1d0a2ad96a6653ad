/** Shared by the API and the outbox push, without zod: the most line operations one batch carries. */
export const CART_BATCH_MAX = 50
