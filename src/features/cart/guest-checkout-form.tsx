/**
 * Checkout for a visitor without an account (decision 024): their details, delivery to an address
 * they type or pickup, the day, cash or mobile money. Placed online with one Idempotency-Key for
 * the form's life; then the order's page opens by the link the e-mail also carries.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { guestCheckoutSchema, type Vertical } from '../../api/cart-contract'
import { baseApi } from '../../api/clients'
import { ApiError } from '../../api/http'
import { db, type CartLineRow, type CheckoutOptionsRow, type PendingOrderRow } from '../../db/db'
import { formatDay, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { placeGuestOrder } from '../../sync/guest-checkout'
import { useIsOnline } from '../../sync/use-online'
import { useForm } from '../../ui/use-form'
import { DayFields } from './checkout-day-fields'
import { checkoutFieldMessage } from './checkout-messages'
import { blockerOf, buttonNoteOf, EMPTY_DRAFT, fieldErrors, isForBasket, orderOf, refusalOf, resolveChoices, totalsOf, type Draft } from './checkout-model'
import { PaymentFields } from './checkout-payment-fields'
import { RefusalBox } from './checkout-refusal'
import { ContactFields, GuestAddressFields } from './guest-details-fields'
import { EMPTY_GUEST, flatField, guestAddressRow, guestFormSchema, guestOrderOf, type GuestValues } from './guest-checkout-model'
import { OrderSummary } from './order-summary'
import { PlaceOrderButton } from './place-order-button'

export function GuestCheckoutForm({ vertical, lines, options }: { vertical: Vertical; lines: CartLineRow[]; options: CheckoutOptionsRow }) {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const online = useIsOnline()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<Draft>(() => ({ ...EMPTY_DRAFT, fulfilment: options.deliveryZones.length > 0 ? 'delivery' : 'pickup', addressId: 'guest', payment: 'cash' }))
  const [key] = useState(() => crypto.randomUUID())
  const [attempted, setAttempted] = useState(false)
  const [placing, setPlacing] = useState(false)
  const [refused, setRefused] = useState<PendingOrderRow['error'] | null>(null)
  const set = <K extends keyof Draft>(k: K, value: Draft[K]) => setDraft((d) => ({ ...d, [k]: value }))
  const isDelivery = draft.fulfilment === 'delivery'
  const serverFields = (refused?.fields ?? []).filter((f) => /^(contact|address)\./.test(f.field ?? '')).map((f) => ({ ...f, field: flatField(f.field) }))
  const form = useForm<GuestValues>(guestFormSchema(isDelivery), EMPTY_GUEST, checkoutFieldMessage, serverFields)

  const first = lines[0]!
  const money = (minor: number) => formatPrice(minor, first.currency, first.currencyExponent, locale)
  const choices = resolveChoices(draft, { addresses: guestAddressRow(form.values), methods: [], options })
  const totals = totalsOf(lines, choices, options)
  const known = isForBasket(options, lines)
  const blocker = blockerOf(totals, options, money, known, online)
  // The address is the form's (zone, street): the model's "choose an address" is not the guest's words.
  const errors = { ...fieldErrors(draft, choices, options, null), address: undefined }
  // A refusal as the shopper's form shows one, its fields of details and address beside them.
  const refusal = refusalOf(refused ? { error: refused } : null, lines, money)
  const detailsError = attempted && !form.parsed.success ? t`Check your details above.` : null
  const buttonNote = detailsError ?? buttonNoteOf({ blocker, errors, totals, refusal, attempted, isCorrecting: false })

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setAttempted(true)
    form.touchAll()
    const order = orderOf(vertical, draft, choices, totals, errors, blocker)
    if (!order || !form.parsed.success || placing || !online) return
    // The contract's own normalising (trimmed, the e-mail lower-cased): what the market will check.
    const body = guestCheckoutSchema.safeParse(
      guestOrderOf(
        order.input,
        form.values,
        totals.buyable.map((l) => ({ produceId: l.produceId, quantity: l.quantity, ...(l.choices ? { choices: l.choices } : {}) })),
      ),
    )
    if (!body.success) return
    setPlacing(true)
    try {
      const placed = await placeGuestOrder(baseApi, db, body.data, key)
      await navigate({ to: '/{-$locale}/orders/$id', params: { locale: param, id: placed.id }, search: { token: placed.token } })
    } catch (error) {
      setRefused(error instanceof ApiError ? { status: error.status, code: error.code, fields: error.errors } : { status: 0, code: 'network_error', fields: [] })
    } finally {
      setPlacing(false)
    }
  }

  return (
    <div className="checkout__layout">
      <form className="form checkout__form" onSubmit={(e) => void submit(e)} noValidate>
        {refusal ? <RefusalBox refusal={refusal} /> : null}
        <ContactFields form={form} />
        <fieldset className="field choice-group">
          <legend className="field__label">
            <Trans>How do you want your order?</Trans>
          </legend>
          <div className="choice-list choice-list--inline">
            <label className="choice">
              <input type="radio" name="fulfilment" checked={isDelivery} disabled={options.deliveryZones.length === 0} onChange={() => set('fulfilment', 'delivery')} />
              <span className="choice__title">
                <Trans>Delivery to my address</Trans>
              </span>
            </label>
            <label className="choice">
              <input type="radio" name="fulfilment" checked={!isDelivery} disabled={options.pickupLocations.length === 0} onChange={() => set('fulfilment', 'pickup')} />
              <span className="choice__title">
                <Trans>I'll pick it up</Trans>
              </span>
            </label>
          </div>
        </fieldset>
        {isDelivery ? <GuestAddressFields form={form} options={options} /> : <PickupChoice options={options} chosen={choices.pickup?.id} onChoose={(id) => set('pickupLocationId', id)} />}
        <DayFields choices={choices} options={options} known={known} online={online} errors={attempted ? errors : {}} set={set} />
        <PaymentFields draft={draft} choices={choices} errors={attempted ? errors : {}} set={set} />
        {online ? null : (
          <p className="notice" role="status">
            <Trans>You are offline. A guest order is placed online: connect to the internet, then place it. Your basket and what you typed stay here.</Trans>
          </p>
        )}
        <PlaceOrderButton disabled={placing || !online} note={buttonNote} alert={attempted} total={money(totals.total)}>
          <Trans>Place order</Trans>
        </PlaceOrderButton>
      </form>
      <OrderSummary
        lines={totals.buyable}
        money={money}
        subtotal={totals.subtotal}
        deliveryFee={totals.deliveryFee}
        serviceFee={totals.serviceFee}
        total={totals.total}
        isPickup={!isDelivery}
        deliveryDay={choices.deliveryDay ? formatDay(choices.deliveryDay, locale) : null}
      />
    </div>
  )
}

function PickupChoice({ options, chosen, onChoose }: { options: CheckoutOptionsRow; chosen: string | undefined; onChoose(id: string): void }) {
  return (
    <fieldset className="field choice-group">
      <legend className="field__label">
        <Trans>Pick up at</Trans>
      </legend>
      <div className="choice-list">
        {options.pickupLocations.map((p) => (
          <label className="choice" key={p.id}>
            <input type="radio" name="pickupLocationId" checked={chosen === p.id} onChange={() => onChoose(p.id)} />
            <span className="choice__title">{p.name}</span>
            <span className="choice__meta">{p.address}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
