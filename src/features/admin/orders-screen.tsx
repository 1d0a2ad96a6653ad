/**
 * The console's orders (decision 032): every farm's orders in the operator's markets, newest
 * first, filtered by status or number (in the URL). Each order shows its lines and customer, the
 * moves the lifecycle allows next (server/orders/order-lifecycle.ts decides; the buttons are the
 * server's `next`), and a cancellation that needs a reason.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { AdminOrder } from '../../api/admin-contract'
import type { OrderStatus } from '../../api/cart-contract'
import { formatDay, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { baseApi } from '../../api/clients'
import { adminApi, backOfficeFailure } from '../backoffice/api'
import { Field } from '../../ui/field'
import { ReasonForm, RemoteFailure } from './admin-forms'
import { usePagedList } from './paged-list'
import { useOrderMoveWords, useOrderStatusWords } from './order-words'

export function AdminOrdersScreen({ status, number }: { status: OrderStatus | undefined; number: string }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const navigate = useNavigate()
  const words = useOrderStatusWords()
  const [draft, setDraft] = useState<{ status: OrderStatus | ''; number: string }>({ status: status ?? '', number })
  const { list: orders, pager } = usePagedList<AdminOrder>(`/orders?${new URLSearchParams({ ...(status ? { status } : {}), ...(number ? { number } : {}) })}`)
  const search = (event: FormEvent) => {
    event.preventDefault()
    void navigate({ to: '/{-$locale}/admin/orders', params: { locale: param }, search: { status: draft.status || undefined, number: draft.number.trim() || undefined } })
  }
  return (
    <section className="bo-section" aria-labelledby="orders-title" aria-busy={orders.loading || undefined}>
      <h1 id="orders-title">
        <Trans>Orders</Trans>
      </h1>
      <form className="admin-search" role="search" aria-label={t`Find an order`} onSubmit={search}>
        <Field label={<Trans>Order number</Trans>}>
          {(props) => <input {...props} type="search" value={draft.number} maxLength={20} onChange={(e) => setDraft({ ...draft, number: e.target.value })} />}
        </Field>
        <Field label={<Trans>Status</Trans>}>
          {(props) => (
            <select {...props} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value as OrderStatus | '' })}>
              <option value="">{t`Any`}</option>
              {(Object.keys(words) as OrderStatus[]).map((s) => (
                <option key={s} value={s}>
                  {words[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button button--primary">
          <Trans>Search</Trans>
        </button>
      </form>
      <RemoteFailure remote={orders} />
      {orders.data?.length === 0 ? (
        <p className="bo-empty">
          <Trans>No order matches.</Trans>
        </p>
      ) : null}
      {orders.data?.length ? (
        <ul className="bo-cards" aria-label={t`Orders`}>
          {orders.data.map((order) => (
            <li key={order.id} className="bo-card">
              <OrderCard order={order} onChanged={orders.reload} />
            </li>
          ))}
        </ul>
      ) : null}
      {pager}
    </section>
  )
}

function OrderCard({ order, onChanged }: { order: AdminOrder; onChanged: () => void }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const words = useOrderStatusWords()
  const moveWords = useOrderMoveWords()
  const [cancelling, setCancelling] = useState(false)
  const [moveFailure, setMoveFailure] = useState<string | null>(null)
  const [moving, setMoving] = useState(false)
  const money = (minor: number) => formatPrice(minor, order.currency, order.currencyExponent, locale)
  const orderNumber = order.number
  const move = async (to: OrderStatus) => {
    setMoving(true)
    setMoveFailure(null)
    try {
      await baseApi.post(`/orders/${encodeURIComponent(order.id)}/status`, { status: to })
      onChanged()
    } catch (error) {
      setMoveFailure(backOfficeFailure(error).message)
    } finally {
      setMoving(false)
    }
  }
  const moves = order.next.filter((s) => s !== 'cancelled')
  return (
    <article aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`} className="bo-card__title">
        {orderNumber} · {words[order.status]}
      </h2>
      <dl className="admin-facts">
        <dt>
          <Trans>Customer</Trans>
        </dt>
        <dd>
          {order.customer.name} · <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
        </dd>
        <dt>
          <Trans>Market and day</Trans>
        </dt>
        <dd>
          {order.storeId.toUpperCase()} · {formatDay(order.deliveryDay, locale)} · {order.fulfilment === 'pickup' ? (order.pickupLocation?.name ?? '') : (order.address?.locationName ?? '')}
        </dd>
        <dt>
          <Trans>Lines</Trans>
        </dt>
        <dd>
          <ul className="admin-lines">
            {order.lines.map((line) => (
              <li key={line.produceId}>
                {line.quantity} × {line.name} ({line.farmName}) · {money(line.lineTotal)}
              </li>
            ))}
          </ul>
        </dd>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{money(order.total)}</dd>
      </dl>
      {moves.length ? (
        <div className="bo-form__actions">
          {moves.map((to) => (
            <button key={to} type="button" className="button button--primary" disabled={moving} onClick={() => void move(to)}>
              {moveWords[to]}
            </button>
          ))}
        </div>
      ) : null}
      {moveFailure ? (
        <p className="bo-form__error" role="alert">
          {moveFailure}
        </p>
      ) : null}
      {order.next.includes('cancelled') ? (
        cancelling ? (
          <ReasonForm
            formLabel={t`Cancel ${orderNumber}`}
            reasonLabel={<Trans>Reason (kept in the audit log)</Trans>}
            submitLabel={<Trans>Cancel the order</Trans>}
            backLabel={<Trans>Keep it</Trans>}
            onBack={() => setCancelling(false)}
            onSubmit={async (reason) => {
              await adminApi.post(`/orders/${encodeURIComponent(order.id)}/cancel`, { reason })
              setCancelling(false)
              onChanged()
            }}
          />
        ) : (
          <button type="button" className="button" onClick={() => setCancelling(true)}>
            <Trans>Cancel…</Trans>
          </button>
        )
      ) : null}
    </article>
  )
}
