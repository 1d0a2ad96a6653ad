/**
 * The portal's first page for a provider (decision 035): what needs doing now. The new orders
 * waiting for an answer and the ones to pack or bring in, the listings low on stock, and the
 * farm's next drop-off days and the market's next market days, from the device's copy.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { addDays, todayIn, weekdayOf } from '../../api/arrival-contract'
import { formatDay } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { listingWithPending, withPending } from '../../sync/partner'
import { nameOf } from './listings-screen'
import { useOrderWords } from './order-words'
import { usePartnerListings, usePartnerOrders, useProvider } from './use-partner'

const LOW_STOCK = 5

/** The next `count` days from today (included) that fall on one of `weekdays`. */
function nextDays(weekdays: readonly number[], timeZone: string, count: number): string[] {
  if (!weekdays.length) return []
  const today = todayIn(timeZone, new Date())
  const out: string[] = []
  for (let i = 0; i < 21 && out.length < count; i++) {
    const day = addDays(today, i)
    if (weekdays.includes(weekdayOf(day))) out.push(day)
  }
  return out
}

export function TodayScreen({ providerId }: { providerId: string }) {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const provider = useProvider(providerId)
  const words = useOrderWords()
  const { orders, pending } = usePartnerOrders(providerId)
  const { listings } = usePartnerListings(providerId)
  const open = (orders ?? []).map((o) => withPending(o, pending)).filter((o) => o.status !== 'cancelled' && (o.part === 'placed' || o.part === 'confirmed' || o.part === 'packed'))
  const low = (listings ?? []).map((l) => listingWithPending(l, pending)).filter((l) => l.active && l.stock !== null && l.stock <= LOW_STOCK)
  const dropOffs = provider ? nextDays(provider.dropOffDays, provider.timeZone, 3) : []
  const marketDays = provider ? nextDays(provider.marketDays, provider.timeZone, 3) : []
  return (
    <section className="bo-section" aria-labelledby="today-title" aria-busy={orders === undefined || undefined}>
      <h1 id="today-title">
        <Trans>Today</Trans>
      </h1>
      <section className="bo-section" aria-labelledby="today-orders">
        <h2 id="today-orders">
          <Trans>Orders to answer, pack or bring in</Trans>
        </h2>
        {open.length === 0 ? (
          <p className="bo-empty">
            <Trans>Nothing waiting.</Trans>
          </p>
        ) : (
          <ul className="bo-cards">
            {open.map((o) => {
              const number = o.number
              const dropOff = o.dropOffDay ? formatDay(o.dropOffDay, locale) : null
              return (
                <li key={o.id} className="bo-card">
                  <Link to="/{-$locale}/partner/$providerId/orders" params={{ locale: param, providerId }} search={{ order: o.id }}>
                    <Trans>Order {number}</Trans>
                  </Link>
                  <span className="bo-card__meta">
                    {words.part(o.part)}
                    {dropOff ? ' · ' : ''}
                    {dropOff ? <Trans>bring on {dropOff}</Trans> : null}
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </section>
      <section className="bo-section" aria-labelledby="today-stock">
        <h2 id="today-stock">
          <Trans>Low on stock</Trans>
        </h2>
        {low.length === 0 ? (
          <p className="bo-empty">
            <Trans>Every listing on sale has more than {LOW_STOCK} left.</Trans>
          </p>
        ) : (
          <ul className="bo-cards">
            {low.map((l) => (
              <li key={l.id} className="bo-card">
                <Link to="/{-$locale}/partner/$providerId/listings" params={{ locale: param, providerId }}>
                  {nameOf(l, locale)}
                </Link>
                <span className="bo-card__meta">{l.stock === 0 ? t`Sold out` : <Plural value={l.stock ?? 0} one="# left" other="# left" />}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="bo-section" aria-labelledby="today-days">
        <h2 id="today-days">
          <Trans>Next days</Trans>
        </h2>
        <dl className="bo-days">
          <dt>
            <Trans>Your drop-off days at the market</Trans>
          </dt>
          <dd>{dropOffs.length ? dropOffs.map((d) => formatDay(d, locale)).join(' · ') : t`None set: shoppers cannot order from you until the market sets your days.`}</dd>
          <dt>
            <Trans>The market's delivery and pickup days</Trans>
          </dt>
          <dd>{marketDays.length ? marketDays.map((d) => formatDay(d, locale)).join(' · ') : t`None set.`}</dd>
        </dl>
      </section>
    </section>
  )
}
