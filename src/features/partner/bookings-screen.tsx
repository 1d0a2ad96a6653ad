/**
 * A chef's bookings in the portal (/partner/$providerId/bookings, decision 046): requests waiting
 * for an answer first, nearest deadline first, each with when, guests, address, allergies, the
 * deposit's state and the time left to answer; accept (once the deposit is paid) or decline. An
 * answer needs the network: the shopper's deposit and e-mail depend on it, so it is sent now, not
 * queued.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { answerBooking, fetchChefBookings } from '../../api/chef-bookings-api'
import type { Booking } from '../../api/chef-bookings-contract'
import { ApiError } from '../../api/http'
import { formatDate, formatDay, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useIsOnline } from '../../sync/use-online'
import { useBookingWords } from './booking-words'

export function BookingsScreen({ providerId }: { providerId: string }) {
  const { t } = useLingui()
  const isOnline = useIsOnline()
  const [bookings, setBookings] = useState<Booking[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchChefBookings(providerId, signal)
        .then((rows) => {
          setBookings(rows)
          setFailed(false)
        })
        .catch(() => {
          if (!signal?.aborted) setFailed(true)
        }),
    [providerId],
  )
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  async function answer(id: string, to: 'accept' | 'decline') {
    setBusy(id)
    setProblem(null)
    try {
      const changed = await answerBooking(providerId, id, to)
      setBookings((rows) => rows?.map((r) => (r.id === id ? changed : r)) ?? null)
    } catch (error) {
      const code = error instanceof ApiError ? (error.errors[0]?.code ?? error.code) : null
      setProblem(
        code === 'deposit_unpaid'
          ? t`The deposit is not paid yet: accept once it is.`
          : code === 'answer_too_late'
            ? t`The time to answer has passed: the request was declined for you.`
            : code === 'already_answered'
              ? t`This request was answered meanwhile.`
              : t`That did not go through. Check your connection and try again.`,
      )
      void load()
    } finally {
      setBusy(null)
    }
  }

  if (failed && !bookings) {
    return (
      <p role="alert">
        <Trans>We could not load the bookings.</Trans>{' '}
        <button type="button" className="link-button" onClick={() => void load()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    )
  }
  if (!bookings) return <div aria-busy="true" className="detail--loading" />
  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title">
        <Trans>Bookings</Trans>
      </h1>
      {!isOnline ? (
        <p role="status">
          <Trans>You are offline: answering a request needs a connection.</Trans>
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {bookings.length === 0 ? (
        <p>
          <Trans>No bookings yet.</Trans>
        </p>
      ) : (
        <ul className="bo-list">
          {bookings.map((b) => (
            <BookingItem key={b.id} booking={b} busy={busy === b.id} canAnswer={isOnline} onAnswer={(to) => void answer(b.id, to)} />
          ))}
        </ul>
      )}
    </section>
  )
}

function BookingItem({ booking: b, busy, canAnswer, onAnswer }: { booking: Booking; busy: boolean; canAnswer: boolean; onAnswer(to: 'accept' | 'decline'): void }) {
  const { locale } = useLocale()
  const words = useBookingWords()
  const when = `${formatDay(b.day, locale)}, ${b.start}`
  const answerBy = formatDate(b.answerBy, locale, { dateStyle: 'medium', timeStyle: 'short' })
  const deposit = formatPrice(b.deposit, b.currency, b.currencyExponent, locale)
  const paid = b.depositStatus === 'paid'
  const allergies = b.allergies
  const guests = b.guests
  return (
    <li className="bo-card" aria-labelledby={`booking-${b.id}`}>
      <h2 id={`booking-${b.id}`}>
        {b.number} · {b.experienceName}
      </h2>
      <p>
        <strong>{words.status(b.status)}</strong>
        {b.status === 'requested' ? (
          <>
            {' · '}
            <Trans>Answer by {answerBy}</Trans>
          </>
        ) : null}
      </p>
      <p>
        {when} · <Plural value={guests} one="# guest" other="# guests" /> · {b.guestName}
      </p>
      <p>{b.address}</p>
      {b.allergies ? (
        <p>
          <Trans>Allergies: {allergies}</Trans>
        </p>
      ) : null}
      <p>{paid ? <Trans>Deposit of {deposit} paid</Trans> : <Trans>Deposit of {deposit} not paid yet</Trans>}</p>
      {b.status === 'requested' ? (
        <div className="bo-actions">
          <button type="button" className="button button--primary" disabled={busy || !canAnswer || !paid} onClick={() => onAnswer('accept')}>
            <Trans>Accept</Trans>
          </button>
          <button type="button" className="button" disabled={busy || !canAnswer} onClick={() => onAnswer('decline')}>
            <Trans>Decline</Trans>
          </button>
        </div>
      ) : null}
    </li>
  )
}
