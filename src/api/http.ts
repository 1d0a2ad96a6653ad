/**
 * The one wretch base for both API clients (base API at /api, auth API at /api/auth).
 * Configured once: JSON headers, the bearer token when the access-token cookie exists, the
 * current store (X-STORE-ID, X-STORE-LOCATION), the shopper's language, a 30 s timeout, and the
 * `{ data, errors, notification }` unwrapping with a typed ApiError (spec section 8).
 *
 * The transport shows nothing and navigates nowhere: it reports what happened (401 with a token,
 * a notification, a failure) to listeners, and the session and alert machines decide.
 */
import wretch, { type WretchError, type WretchResponse } from 'wretch'
import { AUTH_API_BASE, API_BASE, REQUEST_TIMEOUT_MS, type Locale } from '../config'
import type { ApiFieldError, ApiNotification, Envelope, ListMeta } from './contract'

export interface RequestContext {
  accessToken(): string | undefined
  store(): { storeId?: string; locationId?: string }
  locale(): Locale
}

export interface TransportEvents {
  /** A request is about to be sent (the alert box clears). */
  request?(): void
  /** A 401 while a token was sent: the session machine logs the shopper out. */
  unauthorized?(): void
  /** A notification came with a response or an error: the alert machine shows it. */
  notification?(notification: ApiNotification): void
  /** Any failed request, after normalisation. */
  failure?(error: ApiError): void
  /**
   * Any request that got an HTTP answer, whatever its status, background ones too: the network
   * works, or worked when it was sent (`sentAt`, performance.now() at sending).
   */
  success?(sentAt: number): void
  /** Any request that got no answer (offline, DNS, timeout), background ones too: connectivity listens. */
  unreachable?(error: ApiError): void
}

/** A failed request, normalised (spec section 8): always an object with a message. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly errors: ApiFieldError[]
  readonly notification: ApiNotification | null
  constructor(init: { status: number; code: string; message: string; errors?: ApiFieldError[]; notification?: ApiNotification | null }) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.errors = init.errors ?? []
    this.notification = init.notification ?? null
  }
  /** True when the request never got an HTTP answer (offline, DNS, timeout). */
  get isNetwork(): boolean {
    return this.status === 0
  }
}

/** The spec's fallback alert when a request fails without an answer. */
export const NETWORK_ERROR_CODE = 'network_error'

/**
 * Spec 8: the response's errors, or the response body, or the message, turned into an object;
 * a plain string becomes an object with a message.
 */
export function normalizeRequestError(status: number, body: unknown, fallbackMessage: string): ApiError {
  if (typeof body === 'string') {
    const text = body.trim()
    if (text.startsWith('{')) {
      try {
        return normalizeRequestError(status, JSON.parse(text), fallbackMessage)
      } catch {
        // not JSON after all: fall through to a plain message
      }
    }
    return new ApiError({ status, code: codeForStatus(status), message: text || fallbackMessage })
  }
  if (body && typeof body === 'object') {
    const envelope = body as Partial<Envelope<unknown>> & { message?: unknown; code?: unknown }
    const errors = Array.isArray(envelope.errors) ? envelope.errors.filter(isFieldError) : []
    const notification = isNotification(envelope.notification) ? envelope.notification : null
    const requestLevel = errors.find((e) => e.field === null)
    const code = notification?.code ?? requestLevel?.code ?? (typeof envelope.code === 'string' ? envelope.code : codeForStatus(status))
    const message = notification?.message ?? requestLevel?.message ?? errors[0]?.message ?? (typeof envelope.message === 'string' ? envelope.message : fallbackMessage)
    return new ApiError({ status, code, message, errors, notification })
  }
  return new ApiError({ status, code: codeForStatus(status), message: fallbackMessage })
}

function codeForStatus(status: number): string {
  if (status === 0) return NETWORK_ERROR_CODE
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not_found'
  if (status === 409) return 'conflict'
  if (status === 429) return 'rate_limited'
  if (status >= 500) return 'internal_error'
  return 'validation_failed'
}

const isFieldError = (e: unknown): e is ApiFieldError => !!e && typeof e === 'object' && typeof (e as ApiFieldError).code === 'string' && typeof (e as ApiFieldError).message === 'string'
const isNotification = (n: unknown): n is ApiNotification => !!n && typeof n === 'object' && typeof (n as ApiNotification).message === 'string' && typeof (n as ApiNotification).type === 'string'

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Background sync: do not clear or feed the alert box (connectivity is shown elsewhere). */
  silent?: boolean
}

export type ApiResult<T> = {
  data: T
  meta?: ListMeta
  notification: ApiNotification | null
  /** The ETag the server answered with, for the next conditional request. */
  etag: string | null
  /**
   * Delta sync (server/catalog/catalog-pages.ts syncValidator): on the last page of a listing in
   * change order, the ETag the next request (from its `meta.cursor`) answers with when nothing changed.
   */
  syncEtag?: string | null
  /** True on a 304: the caller's copy is current and `data` is null. */
  notModified: boolean
}

export function createHttpClient(baseUrl: string, context: RequestContext, events: TransportEvents = {}) {
  const base = wretch(baseUrl)
    .headers({ Accept: 'application/json', 'Content-Type': 'application/json' })
    .customError(async (error: WretchError, response: WretchResponse) => {
      const text = await response.text().catch(() => '')
      return Object.assign(error, { body: text })
    })

  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, options: CallOptions = {}): Promise<ApiResult<T>> {
    const token = context.accessToken()
    const { storeId, locationId } = context.store()
    const headers: Record<string, string> = { 'Accept-Language': context.locale(), ...options.headers }
    if (token) headers.Authorization = `Bearer ${token}`
    if (storeId) headers['X-STORE-ID'] = storeId
    if (locationId) headers['X-STORE-LOCATION'] = locationId
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    const url = path + queryString(options.query)
    if (!options.silent) events.request?.()
    const sentAt = performance.now()
    try {
      const response = await base
        .headers(headers)
        .options({ signal })
        .fetch(method, url, body === undefined ? undefined : JSON.stringify(body))
        .res()
      events.success?.(sentAt)
      const envelope = (response.status === 204 ? { data: null } : await response.json()) as Envelope<T>
      if (envelope.notification) events.notification?.(envelope.notification)
      const etag = response.headers.get('etag')
      const syncEtag = response.headers.get('sync-etag')
      return { data: envelope.data as T, meta: envelope.meta, notification: envelope.notification ?? null, etag, syncEtag, notModified: false }
    } catch (caught) {
      if (options.signal?.aborted) throw caught // the caller gave up (route left): not a failure to report
      const status = (caught as { status?: unknown }).status
      if (typeof status === 'number' && status > 0) events.success?.(sentAt)
      if (status === 304) return { data: null as T, notification: null, etag: options.headers?.['If-None-Match'] ?? null, notModified: true }
      const error = toApiError(caught)
      if (error.isNetwork) events.unreachable?.(error)
      if (error.status === 401 && token) events.unauthorized?.()
      if (!options.silent) {
        if (error.notification) events.notification?.(error.notification)
        events.failure?.(error)
      }
      throw error
    }
  }

  return {
    get: <T>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options),
    post: <T>(path: string, body: unknown, options?: CallOptions) => call<T>('POST', path, body, options),
    put: <T>(path: string, body: unknown, options?: CallOptions) => call<T>('PUT', path, body, options),
    patch: <T>(path: string, body: unknown, options?: CallOptions) => call<T>('PATCH', path, body, options),
    delete: <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, undefined, options),
  }
}

export type HttpClient = ReturnType<typeof createHttpClient>

function toApiError(caught: unknown): ApiError {
  if (caught instanceof ApiError) return caught
  const wretchError = caught as Partial<WretchError> & { body?: string }
  if (typeof wretchError?.status === 'number' && wretchError.status > 0) {
    return normalizeRequestError(wretchError.status, wretchError.body ?? '', `Request failed with status ${wretchError.status}`)
  }
  const message = caught instanceof Error ? caught.message : String(caught)
  return new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message })
}

function queryString(query: CallOptions['query']): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value))
  const s = params.toString()
  return s ? `?${s}` : ''
}

export const API_BASES = { base: API_BASE, auth: AUTH_API_BASE } as const
