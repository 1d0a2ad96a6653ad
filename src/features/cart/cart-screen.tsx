/**
 * The cart (/cart lists every open service's cart; /cart/<service> one of them). Reads Dexie live, edits
 * through the cart commands (instant, offline too), and says plainly what the server changed:
 * new prices (old one struck through), low stock, sold out, withdrawn — and what is still waiting
 * to be sent. A removal can be undone.
 *
 * Lines are grouped by the day they can first reach the shopper (decision 017: each farm brings its
 * produce to the market on its own days, the market hands the basket over in one delivery once all
 * of it has arrived), and the summary says what the market's minimum order and free delivery still
 * need, before checkout.
 */
import { msg, ph } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { basketThresholds, groupByArrival } from '../../api/arrival-contract'
import type { Vertical } from '../../api/cart-contract'
import type { CartLineRow } from '../../db/db'
import { formatDay, formatNumber, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useDocumentMeta } from '../../ui/page-meta'
import { SERVICE_WORDS } from '../../ui/service-words'
import { clearCart, dropRejected, removeLine, setQuantity, undoRemove } from '../../sync/cart'
import { cartSyncActor } from '../../sync/cart-sync-actor'
import { useMarketArrivals, type MarketArrivals } from '../../sync/market-arrival'
import { useCartLines, useCartOps } from './cart-queries'
import { LineChoicesSummary } from './line-choices-summary'
import { lineTotal } from './line-total'
import { listingDetailPath } from '../../lib/catalog-links'

/** /cart/<service>'s title, named by its service (the route's own title is the same for all). */
export function useBasketPageMeta(vertical: Vertical): void {
  const { i18n } = useLingui()
  useDocumentMeta(i18n._(SERVICE_WORDS[vertical].basketPage), i18n._(msg`Choose delivery or pickup, a delivery day and how to pay.`))
}

/**
 * One service's basket. `inList`: one of several on /cart (more than one service open), under the
 * page's heading and named by its service; else the page's own basket.
 */
export function CartScreen({ vertical, onCheckout, inList = false }: { vertical: Vertical; onCheckout?: () => void; inList?: boolean }) {
  const { t, i18n } = useLingui()
  const { locale, param } = useLocale()
  const lines = useCartLines(vertical)
  const ops = useCartOps()
  const market = useMarketArrivals(lines?.[0]?.storeId, lines?.map((l) => l.farmerId) ?? [])
  const [removed, setRemoved] = useState<CartLineRow | null>(null)
  // Opening the basket asks for the server's view (prices, stock): push what waits, then pull.
  useEffect(() => cartSyncActor().send({ type: 'outbox.changed' }), [])
  const syncState = useSelector(cartSyncActor(), (s) => (s.hasTag('attention') ? 'attention' : s.hasTag('waiting') ? 'waiting' : s.hasTag('syncing') ? 'syncing' : 'idle'))
  if (lines === undefined) return <div aria-busy="true" className="detail--loading" />
  const pending = ops?.filter((o) => o.vertical === vertical && o.status === 'pending').length ?? 0
  const rejected = ops?.find((o) => o.vertical === vertical && o.status === 'rejected')
  const first = lines[0]
  const money = (minor: number) => (first ? formatPrice(minor, first.currency, first.currencyExponent, locale) : '')
  const available = lines.filter((l) => l.availability !== 'unavailable' && l.availability !== 'sold-out')
  const subtotal = available.reduce((sum, l) => sum + lineTotal(l), 0)
  // Grouped only when every farm's days are on this phone: a farm not synced yet is not "without a day".
  const grouped = market ? lines.every((l) => market.arrivalOf(l.farmerId) !== undefined) : false
  /** A group's heading: the first day its produce can reach the shopper (null: its farm has no day at the moment). */
  const arrivalHeading = (day: string | null) => {
    if (day === null) return t`Not coming to the market at the moment`
    const date = formatDay(day, locale)
    return t`Can reach you from ${date}`
  }

  return (
    <section className="cart" id={`basket-${vertical}`} aria-labelledby={`cart-title-${vertical}`}>
      {inList ? (
        <h2 id={`cart-title-${vertical}`}>{i18n._(SERVICE_WORDS[vertical].basket)}</h2>
      ) : (
        <h1 id={`cart-title-${vertical}`}>
          <Trans>Your basket</Trans>
        </h1>
      )}
      {removed ? (
        <p className="notice" role="status">
          <Trans>{ph({ name: removed.name })} was removed.</Trans>{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              void undoRemove(removed)
              setRemoved(null)
            }}
          >
            <Trans>Undo</Trans>
          </button>
        </p>
      ) : null}
      {rejected ? (
        <p className="notice notice--error" role="alert">
          {rejected.error?.code === 'other_service' ? (
            <Trans>An item of another service cannot go in this basket, so the basket shows the market's version without it.</Trans>
          ) : (
            <Trans>The market could not accept one change to your basket, so it shows the market's version.</Trans>
          )}{' '}
          <button type="button" className="link-button" onClick={() => void dropRejected().then(() => cartSyncActor().send({ type: 'conflict.resolved' }))}>
            <Trans>OK</Trans>
          </button>
        </p>
      ) : pending > 0 ? (
        <p className="notice" role="status">
          {syncState === 'waiting' ? <Trans>Your basket is saved on this phone. Changes will be sent when you are back online.</Trans> : <Trans>Saving your changes…</Trans>}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>Your basket is empty.</Trans>
          </p>
          <Link to="/{-$locale}/farm/produces" params={{ locale: param }} className="button button--primary">
            <Trans>Browse fresh produce</Trans>
          </Link>
        </div>
      ) : (
        <>
          {groupByArrival(lines, (l) => (grouped ? (market?.arrivalOf(l.farmerId) ?? null) : null)).map((group) => (
            <div key={group.day ?? 'none'} className="cart-group">
              {grouped ? <h2 className="cart-group__title">{arrivalHeading(group.day)}</h2> : null}
              <ul className="cart-lines">
                {group.lines.map((line) => (
                  <CartLineItem key={line.lineKey} line={line} money={money} onRemove={async () => setRemoved(await removeLine(line.lineKey, vertical))} />
                ))}
              </ul>
            </div>
          ))}
          <div className="cart-summary">
            <p className="cart-summary__row">
              <span>
                <Trans>Subtotal</Trans>
              </span>
              <strong>{money(subtotal)}</strong>
            </p>
            {market ? <MarketNotes market={market} lines={available} subtotal={subtotal} money={money} /> : null}
            <p className="card__meta">
              <Trans>Delivery fee and delivery day are chosen at checkout.</Trans>
            </p>
            <div className="hero__actions">
              {onCheckout ? (
                <button type="button" className="button button--primary" onClick={onCheckout} disabled={available.length === 0}>
                  <Trans>Checkout</Trans>
                </button>
              ) : (
                <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: vertical }} className="button button--primary">
                  {i18n._(SERVICE_WORDS[vertical].goToBasket)}
                </Link>
              )}
              <button type="button" className="button" onClick={() => void clearCart(vertical)}>
                {t`Empty the basket`}
              </button>
            </div>
          </div>
        </>
      )}
      <span className="visually-hidden" aria-live="polite">
        <Plural value={lines.length} one="# line in your basket" other="# lines in your basket" />
      </span>
    </section>
  )
}

/** What the market's rules mean for this basket: one delivery, its day, the minimum order and free delivery. */
function MarketNotes({ market, lines, subtotal, money }: { market: MarketArrivals; lines: CartLineRow[]; subtotal: number; money: (minor: number) => string }) {
  const { locale } = useLocale()
  const days = lines.map((l) => market.arrivalOf(l.farmerId))
  const known = days.every((d): d is string => typeof d === 'string')
  const together =
    known && days.length
      ? formatDay(
          days.reduce((a, b) => (a > b ? a : b)),
          locale,
        )
      : null
  const { toMinimum, toFreeDelivery } = basketThresholds(subtotal, market)
  const missing = money(toMinimum)
  const minimum = money(market.minOrderTotal)
  const toFree = money(toFreeDelivery ?? 0)
  return (
    <>
      {together ? (
        <p className="card__meta">
          <Trans>The market brings everything to you in one delivery, from {together}.</Trans>
        </p>
      ) : null}
      {toMinimum > 0 ? (
        <p className="notice cart-summary__minimum">
          <Trans>
            Orders at this market start at {minimum}: add {missing} more to check out.
          </Trans>
        </p>
      ) : null}
      {toFreeDelivery === null ? null : toFreeDelivery > 0 ? (
        <p className="cart-summary__free">
          <Trans>{toFree} more for free delivery</Trans>
        </p>
      ) : (
        <p className="cart-summary__free">
          <Trans>Free delivery for this basket</Trans>
        </p>
      )}
    </>
  )
}

function CartLineItem({ line, money, onRemove }: { line: CartLineRow; money: (minor: number) => string; onRemove: () => void }) {
  const { t } = useLingui()
  const { param, locale } = useLocale()
  const gone = line.availability === 'unavailable' || line.availability === 'sold-out'
  const qty = formatNumber(line.quantity, locale)
  return (
    <li className={`cart-line${gone ? ' cart-line--gone' : ''}`}>
      <img src={line.photo} alt="" width="72" height="72" className="cart-line__photo" />
      <div className="cart-line__body">
        <Link to={listingDetailPath(line.vertical)} params={{ locale: param, id: line.produceId }} className="cart-line__name">
          {line.name}
        </Link>
        <span className="card__meta">{line.farmName}</span>
        <LineChoicesSummary line={line} money={money} />
        <span className="cart-line__price">
          {money(line.price)}
          {line.previousPrice !== null && line.previousPrice !== line.price ? (
            <>
              {' '}
              <del>{money(line.previousPrice)}</del> <span className="cart-line__flag">{t`Price changed`}</span>
            </>
          ) : null}
        </span>
        {line.availability === 'limited' && line.stock !== null ? (
          <span className="cart-line__flag">
            <Trans>Only {ph({ stock: line.stock })} left</Trans>
          </span>
        ) : null}
        {line.availability === 'sold-out' ? <span className="cart-line__flag">{t`Sold out`}</span> : null}
        {line.availability === 'unavailable' ? <span className="cart-line__flag">{t`No longer available`}</span> : null}
      </div>
      <div className="stepper" role="group" aria-label={t`Quantity of ${{ name: line.name }}`}>
        <button type="button" className="button" onClick={() => void setQuantity(line.lineKey, line.quantity - line.stepQty, line.vertical)} aria-label={t`Less ${{ name: line.name }}`}>
          −
        </button>
        <output className="stepper__value" aria-live="polite">
          {qty}
        </output>
        <button
          type="button"
          className="button"
          disabled={gone || (line.stock !== null && line.quantity + line.stepQty > line.stock)}
          onClick={() => void setQuantity(line.lineKey, line.quantity + line.stepQty, line.vertical)}
          aria-label={t`More ${{ name: line.name }}`}
        >
          +
        </button>
      </div>
      <strong className="cart-line__total">{gone ? '—' : money(lineTotal(line))}</strong>
      <button type="button" className="link-button" onClick={onRemove}>
        {t`Remove`}
      </button>
    </li>
  )
}
