/**
 * A farm's holidays (decision 042), next to its drop-off days on Today: date ranges on which it
 * brings nothing to the market, so shoppers' baskets and the checkout give the first drop-off day
 * after them. The owner and managers (and the market's admin) add and remove them, offline too: each
 * change waits in the outbox and shows as waiting until the server has it; staff read them.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { addDays, todayIn } from '../../api/arrival-contract'
import { HOLIDAY_LIMITS, type MyProvider } from '../../api/partner-contract'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { formatDay } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { holidaysWithPending, newHolidayId, queueHoliday, type PartnerEntry } from '../../sync/partner'
import { Field } from '../../ui/field'
import { RefusedEdit } from './refused-edit'
import { useUserId } from './use-partner'

export function FarmHolidays({ provider, pending, canEdit }: { provider: MyProvider; pending: readonly PartnerEntry[]; canEdit: boolean }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const owner = useUserId()
  const today = todayIn(provider.timeZone, new Date())
  const mine = pending.filter((e) => e.payload.providerId === provider.id)
  const shown = holidaysWithPending(provider.holidays ?? [], mine).filter((h) => h.last >= today)
  const refused = mine.filter((e) => (e.kind === 'partner-holiday-add' || e.kind === 'partner-holiday-remove') && e.status === 'rejected')
  const [first, setFirst] = useState('')
  const [last, setLast] = useState('')
  const [note, setNote] = useState('')
  const [tried, setTried] = useState(false)
  const latest = addDays(today, HOLIDAY_LIMITS.daysAhead)
  const firstError = !first ? t`Choose the first day.` : first < today ? t`Choose today or a later day.` : undefined
  const lastError = !last ? t`Choose the last day.` : first && last < first ? t`The last day cannot come before the first.` : last > latest ? t`Choose a day within a year.` : undefined
  const full = shown.length >= HOLIDAY_LIMITS.count
  const add = async () => {
    setTried(true)
    if (firstError || lastError || full) return
    await queueHoliday(baseApi, db, owner, { kind: 'partner-holiday-add', payload: { providerId: provider.id, holiday: { id: newHolidayId(), first, last, note: note.trim() } } })
    setFirst('')
    setLast('')
    setNote('')
    setTried(false)
  }
  return (
    <section className="bo-section" aria-labelledby="today-holidays">
      <h3 id="today-holidays">
        <Trans>Holidays</Trans>
      </h3>
      <p className="bo-card__meta">
        <Trans>On these days you bring nothing to the market: shoppers are offered your first drop-off day after them.</Trans>
      </p>
      {refused.map((e) => {
        const start = e.kind === 'partner-holiday-add' ? formatDay(e.payload.holiday.first, locale) : ''
        // The server's rules are the form's: a holiday queued offline may break one by the time it is sent.
        const codes = new Set(e.error?.fields?.map((f) => f.code))
        const reason = codes.has('in_the_past')
          ? t`Choose today or a later day.`
          : codes.has('before_first')
            ? t`The last day cannot come before the first.`
            : codes.has('too_far_ahead')
              ? t`Choose a day within a year.`
              : codes.has('too_many_holidays')
                ? t`You have as many holidays planned as a farm can keep: remove one first.`
                : undefined
        return (
          <RefusedEdit key={e.seq} entry={e} reason={reason}>
            {e.kind === 'partner-holiday-add' ? <Trans>The holiday from {start} was not saved.</Trans> : <Trans>A holiday was not removed.</Trans>}
          </RefusedEdit>
        )
      })}
      {shown.length === 0 ? (
        <p className="bo-empty">
          <Trans>No holidays planned.</Trans>
        </p>
      ) : (
        <ul className="bo-cards" aria-label={t`Your holidays`}>
          {shown.map((h) => {
            const from = formatDay(h.first, locale)
            const to = formatDay(h.last, locale)
            return (
              <li key={h.id} className="bo-card">
                <span>
                  {h.first === h.last ? (
                    from
                  ) : (
                    <Trans>
                      From {from} to {to}
                    </Trans>
                  )}
                </span>
                {h.note ? <span className="bo-card__meta">{h.note}</span> : null}
                {h.waiting ? (
                  <span className="bo-card__meta">
                    <Trans>Waiting to be sent</Trans>
                  </span>
                ) : null}
                {canEdit && !h.waiting ? (
                  <button
                    type="button"
                    className="button"
                    aria-label={t`Remove the holiday from ${from}`}
                    onClick={() => void queueHoliday(baseApi, db, owner, { kind: 'partner-holiday-remove', payload: { providerId: provider.id, holidayId: h.id } })}
                  >
                    <Trans>Remove</Trans>
                  </button>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {canEdit ? (
        <form
          className="bo-form"
          aria-label={t`Add a holiday`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void add()
          }}
        >
          <Field label={<Trans>First day</Trans>} error={tried ? firstError : undefined}>
            {(props) => <input {...props} type="date" min={today} max={latest} value={first} onChange={(e) => setFirst(e.currentTarget.value)} />}
          </Field>
          <Field label={<Trans>Last day</Trans>} error={tried ? lastError : undefined}>
            {(props) => <input {...props} type="date" min={first || today} max={latest} value={last} onChange={(e) => setLast(e.currentTarget.value)} />}
          </Field>
          <Field label={<Trans>Note for your team (optional)</Trans>}>
            {(props) => <input {...props} type="text" maxLength={200} value={note} onChange={(e) => setNote(e.currentTarget.value)} />}
          </Field>
          {full ? (
            <p className="bo-form__error" role="alert">
              <Trans>You have as many holidays planned as a farm can keep: remove one first.</Trans>
            </p>
          ) : null}
          <div className="bo-form__actions">
            <button type="submit" className="button button--primary" disabled={full}>
              <Trans>Add the holiday</Trans>
            </button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
