/** Checkout's first choices: delivery or pickup, then the saved address or the pickup point. */
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AddressRow, CheckoutOptionsRow } from '../../db/db'
import { useLocale } from '../../i18n/use-locale'
import { ChoiceGroup, RadioChoice } from './choice-group'
import type { Choices, Draft } from './checkout-model'

interface Props {
  choices: Choices
  options: CheckoutOptionsRow
  /** Every saved address (those outside the market's zones too). */
  saved: AddressRow[]
  /**
   * Whether `options` were worked out for this basket (isForBasket). When not, their empty lists
   * mean "not asked yet": the fields show what the device holds (the saved addresses, the market's
   * pickup points from its store row) and say what only the connection can tell.
   */
  known: boolean
  online: boolean
  /** The market's pickup points as the device holds them (its store row), for when `known` is false. */
  marketPickups: { id: string; name: string; address: string }[]
  isFreeDelivery: boolean
  money(minor: number): string
  errors: { address?: string | undefined; pickup?: string | undefined }
  set<K extends keyof Draft>(key: K, value: Draft[K]): void
}

export function PlaceFields({ choices, options, saved, known, online, marketPickups, isFreeDelivery, money, errors, set }: Props) {
  const { param } = useLocale()
  const { fulfilment, deliverable, outside } = choices
  const savedCount = saved.length
  const hasPickup = !known || options.pickupLocations.length > 0
  return (
    <>
      <fieldset className="field choice-group">
        <legend className="field__label">
          <Trans>How do you want your order?</Trans>
        </legend>
        {fulfilment === 'digital' ? (
          <DigitalOption />
        ) : (
          <div className="choice-list choice-list--inline">
            <RadioChoice name="fulfilment" value="delivery" checked={fulfilment === 'delivery'} onChoose={() => set('fulfilment', 'delivery')} title={<Trans>Delivery to my address</Trans>} />
            <RadioChoice
              name="fulfilment"
              value="pickup"
              checked={fulfilment === 'pickup'}
              disabled={!hasPickup}
              onChoose={() => set('fulfilment', 'pickup')}
              title={<Trans>I'll pick it up</Trans>}
              meta={hasPickup ? null : <Trans>This market has no pickup point.</Trans>}
            />
          </div>
        )}
      </fieldset>

      {fulfilment === 'digital' ? null : !known ? (
        <NotYetKnown fulfilment={fulfilment} saved={saved} online={online} marketPickups={marketPickups} />
      ) : fulfilment === 'delivery' ? (
        <ChoiceGroup name="address" legend={<Trans>Deliver to</Trans>} error={errors.address}>
          {deliverable.length > 0 ? (
            <div className="choice-list">
              {deliverable.map((a) => {
                const zone = options.deliveryZones.find((z) => z.id === a.locationId)!
                const fee = money(zone.fee)
                const threshold = money(options.freeDeliveryFrom ?? 0)
                return (
                  <label className="choice" key={a.id}>
                    <input type="radio" name="addressId" value={a.id} checked={choices.address?.id === a.id} onChange={() => set('addressId', a.id)} />
                    <span className="choice__title">{a.label}</span>
                    <span className="choice__meta">
                      {a.recipient} · {a.line1}
                      {a.line2 ? `, ${a.line2}` : ''} · {zone.name}
                    </span>
                    <span className="choice__meta">{isFreeDelivery ? <Trans>Free delivery: your basket is {threshold} or more</Trans> : <Trans>Delivery fee: {fee}</Trans>}</span>
                  </label>
                )
              })}
            </div>
          ) : (
            <p className="field__hint">
              {savedCount === 0 ? <Trans>You have no saved address yet.</Trans> : <Trans>None of your saved addresses is in this market's delivery area.</Trans>}{' '}
              {hasPickup ? <Trans>You can add one, or pick up your order instead.</Trans> : null}
            </p>
          )}
          {outside > 0 && deliverable.length > 0 ? (
            <p className="field__hint">
              <Plural value={outside} one="One of your saved addresses is outside this market's delivery area." other="# of your saved addresses are outside this market's delivery area." />
            </p>
          ) : null}
          <p>
            <Link to="/{-$locale}/account/addresses" params={{ locale: param }}>
              <Trans>Add an address</Trans>
            </Link>
          </p>
        </ChoiceGroup>
      ) : (
        <ChoiceGroup name="pickup" legend={<Trans>Pick up at</Trans>} error={errors.pickup}>
          <div className="choice-list">
            {options.pickupLocations.map((p) => (
              <label className="choice" key={p.id}>
                <input type="radio" name="pickupLocationId" value={p.id} checked={choices.pickup?.id === p.id} onChange={() => set('pickupLocationId', p.id)} />
                <span className="choice__title">{p.name}</span>
                <span className="choice__meta">{p.address}</span>
                {p.windows.length ? (
                  <span className="choice__meta">
                    <OpeningHours windows={p.windows} />
                  </span>
                ) : null}
              </label>
            ))}
          </div>
        </ChoiceGroup>
      )}
    </>
  )
}

/**
 * The places before the market has worked them out for this basket: what the device holds, and
 * plainly what waits for the connection (never "no pickup point", never "outside the area").
 */
function NotYetKnown({ fulfilment, saved, online, marketPickups }: { fulfilment: 'delivery' | 'pickup'; saved: AddressRow[]; online: boolean; marketPickups: Props['marketPickups'] }) {
  const { param } = useLocale()
  if (fulfilment === 'delivery') {
    return (
      <section className="field choice-group" aria-labelledby="deliver-to-title">
        <h2 id="deliver-to-title" className="field__label">
          <Trans>Deliver to</Trans>
        </h2>
        {saved.length ? (
          <ul className="place-list">
            {saved.map((a) => (
              <li key={a.id}>
                <span className="choice__title">{a.label}</span>{' '}
                <span className="choice__meta">
                  {a.recipient} · {a.line1}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="field__hint">
            <Trans>You have no saved address yet.</Trans>
          </p>
        )}
        <p className="field__hint" role="status">
          {online ? <Trans>Checking your addresses against the delivery area…</Trans> : <Trans>Whether an address is in the delivery area, and its delivery fee, is checked when you're online.</Trans>}
        </p>
        <p>
          <Link to="/{-$locale}/account/addresses" params={{ locale: param }}>
            <Trans>Add an address</Trans>
          </Link>
        </p>
      </section>
    )
  }
  return (
    <section className="field choice-group" aria-labelledby="pick-up-title">
      <h2 id="pick-up-title" className="field__label">
        <Trans>Pick up at</Trans>
      </h2>
      {marketPickups.length ? (
        <ul className="place-list">
          {marketPickups.map((p) => (
            <li key={p.id}>
              <span className="choice__title">{p.name}</span> <span className="choice__meta">{p.address}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="field__hint" role="status">
        {online ? (
          <Trans>Loading pickup points…</Trans>
        ) : marketPickups.length ? (
          <Trans>Opening hours and places left load when you're online.</Trans>
        ) : (
          <Trans>Pickup points load when you're online.</Trans>
        )}
      </p>
    </section>
  )
}

/** A pickup point's opening hours on market days: "Open on market days 09:00–13:00, 15:00–18:30". */
function OpeningHours({ windows }: { windows: { start: string; end: string }[] }) {
  const hours = windows.map((w) => `${w.start}–${w.end}`).join(', ')
  return <Trans>Open on market days {hours}</Trans>
}

/**
 * A basket of digital books only (decision 050): read in the account once paid, in place of the
 * delivery and pickup choices; nothing to deliver, no address, day or delivery fee.
 */
function DigitalOption() {
  return (
    <p className="choice">
      <input type="radio" id="fulfilment-digital" name="fulfilment" value="digital" checked readOnly aria-describedby="fulfilment-digital-hint" />
      <label htmlFor="fulfilment-digital" className="choice__title">
        <Trans>Digital: read it in your account</Trans>
      </label>
      <span id="fulfilment-digital-hint" className="choice__meta">
        <Trans>Your books are in My cookbooks as soon as your payment is in. Nothing is delivered, so there is no delivery fee.</Trans>
      </span>
    </p>
  )
}
