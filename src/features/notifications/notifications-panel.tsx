/**
 * The notifications panel (spec 2, 3): a bell with a count badge; for a signed-in shopper the real
 * notifications from the server (order updates), newest first, each linking where it is about;
 * read ones are remembered on the device. A visitor sees an empty state, never sample data.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { baseApi } from '../../api/clients'
import { formatDate, formatDay } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useCloseOnOutsideClick } from '../../ui/use-close-on-outside-click'
import { Later } from '../../ui/later'
import { useSession } from '../../session/session-actor'

export interface ServerNotification {
  id: string
  kind: 'order-status'
  orderId: string
  orderNumber: string
  status: string
  date: string
  /** The order's market day (ISO) and how it reaches the shopper; absent from a server before decision 017. */
  deliveryDay?: string
  fulfilment?: 'delivery' | 'pickup'
}

const SEEN_KEY = 'notifications-seen'

export function NotificationsPanel() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const session = useSession()
  const ref = useRef<HTMLDetailsElement>(null)
  useCloseOnOutsideClick(ref)
  const [items, setItems] = useState<ServerNotification[]>([])
  const [seen, setSeen] = useState<string[]>(() => JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as string[])
  useEffect(() => {
    if (!session.signedIn) return setItems([])
    const controller = new AbortController()
    baseApi
      .get<ServerNotification[]>('/notifications', { signal: controller.signal, silent: true })
      .then((r) => setItems(r.data))
      .catch(() => {})
    return () => controller.abort()
  }, [session.signedIn])
  const unread = items.filter((n) => !seen.includes(n.id)).length
  const markRead = () => {
    const next = items.map((n) => n.id)
    localStorage.setItem(SEEN_KEY, JSON.stringify(next))
    setSeen(next)
  }
  const statusText = (status: string) =>
    ({
      placed: t`placed`,
      confirmed: t`confirmed`,
      packed: t`packed`,
      'out-for-delivery': t`out for delivery`,
      'ready-for-pickup': t`ready for pickup`,
      delivered: t`delivered`,
      collected: t`collected`,
      cancelled: t`cancelled`,
    })[status] ?? status
  return (
    <details className="dropdown notifications" ref={ref} onToggle={(e) => (e.currentTarget.open ? markRead() : undefined)}>
      <summary className="header__link" aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {unread ? <span className="cart-badge">{unread}</span> : null}
      </summary>
      <div className="dropdown__panel notifications__panel">
        <Later>
          <p className="dropdown__title">
            <Trans>Notifications</Trans>
          </p>
          {items.length === 0 ? (
            <p className="card__meta">{session.signedIn ? t`Nothing new. Updates about your orders will appear here.` : t`Sign in to see updates about your orders.`}</p>
          ) : (
            <ul>
              {items.map((n) => {
                const number = n.orderNumber
                const status = statusText(n.status)
                const deliveryDay = n.deliveryDay && n.status !== 'delivered' && n.status !== 'collected' && n.status !== 'cancelled' ? formatDay(n.deliveryDay, locale) : null
                return (
                  <li key={n.id} className={seen.includes(n.id) ? '' : 'notifications__unread'}>
                    <a href={`${locale === 'en' ? '' : `/${locale}`}/account/orders/${encodeURIComponent(n.orderId)}`}>{t`Order ${number} is ${status}`}</a>
                    {deliveryDay ? <span className="card__meta">{n.fulfilment === 'pickup' ? <Trans>Pickup on {deliveryDay}</Trans> : <Trans>Delivery on {deliveryDay}</Trans>}</span> : null}
                    <span className="card__meta">{formatDate(n.date, locale, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                  </li>
                )
              })}
            </ul>
          )}
        </Later>
      </div>
    </details>
  )
}
