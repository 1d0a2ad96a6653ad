/**
 * The two API clients of the spec (base and auth), wired to the browser's current context:
 * the access-token cookie, the chosen store and location, and the active language.
 * Listeners (session and alert machines) subscribe to `transportEvents`.
 */
import { i18n } from '@lingui/core'
import { COOKIES, DEFAULT_LOCALE, type Locale } from '../config'
import { readCookie } from '../lib/cookies'
import { isLocale } from '../i18n/locales'
import { currentStore } from '../db/store-choice'
import { API_BASES, createHttpClient, type ApiError, type RequestContext, type TransportEvents } from './http'
import type { ApiNotification } from './contract'

type Listener<A extends unknown[]> = (...args: A) => void
const listeners = {
  request: new Set<Listener<[]>>(),
  unauthorized: new Set<Listener<[]>>(),
  notification: new Set<Listener<[ApiNotification]>>(),
  failure: new Set<Listener<[ApiError]>>(),
  success: new Set<Listener<[number]>>(),
  unreachable: new Set<Listener<[ApiError]>>(),
}

export const transportEvents = {
  on<K extends keyof typeof listeners>(kind: K, listener: (typeof listeners)[K] extends Set<infer L> ? L : never): () => void {
    const set = listeners[kind] as Set<typeof listener>
    set.add(listener)
    return () => set.delete(listener)
  },
}

const events: TransportEvents = {
  request: () => listeners.request.forEach((l) => l()),
  unauthorized: () => listeners.unauthorized.forEach((l) => l()),
  notification: (n) => listeners.notification.forEach((l) => l(n)),
  failure: (e) => listeners.failure.forEach((l) => l(e)),
  success: (sentAt) => listeners.success.forEach((l) => l(sentAt)),
  unreachable: (e) => listeners.unreachable.forEach((l) => l(e)),
}

const context: RequestContext = {
  accessToken: () => readCookie(COOKIES.accessToken.name),
  store: () => currentStore(),
  locale: (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE),
}

export const baseApi = createHttpClient(API_BASES.base, context, events)
export const authApi = createHttpClient(API_BASES.auth, context, events)
