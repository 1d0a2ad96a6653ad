/**
 * The link to an order's page that the order's e-mails carry: the storefront's order screen in the
 * shopper's language (`/account/orders/<id>`, `/fr/account/orders/<id>`…).
 */
import { localePrefix } from '../mail/auth-mail'
import { LANGS, type Lang } from '../seed/seed-types'

export function orderPageUrl(publicUrl: string, locale: string, order: { id: string; guestToken?: string | null }): string {
  const lang: Lang = (LANGS as readonly string[]).includes(locale) ? (locale as Lang) : 'en'
  return `${publicUrl.replace(/\/+$/, '')}/${localePrefix(lang)}account/orders/${encodeURIComponent(order.id)}`
}
