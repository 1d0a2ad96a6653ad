/**
 * One chef booking in the account (/account/bookings/$id, decision 046): its status, the chef's
 * deadline while it waits, what was asked (day, time, guests, address, allergies), the money (total,
 * deposit, the rest after the event) with each payment's panel, and what the shopper may do:
 * cancel before the chef accepts (the deposit comes back), pay the rest after the event. Read from
 * Dexie (it shows offline); the two actions need the network.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { cancelMyBooking, payRest } from '../../api/chef-bookings-api'
import type { RestPayment } from '../../api/chef-bookings-contract'
import { mobileMoneyPhoneSchema } from '../../api/cart-contract'
import { ApiError } from '../../api/http'
import { methodsForCountry, PAYMENT_BRANDS, type PaymentMethodId } from '../../api/payments-contract'
import type { BookingRow } from '../../db/db'
import { formatDate, formatDay, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useShopperId } from '../../session/use-shopper-id'
import { keepBooking, pullBookings } from '../../sync/bookings'
import { useIsOnline } from '../../sync/use-online'
import { usePageData } from '../../sync/use-page-data'
import { Field } from '../../ui/field'
import { PaymentPanel } from '../../ui/payment-panel'
import { depositMethods } from './booking-form-model'
import { useBooking } from './booking-queries'
import { BOOKING_STATUS_LABELS } from './booking-status'

export function BookingScreen({ id }: { id: string }) {
  const owner = useShopperId()
  if (!owner) return <div aria-busy="true" className="detail--loading" />
  return <BookingDetail owner={owner} id={id} />
}

function BookingDetail({ owner, id }: { owner: string; id: string }) {
  const booking = useBooking(owner, id)
  usePageData((signal) => pullBookings(owner, { signal }))
  if (booking === undefined) return <div aria-busy="true" className="detail--loading" />
  if (booking === null) {
    return (
      <p role="status">
        <Trans>This booking is not on this phone yet.</Trans>
      </p>
    )
  }
  return <BookingView booking={booking} owner={owner} />
}

export function BookingView({ booking: b, owner }: { booking: BookingRow; owner: string }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const isOnline = useIsOnline()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const methods = depositMethods(methodsForCountry(b.country))
  const [method, setMethod] = useState<PaymentMethodId | ''>(methods.length === 1 ? methods[0]! : '')
  const [phone, setPhone] = useState('')
  const money = (minor: number) => formatPrice(minor, b.currency, b.currencyExponent, locale)
  const when = `${formatDay(b.day, locale)}, ${b.start}`
  const answerBy = formatDate(b.answerBy, locale, { dateStyle: 'medium', timeStyle: 'short' })
  const { number, chefName } = b
  const guests = b.guests
  const rest = money(b.rest)
  const restDue = b.restOrderId === null && b.status === 'completed' && b.rest > 0

  async function act(work: () => Promise<BookingRow | Awaited<ReturnType<typeof cancelMyBooking>>>) {
    setBusy(true)
    setProblem(null)
    try {
      await keepBooking(owner, await work())
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 409 ? t`This booking changed meanwhile: it can no longer be changed this way.` : t`That did not go through. Check your connection and try again.`,
      )
    } finally {
      setBusy(false)
    }
  }

  function payTheRest(event: React.FormEvent) {
    event.preventDefault()
    if (!method) return setProblem(t`Choose how to pay the rest.`)
    if (method !== 'paystack' && !mobileMoneyPhoneSchema.safeParse(phone).success) return setProblem(t`Enter the mobile money number you pay from.`)
    const payment: RestPayment['payment'] =
      method === 'paystack' ? { kind: 'card', provider: 'paystack' } : { kind: 'mobile-money', provider: method === 'momo' ? 'mtn-momo' : 'mpesa', phone: phone.trim() }
    void act(() => payRest(b.id, { payment }))
  }

  return (
    <section aria-labelledby="booking-title">
      <h1 id="booking-title">
        <Trans>Booking {number}</Trans>
      </h1>
      <p className="order-row__status" role="status">
        {i18n._(BOOKING_STATUS_LABELS[b.status])}
      </p>
      {b.status === 'requested' ? (
        <p>
          <Trans>
            {chefName} answers by {answerBy}. If they do not, the request is declined and your deposit comes back to you.
          </Trans>
        </p>
      ) : null}
      <dl className="booking-facts">
        <dt>
          <Trans>Experience</Trans>
        </dt>
        <dd>
          {b.experienceName} · {b.chefName}
        </dd>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>{when}</dd>
        <dt>
          <Trans>Guests</Trans>
        </dt>
        <dd>
          <Plural value={guests} one="# guest" other="# guests" />
        </dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd>{b.address}</dd>
        {b.allergies ? (
          <>
            <dt>
              <Trans>Allergies and foods to avoid</Trans>
            </dt>
            <dd>{b.allergies}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{money(b.total)}</dd>
        <dt>
          <Trans>Deposit</Trans>
        </dt>
        <dd>{money(b.deposit)}</dd>
        <dt>
          <Trans>After the event</Trans>
        </dt>
        <dd>{money(b.rest)}</dd>
      </dl>
      {b.depositOrderId ? (
        <section aria-label={t`Deposit`}>
          <h2>
            <Trans>Deposit</Trans>
          </h2>
          <PaymentPanel orderId={b.depositOrderId} />
        </section>
      ) : null}
      {b.restOrderId ? (
        <section aria-label={t`The rest`}>
          <h2>
            <Trans>The rest</Trans>
          </h2>
          <PaymentPanel orderId={b.restOrderId} />
        </section>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {b.status === 'requested' ? (
        <button type="button" className="button" disabled={busy || !isOnline} onClick={() => void act(() => cancelMyBooking(b.id))}>
          <Trans>Cancel this request</Trans>
        </button>
      ) : null}
      {restDue ? (
        <form noValidate onSubmit={payTheRest}>
          <fieldset className="choice-group">
            <legend>
              <Trans>Pay the rest, {rest}</Trans>
            </legend>
            <div className="choice-list">
              {methods.map((m) => (
                <label className="choice" key={m}>
                  <input type="radio" name="rest-method" value={m} checked={method === m} onChange={() => setMethod(m)} />
                  <span className="choice__title">{m === 'paystack' ? <Trans>Card or mobile money with Paystack</Trans> : PAYMENT_BRANDS[m]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {method && method !== 'paystack' ? (
            <Field label={t`Mobile money number`}>{(p) => <input {...p} type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />}</Field>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy || !isOnline}>
            <Trans>Pay the rest</Trans>
          </button>
        </form>
      ) : null}
      {!isOnline && (b.status === 'requested' || restDue) ? (
        <p className="data-age data-age--stale">
          <Trans>You are offline: cancelling or paying needs a connection.</Trans>
        </p>
      ) : null}
    </section>
  )
}
