/**
 * The portal's first page for a provider (decision 035): what needs doing now. The new orders
 * waiting for an answer and the ones to pack or bring in, the listings low on stock, and the
 * farm's next drop-off days and the market's next market days, from the device's copy.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { addDays, todayIn, weekdayOf } from '../../api/arrival-contract'
import type { MyProvider } from '../../api/partner-contract'
import { db } from '../../db/db'
import { formatDate, formatDay } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { listingWithPending, withPending } from '../../sync/partner'
import { ActionForm } from '../backoffice/action-form'
import { partnerApi } from '../backoffice/api'
import { nameOf } from './listings-screen'
import { useOrderWords } from './order-words'
import { usePartnerListings, usePartnerOrders, useProvider, useUserId } from './use-partner'

// Set now and then, below the day's orders: its own chunk, so the portal's first page stays in its budget.
const FarmHolidays = lazy(() => import('./holidays-section').then((m) => ({ default: m.FarmHolidays })))

const LOW_STOCK = 5

/** The next `count` days from today (included) that fall on one of `weekdays`, outside the farm's holidays. */
function nextDays(weekdays: readonly number[], timeZone: string, count: number, holidays: readonly { first: string; last: string }[] = []): string[] {
  if (!weekdays.length) return []
  const today = todayIn(timeZone, new Date())
  const out: string[] = []
  for (let i = 0; i < 400 && out.length < count; i++) {
    const day = addDays(today, i)
    if (weekdays.includes(weekdayOf(day)) && !holidays.some((h) => h.first <= day && day <= h.last)) out.push(day)
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
  const dropOffs = provider ? nextDays(provider.dropOffDays, provider.timeZone, 3, provider.holidays ?? []) : []
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
          <dd>{dropOffs.length ? dropOffs.map((d) => formatDay(d, locale)).join(' · ') : t`None set: shoppers cannot order from you until you choose your days.`}</dd>
          <dt>
            <Trans>The market's delivery and pickup days</Trans>
          </dt>
          <dd>{marketDays.length ? marketDays.map((d) => formatDay(d, locale)).join(' · ') : t`None set.`}</dd>
          {provider?.cutoffMinute !== undefined ? (
            <>
              <dt>
                <Trans>Orders close</Trans>
              </dt>
              <dd>
                <CutoffWords minute={provider.cutoffMinute} />
              </dd>
            </>
          ) : null}
        </dl>
        {provider && (provider.role === 'owner' || provider.role === 'manager' || provider.role === 'admin') ? <DropOffDaysForm providerId={providerId} days={provider.dropOffDays} /> : null}
        {provider ? (
          <Suspense fallback={null}>
            <FarmHolidays provider={provider} pending={pending} canEdit={provider.role === 'owner' || provider.role === 'manager' || provider.role === 'admin'} />
          </Suspense>
        ) : null}
      </section>
    </section>
  )
}

/** The market's cut-off in words: the one every farm of the market keeps (there is no farm's own). */
function CutoffWords({ minute }: { minute: number }) {
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
  return <Trans>At {time} (market time) the day before each drop-off day: the market's cut-off, the same for every farm.</Trans>
}

/**
 * The weekdays the farm brings produce to the market (`provider.settings`): saved online; the
 * shoppers' devices get them with the farm (the catalog's delta sync), and their baskets' days follow.
 */
function DropOffDaysForm({ providerId, days }: { providerId: string; days: number[] }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const owner = useUserId()
  const [chosen, setChosen] = useState<number[]>(days)
  // Monday first: 1 … 6, then 0 (Sunday), named by Intl in the portal's language.
  const weekdays = [1, 2, 3, 4, 5, 6, 0].map((n) => ({ n, label: formatDate(Date.UTC(2026, 10, 29 + n), locale, { weekday: 'long', timeZone: 'UTC' }) }))
  return (
    <ActionForm
      label={t`Your drop-off days at the market`}
      submitLabel={<Trans>Save my days</Trans>}
      onSubmit={async () => {
        const { data } = await partnerApi(providerId).put<MyProvider>('/availability', { dropOffDays: chosen })
        if (owner) await db.partnerProviders.put({ ...data, owner })
      }}
    >
      {() => (
        <fieldset className="bo-fieldset">
          <legend>
            <Trans>The days you bring produce to the market</Trans>
          </legend>
          <div className="bo-months">
            {weekdays.map((d) => (
              <label key={d.n} className="bo-switch">
                <input type="checkbox" checked={chosen.includes(d.n)} onChange={(e) => setChosen(e.currentTarget.checked ? [...chosen, d.n].sort((a, b) => a - b) : chosen.filter((x) => x !== d.n))} />
                <span>{d.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </ActionForm>
  )
}
