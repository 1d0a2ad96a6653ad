/**
 * Limits on the public forms that anyone may send without an account (the contact page, the
 * farmers' join form and its confirmation code, a guest's order), per client address and per e-mail address, in
 * the durable limiter every process shares (server/auth/rate-limit.ts): a flood from one address
 * is refused, and so is a flood aimed at one inbox from many. Counted before the work.
 */
import type { Context } from 'hono'
import type { Limit } from '../auth/rate-limit'
import type { AuthRuntime } from '../auth/auth-runtime'
import { clientAddress } from '../auth/auth-http'
import { ApiError } from './http'

const HOUR = 3600
const QUARTER = 900

export interface FormLimits {
  perAddress: Limit
  perEmail: Limit
}

export const FORM_LIMITS = {
  /** Messages to the support team. */
  contact: { perAddress: { max: 10, windowSeconds: HOUR }, perEmail: { max: 5, windowSeconds: HOUR } },
  /** Applications: each e-mails a code to the address, so the address's own limit also spares its inbox. */
  join: { perAddress: { max: 10, windowSeconds: HOUR }, perEmail: { max: 3, windowSeconds: HOUR } },
  /** Codes entered: with at most 5 wrong codes an application, guessing a 6-digit code is hopeless. */
  joinConfirm: { perAddress: { max: 20, windowSeconds: QUARTER }, perEmail: { max: 10, windowSeconds: QUARTER } },
  /** A guest's orders (decision 024): each reserves stock and e-mails the address, so a flood of made-up guests is refused too. */
  guestOrder: { perAddress: { max: 30, windowSeconds: HOUR }, perEmail: { max: 5, windowSeconds: HOUR } },
} satisfies Record<string, FormLimits>

export type FormName = keyof typeof FORM_LIMITS

/** Counts one attempt of `form` from this client for `email`; a 429 with Retry-After beyond a limit. */
export type FormLimiter = (c: Context, form: FormName, email: string) => Promise<void>

/** The limiter of the forms, with FORM_LIMITS (or `overrides`: the hardening suites raise them out of reach). */
export function formLimiter(auth: AuthRuntime, overrides: Partial<Record<FormName, FormLimits>> = {}): FormLimiter {
  const limits = { ...FORM_LIMITS, ...overrides }
  return async (c, form, email) => {
    const verdict = await auth.limiter.hit([
      { key: `${form}:address:${clientAddress(c, auth.config.trustProxy)}`, limit: limits[form].perAddress },
      { key: `${form}:email:${email.trim().toLowerCase()}`, limit: limits[form].perEmail },
    ])
    if (verdict.blocked) {
      c.header('Retry-After', String(verdict.retryAfterSeconds))
      throw new ApiError(429, 'rate_limited', `Too many attempts: try again in ${verdict.retryAfterSeconds} s`)
    }
  }
}
