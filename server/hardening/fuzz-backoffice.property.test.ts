/**
 * Law: for every endpoint of the back office (the operator console, an invitation's acceptance),
 * any request built from its schema and mutated with hostile values, guessed ids, a missing,
 * forged or cross-site session and hostile headers is answered below 500 — a 4xx in the
 * `{data, errors, notification}` envelope without a stack trace, a visitor 401, a shopper without
 * a grant 403 — and changes nothing stored it should not. The seed is logged; FUZZ_SEED=<seed>
 * replays a run.
 */
import { fuzzSuite } from './fuzz-runner'

fuzzSuite(
  'fuzz-backoffice',
  [
    'POST /api/partner/invitations/accept',
    'GET /api/admin/applications',
    'POST /api/admin/applications/:id/approve',
    'POST /api/admin/applications/:id/reject',
    'GET /api/admin/providers',
    'POST /api/admin/providers/:id/suspend',
    'POST /api/admin/providers/:id/reactivate',
    'GET /api/admin/orders',
    'POST /api/admin/orders/:id/cancel',
    'POST /api/admin/payments/:attemptId/refund',
    'GET /api/admin/messages',
    'GET /api/admin/outbox',
    'POST /api/admin/outbox/:id/retry',
    'GET /api/admin/audit',
    'GET /api/admin/markets',
    'GET /api/admin/markets/:storeId',
    'PUT /api/admin/markets/:storeId',
    'POST /api/admin/markets/:storeId/locations',
    'PUT /api/admin/markets/:storeId/locations/:id',
    'DELETE /api/admin/markets/:storeId/locations/:id',
    'GET /api/admin/offers',
    'GET /api/admin/offers/produces',
    'POST /api/admin/offers',
    'POST /api/admin/offers/:id/end',
    'GET /api/admin/operators',
    'PUT /api/admin/operators',
    'POST /api/admin/operators/:userId/revoke',
  ],
  60,
)
