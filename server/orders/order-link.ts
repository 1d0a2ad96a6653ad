/**
 * The address of an order's page, for the order e-mails: a shopper's order under their account,
 * a guest's order by the link that carries its token (decision 024; no sign-in needed).
 */
import type { Lang } from '../seed/seed-types'

export function orderPageUrl(publicUrl: string, locale: Lang, order: { id: string; guestToken?: string }): string {
  const base = `${publicUrl.replace(/\/+$/, '')}/${locale === 'en' ? '' : `${locale}/`}`
  const id = encodeURIComponent(order.id)
  return order.guestToken ? `${base}orders/${id}?token=${encodeURIComponent(order.guestToken)}` : `${base}account/orders/${id}`
}
