/**
 * HTTP details of the auth module: its error envelope (auth-specific codes such as
 * `invalid_credentials` and `busy`), the session cookies, the Origin check that guards
 * cookie-authenticated state changes, and the client address used by the rate limits.
 */
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS, type AuthErrorCode } from '../../src/api/auth-contract'
import type { ApiFieldError, Envelope, ErrorCode } from '../../src/api/contract'
import { fail } from '../lib/http'

const TITLES: Record<AuthErrorCode, string> = {
  invalid_credentials: 'Wrong identifier or password',
  busy: 'Too busy, try again in a moment',
  token_invalid: 'This link or code is not valid any more',
  social_login_failed: 'Social login failed',
  provider_unknown: 'Unknown login provider',
}

/** An error of the auth API; rendered by the auth routes' error handler. */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: AuthErrorCode | ErrorCode,
    message?: string,
    readonly errors: ApiFieldError[] | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? (code in TITLES ? TITLES[code as AuthErrorCode] : code))
    this.name = 'AuthError'
  }
}

/** A 400 `validation_failed` carrying field errors found after the schema (taken, too_common…). */
export function fieldError(field: string, code: string, message: string): AuthError {
  return new AuthError(400, 'validation_failed', 'The request has invalid fields', [{ field, code, message }])
}

export function renderAuthError(c: Context, error: AuthError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
  if (!(error.code in TITLES)) return fail(c, error.status, error.code as ErrorCode, error.message, error.errors)
  const code = error.code as AuthErrorCode
  const body: Envelope<null> = {
    data: null,
    errors: error.errors ?? [{ field: null, code, message: error.message }],
    notification: { type: 'error', code, title: TITLES[code], message: error.message },
  }
  return c.json(body, error.status)
}

// ---------------------------------------------------------------- cookies

export interface CookiePolicy {
  secure: boolean
}

/**
 * The spec's cookies (21 600 s). The access token is readable by the page (the spec's client sends
 * it as a bearer) and SameSite=Lax; the refresh token is HttpOnly, SameSite=Strict and only sent
 * to /api/auth, where refresh and logout live.
 */
export function setSessionCookies(c: Context, tokens: { accessToken: string; refreshToken: string }, policy: CookiePolicy) {
  setCookie(c, ACCESS_TOKEN_COOKIE, tokens.accessToken, {
    path: '/',
    maxAge: TOKEN_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    secure: policy.secure,
    httpOnly: false,
  })
  setCookie(c, REFRESH_TOKEN_COOKIE, tokens.refreshToken, {
    path: '/api/auth',
    maxAge: TOKEN_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Strict',
    secure: policy.secure,
    httpOnly: true,
  })
}

export function clearSessionCookies(c: Context, policy: CookiePolicy) {
  deleteCookie(c, ACCESS_TOKEN_COOKIE, { path: '/', sameSite: 'Lax', secure: policy.secure })
  deleteCookie(c, REFRESH_TOKEN_COOKIE, { path: '/api/auth', sameSite: 'Strict', secure: policy.secure, httpOnly: true })
}

export function hasSessionCookie(c: Context): boolean {
  return getCookie(c, ACCESS_TOKEN_COOKIE) !== undefined || getCookie(c, REFRESH_TOKEN_COOKIE) !== undefined
}

/** The access token of a request: `Authorization: Bearer …` first, else the cookie. */
export function accessTokenOf(c: Context): { token: string; from: 'bearer' | 'cookie' } | null {
  const header = c.req.header('authorization')
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header) : null
  if (match?.[1]) return { token: match[1], from: 'bearer' }
  const cookie = getCookie(c, ACCESS_TOKEN_COOKIE)
  if (cookie && /^[A-Za-z0-9_-]{20,200}$/.test(cookie)) return { token: cookie, from: 'cookie' }
  return null
}

// ---------------------------------------------------------------- CSRF

/**
 * May this state-changing request act on the session its cookies carry? Browsers send Origin on
 * every POST/PUT/DELETE made by fetch, so: an Origin must name this server (the request's own
 * host, or PUBLIC_URL); no Origin is accepted only from a client that sent no session cookie
 * (curl, a mobile app using bearer tokens) — there is then nothing for a forged request to ride on.
 * Sec-Fetch-Site, where a browser sends it, must not say cross-site.
 */
export function originAllowed(c: Context, publicUrl: string): boolean {
  const fetchSite = c.req.header('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  const origin = c.req.header('origin')
  if (origin === undefined) return !hasSessionCookie(c)
  try {
    const from = new URL(origin)
    return from.host === new URL(c.req.url).host || from.origin === new URL(publicUrl).origin
  } catch {
    return false // "null" and other opaque origins
  }
}

// ---------------------------------------------------------------- client address

/** The client address for rate limits: the socket's, or the last X-Forwarded-For hop when trusted. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')
    const last = forwarded?.split(',').pop()?.trim()
    if (last) return last.slice(0, 64)
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}
