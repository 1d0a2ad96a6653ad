/**
 * Law: for every catalog, location, farmer-application and contact endpoint, any request built
 * from its schema and mutated with hostile values (wrong types, huge strings, deep nesting,
 * unicode, SQL and script fragments, prototype-pollution keys, bad parameters, headers and
 * Content-Types, another caller) is answered below 500 — a 4xx in the `{data, errors,
 * notification}` envelope without a stack trace — and changes nothing stored, except a
 * valid-but-hostile payload the endpoint exists to store (a contact message, an application, a
 * location), which is stored exactly as sent (trimmed as the contract says), never escaped or
 * altered. The seed is logged; FUZZ_SEED=<seed> replays a run.
 */
import { fuzzSuite } from './fuzz-runner'

fuzzSuite(
  'fuzz-catalog',
  [
    'GET /api/locations',
    'GET /api/locations/:id',
    'POST /api/locations',
    'PUT /api/locations/:id',
    'DELETE /api/locations/:id',
    'GET /api/stores',
    'GET /api/stores/:id',
    'GET /api/farm/farmers',
    'GET /api/farm/farmers/:id',
    'GET /api/farm/produces',
    'GET /api/farm/produces/:id',
    'PATCH /api/farm/produces/:id',
    'GET /api/farm/offers',
    'GET /api/farm/search',
    'GET /api/cookbook/recipes',
    'GET /api/cookbook/recipes/:id',
    'POST /api/cookbook/recipes/:id/basket-plan',
    'GET /api/cookbook/ingredients',
    'GET /api/cookbook/ingredients/:id',
    'GET /api/account/library',
    'POST /api/farm/join',
    'POST /api/ops/operators',
    'POST /api/contact',
  ],
  240,
)
