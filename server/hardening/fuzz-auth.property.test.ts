/**
 * Law: for every endpoint of the auth API (sign-in, registration, e-mail verification, password
 * reset, credentials and profile, refresh, logout, social login), any request built from its
 * schema and mutated with hostile values, forged or cross-site sessions and hostile headers is
 * answered below 500 — a 4xx in the `{data, errors, notification}` envelope without a stack
 * trace — and changes nothing stored but what a valid request may store (the account a pending
 * registration and its code create, a profile field), stored exactly as sent (trimmed as the contract
 * says). Failed attempts are counted by the rate limiter on purpose; that table is not compared.
 * The seed is logged; FUZZ_SEED=<seed> replays a run.
 */
import { fuzzSuite } from './fuzz-runner'

fuzzSuite(
  'fuzz-auth',
  [
    'GET /api/auth/ping',
    'GET /api/auth/providers',
    'POST /api/auth/account/authenticate',
    'POST /api/auth/account/register',
    'POST /api/auth/account/register/confirm',
    'POST /api/auth/verification/request',
    'POST /api/auth/verification/confirm',
    'POST /api/auth/reset/request',
    'POST /api/auth/reset/confirm',
    'POST /api/auth/session/refresh',
    'DELETE /api/auth/session/logout',
    'GET /api/auth/account/:provider/start',
    'GET /api/auth/account/:provider/callback',
    'PUT /api/auth/account/update',
    'GET /api/auth/user/me',
    'PUT /api/auth/user/me',
  ],
  200,
)
