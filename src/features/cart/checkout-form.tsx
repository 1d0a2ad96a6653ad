/**
 * The checkout form: the shopper's draft in state, everything else decided by checkout-model.ts.
 * "Place order" writes the order to Dexie with its figures (decision 014) and never waits on the
 * network; offline, the shopper first confirms it may be placed when the connection is back.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { Vertical } from '../../api/cart-contract'
import { db, type AddressRow, type CartLineRow, type CheckoutOptionsRow, type PaymentMethodRow, type PendingOrderRow } from '../../db/db'
import { formatDay, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { queueOrder } from '../../sync/orders'
import { useIsOnline } from '../../sync/use-online'
import { Field } from '../../ui/field'
import { useCartOps } from './cart-queries'
import { DayFields } from './checkout-day-fields'
import {
  blockerOf,
  buttonNoteOf,
  creditToUse,
  draftOf,
  EMPTY_DRAFT,
  fieldErrors,
  isForBasket,
  noteErrorOf,
  orderOf,
  refusalOf,
  resolveChoices,
  totalsOf,
  type Draft,
  type FieldErrors,
} from './checkout-model'
import { CreditField } from './checkout-credit-field'
import { useMarketPickups } from './checkout-queries'
import { BasketNotices, OfflineConfirm } from './checkout-form-notices'
import { PaymentFields } from './checkout-payment-fields'
import { PlaceFields } from './checkout-place-fields'
import { RefusalBox } from './checkout-refusal'
import { OrderSummary } from './order-summary'
import { PlaceOrderButton } from './place-order-button'

interface Props {
  owner: string
  vertical: Vertical
  lines: CartLineRow[]
  addresses: AddressRow[]
  methods: PaymentMethodRow[]
  options: CheckoutOptionsRow
  /** The shopper's credit in the basket's currency, as the device last knew it (decision 038), minor units. */
  credit: number
  /** The refused order being corrected, if any. */
  refused: PendingOrderRow | null
  onQueued(id: string): void
}

export function CheckoutForm({ owner, vertical, lines, addresses, methods, options, credit, refused, onQueued }: Props) {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const online = useIsOnline()
  const ops = useCartOps()
  const [draft, setDraft] = useState<Draft>(() => (refused ? draftOf(refused.input, methods) : EMPTY_DRAFT))
  const [attempted, setAttempted] = useState(false)
  const [offlineConfirmed, setOfflineConfirmed] = useState(false)
  const [placing, setPlacing] = useState(false)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))

  const first = lines[0]!
  const money = (minor: number) => formatPrice(minor, first.currency, first.currencyExponent, locale)
  const choices = resolveChoices(draft, { addresses, methods, options })
  const totals = totalsOf(lines, choices, options)
  const creditUsed = creditToUse(totals.total, credit, draft.useCredit)
  const known = isForBasket(options, lines)
  const marketPickups = useMarketPickups(locale, first.storeId, !known)
  const blocker = blockerOf(totals, options, money, known, online)
  const errors = fieldErrors(draft, choices, options, refused)
  const refusal = refusalOf(refused, lines, money)
  const isCorrecting = refused !== null
  const shown: FieldErrors = attempted || isCorrecting ? errors : {}
  const buttonNote = buttonNoteOf({ blocker, errors, totals, refusal, attempted, isCorrecting })
  const cartWaiting = (ops ?? []).some((o) => o.vertical === vertical && o.status === 'rejected')
  const { deliveryDay, window } = choices

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setAttempted(true)
    const order = orderOf(vertical, draft, choices, totals, errors, blocker, credit)
    if (!order || placing || (!online && !offlineConfirmed)) return
    setPlacing(true)
    try {
      const row = await queueOrder(db, { owner, ...order })
      onQueued(row.id)
    } finally {
      setPlacing(false)
    }
  }

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Checkout</Trans>
      </h1>
      <p>
        <Link to="/{-$locale}/cart/$service" params={{ locale: param, service: vertical }}>
          <Trans>Back to my basket</Trans>
        </Link>
      </p>
      {refusal ? <RefusalBox refusal={refusal} /> : null}

      <div className="checkout__layout">
        <form className="form checkout__form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={refusal ? undefined : 'checkout-lead'}>
          <p id="checkout-lead" className="card__meta">
            {/* Payment is asked for as the order is placed (decision 033): nothing here may say otherwise. */}
            {choices.fulfilment === 'digital' ? (
              <Trans>Choose how you pay. Your books are in your account once the payment is in.</Trans>
            ) : (
              <Trans>Choose how your order reaches you, the day, and how you pay.</Trans>
            )}
          </p>
          <PlaceFields
            choices={choices}
            options={options}
            saved={addresses}
            known={known}
            online={online}
            marketPickups={marketPickups}
            isFreeDelivery={totals.isFreeDelivery}
            money={money}
            errors={shown}
            set={set}
          />
          <DayFields choices={choices} options={options} known={known} online={online} errors={shown} set={set} />
          {credit > 0 ? (
            <CreditField
              checked={draft.useCredit}
              credit={money(credit)}
              takesOff={money(creditToUse(totals.total, credit, true))}
              coversAll={credit >= totals.total}
              onChange={(v) => set('useCredit', v)}
            />
          ) : null}
          <PaymentFields draft={draft} choices={choices} errors={shown} set={set} />
          <Field label={t`A note for the farmers (optional)`} hint={t`For example: ring twice, or leave it with the neighbour.`} error={noteErrorOf(refused)}>
            {(p) => <textarea {...p} rows={2} maxLength={500} value={draft.note} onChange={(e) => set('note', e.target.value)} />}
          </Field>
          <BasketNotices hasGone={totals.gone.length > 0} cartWaiting={cartWaiting} />
          {online ? null : <OfflineConfirm confirmed={offlineConfirmed} onChange={setOfflineConfirmed} attempted={attempted} />}

          <PlaceOrderButton disabled={placing || (!online && !offlineConfirmed)} note={buttonNote} alert={attempted} total={money(totals.total - creditUsed)}>
            {online ? <Trans>Place order</Trans> : <Trans>Place order when back online</Trans>}
          </PlaceOrderButton>
        </form>

        <OrderSummary
          lines={totals.buyable}
          money={money}
          subtotal={totals.subtotal}
          deliveryFee={totals.deliveryFee}
          serviceFee={totals.serviceFee}
          total={totals.total}
          creditUsed={creditUsed}
          isPickup={choices.fulfilment === 'pickup'}
          deliveryDay={deliveryDay ? (window ? `${formatDay(deliveryDay, locale)}, ${window.start}–${window.end}` : formatDay(deliveryDay, locale)) : null}
        />
      </div>
    </section>
  )
}
