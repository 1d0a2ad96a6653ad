/**
 * Middleware for routes that need the signed-in shopper (carts, orders, addresses…):
 *
 *   import { requireUser, type UserEnv } from '../auth/require-user'
 *   export const addressesRoutes = (db: Db) =>
 *     new Hono<UserEnv>().use(requireUser).get('/', (c) => … c.var.user.id …)
 *
 * `requireUser` answers 401 `unauthorized` (in the envelope) unless the request carries a live
 * access token — `Authorization: Bearer <token>`, or the `access_token` cookie — and then sets
 * `c.var.user` = { id, roles, email }. A cookie-authenticated POST/PUT/PATCH/DELETE must also come
 * from this site (Origin check) or it is refused with 403 `forbidden`.
 * `optionalUser` sets `c.var.user` when a live token is present and otherwise carries on with
 * `c.var.user` undefined (a stale token is ignored, not refused).
 *
 * Both work under /api of an app made by `createApp`, which puts the session checker in the
 * context (`provideAuth`).
 */
import { createMiddleware } from 'hono/factory'
import { fail } from '../lib/http'
import { accessTokenOf, originAllowed } from './auth-http'
import type { AuthRuntime } from './auth-runtime'
import type { Authenticated, SessionUser } from './sessions'

export type AuthUser = SessionUser

declare module 'hono' {
  interface ContextVariableMap {
    /** Set for every /api request by createApp; read by requireUser / optionalUser. */
    authRuntime: AuthRuntime
  }
}

export type UserEnv = { Variables: { user: AuthUser; session: Omit<Authenticated, 'user'> } }
export type OptionalUserEnv = { Variables: { user: AuthUser | undefined; session: Omit<Authenticated, 'user'> | undefined } }

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Installed by createApp on /api: makes the session checker available to the middleware below. */
export const provideAuth = (runtime: AuthRuntime) =>
  createMiddleware(async (c, next) => {
    c.set('authRuntime', runtime)
    await next()
  })

export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const runtime = c.get('authRuntime')
  if (!runtime) throw new Error('requireUser used outside an app made by createApp (no authRuntime in the context)')
  const presented = accessTokenOf(c)
  if (!presented) return fail(c, 401, 'unauthorized', 'Sign in to continue')
  if (presented.from === 'cookie' && UNSAFE.has(c.req.method) && !originAllowed(c, runtime.config.publicUrl)) {
    return fail(c, 403, 'forbidden', 'This request must come from the storefront itself')
  }
  const auth = await runtime.sessions.authenticate(presented.token)
  if (!auth) return fail(c, 401, 'unauthorized', 'Your session has ended: sign in again')
  c.set('user', auth.user)
  c.set('session', { sessionId: auth.sessionId, familyId: auth.familyId })
  await next()
})

export const optionalUser = createMiddleware<OptionalUserEnv>(async (c, next) => {
  const runtime = c.get('authRuntime')
  let presented = runtime ? accessTokenOf(c) : null
  // A cross-site state change riding on the cookie is treated as anonymous.
  if (presented?.from === 'cookie' && UNSAFE.has(c.req.method) && !originAllowed(c, runtime.config.publicUrl)) presented = null
  const auth = presented ? await runtime.sessions.authenticate(presented.token) : null
  c.set('user', auth?.user)
  c.set('session', auth ? { sessionId: auth.sessionId, familyId: auth.familyId } : undefined)
  await next()
})
