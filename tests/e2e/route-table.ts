/**
 * The spec's route table (section 2), in English form. Every route exists unprefixed and under
 * /ar /es /fr /pt /sw; tests generate their cases from this one list.
 */
import { LOCALES, type Locale } from '../../src/config'

export { LOCALES, type Locale }

export interface RouteCase {
  path: string
  /** Needs a signed-in shopper (account area). */
  signedIn?: boolean
  /** Expected to show the 404 page. */
  notFound?: boolean
}

export function routeTable(ids: { produceId: string; farmerId: string }): RouteCase[] {
  return [
    { path: '/' },
    { path: '/account', signedIn: true },
    { path: '/account/addresses', signedIn: true },
    { path: '/account/favorites', signedIn: true },
    { path: '/account/orders', signedIn: true },
    { path: '/account/payments', signedIn: true },
    { path: '/auth/login' },
    { path: '/auth/register' },
    { path: '/auth/forgot-password' },
    { path: '/auth/reset-password' },
    { path: '/auth/confirm-account' },
    { path: '/auth/verify-account' },
    { path: '/auth/undo-email-change' },
    { path: '/cart' },
    { path: '/cart/farm' },
    { path: '/errors' },
    { path: '/errors/404', notFound: true },
    { path: '/farm' },
    { path: '/farm/farmers' },
    { path: `/farm/farmers/${ids.farmerId}` },
    { path: '/farm/produces' },
    { path: `/farm/produces/${ids.produceId}` },
    { path: '/farm/offers' },
    { path: '/farm/search' },
    { path: '/farm/join' },
    ...['about', 'career', 'contact', 'foodsafety', 'help', 'partnership', 'privacy', 'terms'].map((p) => ({ path: `/pages/${p}` })),
    // Catch-alls the spec lists, and the global one.
    { path: '/account/nothing-here', signedIn: true, notFound: true },
    { path: '/auth/nothing-here', notFound: true },
    { path: '/errors/nothing-here', notFound: true },
    { path: '/farm/nothing-here', notFound: true },
    { path: '/farm/farmers/a/b', notFound: true },
    { path: '/farm/produces/a/b', notFound: true },
    { path: '/farm/offers/x', notFound: true },
    { path: '/farm/search/x', notFound: true },
    { path: '/farm/join/x', notFound: true },
    { path: '/pages/a/b', notFound: true },
    { path: '/cart/farm/x', notFound: true },
    { path: '/no/such/page', notFound: true },
  ]
}

export const localized = (locale: Locale, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`)
