/**
 * Checkout (/cart/farm?step=checkout): delivery to a saved address in one of the market's zones or
 * pickup at one of its points, a delivery day the cart's farmers share, how to pay (a saved or new
 * mobile money number, or cash — never a card), and a summary in the market's currency.
 *
 * "Place order" never waits on the network here: it writes a pending order to Dexie (its
 * idempotency key drawn on that first press) and the order sync sends it. The page follows the
 * row: placing, waiting for the connection, refused (stock, a field — shown, nothing lost, the
 * shopper corrects and places again; new prices — shown old → new, the shopper confirms them:
 * prices-changed.tsx), placed (the receipt). The order carries the figures this screen shows, and
 * the market places it only at those (decision 014). Offline, the shopper first confirms
 * that the order may be placed when the connection is back.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MOBILE_MONEY_PROVIDERS, type MobileMoneyProvider } from '../../api/account-contract'
import { deliveryFeeFor } from '../../api/arrival-contract'
import { checkoutSchema, type CheckoutInput, type Vertical } from '../../api/cart-contract'
import { baseApi } from '../../api/clients'
import type { ApiFieldError } from '../../api/contract'
import { db, type AddressRow, type CartLineRow, type CheckoutOptionsRow, type OrderRow, type PaymentMethodRow, type PendingOrderRow, type PendingOrderSummary } from '../../db/db'
import { formatDay, formatNumber, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { pullAccountData, useAddresses, usePaymentMethods } from '../../sync/account-data'
import { GUEST, pushCart } from '../../sync/cart'
import { retryPendingOrders } from '../../sync/order-sync-actor'
import { awaitsNewFigures, discardPendingOrder, KEY_REUSED, PRICES_CHANGED, pullCheckoutOptions, queueOrder } from '../../sync/orders'
import { useIsOnline } from '../../sync/use-online'
import { usePageData } from '../../sync/use-page-data'
import { Field } from '../../ui/field'
import { useCartLines, useCartOps, useCartOwner } from './cart-queries'
import { lineTotal } from './cart-screen'
import { checkoutFieldMessage, LIMIT_CODES, orderLimitMessage, orderRefusalMessage, stockProblemMessage, stockProblemsOf } from './checkout-messages'
import { useActivePendingOrder, useCheckoutOptions, useLastReceipt } from './checkout-queries'
import { PricesChanged } from './prices-changed'

/** Brand names: written the same in every language. */
/* eslint-disable lingui/no-unlocalized-strings -- brand names, not words to translate */
const PROVIDER_NAMES: Partial<Record<string, string>> = {
  mpesa: 'M-Pesa',
  'mtn-momo': 'MTN MoMo',
  'airtel-money': 'Airtel Money',
  'orange-money': 'Orange Money',
  'vodafone-cash': 'Vodafone Cash',
}
/* eslint-enable lingui/no-unlocalized-strings */

/** The fields of the order body that this form shows an error beside. */
const FORM_FIELDS: readonly string[] = ['addressId', 'pickupLocationId', 'deliveryDay', 'windowId', 'payment.provider', 'payment.phone', 'note', 'fulfilment']

const PHONE = /^\+?[0-9][0-9 ().-]{6,24}$/

/** The form's draft. Empty choices fall back to the sensible default of the moment (see `resolve`). */
interface Draft {
  fulfilment: 'delivery' | 'pickup' | ''
  addressId: string
  pickupLocationId: string
  deliveryDay: string
  /** The window of the day (a zone's delivery round, a pickup point's hours). */
  windowId: string
  /** `method:<id>` (a saved mobile money number), `mobile` (another number) or `cash`. */
  payment: string
  provider: MobileMoneyProvider | ''
  phone: string
  note: string
}

const EMPTY_DRAFT: Draft = { fulfilment: '', addressId: '', pickupLocationId: '', deliveryDay: '', windowId: '', payment: '', provider: '', phone: '', note: '' }

/** A draft from the body of a refused order, so the shopper corrects it instead of starting over. */
function draftOf(input: CheckoutInput, methods: PaymentMethodRow[]): Draft {
  const mobile = input.payment.kind === 'mobile-money' ? input.payment : null
  const saved = mobile ? methods.find((m) => m.kind === 'mobile-money' && m.provider === mobile.provider && m.phone === mobile.phone) : undefined
  const typed = mobile && !saved ? mobile : null
  return {
    fulfilment: input.fulfilment,
    addressId: input.addressId ?? '',
    pickupLocationId: input.pickupLocationId ?? '',
    deliveryDay: input.deliveryDay,
    windowId: input.windowId ?? '',
    payment: mobile ? (saved ? `method:${saved.id}` : 'mobile') : 'cash',
    provider: typed ? (providerOf(typed.provider) ?? 'other') : '',
    phone: typed?.phone ?? '',
    note: input.note ?? '',
  }
}

const providerOf = (value: string): MobileMoneyProvider | undefined => MOBILE_MONEY_PROVIDERS.find((p) => p === value)

export function CheckoutScreen({ vertical }: { vertical: Vertical }) {
  const owner = useCartOwner()
  if (owner === GUEST) return <SignInToCheckout />
  return <Checkout owner={owner} vertical={vertical} />
}

function SignInToCheckout() {
  const { param } = useLocale()
  const returnTo = useLocation({ select: (l) => l.href })
  return (
    <section className="checkout checkout--narrow" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Sign in to check out</Trans>
      </h1>
      <p>
        <Trans>Your basket stays on this phone while you sign in or create an account. You come straight back here afterwards.</Trans>
      </p>
      <div className="hero__actions">
        <Link to="/{-$locale}/auth/login" params={{ locale: param }} search={{ returnTo }} className="button button--primary">
          <Trans>Sign in</Trans>
        </Link>
        <Link to="/{-$locale}/auth/register" params={{ locale: param }} search={{ returnTo }} className="button">
          <Trans>Create an account</Trans>
        </Link>
        <Link to="/{-$locale}/cart/farm" params={{ locale: param }} className="button">
          <Trans>Back to my basket</Trans>
        </Link>
      </div>
    </section>
  )
}

function Checkout({ owner, vertical }: { owner: string; vertical: Vertical }) {
  const lines = useCartLines(vertical)
  const addresses = useAddresses(owner)
  const methods = usePaymentMethods(owner)
  const options = useCheckoutOptions(owner, vertical)
  const pending = useActivePendingOrder(owner, vertical)
  const receipt = useLastReceipt(owner, vertical)
  /** The order this visit followed (queued here, or found waiting): its receipt shows once placed. */
  const [followedId, setFollowedId] = useState<string | null>(null)
  useEffect(() => {
    if (pending?.status === 'queued') setFollowedId(pending.id)
  }, [pending?.id, pending?.status])
  const refresh = usePageData(async (signal) => {
    // The market's options depend on ITS copy of the basket: send what is still on its way first.
    await pushCart(owner).catch(() => 'offline')
    await Promise.all([pullCheckoutOptions(baseApi, db, owner, vertical, { signal }), pullAccountData(baseApi, db, owner, { signal })])
  }, options?.fetchedAt ?? null)
  // Another farm in the basket can change the common delivery days: ask again.
  const farms = lines ? [...new Set(lines.map((l) => l.farmerId))].sort().join(',') : null
  const lastFarms = useRef(farms)
  useEffect(() => {
    if (farms !== null && lastFarms.current !== null && farms !== lastFarms.current) refresh.retry()
    lastFarms.current = farms
  }, [farms, refresh])

  if (lines === undefined || addresses === undefined || methods === undefined || options === undefined || pending === undefined || receipt === undefined) {
    return <div aria-busy="true" className="detail--loading" />
  }
  if (receipt && (receipt.pending.id === followedId || (lines.length === 0 && !pending))) {
    return <Receipt pending={receipt.pending} order={receipt.order} />
  }
  if (pending?.status === 'queued') return <WaitingOrder pending={pending} />
  // Old → new while the basket is the one refused; once the shopper changed it, the form (with its
  // choices kept) shows the basket's figures as they are now, and those are what the order carries.
  if (pending && awaitsNewFigures(pending) && isSameBasket(pending, lines)) return <PricesChanged pending={pending} lines={lines} />
  if (lines.length === 0) return <EmptyBasket />
  if (options === null) {
    return (
      <section className="checkout checkout--narrow" aria-labelledby="checkout-title">
        <h1 id="checkout-title">
          <Trans>Checkout</Trans>
        </h1>
        <p className="notice" role="status">
          {refresh.isUpdating ? (
            <Trans>Loading delivery days and pickup points…</Trans>
          ) : (
            <Trans>To check out, this phone needs the market's delivery days and pickup points once. Connect to the internet and try again; your basket is safe.</Trans>
          )}
        </p>
        {refresh.hasFailed ? (
          <button type="button" className="button" onClick={refresh.retry}>
            <Trans>Try again</Trans>
          </button>
        ) : null}
      </section>
    )
  }
  return (
    <CheckoutForm
      key={pending?.id ?? 'new'}
      owner={owner}
      vertical={vertical}
      lines={lines}
      addresses={addresses}
      methods={methods}
      options={options}
      refused={pending ?? null}
      onQueued={setFollowedId}
    />
  )
}

/** Whether the basket's lines that can be bought are those of the refused order, in the same quantities. */
function isSameBasket(pending: PendingOrderRow, lines: CartLineRow[]): boolean {
  const buyable = lines.filter((l) => l.availability !== 'sold-out' && l.availability !== 'unavailable')
  const sent = pending.summary.lines
  return buyable.length === sent.length && buyable.every((l) => sent.some((s) => s.produceId === l.produceId && s.quantity === l.quantity))
}

function EmptyBasket() {
  const { param } = useLocale()
  return (
    <section className="checkout checkout--narrow" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Checkout</Trans>
      </h1>
      <div className="empty-state">
        <p>
          <Trans>Your basket is empty, so there is nothing to order yet.</Trans>
        </p>
        <Link to="/{-$locale}/farm/produces" params={{ locale: param }} className="button button--primary">
          <Trans>Browse fresh produce</Trans>
        </Link>
      </div>
    </section>
  )
}

interface FormProps {
  owner: string
  vertical: Vertical
  lines: CartLineRow[]
  addresses: AddressRow[]
  methods: PaymentMethodRow[]
  options: CheckoutOptionsRow
  /** The refused order being corrected, if any. */
  refused: PendingOrderRow | null
  onQueued(id: string): void
}

function CheckoutForm({ owner, vertical, lines, addresses, methods, options, refused, onQueued }: FormProps) {
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
  const dayLabel = (day: string) => formatDay(day, locale)
  const providerName = (p: string) => PROVIDER_NAMES[p] ?? t`Other mobile money`

  const zones = new Map(options.deliveryZones.map((z) => [z.id, z]))
  const deliverable = addresses.filter((a) => zones.has(a.locationId))
  const outside = addresses.length - deliverable.length
  const mobileMethods = methods.filter((m): m is Extract<PaymentMethodRow, { kind: 'mobile-money' }> => m.kind === 'mobile-money')
  const defaultMethod = methods.find((m) => m.isDefault)

  // What is chosen now: the draft, or the default of the moment where the shopper chose nothing yet.
  const fulfilment = draft.fulfilment || (deliverable.length > 0 || options.pickupLocations.length === 0 ? 'delivery' : 'pickup')
  const address = deliverable.find((a) => a.id === draft.addressId) ?? (draft.addressId ? undefined : (deliverable.find((a) => a.isDefault) ?? deliverable[0]))
  const pickup = options.pickupLocations.find((p) => p.id === draft.pickupLocationId) ?? (draft.pickupLocationId ? undefined : options.pickupLocations[0])
  const deliveryDay = options.deliveryDays.includes(draft.deliveryDay) ? draft.deliveryDay : draft.deliveryDay ? '' : (options.deliveryDays[0] ?? '')
  // The windows of the chosen place on the chosen day, with the places left (issue 31's slots).
  const placeId = fulfilment === 'pickup' ? pickup?.id : address?.locationId
  const placeWindows = (fulfilment === 'pickup' ? pickup?.windows : address ? zones.get(address.locationId)?.windows : undefined) ?? []
  const leftIn = (day: string, windowId: string) => options.slots.find((s) => s.locationId === placeId && s.day === day && s.windowId === windowId)?.left ?? 0
  const isDayFull = (day: string) => placeWindows.length > 0 && placeWindows.every((w) => leftIn(day, w.id) === 0)
  const windows = placeWindows.map((w) => ({ ...w, left: deliveryDay ? leftIn(deliveryDay, w.id) : 0 }))
  const window = windows.find((w) => w.id === draft.windowId && w.left > 0) ?? (draft.windowId ? undefined : windows.find((w) => w.left > 0))
  const payment = draft.payment || (defaultMethod ? (defaultMethod.kind === 'cash' ? 'cash' : `method:${defaultMethod.id}`) : '')
  const savedMethod = mobileMethods.find((m) => `method:${m.id}` === payment)

  const gone = lines.filter((l) => l.availability === 'sold-out' || l.availability === 'unavailable')
  const buyable = lines.filter((l) => !gone.includes(l))
  const subtotal = buyable.reduce((sum, l) => sum + lineTotal(l), 0)
  const deliveryFee = fulfilment === 'pickup' ? 0 : address ? deliveryFeeFor(zones.get(address.locationId)?.fee ?? 0, subtotal, options.freeDeliveryFrom) : null
  const isFreeDelivery = options.freeDeliveryFrom !== null && subtotal >= options.freeDeliveryFrom
  // The market's minimum order (decision 017): said next to the button, before the market says it.
  const belowMinimum = subtotal < options.minOrderTotal
  const blocker = belowMinimum
    ? orderLimitMessage({ field: 'subtotal', code: 'below_minimum', message: '', params: { min: options.minOrderTotal, missing: options.minOrderTotal - subtotal } }, money)
    : options.deliveryDays.length === 0
      ? t`A farm in your basket is not bringing produce to the market at the moment. Remove its produce from your basket to order the rest.`
      : null
  const total = subtotal + (deliveryFee ?? 0) + options.serviceFee
  const cartWaiting = (ops ?? []).some((o) => o.vertical === vertical && o.status === 'rejected')

  // The server's refusal, shown beside a choice while it is still the choice that was refused.
  const sent = refused?.input
  const serverError = (field: string, unchanged: boolean): string | undefined => {
    const e = refused?.error?.fields.find((f) => f.field === field)
    return e && unchanged ? checkoutFieldMessage(e.code, e.params) : undefined
  }
  const stockProblems = stockProblemsOf(refused?.error?.fields ?? [])
  const refusedFields = refused?.error?.fields ?? []
  const limit = refusedFields.find((f) => LIMIT_CODES.includes(f.code))
  const refusal = !refused?.error
    ? null
    : refusedFields.some((f) => f.code === KEY_REUSED)
      ? KEY_REUSED
      : refused.error.code === PRICES_CHANGED
        ? PRICES_CHANGED
        : (refusedFields.find((f) => f.field === null)?.code ?? (stockProblems.length ? 'conflict' : refused.error.code))

  const phoneValue = draft.phone.trim()
  const errors = {
    address: fulfilment === 'delivery' && !address ? t`Choose the address we deliver to.` : serverError('addressId', address?.id === sent?.addressId),
    pickup: fulfilment === 'pickup' && !pickup ? t`Choose where you will pick up your order.` : serverError('pickupLocationId', pickup?.id === sent?.pickupLocationId),
    // With no day in common the hint under the group says why; the order still cannot go.
    day: options.deliveryDays.length === 0 ? undefined : !deliveryDay ? t`Choose a day.` : serverError('deliveryDay', deliveryDay === sent?.deliveryDay),
    window:
      !deliveryDay || !placeId
        ? undefined
        : windows.length > 0 && windows.every((w) => w.left === 0)
          ? t`Every time on this day is full. Choose another day.`
          : !window
            ? t`Choose a time.`
            : serverError('windowId', window.id === sent?.windowId),
    payment: !payment ? t`Choose how you will pay.` : undefined,
    provider: payment === 'mobile' && !draft.provider ? t`Choose your mobile money service.` : serverError('payment.provider', true),
    phone:
      payment === 'mobile' && !PHONE.test(phoneValue)
        ? phoneValue
          ? t`Enter a phone number with digits only, starting with + and the country code if you like.`
          : t`Enter the mobile money number you will pay from.`
        : serverError('payment.phone', sent?.payment.kind === 'mobile-money' && sent.payment.phone === phoneValue),
  }
  const shown = (e: string | undefined) => (attempted || refused ? e : undefined)
  // Never silent (issue 31): whatever keeps the order from going is said next to the button too,
  // where the shopper's eyes are when they press it — the first of the form's own checks, then
  // the market's refusal of the last attempt.
  const strayField = refusedFields.find((f) => f.field !== null && !FORM_FIELDS.includes(f.field) && !f.field.startsWith('lines.') && !LIMIT_CODES.includes(f.code))
  const refusalNote = !refused?.error
    ? null
    : strayField && strayField.code !== KEY_REUSED
      ? t`The market could not take this order as it was sent. Place it again; if this happens again, contact us.`
      : limit
        ? orderLimitMessage(limit, money)
        : stockProblems[0]
          ? stockProblemMessage(stockProblems[0], lineFor(stockProblems[0], lines, refused), locale)
          : orderRefusalMessage(refusal ?? refused.error.code)
  const goneNote = gone.length > 0 ? t`Some produce in your basket is sold out or no longer sold. Remove it from your basket before you place your order.` : null
  const buttonNote = blocker ?? shown(Object.values(errors).find(Boolean)) ?? (attempted ? goneNote : null) ?? refusalNote

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setAttempted(true)
    if (Object.values(errors).some(Boolean) || !deliveryDay || gone.length > 0 || blocker || placing) return
    if (!online && !offlineConfirmed) return
    const paid: CheckoutInput['payment'] =
      payment === 'cash'
        ? { kind: 'cash' }
        : savedMethod
          ? { kind: 'mobile-money', provider: savedMethod.provider, phone: savedMethod.phone }
          : { kind: 'mobile-money', provider: draft.provider, phone: phoneValue }
    const input = checkoutSchema.safeParse({
      vertical,
      fulfilment,
      ...(fulfilment === 'delivery' ? { addressId: address?.id } : { pickupLocationId: pickup?.id }),
      deliveryDay,
      windowId: window?.id,
      payment: paid,
      note: draft.note.trim(),
      // What this screen shows: the market places the order only at these figures (decision 014).
      confirmed: {
        lines: buyable.map((l) => ({ produceId: l.produceId, price: l.price })),
        subtotal,
        deliveryFee: deliveryFee ?? 0,
        serviceFee: options.serviceFee,
        total,
      },
    } satisfies CheckoutInput)
    if (!input.success) return
    const summary: PendingOrderSummary = {
      currency: first.currency,
      currencyExponent: first.currencyExponent,
      lines: buyable.map((l) => ({ produceId: l.produceId, name: l.name, unit: l.unit, quantity: l.quantity, lineTotal: lineTotal(l) })),
      subtotal,
      deliveryFee: deliveryFee ?? 0,
      serviceFee: options.serviceFee,
      total,
      placeName: fulfilment === 'delivery' ? (address?.label ?? '') : (pickup?.name ?? ''),
    }
    setPlacing(true)
    try {
      const row = await queueOrder(db, { owner, input: input.data, summary })
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
        <Link to="/{-$locale}/cart/farm" params={{ locale: param }}>
          <Trans>Back to my basket</Trans>
        </Link>
      </p>

      {refusal ? (
        <div className="notice notice--error" role="alert">
          <p className="checkout__refusal">{limit ? orderLimitMessage(limit, money) : orderRefusalMessage(refusal)}</p>
          {limit && refused?.error?.code === 'email_unconfirmed' ? (
            <p>
              <Link to="/{-$locale}/auth/confirm-account" params={{ locale: param }}>
                <Trans>Confirm my e-mail address</Trans>
              </Link>
            </p>
          ) : null}
          {stockProblems.length > 0 ? (
            <>
              <ul>
                {stockProblems.map((p) => (
                  <li key={p.produceId}>{stockProblemMessage(p, lineFor(p, lines, refused!), locale)}</li>
                ))}
              </ul>
              <p>
                <Trans>Nothing was ordered and your choices are kept. Change the quantities in your basket, then place your order again.</Trans>{' '}
                <Link to="/{-$locale}/cart/farm" params={{ locale: param }}>
                  <Trans>Change my basket</Trans>
                </Link>
              </p>
            </>
          ) : (
            <p>
              <Trans>Nothing was ordered. Your choices are kept: correct them and place your order again.</Trans>
            </p>
          )}
        </div>
      ) : null}

      <div className="checkout__layout">
        <form className="form checkout__form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={refusal ? undefined : 'checkout-lead'}>
          <p id="checkout-lead" className="card__meta">
            <Trans>Choose how your order reaches you, the day, and how you pay. Nothing is charged before the farmers confirm your order.</Trans>
          </p>

          <fieldset className="field choice-group">
            <legend className="field__label">
              <Trans>How do you want your order?</Trans>
            </legend>
            <div className="choice-list choice-list--inline">
              <label className="choice">
                <input type="radio" name="fulfilment" value="delivery" checked={fulfilment === 'delivery'} onChange={() => set('fulfilment', 'delivery')} />
                <span className="choice__title">
                  <Trans>Delivery to my address</Trans>
                </span>
              </label>
              <label className="choice">
                <input type="radio" name="fulfilment" value="pickup" checked={fulfilment === 'pickup'} disabled={options.pickupLocations.length === 0} onChange={() => set('fulfilment', 'pickup')} />
                <span className="choice__title">
                  <Trans>I'll pick it up</Trans>
                </span>
                {options.pickupLocations.length === 0 ? (
                  <span className="choice__meta">
                    <Trans>This market has no pickup point.</Trans>
                  </span>
                ) : null}
              </label>
            </div>
          </fieldset>

          {fulfilment === 'delivery' ? (
            <fieldset className={`field choice-group${shown(errors.address) ? ' field--invalid' : ''}`} aria-describedby={shown(errors.address) ? 'address-error' : undefined}>
              <legend className="field__label">
                <Trans>Deliver to</Trans>
              </legend>
              {deliverable.length > 0 ? (
                <div className="choice-list">
                  {deliverable.map((a) => {
                    const zone = zones.get(a.locationId)!
                    const fee = money(zone.fee)
                    const threshold = money(options.freeDeliveryFrom ?? 0)
                    return (
                      <label className="choice" key={a.id}>
                        <input type="radio" name="addressId" value={a.id} checked={address?.id === a.id} onChange={() => set('addressId', a.id)} />
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
                  {addresses.length === 0 ? <Trans>You have no saved address yet.</Trans> : <Trans>None of your saved addresses is in this market's delivery area.</Trans>}{' '}
                  {options.pickupLocations.length > 0 ? <Trans>You can add one, or pick up your order instead.</Trans> : null}
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
              {shown(errors.address) ? (
                <p id="address-error" className="field__error">
                  {shown(errors.address)}
                </p>
              ) : null}
            </fieldset>
          ) : (
            <fieldset className={`field choice-group${shown(errors.pickup) ? ' field--invalid' : ''}`} aria-describedby={shown(errors.pickup) ? 'pickup-error' : undefined}>
              <legend className="field__label">
                <Trans>Pick up at</Trans>
              </legend>
              <div className="choice-list">
                {options.pickupLocations.map((p) => (
                  <label className="choice" key={p.id}>
                    <input type="radio" name="pickupLocationId" value={p.id} checked={pickup?.id === p.id} onChange={() => set('pickupLocationId', p.id)} />
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
              {shown(errors.pickup) ? (
                <p id="pickup-error" className="field__error">
                  {shown(errors.pickup)}
                </p>
              ) : null}
            </fieldset>
          )}

          <fieldset className={`field choice-group${shown(errors.day) ? ' field--invalid' : ''}`} aria-describedby={shown(errors.day) ? 'day-error' : undefined}>
            <legend className="field__label">{fulfilment === 'pickup' ? <Trans>Pickup day</Trans> : <Trans>Delivery day</Trans>}</legend>
            {options.deliveryDays.length > 0 ? (
              <div className="choice-list choice-list--days">
                {options.deliveryDays.map((day) => (
                  <label className="choice choice--day" key={day}>
                    <input type="radio" name="deliveryDay" value={day} checked={deliveryDay === day} onChange={() => set('deliveryDay', day)} />
                    <span className="choice__title">{dayLabel(day)}</span>
                    {isDayFull(day) ? (
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
            {options.deliveryDays.length > 0 && new Set(options.arrivals.map((a) => a.day)).size > 1 ? (
              <p className="field__hint">
                <ArrivalNote day={options.deliveryDays[0]!} />
              </p>
            ) : null}
            {shown(errors.day) ? (
              <p id="day-error" className="field__error">
                {shown(errors.day)}
              </p>
            ) : null}
          </fieldset>

          {deliveryDay && placeWindows.length > 0 ? (
            <fieldset className={`field choice-group${shown(errors.window) ? ' field--invalid' : ''}`} aria-describedby={shown(errors.window) ? 'window-error' : undefined}>
              <legend className="field__label">{fulfilment === 'pickup' ? <Trans>Pickup time</Trans> : <Trans>Delivery time</Trans>}</legend>
              <div className="choice-list choice-list--inline">
                {windows.map((w) => {
                  const left = w.left
                  return (
                    <label className="choice" key={w.id}>
                      <input type="radio" name="windowId" value={w.id} checked={window?.id === w.id} disabled={left === 0} onChange={() => set('windowId', w.id)} />
                      <span className="choice__title">
                        {w.start}–{w.end}
                      </span>
                      <span className="choice__meta">{left === 0 ? <Trans>Full</Trans> : <Plural value={left} one="# place left" other="# places left" />}</span>
                    </label>
                  )
                })}
              </div>
              {shown(errors.window) ? (
                <p id="window-error" className="field__error">
                  {shown(errors.window)}
                </p>
              ) : null}
            </fieldset>
          ) : null}

          <fieldset className={`field choice-group${shown(errors.payment) ? ' field--invalid' : ''}`} aria-describedby={shown(errors.payment) ? 'payment-error' : undefined}>
            <legend className="field__label">
              <Trans>How will you pay?</Trans>
            </legend>
            <div className="choice-list">
              {mobileMethods.map((m) => {
                const brand = providerName(m.provider)
                const phone = m.phone
                return (
                  <label className="choice" key={m.id}>
                    <input type="radio" name="payment" value={`method:${m.id}`} checked={payment === `method:${m.id}`} onChange={() => set('payment', `method:${m.id}`)} />
                    <span className="choice__title">{m.label || brand}</span>
                    <span className="choice__meta">
                      <Trans>
                        {brand}, number {phone}
                      </Trans>
                    </span>
                  </label>
                )
              })}
              <label className="choice">
                <input type="radio" name="payment" value="mobile" checked={payment === 'mobile'} onChange={() => set('payment', 'mobile')} />
                <span className="choice__title">{mobileMethods.length > 0 ? <Trans>Another mobile money number</Trans> : <Trans>Mobile money</Trans>}</span>
              </label>
              <label className="choice">
                <input type="radio" name="payment" value="cash" checked={payment === 'cash'} onChange={() => set('payment', 'cash')} />
                <span className="choice__title">{fulfilment === 'pickup' ? <Trans>Cash when I pick it up</Trans> : <Trans>Cash on delivery</Trans>}</span>
              </label>
            </div>
            {shown(errors.payment) ? (
              <p id="payment-error" className="field__error">
                {shown(errors.payment)}
              </p>
            ) : null}
          </fieldset>

          {payment === 'mobile' ? (
            <div className="checkout__mobile">
              <Field label={t`Mobile money service`} error={shown(errors.provider)}>
                {(p) => (
                  <select {...p} value={draft.provider} onChange={(e) => set('provider', providerOf(e.target.value) ?? '')}>
                    <option value="">{t`Choose…`}</option>
                    {MOBILE_MONEY_PROVIDERS.map((provider) => (
                      <option key={provider} value={provider}>
                        {providerName(provider)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t`Mobile money number`} error={shown(errors.phone)} hint={t`You pay from this number. We never ask for a card.`}>
                {(p) => <input {...p} type="tel" inputMode="tel" autoComplete="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} />}
              </Field>
            </div>
          ) : null}

          <Field label={t`A note for the farmers (optional)`} hint={t`For example: ring twice, or leave it with the neighbour.`} error={serverError('note', true)}>
            {(p) => <textarea {...p} rows={2} maxLength={500} value={draft.note} onChange={(e) => set('note', e.target.value)} />}
          </Field>

          {gone.length > 0 ? (
            <p className="notice notice--error" role="alert">
              <Trans>Some produce in your basket is sold out or no longer sold. Remove it from your basket before you place your order.</Trans>{' '}
              <Link to="/{-$locale}/cart/farm" params={{ locale: param }}>
                <Trans>Change my basket</Trans>
              </Link>
            </p>
          ) : null}
          {cartWaiting ? (
            <p className="notice" role="status">
              <Trans>One change to your basket was not accepted by the market. Check your basket: the order will contain what the market has.</Trans>
            </p>
          ) : null}

          {online ? null : (
            <div className="notice checkout__offline" role="status">
              <p>
                <Trans>You are offline. We can keep this order on your phone and place it as soon as the connection is back — once, even if the connection drops again.</Trans>
              </p>
              <label className="check">
                <input type="checkbox" checked={offlineConfirmed} onChange={(e) => setOfflineConfirmed(e.target.checked)} />
                <span>
                  <Trans>Yes, place my order automatically when I am back online.</Trans>
                </span>
              </label>
              {attempted && !offlineConfirmed ? (
                <p className="field__error">
                  <Trans>Tick the box to confirm, or wait until you are back online.</Trans>
                </p>
              ) : null}
            </div>
          )}

          <button type="submit" className="button button--primary checkout__place" disabled={placing || (!online && !offlineConfirmed)} aria-describedby={buttonNote ? 'place-note' : undefined}>
            {online ? <Trans>Place order</Trans> : <Trans>Place order when back online</Trans>}
          </button>
          {buttonNote ? (
            <p id="place-note" className="field__error checkout__note" role={attempted ? 'alert' : 'status'}>
              {buttonNote}
            </p>
          ) : null}
        </form>

        <OrderSummary
          lines={buyable}
          money={money}
          subtotal={subtotal}
          deliveryFee={deliveryFee}
          serviceFee={options.serviceFee}
          total={total}
          isPickup={fulfilment === 'pickup'}
          deliveryDay={deliveryDay ? (window ? `${dayLabel(deliveryDay)}, ${window.start}–${window.end}` : dayLabel(deliveryDay)) : null}
        />
      </div>
    </section>
  )
}

/** A pickup point's opening hours on market days: "Open on market days 09:00–13:00, 15:00–18:30". */
function OpeningHours({ windows }: { windows: { start: string; end: string }[] }) {
  const hours = windows.map((w) => `${w.start}–${w.end}`).join(', ')
  return <Trans>Open on market days {hours}</Trans>
}

/** Why the first day offered is not sooner: the last farm's produce reaches the market then. */
function ArrivalNote({ day }: { day: string }) {
  const { locale } = useLocale()
  const date = formatDay(day, locale)
  return <Trans>Your farms bring their produce to the market on different days: everything is there for {date}, and comes to you in one delivery.</Trans>
}

/** The name and unit of a refused line: from the basket, else from what was sent. */
function lineFor(problem: ApiFieldError & { produceId: string }, lines: CartLineRow[], refused: PendingOrderRow): { name: string; unit: string } {
  return lines.find((l) => l.produceId === problem.produceId) ?? refused.summary.lines.find((l) => l.produceId === problem.produceId) ?? { name: problem.produceId, unit: '' }
}

interface SummaryProps {
  lines: Pick<CartLineRow, 'produceId' | 'name' | 'unit' | 'quantity' | 'price'>[]
  money(minor: number): string
  subtotal: number
  /** null: not known until an address is chosen. */
  deliveryFee: number | null
  serviceFee: number
  total: number
  isPickup: boolean
  deliveryDay: string | null
}

function OrderSummary({ lines, money, subtotal, deliveryFee, serviceFee, total, isPickup, deliveryDay }: SummaryProps) {
  const { locale } = useLocale()
  return (
    <aside className="cart-summary checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">
        <Trans>Your order</Trans>
      </h2>
      <ul className="summary-lines">
        {lines.map((l) => {
          const quantity = formatNumber(l.quantity, locale)
          const unit = l.unit
          return (
            <li key={l.produceId} className="summary-lines__line">
              <span>
                {l.name}{' '}
                <span className="card__meta">
                  {quantity} {unit}
                </span>
              </span>
              <span>{money(lineTotal(l))}</span>
            </li>
          )
        })}
      </ul>
      <dl className="totals">
        <div className="totals__row">
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(subtotal)}</dd>
        </div>
        <div className="totals__row">
          <dt>{isPickup ? <Trans>Pickup</Trans> : <Trans>Delivery fee</Trans>}</dt>
          <dd>{deliveryFee === null ? <Trans>Choose an address</Trans> : deliveryFee === 0 ? <Trans>Free</Trans> : money(deliveryFee)}</dd>
        </div>
        <div className="totals__row">
          <dt>
            <Trans>Service fee</Trans>
          </dt>
          <dd>{money(serviceFee)}</dd>
        </div>
        <div className="totals__row totals__row--total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      {deliveryDay ? <p className="card__meta">{isPickup ? <Trans>Pickup on {deliveryDay}</Trans> : <Trans>Delivery on {deliveryDay}</Trans>}</p> : null}
      <p className="card__meta">
        <Trans>The market confirms the prices when your order is placed.</Trans>
      </p>
    </aside>
  )
}

/** An order on its way to the market: being placed now, or waiting for the connection. */
function WaitingOrder({ pending }: { pending: PendingOrderRow }) {
  const { locale, param } = useLocale()
  const online = useIsOnline()
  const s = pending.summary
  const money = (minor: number) => formatPrice(minor, s.currency, s.currencyExponent, locale)
  const total = money(s.total)
  const day = formatDay(pending.input.deliveryDay, locale)
  const canDiscard = pending.attempts === 0
  return (
    <section className="checkout checkout--narrow" aria-labelledby="checkout-title" aria-busy={online}>
      <h1 id="checkout-title">{online ? <Trans>Placing your order…</Trans> : <Trans>Your order is waiting to be placed</Trans>}</h1>
      <div className="notice" role="status">
        {online ? (
          pending.attempts > 1 ? (
            <p>
              <Trans>We have not heard back from the market yet, so we keep trying. Your order will be placed only once, however many times we try.</Trans>
            </p>
          ) : (
            <p>
              <Trans>Sending your order to the market.</Trans>
            </p>
          )
        ) : (
          <p>
            <Trans>You are offline. Your order is saved on this phone and will be placed as soon as the connection is back — only once.</Trans>
          </p>
        )}
        <p>
          <Trans>
            {day}, total about {total}.
          </Trans>
        </p>
      </div>
      <div className="hero__actions">
        {online ? (
          <button type="button" className="button" onClick={retryPendingOrders}>
            <Trans>Try again now</Trans>
          </button>
        ) : null}
        <Link to="/{-$locale}/account/orders" params={{ locale: param }} className="button">
          <Trans>See my orders</Trans>
        </Link>
        {canDiscard ? (
          <button type="button" className="button" onClick={() => void discardPendingOrder(db, pending.id)}>
            <Trans>Don't place this order</Trans>
          </button>
        ) : null}
      </div>
    </section>
  )
}

function Receipt({ pending, order }: { pending: PendingOrderRow; order: OrderRow | null }) {
  const { locale, param } = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const currency = order?.currency ?? pending.summary.currency
  const exponent = order?.currencyExponent ?? pending.summary.currencyExponent
  const total = formatPrice(order?.total ?? pending.summary.total, currency, exponent, locale)
  const day = formatDay(order?.deliveryDay ?? pending.input.deliveryDay, locale)
  const number = order?.number ?? ''
  const isPickup = (order?.fulfilment ?? pending.input.fulfilment) === 'pickup'
  return (
    <section className="checkout checkout--narrow confirmation" aria-labelledby="checkout-title">
      <h1 id="checkout-title" tabIndex={-1} ref={heading}>
        <Trans>Thank you, your order is placed</Trans>
      </h1>
      <dl className="totals">
        {number ? (
          <div className="totals__row">
            <dt>
              <Trans>Order number</Trans>
            </dt>
            <dd>
              <strong>{number}</strong>
            </dd>
          </div>
        ) : null}
        <div className="totals__row">
          <dt>{isPickup ? <Trans>Pickup day</Trans> : <Trans>Delivery day</Trans>}</dt>
          <dd>{day}</dd>
        </div>
        <div className="totals__row totals__row--total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{total}</dd>
        </div>
      </dl>
      <p>
        <Trans>The farmers will confirm your order. You can follow it in your orders.</Trans>
      </p>
      <div className="hero__actions">
        {pending.orderId ? (
          <Link to="/{-$locale}/account/orders/$id" params={{ locale: param, id: pending.orderId }} className="button button--primary">
            <Trans>See my order</Trans>
          </Link>
        ) : null}
        <Link to="/{-$locale}/farm/produces" params={{ locale: param }} className="button">
          <Trans>Keep shopping</Trans>
        </Link>
      </div>
    </section>
  )
}
