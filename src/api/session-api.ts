/**
 * The auth API calls the session needs, and the token refresh. A refresh is single-flight: one at
 * a time in this tab (callers share the promise) and across tabs (a Web Lock), because the server
 * rotates the refresh token at every use.
 */
import type { AuthProviderInfo, MeData, RegisterConfirmInput, RegisterInput, RegistrationSent, SessionData } from './auth-contract'
import { authApi } from './clients'

// Sign-in and registration errors are shown by their own forms (they stay until the next try),
// so these calls do not also flash the alert box.
export async function authenticate(identifier: string, secret: string): Promise<SessionData> {
  return (await authApi.post<SessionData>('/account/authenticate', { identifier, secret }, { silent: true })).data
}

/** The registration's first step: a code goes to the address; the answer is the same whether or not it has an account (decision 012). */
export async function startRegistration(payload: RegisterInput): Promise<RegistrationSent> {
  return (await authApi.post<RegistrationSent>('/account/register', payload, { silent: true })).data
}

/** The second: the pending registration and the e-mailed code create the account and sign in. */
export async function register(payload: RegisterConfirmInput): Promise<SessionData> {
  return (await authApi.post<SessionData>('/account/register/confirm', payload, { silent: true })).data
}

export async function logout(all: boolean): Promise<void> {
  await authApi.delete(`/session/logout${all ? '?all=true' : ''}`)
}

export async function fetchMe(): Promise<MeData> {
  return (await authApi.get<MeData>('/user/me', { silent: true })).data
}

export async function providers(): Promise<AuthProviderInfo[]> {
  return (await authApi.get<AuthProviderInfo[]>('/providers', { silent: true })).data
}

let inFlight: Promise<SessionData> | null = null

export function refreshSession(): Promise<SessionData> {
  if (inFlight) return inFlight
  const run = async () => (await authApi.post<SessionData>('/session/refresh', {}, { silent: true })).data
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  inFlight = (locks ? locks.request('storefront-session-refresh', run) : run()).finally(() => {
    inFlight = null
  })
  return inFlight
}
