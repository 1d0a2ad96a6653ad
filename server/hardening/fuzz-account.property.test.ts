/**
 * Law: for every endpoint of the shopper's account (notifications, addresses, payment methods,
 * favorites), any request built from its schema and mutated with hostile values, another
 * shopper's ids, guessed ids, a missing, forged or cross-site session and hostile headers is
 * answered below 500 — a 4xx in the `{data, errors, notification}` envelope without a stack
 * trace, a visitor 401, a cross-site cookie 403 — never shows another shopper's rows, and changes
 * nothing stored but the caller's own rows, exactly as sent (trimmed as the contract says).
 * The seed is logged; FUZZ_SEED=<seed> replays a run.
 */
import { fuzzSuite } from './fuzz-runner'

fuzzSuite(
  'fuzz-account',
  [
    'GET /api/notifications',
    'GET /api/addresses',
    'GET /api/addresses/:id',
    'POST /api/addresses',
    'PUT /api/addresses/:id',
    'DELETE /api/addresses/:id',
    'GET /api/payments',
    'GET /api/payments/:id',
    'POST /api/payments',
    'PUT /api/payments/:id',
    'DELETE /api/payments/:id',
    'GET /api/favorites',
    'PUT /api/favorites/:kind/:targetId',
    'DELETE /api/favorites/:kind/:targetId',
  ],
  200,
)
