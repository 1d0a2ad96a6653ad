/**
 * Checkout's day and time: the market days every farmer's produce has reached, then a window with
 * room. A basket of meals first offers "as soon as possible" (when the kitchens have it ready) or
 * "later", which shows the days and windows (decisions 048, 050); a digital order has neither.
 */
import { Plural, Trans } from '@lingui/react/macro'
import type { CheckoutOptionsRow } from '../../db/db'
import { formatClock, formatDay } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { ChoiceGroup, RadioChoice } from './choice-group'
import type { Asap, Choices, Draft } from './checkout-model'

interface Props {
  choices: Choices
  options: CheckoutOptionsRow
  /** Whether `options` were worked out for this basket (see PlaceFields). */
  known: boolean
  online: boolean
  errors: { day?: string | undefined; window?: string | undefined }
  set<K extends keyof Draft>(key: K, value: Draft[K]): void
}

export function DayFields({ choices, options, known, online, errors, set }: Props) {
  if (choices.fulfilment === 'digital') return null
  return (
    <>
      {choices.asap ? <WhenFields asap={choices.asap} isAsap={choices.isAsap} set={set} /> : null}
      {choices.isAsap ? null : <DayChoices choices={choices} options={options} known={known} online={online} errors={errors} set={set} />}
    </>
  )
}

/** As soon as possible (the first day and window with room) or later (the shopper chooses them). */
function WhenFields({ asap, isAsap, set }: { asap: Asap; isAsap: boolean; set: Props['set'] }) {
  const { locale } = useLocale()
  const time = formatClock(asap.readyTime, locale)
  const day = formatDay(asap.readyDay, locale)
  return (
    <ChoiceGroup name="when" legend={<Trans>When do you want it?</Trans>}>
      <div className="choice-list">
        <RadioChoice
          name="when"
          value="asap"
          checked={isAsap}
          onChoose={() => set('when', 'asap')}
          title={
            asap.afterOpening ? (
              <Trans>
                As soon as possible: {day}, after the kitchen opens (ready about {time})
              </Trans>
            ) : (
              <Trans>As soon as possible (ready about {time})</Trans>
            )
          }
        />
        <RadioChoice name="when" value="later" checked={!isAsap} onChoose={() => set('when', 'later')} title={<Trans>Later</Trans>} meta={<Trans>Choose the day and the time.</Trans>} />
      </div>
    </ChoiceGroup>
  )
}

function DayChoices({ choices, options, known, online, errors, set }: Props) {
  const { locale } = useLocale()
  const { fulfilment, deliveryDay, windows } = choices
  const isPickup = fulfilment === 'pickup'
  return (
    <>
      <ChoiceGroup name="day" legend={isPickup ? <Trans>Pickup day</Trans> : <Trans>Delivery day</Trans>} error={errors.day}>
        {!known ? (
          <p className="field__hint">{online ? <Trans>Loading delivery days…</Trans> : <Trans>Delivery days for this basket load when you're online.</Trans>}</p>
        ) : options.deliveryDays.length > 0 ? (
          <div className="choice-list choice-list--days">
            {options.deliveryDays.map((day) => (
              <label className="choice choice--day" key={day}>
                <input type="radio" name="deliveryDay" value={day} checked={deliveryDay === day} onChange={() => set('deliveryDay', day)} />
                <span className="choice__title">{formatDay(day, locale)}</span>
                {choices.isDayFull(day) ? (
                  <span className="choice__meta">
                    <Trans>Full</Trans>
                  </span>
                ) : null}
              </label>
            ))}
          </div>
        ) : (
          <p className="field__hint">
            <Trans>A farm in your basket is not bringing produce to the market at the moment. Remove its produce from your basket to order the rest.</Trans>
          </p>
        )}
        {known && options.deliveryDays.length > 0 && new Set(options.arrivals.map((a) => a.day)).size > 1 ? (
          <p className="field__hint">
            <ArrivalNote day={options.deliveryDays[0]!} />
          </p>
        ) : null}
      </ChoiceGroup>

      {deliveryDay && windows.length > 0 ? (
        <ChoiceGroup name="window" legend={isPickup ? <Trans>Pickup time</Trans> : <Trans>Delivery time</Trans>} error={errors.window}>
          <div className="choice-list choice-list--inline">
            {windows.map((w) => {
              const left = w.left
              return (
                <label className="choice" key={w.id}>
                  <input type="radio" name="windowId" value={w.id} checked={choices.window?.id === w.id} disabled={left === 0} onChange={() => set('windowId', w.id)} />
                  <span className="choice__title">
                    {w.start}–{w.end}
                  </span>
                  <span className="choice__meta">{left === 0 ? <Trans>Full</Trans> : <Plural value={left} one="# place left" other="# places left" />}</span>
                </label>
              )
            })}
          </div>
        </ChoiceGroup>
      ) : null}
    </>
  )
}

/** Why the first day offered is not sooner: the last farm's produce reaches the market then. */
function ArrivalNote({ day }: { day: string }) {
  const { locale } = useLocale()
  const date = formatDay(day, locale)
  return <Trans>Your farms bring their produce to the market on different days: everything is there for {date}, and comes to you in one delivery.</Trans>
}
