/**
 * The portal's order inbox (decision 035): the orders holding the farm's lines, newest first,
 * grouped as the farm works them (new, in progress, done), read from the device and refreshed
 * every few seconds while open. Each order answers in one tap: accept or decline (with a reason),
 * a line unavailable, packed, handed over, delivered. The taps are queued in the outbox and shown
 * at once, offline too; a refused one (the shopper cancelled meanwhile) is shown on its order
 * until dismissed.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { baseApi } from '../../api/clients'
import type { PartMoveInput, PartnerOrder } from '../../api/partner-contract'
import { db } from '../../db/db'
import { formatDay, formatPrice } from '../../i18n/format'
import { formatAmount } from '../../i18n/units'
import { useLocale } from '../../i18n/use-locale'
import { queueLineUnavailable, queueMove, withPending, type PartnerEntry } from '../../sync/partner'
import { useIsOnline } from '../../sync/use-online'
import { FailureAlert } from '../backoffice/failure-alert'
import { useOrderWords } from './order-words'
import { LineFulfil } from './line-fulfil'
import { RefusedEdit } from './refused-edit'
import { usePartnerOrders } from './use-partner'

type Group = 'new' | 'open' | 'done'
const groupOf = (o: PartnerOrder): Group =>
  // A digital order is delivered by its payment (decision 050): nothing for the creator to do.
  o.fulfilment === 'digital'
    ? o.status === 'delivered' || o.status === 'cancelled'
      ? 'done'
      : 'open'
    : o.status === 'cancelled' || o.part === 'declined' || o.part === 'handed-over'
      ? o.part === 'handed-over' && o.onlyFarm && (o.status === 'out-for-delivery' || o.status === 'ready-for-pickup')
        ? 'open'
        : 'done'
      : o.part === 'placed'
        ? 'new'
        : 'open'

export function OrdersScreen({ providerId }: { providerId: string }) {
  const { orders, pending, failure } = usePartnerOrders(providerId)
  const online = useIsOnline()
  const highlighted = useSearch({ strict: false }) as { order?: string }
  const shown = orders?.map((o) => withPending(o, pending))
  const groups: { key: Group; title: React.ReactNode }[] = [
    { key: 'new', title: <Trans>New orders</Trans> },
    { key: 'open', title: <Trans>In progress</Trans> },
    { key: 'done', title: <Trans>Done</Trans> },
  ]
  return (
    <section className="bo-section" aria-labelledby="orders-title" aria-busy={shown === undefined || undefined}>
      <h1 id="orders-title">
        <Trans>Orders</Trans>
      </h1>
      {!online ? (
        <p className="bo-note" role="status">
          <Trans>You are offline: what you do here is kept on this phone and sent as soon as you are back online.</Trans>
        </p>
      ) : null}
      <FailureAlert failure={failure} />
      {shown?.length === 0 ? (
        <p className="bo-empty">
          <Trans>No orders yet. A new order shows here within seconds, and the members get an e-mail.</Trans>
        </p>
      ) : null}
      {shown && shown.length > 0
        ? groups.map(({ key, title }) => {
            const inGroup = shown.filter((o) => groupOf(o) === key)
            if (!inGroup.length) return null
            return (
              <section key={key} className="bo-section" aria-labelledby={`orders-${key}`}>
                <h2 id={`orders-${key}`}>{title}</h2>
                <ul className="bo-cards">
                  {inGroup.map((order) => (
                    <OrderCard
                      key={order.id}
                      providerId={providerId}
                      order={order}
                      entries={pending.filter((e) => 'orderId' in e.payload && e.payload.orderId === order.id)}
                      highlighted={highlighted.order === order.id}
                    />
                  ))}
                </ul>
              </section>
            )
          })
        : null}
    </section>
  )
}

function OrderCard({ providerId, order, entries, highlighted }: { providerId: string; order: PartnerOrder; entries: PartnerEntry[]; highlighted: boolean }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const words = useOrderWords()
  const [declining, setDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const money = (minor: number) => formatPrice(minor, order.currency, order.currencyExponent, locale)
  const cancelled = order.status === 'cancelled'
  const move = (input: PartMoveInput) => void queueMove(baseApi, db, providerId, order.id, { ...input, from: input.to === 'delivered' ? undefined : order.part })
  const waiting = entries.filter((e) => e.status === 'pending')
  const refused = entries.filter((e) => e.status === 'rejected')
  const isDigital = order.fulfilment === 'digital'
  const canDropLines = !cancelled && !isDigital && (order.part === 'placed' || order.part === 'confirmed')
  const delivered = order.fulfilment === 'delivery' ? 'delivered' : 'collected'
  const number = order.number
  const dropOff = order.dropOffDay ? formatDay(order.dropOffDay, locale) : null
  const day = formatDay(order.deliveryDay, locale)
  const { reason: declinedBecause, note } = order
  const part = money(order.lines.filter((l) => !l.unavailable).reduce((sum, l) => sum + l.lineTotal, 0))
  const now = words.order(order.status)
  useEffect(() => {
    if (highlighted) document.getElementById(`order-${order.id}`)?.scrollIntoView({ block: 'start' })
  }, [highlighted, order.id])
  return (
    <li id={`order-${order.id}`} className={`bo-card bo-order${highlighted ? ' bo-card--highlighted' : ''}`} aria-labelledby={`order-${order.id}-title`}>
      <h3 id={`order-${order.id}-title`} className="bo-order__title">
        <Trans>Order {number}</Trans>
      </h3>
      <p className="bo-card__meta">
        {words.part(order.part)} · {words.order(order.status)}
      </p>
      {order.payment ? <p className="bo-card__meta">{words.payment(order.payment)}</p> : null}
      <p className="bo-card__meta">
        {dropOff ? <Trans>Bring to the market on {dropOff}</Trans> : null}
        {order.dropOffDay ? ' · ' : null}
        {isDigital ? (
          <Trans>Digital: in the shopper's library once paid, nothing to send.</Trans>
        ) : order.fulfilment === 'delivery' ? (
          <Trans>Delivered on {day}</Trans>
        ) : (
          <Trans>Collected on {day}</Trans>
        )}
      </p>
      {declinedBecause ? (
        <p className="bo-card__meta">
          <Trans>Reason: {declinedBecause}</Trans>
        </p>
      ) : null}
      <ul className="bo-lines" aria-label={t`Your lines in order ${number}`}>
        {order.lines.map((line) => (
          <li key={line.lineKey ?? line.produceId} className={`bo-line${line.unavailable ? ' bo-line--out' : ''}`}>
            <span className="bo-line__what">
              {line.name} · {formatAmount(i18n, line.quantity, line.unit)}
            </span>
            <span className="bo-line__total">{line.unavailable ? <Trans>Unavailable</Trans> : money(line.lineTotal)}</span>
            {!line.unavailable && canDropLines && order.lines.filter((l) => !l.unavailable).length > 1 ? (
              <UnavailableButton name={line.name} onPress={() => void queueLineUnavailable(baseApi, db, providerId, order.id, line.produceId)} />
            ) : null}
            <LineFulfil providerId={providerId} orderId={order.id} line={line} canAct={canDropLines} money={money} />
          </li>
        ))}
      </ul>
      <p>
        <strong>
          <Trans>Your part: {part}</Trans>
        </strong>
      </p>
      {note ? (
        <p className="bo-card__meta">
          <Trans>Shopper's note: {note}</Trans>
        </p>
      ) : null}
      {waiting.length ? (
        <p className="bo-note" role="status">
          <Trans>Saved on this phone: sent as soon as there is a connection.</Trans>
        </p>
      ) : null}
      {refused.map((entry) => (
        <RefusedEdit key={entry.seq} entry={entry}>
          <Trans>The order is now: {now}.</Trans>
        </RefusedEdit>
      ))}
      {cancelled || isDigital ? null : (
        <div className="bo-form__actions">
          {order.part === 'placed' && !declining ? (
            <>
              <button type="button" className="button button--primary" onClick={() => move({ to: 'confirmed' })}>
                <Trans>Accept</Trans>
              </button>
              <button type="button" className="button" onClick={() => setDeclining(true)}>
                <Trans>Decline</Trans>
              </button>
            </>
          ) : null}
          {order.part === 'confirmed' ? (
            <button type="button" className="button button--primary" onClick={() => move({ to: 'packed' })}>
              <Trans>Mark packed</Trans>
            </button>
          ) : null}
          {order.part === 'packed' ? (
            <button type="button" className="button button--primary" onClick={() => move({ to: 'handed-over' })}>
              <Trans>Handed over to the market</Trans>
            </button>
          ) : null}
          {order.part === 'handed-over' && order.onlyFarm && (order.status === 'out-for-delivery' || order.status === 'ready-for-pickup') ? (
            <button type="button" className="button button--primary" onClick={() => move({ to: 'delivered' })}>
              {delivered === 'delivered' ? <Trans>Mark delivered</Trans> : <Trans>Mark collected</Trans>}
            </button>
          ) : null}
        </div>
      )}
      {declining ? (
        <form
          className="bo-form"
          onSubmit={(event) => {
            event.preventDefault()
            if (!reason.trim()) return
            move({ to: 'declined', reason: reason.trim() })
            setDeclining(false)
          }}
        >
          <label className="field">
            <span className="field__label">
              <Trans>Why do you decline order {number}?</Trans>
            </span>
            <textarea value={reason} maxLength={500} required rows={2} onChange={(e) => setReason(e.currentTarget.value)} />
          </label>
          <div className="bo-form__actions">
            <button type="submit" className="button button--danger" disabled={!reason.trim()}>
              <Trans>Decline order {number}</Trans>
            </button>
            <button type="button" className="button" onClick={() => setDeclining(false)}>
              <Trans>Keep it</Trans>
            </button>
          </div>
        </form>
      ) : null}
    </li>
  )
}

function UnavailableButton({ name, onPress }: { name: string; onPress: () => void }) {
  return (
    <button type="button" className="button button--small" onClick={onPress}>
      <Trans>Mark {name} unavailable</Trans>
    </button>
  )
}
