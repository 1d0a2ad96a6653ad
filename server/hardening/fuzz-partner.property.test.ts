/**
 * Law: for every endpoint of the provider portal (decision 035), any request built from its
 * schema and mutated with hostile values (wrong types, huge strings, deep nesting, unicode, SQL and
 * script fragments, prototype-pollution keys, bad parameters, headers and Content-Types, another
 * caller) is answered below 500 in the `{data, errors, notification}` envelope without a stack
 * trace, and changes nothing stored: the fuzzers' shopper is no member of any provider, so every
 * provider's route refuses it before reading its body (partner.routes.test.ts walks them as
 * members). The seed is logged; FUZZ_SEED=<seed> replays a run.
 */
import { fuzzSuite } from './fuzz-runner'

fuzzSuite(
  'fuzz-partner',
  [
    'GET /api/partner/providers',
    'GET /api/partner/:providerId',
    'PUT /api/partner/:providerId/availability',
    'POST /api/partner/:providerId/holidays',
    'DELETE /api/partner/:providerId/holidays/:holidayId',
    'GET /api/partner/:providerId/orders',
    'POST /api/partner/:providerId/orders/:orderId/moves',
    'POST /api/partner/:providerId/orders/:orderId/lines/:produceId/unavailable',
    'GET /api/partner/:providerId/listings',
    'POST /api/partner/:providerId/listings',
    'PUT /api/partner/:providerId/listings/:produceId',
    'PATCH /api/partner/:providerId/listings/:produceId',
    'DELETE /api/partner/:providerId/listings/:produceId',
    'PUT /api/partner/:providerId/listings/:produceId/photo',
    'GET /api/partner/:providerId/team',
    'POST /api/partner/:providerId/team/invitations',
    'PATCH /api/partner/:providerId/team/:userId',
    'DELETE /api/partner/:providerId/team/:userId',
    'GET /api/partner/:providerId/profile',
    'PUT /api/partner/:providerId/profile',
    'PUT /api/partner/:providerId/profile/photo',
    'PUT /api/partner/:providerId/payout',
    'GET /img/listings/:file',
  ],
  60,
)
