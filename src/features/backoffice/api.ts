/**
 * The back office's API client: the app's base client (src/api/clients.ts: the bearer token, the
 * language, the `{data, errors, notification}` envelope, the 30 s timeout) under the portal's and
 * the console's prefixes (`/api/partner/:providerId/…`, `/api/admin/…`), and what a failed request
 * says in the back office's words.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { baseApi } from '../../api/clients'
import { ApiError, NETWORK_ERROR_CODE, normalizeRequestError, type CallOptions } from '../../api/http'
import { API_BASE, COOKIES } from '../../config'
import { readCookie } from '../../lib/cookies'
import { requestMessage } from '../../i18n/error-messages'
import type { ServerFieldError } from '../../ui/use-form'

const enc = encodeURIComponent

/** A client for one area's endpoints: `partnerApi(providerId).get('/orders')` asks `/api/partner/<id>/orders`. */
function areaClient(prefix: string) {
  return {
    get: <T>(path: string, options?: CallOptions) => baseApi.get<T>(prefix + path, options),
    post: <T>(path: string, body: unknown, options?: CallOptions) => baseApi.post<T>(prefix + path, body, options),
    put: <T>(path: string, body: unknown, options?: CallOptions) => baseApi.put<T>(prefix + path, body, options),
    patch: <T>(path: string, body: unknown, options?: CallOptions) => baseApi.patch<T>(prefix + path, body, options),
    delete: <T>(path: string, options?: CallOptions) => baseApi.delete<T>(prefix + path, options),
  }
}
export type AreaClient = ReturnType<typeof areaClient>

/** The portal's endpoints of one provider; without an id, the ones about the member (`/api/partner/…`). */
export const partnerApi = (providerId?: string): AreaClient => areaClient(providerId ? `/partner/${enc(providerId)}` : '/partner')
/** The console's endpoints. */
export const adminApi: AreaClient = areaClient('/admin')

/** The access model's refusals (decision 032), in the back office's words. */
const BACK_OFFICE_CODES: Record<string, MessageDescriptor> = {
  forbidden: msg`Your role does not allow this. Ask an owner of the provider or an operator.`,
  provider_suspended: msg`This provider is suspended: you can look, but not change anything until the market reactivates it.`,
  not_found: msg`This is not here, or not yours to see.`,
  order_changed: msg`The order changed meanwhile (the shopper may have cancelled it). It shows what it is now; nothing you did was lost.`,
  last_admin: msg`The marketplace keeps at least one admin of every market: make someone else one first.`,
  location_in_use: msg`Orders still to hand over use this place: it can be deleted once they are delivered or collected.`,
}

export interface BackOfficeFailure {
  fields: ServerFieldError[]
  /** A translated message for the whole request, or null when the fields say it all. */
  message: string | null
  /** No answer from the server: the request can wait for the connection. */
  isOffline: boolean
  code: string
}

/** A refusal's code (kept with an outbox entry) in the back office's words. */
export function backOfficeCodeMessage(code: string): string {
  const own = BACK_OFFICE_CODES[code]
  return own ? i18n._(own) : requestMessage(code)
}

export function backOfficeFailure(error: unknown): BackOfficeFailure {
  if (!(error instanceof ApiError)) return { fields: [], message: requestMessage('internal_error'), isOffline: false, code: 'internal_error' }
  if (error.isNetwork) return { fields: [], message: i18n._(msg`No connection: try again once you are back online.`), isOffline: true, code: error.code }
  const fields = error.errors.filter((e) => e.field).map((e) => ({ field: e.field!, code: e.code, params: e.params }))
  const own = BACK_OFFICE_CODES[error.code]
  const message = error.code === 'validation_failed' && fields.length ? null : own ? i18n._(own) : requestMessage(error.code)
  return { fields, message, isOffline: false, code: error.code }
}

/**
 * Sends a file's bytes as the request body (the portal's photo upload: PUT, the file's own type),
 * with the session's bearer token and the envelope's errors as `ApiError`, like the JSON client.
 */
export async function putFile<T>(path: string, file: Blob): Promise<T> {
  const token = readCookie(COOKIES.accessToken.name)
  let response: Response
  try {
    response = await fetch(API_BASE + path, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type, Accept: 'application/json', 'Accept-Language': i18n.locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    })
  } catch (error) {
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: error instanceof Error ? error.message : String(error) })
  }
  const text = await response.text()
  if (!response.ok) throw normalizeRequestError(response.status, text, `Request failed with status ${response.status}`)
  return (JSON.parse(text) as { data: T }).data
}
