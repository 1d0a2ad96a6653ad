/**
 * My chef bookings (/account/bookings, decision 046): each with its experience, chef, day and
 * time, guests, status and total; read from Dexie so the list shows offline, refreshed from the API
 * when open (the orders list's pattern).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatDate, formatDay, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useShopperId } from '../../session/use-shopper-id'
import { pullBookings } from '../../sync/bookings'
import { usePageData } from '../../sync/use-page-data'
import { useBookings } from './booking-queries'
import { BOOKING_STATUS_LABELS } from './booking-status'

export function BookingsScreen() {
  const owner = useShopperId()
  if (!owner) return <div aria-busy="true" className="detail--loading" />
  return <BookingsList owner={owner} />
}

function BookingsList({ owner }: { owner: string }) {
  const { i18n } = useLingui()
  const { locale, param } = useLocale()
  const bookings = useBookings(owner)
  const refresh = usePageData((signal) => pullBookings(owner, { signal }))
  if (bookings === undefined) return <div aria-busy="true" className="detail--loading" />
  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title">
        <Trans>My chef bookings</Trans>
      </h1>
      {refresh.hasFailed ? (
        <p className="data-age data-age--stale" role="status">
          <Trans>You are seeing the bookings saved on this phone.</Trans>{' '}
          <button type="button" className="link-button" onClick={refresh.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {bookings.length === 0 ? (
        <p>
          <Trans>You have not booked a chef yet.</Trans>
        </p>
      ) : (
        <ul className="order-list">
          {bookings.map((b) => {
            const when = `${formatDay(b.day, locale)}, ${b.start}`
            const guests = b.guests
            const answerBy = formatDate(b.answerBy, locale, { dateStyle: 'medium', timeStyle: 'short' })
            return (
              <li key={b.id} className="order-row">
                <Link to="/{-$locale}/account/bookings/$id" params={{ locale: param, id: b.id }} className="order-row__link">
                  <span className="order-row__number">
                    {b.experienceName} · {b.chefName}
                  </span>
                  <span>
                    {when} · <Plural value={guests} one="# guest" other="# guests" />
                  </span>
                  <span className="order-row__status">{i18n._(BOOKING_STATUS_LABELS[b.status])}</span>
                  <span className="order-row__total">{formatPrice(b.total, b.currency, b.currencyExponent, locale)}</span>
                  {b.status === 'requested' ? (
                    <span>
                      <Trans>The chef answers by {answerBy}</Trans>
                    </span>
                  ) : null}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
