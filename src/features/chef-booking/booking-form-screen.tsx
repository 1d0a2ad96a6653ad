/**
 * Booking a chef (/chef/book/$experienceId, decision 046): the days and start times the chef
 * offers (the server's availability), the guests within the experience's range, the address and
 * allergies, the total and the deposit, and how the deposit is paid; then the request and its
 * deposit's payment followed by the payment panel (src/ui/payment-panel.tsx), as an order's is.
 * It needs the network, and says so offline: a request is the chef's calendar, not a basket.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { addDays } from '../../api/arrival-contract'
import { fetchAvailability, requestBooking } from '../../api/chef-bookings-api'
import { BOOKING_RULES, type Availability, type Booking } from '../../api/chef-bookings-contract'
import { ApiError } from '../../api/http'
import { methodsForCountry, PAYMENT_BRANDS } from '../../api/payments-contract'
import { formatDate, formatDay, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useShopperId } from '../../session/use-shopper-id'
import { keepBooking } from '../../sync/bookings'
import { useIsOnline } from '../../sync/use-online'
import { Field } from '../../ui/field'
import { PaymentPanel } from '../../ui/payment-panel'
import { checkDraft, depositMethods, emptyDraft, figuresOf, refusalOf, requestOf, type BookingDraft, type BookingErrors } from './booking-form-model'

const todayIso = () => new Date().toISOString().slice(0, 10)

export function BookingFormScreen({ experienceId }: { experienceId: string }) {
  const isOnline = useIsOnline()
  const [availability, setAvailability] = useState<Availability | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!isOnline) return
    const controller = new AbortController()
    const from = todayIso()
    fetchAvailability(experienceId, from, addDays(from, BOOKING_RULES.maxRangeDays), controller.signal)
      .then((a) => {
        setAvailability(a)
        setFailed(false)
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [experienceId, isOnline, attempt])

  if (!isOnline && !availability) {
    return (
      <Unavailable role="status">
        <Trans>Booking a chef needs a connection: the chef’s calendar is checked as you book. Connect, then come back to this page.</Trans>
      </Unavailable>
    )
  }
  if (failed) {
    return (
      <Unavailable role="alert">
        <Trans>We could not load the chef’s calendar.</Trans>{' '}
        <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </Unavailable>
    )
  }
  if (!availability) return <div aria-busy="true" className="detail--loading" />
  return <BookingForm availability={availability} />
}

/** The form's place while there is no calendar to show: why, and what to do. */
function Unavailable({ role, children }: { role: 'status' | 'alert'; children: React.ReactNode }) {
  return (
    <section aria-labelledby="booking-title">
      <h1 id="booking-title">
        <Trans>Book a chef</Trans>
      </h1>
      <p role={role}>{children}</p>
    </section>
  )
}

export function BookingForm({ availability }: { availability: Availability }) {
  const { t, i18n } = useLingui()
  const { locale, param } = useLocale()
  const isOnline = useIsOnline()
  const owner = useShopperId()
  const prefix = param ? `/${param}` : ''
  const facts = availability.experience
  const methods = useMemo(() => depositMethods(methodsForCountry(facts.country)), [facts.country])
  const [draft, setDraft] = useState<BookingDraft>(() => ({ ...emptyDraft(), guests: String(facts.minGuests), method: methods.length === 1 ? methods[0]! : '' }))
  const [errors, setErrors] = useState<BookingErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [booked, setBooked] = useState<Booking | null>(null)
  // Fixed for this booking: a retry after a lost answer books once (the server keeps the answer).
  const [key] = useState(() => crypto.randomUUID())
  const money = (minor: number) => formatPrice(minor, facts.currency, facts.currencyExponent, locale)
  const set = <K extends keyof BookingDraft>(k: K, v: BookingDraft[K]) => setDraft((d) => ({ ...d, [k]: v, ...(k === 'day' ? { start: '' } : {}) }))
  const figures = figuresOf(draft, facts)
  const starts = availability.days.find((d) => d.day === draft.day)?.starts ?? []

  if (booked) {
    const answerBy = formatDate(booked.answerBy, locale, { dateStyle: 'medium', timeStyle: 'short' })
    const { number, chefName } = booked
    return (
      <section aria-labelledby="booking-title">
        <h1 id="booking-title">
          <Trans>Your request {number} is sent</Trans>
        </h1>
        <p>
          <Trans>
            {chefName} answers by {answerBy}. If they cannot, or do not answer in time, your deposit comes back to you.
          </Trans>
        </p>
        {booked.depositOrderId ? <PaymentPanel orderId={booked.depositOrderId} /> : null}
        <p>
          <Link to="/{-$locale}/account/bookings/$id" params={{ locale: param, id: booked.id }} className="button button--primary">
            <Trans>See your booking</Trans>
          </Link>
        </p>
      </section>
    )
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const found = checkDraft(draft, availability)
    setErrors(found)
    setRefusal(null)
    if (Object.keys(found).length > 0) return
    if (!owner) return setRefusal(t`Sign in to book: the request is sent from your account.`)
    setBusy(true)
    try {
      const booking = await requestBooking(requestOf(draft, availability.experienceId), key)
      await keepBooking(owner, booking)
      setBooked(booking)
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
        const first = error.errors[0]
        const r = refusalOf(first?.field ?? null, first?.code ?? error.code, first?.params ?? {})
        if (r.field) setErrors({ [r.field]: r.message })
        else setRefusal(i18n._(r.message))
      } else setRefusal(t`The booking could not be sent. Check your connection and try again.`)
    } finally {
      setBusy(false)
    }
  }

  const err = (f: keyof BookingErrors) => (errors[f] ? i18n._(errors[f]) : undefined)
  const hours = Math.floor(availability.durationMinutes / 60)
  const { name, chefName, minGuests, maxGuests, depositPercent } = facts
  const duration = availability.durationMinutes
  const perGuest = money(facts.pricePerGuest)
  const minutes = availability.durationMinutes % 60
  return (
    <section aria-labelledby="booking-title" className="booking-form">
      <h1 id="booking-title">
        <Trans>Book {name}</Trans>
      </h1>
      <p>
        <Trans>
          With {chefName}, {perGuest} a guest,
        </Trans>{' '}
        {minutes === 0 ? <Plural value={hours} one="# hour" other="# hours" /> : <Trans>{duration} minutes</Trans>}
      </p>
      {!isOnline ? (
        <p role="status" className="data-age data-age--stale">
          <Trans>You are offline. Booking a chef needs a connection: your request is sent once you are back online and press Book.</Trans>
        </p>
      ) : null}
      {availability.days.length === 0 ? (
        <p role="status">
          <Trans>This chef has no free time in the next two months.</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Field label={t`Day`} error={err('day')}>
            {(p) => (
              <select {...p} value={draft.day} onChange={(e) => set('day', e.target.value)}>
                <option value="">{t`Choose…`}</option>
                {availability.days.map((d) => (
                  <option key={d.day} value={d.day}>
                    {formatDay(d.day, locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Start time`} error={err('start')}>
            {(p) => (
              <select {...p} value={draft.start} disabled={starts.length === 0} onChange={(e) => set('start', e.target.value)}>
                <option value="">{t`Choose…`}</option>
                {starts.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Guests`} error={err('guests')} hint={t`From ${minGuests} to ${maxGuests} guests.`}>
            {(p) => <input {...p} type="text" inputMode="numeric" pattern="[0-9]*" value={draft.guests} onChange={(e) => set('guests', e.target.value)} />}
          </Field>
          <Field label={t`Address where the chef cooks`} error={err('address')}>
            {(p) => <input {...p} type="text" autoComplete="street-address" maxLength={BOOKING_RULES.addressMax} value={draft.address} onChange={(e) => set('address', e.target.value)} />}
          </Field>
          <Field label={t`Allergies and foods to avoid`} error={err('allergies')} hint={t`The chef reads this before cooking.`}>
            {(p) => <textarea {...p} rows={3} maxLength={BOOKING_RULES.allergiesMax} value={draft.allergies} onChange={(e) => set('allergies', e.target.value)} />}
          </Field>
          <fieldset className="choice-group">
            <legend>
              <Trans>How will you pay the deposit?</Trans>
            </legend>
            <div className="choice-list">
              {methods.map((m) => (
                <label className="choice" key={m}>
                  <input type="radio" name="method" value={m} checked={draft.method === m} onChange={() => set('method', m)} />
                  <span className="choice__title">{m === 'paystack' ? <Trans>Card or mobile money with Paystack</Trans> : PAYMENT_BRANDS[m]}</span>
                </label>
              ))}
            </div>
            {errors.method ? <p className="field__error">{i18n._(errors.method)}</p> : null}
          </fieldset>
          {draft.method && draft.method !== 'paystack' ? (
            <Field label={t`Mobile money number`} error={err('phone')} hint={t`You pay from this number. We never ask for a card.`}>
              {(p) => <input {...p} type="tel" inputMode="tel" autoComplete="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} />}
            </Field>
          ) : null}
          {figures ? (
            <dl className="booking-form__figures" aria-live="polite">
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd>{money(figures.total)}</dd>
              <dt>
                <Trans>Deposit now ({depositPercent}%)</Trans>
              </dt>
              <dd>{money(figures.deposit)}</dd>
              <dt>
                <Trans>After the event</Trans>
              </dt>
              <dd>{money(figures.total - figures.deposit)}</dd>
            </dl>
          ) : null}
          {refusal ? <p role="alert">{refusal}</p> : null}
          {!owner ? (
            <p role="note">
              <Trans>You book as a signed-in shopper.</Trans> {/* A plain link: the form may be shown outside the router (its tests); the sign-in page brings the shopper back here. */}
              <a href={`${prefix}/auth/login?returnTo=${encodeURIComponent(`${prefix}/chef/book/${availability.experienceId}`)}`}>
                <Trans>Sign in to book</Trans>
              </a>
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy || !isOnline}>
            <Trans>Book and pay the deposit</Trans>
          </button>
        </form>
      )}
    </section>
  )
}
