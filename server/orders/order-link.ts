/**
 * The link to an order's page that the order's e-mails carry, in the shopper's language: a
 * shopper's order under their account (`/account/orders/<id>`, `/fr/account/orders/<id>`…), a
 * guest's order by the link that carries its token (`/orders/<id>?token=…`; decision 024, no
 * sign-in needed).
 */
import { localePrefix } from '../mail/auth-mail'
import { LANGS, type Lang } from '../seed/seed-types'

export function orderPageUrl(publicUrl: string, locale: string, order: { id: string; guestToken?: string | null }): string {
  const lang: Lang = (LANGS as readonly string[]).includes(locale) ? (locale as Lang) : 'en'
  const base = `${publicUrl.replace(/\/+$/, '')}/${localePrefix(lang)}`
  const id = encodeURIComponent(order.id)
  return order.guestToken ? `${base}orders/${id}?token=${encodeURIComponent(order.guestToken)}` : `${base}account/orders/${id}`
}
