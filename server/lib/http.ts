/**
 * The response envelope and the errors that become it. Every answer under /api — success,
 * validation failure, unknown route, crash — has the shape `{ data, errors, notification }`,
 * a stable `code`, and never a stack trace.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { zValidator } from '@hono/zod-validator'
import type { ApiFieldError, ApiNotification, Envelope, ErrorCode, ListMeta } from '../../src/api/contract'

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, notification: ApiNotification | null = null) {
  return c.json({ data, errors: null, notification } satisfies Envelope<T>, status)
}

export function list<T>(c: Context, data: T[], meta: ListMeta) {
  return c.json({ data, errors: null, notification: null, meta } satisfies Envelope<T[]>, 200)
}

const TITLES: Record<ErrorCode, string> = {
  validation_failed: 'Check the highlighted fields',
  invalid_json: 'The request body is not valid JSON',
  not_found: 'Not found',
  unsupported_media_type: 'Send the request body as JSON',
  payload_too_large: 'The request is too large',
  method_not_allowed: 'Method not allowed',
  conflict: 'Conflict',
  unauthorized: 'Sign in required',
  forbidden: 'Not allowed',
  rate_limited: 'Too many attempts',
  internal_error: 'Something went wrong on our side',
  not_ready: 'Not ready to serve',
  prices_changed: 'Prices changed since the order was confirmed',
  email_unconfirmed: 'Confirm the account e-mail to order more',
  guest_limit: 'Guest order limit reached',
  order_above_maximum: 'The order is above the market maximum',
  below_minimum: 'The basket is below the market minimum',
  slot_full: 'The time window is full',
  provider_suspended: 'The provider is suspended',
  invitation_invalid: 'The invitation is not valid any more',
  invitation_other_email: 'The invitation is for another e-mail address',
  order_changed: 'The order changed meanwhile',
  last_owner: 'A provider keeps at least one owner',
  last_admin: 'The marketplace keeps at least one admin of every market',
  location_in_use: 'Orders still to hand over use this location',
  already_refunded: 'Nothing is owed back on this payment any more',
  slot_taken: 'This time was just booked',
}

/** An error that renders as the envelope with the given status and code. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message?: string,
    readonly errors: ApiFieldError[] | null = null,
  ) {
    super(message ?? TITLES[code])
    this.name = 'ApiError'
  }
}

export function errorBody(code: ErrorCode, message: string, errors: ApiFieldError[] | null = null): Envelope<null> {
  return {
    data: null,
    errors: errors ?? [{ field: null, code, message }],
    notification: { type: 'error', code, title: TITLES[code], message },
  }
}

export function fail(c: Context, status: ContentfulStatusCode, code: ErrorCode, message?: string, errors?: ApiFieldError[] | null) {
  return c.json(errorBody(code, message ?? TITLES[code], errors ?? null), status)
}

/** zod issues → field errors with stable codes and the bounds a translation needs. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): ApiFieldError[] {
  return issues.map((issue) => {
    const params: Record<string, string | number> = {}
    if ('minimum' in issue && (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')) params.min = Number(issue.minimum)
    if ('maximum' in issue && (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')) params.max = Number(issue.maximum)
    if (issue.code === 'invalid_value' && 'values' in issue) params.allowed = issue.values.map(String).join(', ')
    if (issue.code === 'unrecognized_keys') params.keys = issue.keys.join(', ')
    // A refinement names its own stable code in `params.code` (e.g. `single_line`); zod calls it `custom`.
    const ownCode = issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : null
    return {
      field: issue.path.length ? issue.path.map(String).join('.') : null,
      code: ownCode ?? issue.code,
      message: issue.message,
      ...(Object.keys(params).length ? { params } : {}),
    }
  })
}

type Target = 'json' | 'query' | 'param' | 'header'

/**
 * Text PostgreSQL cannot keep as sent: U+0000 (a text value refuses it and the query fails, which
 * was a 500) and a lone UTF-16 surrogate (turned into U+FFFD on the way in, so the stored text
 * differs from what was sent). Both are refused at the edge. Found by server/hardening's fuzzing.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this refuses
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** The path of the first string (value or key) PostgreSQL cannot store, or undefined. */
function unstorableTextAt(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? path : undefined
  if (value === null || typeof value !== 'object' || path.length > 32) return undefined
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE_TEXT.test(key)) return [...path, key]
    const found = unstorableTextAt(inner, [...path, key])
    if (found) return found
  }
  return undefined
}

/** The one validation wrapper: a failed parse answers 400 in the envelope with field errors. */
export function validate<T extends Target, S extends z.ZodType>(target: T, schema: S) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const errors = issuesToFieldErrors(result.error.issues)
      return c.json(errorBody('validation_failed', 'The request has invalid fields', errors), 400)
    }
    const at = unstorableTextAt(result.data)
    if (at) {
      const message = 'Text may not contain U+0000 or unpaired surrogates'
      return c.json(errorBody('validation_failed', 'The request has invalid fields', [{ field: at.length ? at.join('.') : null, code: 'invalid_characters', message }]), 400)
    }
  })
}

export function httpExceptionCode(error: HTTPException): ErrorCode {
  switch (error.status) {
    case 400:
      return 'invalid_json'
    case 401:
      return 'unauthorized'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 405:
      return 'method_not_allowed'
    case 409:
      return 'conflict'
    case 413:
      return 'payload_too_large'
    case 415:
      return 'unsupported_media_type'
    case 429:
      return 'rate_limited'
    default:
      return error.status >= 500 ? 'internal_error' : 'validation_failed'
  }
}
