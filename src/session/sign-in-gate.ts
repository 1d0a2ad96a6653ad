/**
 * The gate of the areas that need a signed-in account (spec 6: the account; decision 032: the
 * provider portal and the operator console), for a route's `beforeLoad`: a visitor goes to the
 * localized sign-in page and comes back to the page asked for once signed in. Small on purpose:
 * the route's own module (not its screen) is in the route tree the entry loads.
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { hasAccessToken } from './session-actor'

export function requireSignIn({ params, location }: { params: { locale?: string }; location: ParsedLocation }): void {
  if (!hasAccessToken()) {
    throw redirect({ to: '/{-$locale}/auth/login', params: { locale: params.locale }, search: { returnTo: location.href }, replace: true })
  }
}
