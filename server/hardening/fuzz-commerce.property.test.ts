/**
 * Law: for every cart and order endpoint (read, line operations, replace, merge, checkout
 * options, orders list and detail, checkout, cancellation, the admin's status moves, a guest's options, checkout, order page and payment), any request
 * built from its schema and mutated with hostile values, another shopper's ids, missing or
 * reused Idempotency-Keys, a missing, forged or cross-site session and hostile headers is answered
 * below 500 — a 4xx in the `{data, errors, notification}` envelope without a stack trace, a
 * shopper on the admin route 403 — never shows another shopper's order, and changes nothing
 * stored but the caller's own cart and orders, consistent with what was answered.
 * The seed is logged; FUZZ_SEED=<seed> replays a run.
 */
import { fuzzSuite } from './fuzz-runner'

fuzzSuite(
  'fuzz-commerce',
  [
    'GET /api/cart/:vertical',
    'PUT /api/cart/:vertical',
    'POST /api/cart/:vertical/ops',
    'POST /api/cart/:vertical/ops/batch',
    'POST /api/cart/:vertical/merge',
    'GET /api/cart/:vertical/checkout-options',
    'GET /api/orders',
    'GET /api/orders/:id',
    'POST /api/orders',
    'POST /api/orders/:id/cancel',
    'POST /api/orders/:id/status',
    // A guest's checkout and order page (decision 024).
    'GET /api/orders/guest/options',
    'POST /api/orders/guest',
    'GET /api/orders/guest/:id',
    // A guest's payment panel by the link's token (decision 038).
    'GET /api/orders/guest/:id/payment',
    'POST /api/orders/guest/:id/payment',
  ],
  230,
)
