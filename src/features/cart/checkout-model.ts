/**
 * What checkout decides, without React (issue 29): the form's draft and the defaults of the moment
 * behind it, the totals the order carries (decision 014), the errors beside each choice (the
 * contract's schema decides what is valid), how the market's last refusal is shown, and the order
 * the draft becomes. The screens (checkout-*.tsx) only render what this module returns; its tests
 * (checkout-model.test.ts) are plain function calls.
 *
 * Words come back translated with the active Lingui catalog, as in checkout-messages.ts.
 */
import { msg } from '@lingui/core/macro'
import { MOBILE_MONEY_PROVIDERS, type MobileMoneyProvider } from '../../api/account-contract'
import { deliveryFeeFor } from '../../api/arrival-contract'
import { methodOfSavedProvider } from '../../api/payments-contract'
import { checkoutSchema, mobileMoneyPhoneSchema, type CheckoutInput, type Fulfilment, type TimeWindow, type Vertical } from '../../api/cart-contract'
import type { ApiFieldError } from '../../api/contract'
import type { AddressRow, CartLineRow, CheckoutOptionsRow, PaymentMethodRow, PendingOrderRow, PendingOrderSummary } from '../../db/db'
import { i18n } from '../../i18n/i18n'
import { KEY_REUSED, PRICES_CHANGED } from '../../sync/orders'
import { lineTotal } from './line-total'
import { checkoutFieldMessage, DIGITAL_CODES, LIMIT_CODES, orderLimitMessage, orderRefusalMessage, stockProblemMessage, stockProblemsOf } from './checkout-messages'

/** The fields of the order body that the form shows an error beside. */
const FORM_FIELDS: readonly string[] = ['addressId', 'pickupLocationId', 'deliveryDay', 'windowId', 'payment.provider', 'payment.phone', 'note', 'fulfilment']

/** The form's draft. Empty choices fall back to the sensible default of the moment (see `resolveChoices`). */
export interface Draft {
  fulfilment: Fulfilment | ''
  /** A basket of meals (decision 048): as soon as possible (the default), or a later day and window the shopper chooses. */
  when: 'asap' | 'later' | ''
  addressId: string
  pickupLocationId: string
  deliveryDay: string
  /** The window of the day (a zone's delivery round, a pickup point's hours). */
  windowId: string
  /** `method:<id>` (a saved mobile money number), `mobile` (another number), `card` (Paystack's page) or `cash`. */
  payment: string
  provider: MobileMoneyProvider | ''
  phone: string
  note: string
  /** Spend the shopper's credit first (decision 038). */
  useCredit: boolean
}

export const EMPTY_DRAFT: Draft = { fulfilment: '', when: '', addressId: '', pickupLocationId: '', deliveryDay: '', windowId: '', payment: '', provider: '', phone: '', note: '', useCredit: false }

export const providerOf = (value: string): MobileMoneyProvider | undefined => MOBILE_MONEY_PROVIDERS.find((p) => p === value)

type MobileMethod = Extract<PaymentMethodRow, { kind: 'mobile-money' }>

/** A draft from the body of a refused order, so the shopper corrects it instead of starting over. */
export function draftOf(input: CheckoutInput, methods: PaymentMethodRow[]): Draft {
  const mobile = input.payment.kind === 'mobile-money' ? input.payment : null
  const saved = mobile ? methods.find((m) => m.kind === 'mobile-money' && m.provider === mobile.provider && m.phone === mobile.phone) : undefined
  const typed = mobile && !saved ? mobile : null
  return {
    fulfilment: input.fulfilment,
    // As soon as possible names no window (the market takes the first with room); a chosen window is "later".
    when: input.windowId ? 'later' : '',
    addressId: input.addressId ?? '',
    pickupLocationId: input.pickupLocationId ?? '',
    deliveryDay: input.deliveryDay ?? '',
    windowId: input.windowId ?? '',
    payment: mobile ? (saved ? `method:${saved.id}` : 'mobile') : input.payment.kind === 'card' ? 'card' : 'cash',
    provider: typed ? (providerOf(typed.provider) ?? 'other') : '',
    phone: typed?.phone ?? '',
    note: input.note ?? '',
    useCredit: input.useCredit ?? false,
  }
}

/** What the shopper's credit takes off the total when they chose to use it (decision 038), minor units. */
export const creditToUse = (total: number, balance: number, useCredit: boolean): number => (useCredit ? Math.max(0, Math.min(balance, total)) : 0)

/** What the form works from: the device's rows. */
export interface CheckoutData {
  lines: CartLineRow[]
  addresses: AddressRow[]
  methods: PaymentMethodRow[]
  options: CheckoutOptionsRow
  /** The refused order being corrected, if any. */
  refused: PendingOrderRow | null
}

export type WindowChoice = TimeWindow & { left: number }

/**
 * "As soon as possible" for a basket of meals (decision 048): the first offered day with room, its
 * first window with room, and when the kitchens have the meals ready (the market's time);
 * `afterOpening`: the kitchen is closed now and cooks them once it opens, that day.
 */
export interface Asap {
  readyDay: string
  readyTime: string
  afterOpening: boolean
}

/** What is chosen now: the draft, or the default of the moment where the shopper chose nothing yet. */
export interface Choices {
  fulfilment: Fulfilment
  /** A basket of meals: when the kitchens first have it ready; null otherwise. */
  asap: Asap | null
  /** The shopper takes "as soon as possible": the day and window are the first with room, not chosen. */
  isAsap: boolean
  /** The saved addresses in one of the market's delivery zones, and how many are not. */
  deliverable: AddressRow[]
  outside: number
  address: AddressRow | undefined
  pickup: CheckoutOptionsRow['pickupLocations'][number] | undefined
  deliveryDay: string
  /** The zone or pickup point the windows belong to. */
  placeId: string | undefined
  /** The windows of the chosen place on the chosen day, with the places left (issue 31's slots). */
  windows: WindowChoice[]
  window: WindowChoice | undefined
  mobileMethods: MobileMethod[]
  /** The mobile money services the market takes, and whether it takes cards (Paystack). */
  mobileProviders: MobileMoneyProvider[]
  offersCard: boolean
  payment: string
  savedMethod: MobileMethod | undefined
  /** Whether every window of the chosen place is full on a day. */
  isDayFull(day: string): boolean
}

export function resolveChoices(draft: Draft, { addresses, methods, options }: Pick<CheckoutData, 'addresses' | 'methods' | 'options'>): Choices {
  const zones = new Map(options.deliveryZones.map((z) => [z.id, z]))
  const deliverable = addresses.filter((a) => zones.has(a.locationId))
  // Only what the market takes (decision 033): no M-Pesa in Johannesburg, no MoMo in Nairobi.
  const offered = options.paymentMethods
  const mobileProviders = MOBILE_MONEY_PROVIDERS.filter((p) => {
    const method = methodOfSavedProvider(p)
    return method !== null && offered.includes(method)
  })
  const mobileMethods = methods.filter((m): m is MobileMethod => m.kind === 'mobile-money' && mobileProviders.includes(m.provider))
  const defaultMethod = methods.find((m) => m.isDefault && (m.kind === 'cash' || mobileMethods.includes(m as MobileMethod)))

  // A basket of digital books only is read in the account (decision 050): no other way, no place, no day.
  const isDigital = options.digitalOnly === true
  const fulfilment = isDigital
    ? 'digital'
    : draft.fulfilment && draft.fulfilment !== 'digital'
      ? draft.fulfilment
      : deliverable.length > 0 || options.pickupLocations.length === 0
        ? 'delivery'
        : 'pickup'
  const address = deliverable.find((a) => a.id === draft.addressId) ?? (draft.addressId ? undefined : (deliverable.find((a) => a.isDefault) ?? deliverable[0]))
  const pickup = options.pickupLocations.find((p) => p.id === draft.pickupLocationId) ?? (draft.pickupLocationId ? undefined : options.pickupLocations[0])
  const placeId = isDigital ? undefined : fulfilment === 'pickup' ? pickup?.id : address?.locationId
  const placeWindows = (isDigital ? undefined : fulfilment === 'pickup' ? pickup?.windows : address ? zones.get(address.locationId)?.windows : undefined) ?? []
  const leftIn = (day: string, windowId: string) => options.slots.find((s) => s.locationId === placeId && s.day === day && s.windowId === windowId)?.left ?? 0
  const hasRoom = (day: string) => placeWindows.length === 0 || placeWindows.some((w) => leftIn(day, w.id) > 0)
  const ready = isDigital ? null : (options.readyAt ?? null)
  const asap = ready ? { readyDay: ready.day, readyTime: ready.time, afterOpening: ready.afterOpening ?? false } : null
  const isAsap = asap !== null && draft.when !== 'later'
  const deliveryDay = isDigital
    ? ''
    : isAsap
      ? (options.deliveryDays.find(hasRoom) ?? options.deliveryDays[0] ?? '')
      : options.deliveryDays.includes(draft.deliveryDay)
        ? draft.deliveryDay
        : draft.deliveryDay
          ? ''
          : (options.deliveryDays[0] ?? '')
  const windows = placeWindows.map((w) => ({ ...w, left: deliveryDay ? leftIn(deliveryDay, w.id) : 0 }))
  const window = isAsap ? windows.find((w) => w.left > 0) : (windows.find((w) => w.id === draft.windowId && w.left > 0) ?? (draft.windowId ? undefined : windows.find((w) => w.left > 0)))
  // A digital order is paid online only: cash has no moment of handing over (decision 047).
  const chosenPayment = draft.payment || (defaultMethod ? (defaultMethod.kind === 'cash' ? 'cash' : `method:${defaultMethod.id}`) : '')
  const payment = isDigital && chosenPayment === 'cash' ? '' : chosenPayment
  return {
    fulfilment,
    asap,
    isAsap,
    deliverable,
    outside: addresses.length - deliverable.length,
    address,
    pickup,
    deliveryDay,
    placeId,
    windows,
    window,
    mobileMethods,
    mobileProviders,
    offersCard: offered.includes('paystack'),
    payment,
    savedMethod: mobileMethods.find((m) => `method:${m.id}` === payment),
    isDayFull: (day) => !hasRoom(day),
  }
}

export interface Totals {
  /** Lines that cannot be bought (sold out, no longer sold): they keep the order from going. */
  gone: CartLineRow[]
  buyable: CartLineRow[]
  subtotal: number
  /** null: not known until an address is chosen. */
  deliveryFee: number | null
  isFreeDelivery: boolean
  serviceFee: number
  total: number
}

export function totalsOf(lines: CartLineRow[], choices: Pick<Choices, 'fulfilment' | 'address'>, options: CheckoutOptionsRow): Totals {
  const gone = lines.filter((l) => l.availability === 'sold-out' || l.availability === 'unavailable')
  const buyable = lines.filter((l) => !gone.includes(l))
  const subtotal = buyable.reduce((sum, l) => sum + lineTotal(l), 0)
  const zoneFee = choices.address ? (options.deliveryZones.find((z) => z.id === choices.address!.locationId)?.fee ?? 0) : 0
  const deliveryFee = choices.fulfilment !== 'delivery' ? 0 : choices.address ? deliveryFeeFor(zoneFee, subtotal, options.freeDeliveryFrom) : null
  return {
    gone,
    buyable,
    subtotal,
    deliveryFee,
    isFreeDelivery: options.freeDeliveryFrom !== null && subtotal >= options.freeDeliveryFrom,
    serviceFee: options.serviceFee,
    total: subtotal + (deliveryFee ?? 0) + options.serviceFee,
  }
}

/**
 * Whether the stored options were worked out for this basket: the market named its places and every
 * farm of the basket is among its arrivals. Options fetched while the market's copy of the basket
 * was empty (the shopper opened checkout with an empty basket, then filled it offline) or held other
 * farms say nothing about this basket's days, and an empty list of places in them means "not asked",
 * never "the market has none": the screens say what only the connection can tell (issue 30).
 */
export function isForBasket(options: CheckoutOptionsRow, lines: readonly CartLineRow[]): boolean {
  if (!options.digitalOnly && options.pickupLocations.length === 0 && options.deliveryZones.length === 0) return false
  const farms = new Set(options.arrivals.map((a) => a.farmerId))
  return lines.every((l) => farms.has(l.farmerId))
}

/**
 * What keeps any order from going whatever the shopper chooses: options not yet worked out for this
 * basket, the minimum order, a farm with no day.
 */
export function blockerOf(totals: Totals, options: CheckoutOptionsRow, money: (minor: number) => string, known = true, online = true): string | null {
  if (!known) {
    return online
      ? i18n._(msg`Loading delivery days and pickup points…`)
      : i18n._(msg`This basket's delivery days and places load when you're online: this phone cannot place the order before then. Your basket is safe.`)
  }
  // A digital order takes no round: no minimum, no day (decision 050).
  if (options.digitalOnly) return null
  // The market's minimum order (decision 017): said next to the button, before the market says it.
  if (totals.subtotal < options.minOrderTotal) {
    const params = { min: options.minOrderTotal, missing: options.minOrderTotal - totals.subtotal }
    return orderLimitMessage({ field: 'subtotal', code: 'below_minimum', message: '', params }, money)
  }
  if (options.deliveryDays.length === 0) {
    return i18n._(msg`A farm in your basket is not bringing produce to the market at the moment. Remove its produce from your basket to order the rest.`)
  }
  return null
}

export interface FieldErrors {
  address?: string
  pickup?: string
  day?: string
  window?: string
  payment?: string
  provider?: string
  phone?: string
}

/**
 * The error beside each choice: the form's own checks first (the phone by the contract's rule),
 * else the market's refusal while the choice is still the one that was refused.
 */
export function fieldErrors(draft: Draft, c: Choices, options: CheckoutOptionsRow, refused: PendingOrderRow | null): FieldErrors {
  const sent = refused?.input
  const server = (field: string, unchanged: boolean): string | undefined => {
    const e = refused?.error?.fields.find((f) => f.field === field)
    return e && unchanged ? checkoutFieldMessage(e.code, e.params) : undefined
  }
  const phone = draft.phone.trim()
  const isDigital = c.fulfilment === 'digital'
  return {
    ...(isDigital ? {} : placeErrors(c, options, sent, server)),
    payment: !c.payment ? i18n._(msg`Choose how you will pay.`) : undefined,
    provider: c.payment === 'mobile' && !draft.provider ? i18n._(msg`Choose your mobile money service.`) : server('payment.provider', true),
    phone:
      c.payment === 'mobile' && !mobileMoneyPhoneSchema.safeParse(phone).success
        ? phone
          ? i18n._(msg`Enter a phone number with digits only, starting with + and the country code if you like.`)
          : i18n._(msg`Enter the mobile money number you will pay from.`)
        : server('payment.phone', sent?.payment.kind === 'mobile-money' && sent.payment.phone === phone),
  }
}

/** The errors beside the place, the day and the window (an order that goes somewhere: not a digital one). */
function placeErrors(c: Choices, options: CheckoutOptionsRow, sent: CheckoutInput | undefined, server: (field: string, unchanged: boolean) => string | undefined): FieldErrors {
  return {
    address: c.fulfilment === 'delivery' && !c.address ? i18n._(msg`Choose the address we deliver to.`) : server('addressId', c.address?.id === sent?.addressId),
    pickup: c.fulfilment === 'pickup' && !c.pickup ? i18n._(msg`Choose where you will pick up your order.`) : server('pickupLocationId', c.pickup?.id === sent?.pickupLocationId),
    // With no day in common the hint under the group says why; the order still cannot go.
    day: options.deliveryDays.length === 0 ? undefined : !c.deliveryDay ? i18n._(msg`Choose a day.`) : server('deliveryDay', c.deliveryDay === sent?.deliveryDay),
    window:
      !c.deliveryDay || !c.placeId
        ? undefined
        : c.windows.length > 0 && c.windows.every((w) => w.left === 0)
          ? i18n._(msg`Every time on this day is full. Choose another day.`)
          : !c.window
            ? i18n._(msg`Choose a time.`)
            : server('windowId', c.window.id === sent?.windowId),
  }
}

/** The market's word on the note, shown whatever the shopper wrote since. */
export function noteErrorOf(refused: PendingOrderRow | null): string | undefined {
  const e = refused?.error?.fields.find((f) => f.field === 'note')
  return e ? checkoutFieldMessage(e.code, e.params) : undefined
}

export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors).find(Boolean)

/** How the market's refusal of the last attempt is shown: in the box above the form, and next to the button. */
export interface Refusal {
  /** The box's first sentence. */
  headline: string
  /** An order limit of an account whose e-mail is not confirmed: the box links to the confirmation. */
  needsConfirmedEmail: boolean
  /** One sentence per line the market cannot supply as asked. */
  stock: { produceId: string; message: string }[]
  /** The sentence next to the button. */
  note: string
}

/** The name and unit of a refused line: from the basket, else from what was sent. */
function lineFor(problem: ApiFieldError & { produceId: string }, lines: CartLineRow[], sent: PendingOrderSummary['lines']): { name: string; unit: string } {
  return lines.find((l) => l.produceId === problem.produceId) ?? sent.find((l) => l.produceId === problem.produceId) ?? { name: problem.produceId, unit: '' }
}

/** A refused order: the market's error, and the lines that were sent (a guest's order keeps none on the device). */
export type RefusedOrder = Pick<PendingOrderRow, 'error'> & { summary?: Pick<PendingOrderSummary, 'lines'> }

export function refusalOf(refused: RefusedOrder | null, lines: CartLineRow[], money: (minor: number) => string): Refusal | null {
  const error = refused?.error
  if (!refused || !error) return null
  const fields = error.fields
  const stockProblems = stockProblemsOf(fields)
  const limit = fields.find((f) => LIMIT_CODES.includes(f.code))
  const code = fields.some((f) => f.code === KEY_REUSED)
    ? KEY_REUSED
    : error.code === PRICES_CHANGED
      ? PRICES_CHANGED
      : (fields.find((f) => f.field === null)?.code ?? (stockProblems.length ? 'conflict' : error.code))
  const stock = stockProblems.map((p) => ({ produceId: p.produceId, message: stockProblemMessage(p, lineFor(p, lines, refused.summary?.lines ?? [])) }))
  // A field the form has no place for: the body was not what the market expects.
  const stray = fields.find((f) => f.field !== null && !FORM_FIELDS.includes(f.field) && !f.field.startsWith('lines.') && !LIMIT_CODES.includes(f.code))
  const digital = fields.find((f) => DIGITAL_CODES.includes(f.code))
  const note = digital
    ? checkoutFieldMessage(digital.code, digital.params)
    : stray && stray.code !== KEY_REUSED
      ? i18n._(msg`The market could not take this order as it was sent. Place it again; if this happens again, contact us.`)
      : limit
        ? orderLimitMessage(limit, money)
        : (stock[0]?.message ?? orderRefusalMessage(code))
  return {
    headline: limit ? orderLimitMessage(limit, money) : orderRefusalMessage(code),
    needsConfirmedEmail: Boolean(limit) && error.code === 'email_unconfirmed',
    stock,
    note,
  }
}

/**
 * Never silent (issue 31): whatever keeps the order from going is said next to the button, where
 * the shopper's eyes are when they press it — what blocks every order, the first of the form's own
 * checks, then the market's refusal of the last attempt.
 */
export function buttonNoteOf(args: { blocker: string | null; errors: FieldErrors; totals: Totals; refusal: Refusal | null; attempted: boolean; isCorrecting: boolean }): string | null {
  const { blocker, errors, totals, refusal, attempted, isCorrecting } = args
  // The form's own errors show once the shopper pressed the button, or while correcting a refused order.
  const shown = attempted || isCorrecting ? firstError(errors) : undefined
  const gone = attempted && totals.gone.length > 0 ? i18n._(msg`Some produce in your basket is sold out or no longer sold. Remove it from your basket before you place your order.`) : null
  return blocker ?? shown ?? gone ?? refusal?.note ?? null
}

/** Whether the basket's lines that can be bought are those of the refused order, in the same quantities. */
export function isSameBasket(pending: PendingOrderRow, lines: CartLineRow[]): boolean {
  const buyable = lines.filter((l) => l.availability !== 'sold-out' && l.availability !== 'unavailable')
  const sent = pending.summary.lines
  return buyable.length === sent.length && buyable.every((l) => sent.some((s) => (s.lineKey ?? s.produceId) === l.lineKey && s.quantity === l.quantity))
}

/**
 * The order the draft becomes, with the figures the screen shows (the market places it only at
 * those, decision 014), or null while something keeps it from going.
 */
export function orderOf(
  vertical: Vertical,
  draft: Draft,
  c: Choices,
  totals: Totals,
  errors: FieldErrors,
  blocker: string | null,
  credit = 0,
): { input: CheckoutInput; summary: PendingOrderSummary } | null {
  const isDigital = c.fulfilment === 'digital'
  if (firstError(errors) || (!isDigital && !c.deliveryDay) || totals.gone.length > 0 || blocker) return null
  const first = totals.buyable[0]
  if (!first) return null
  const payment: CheckoutInput['payment'] =
    c.payment === 'cash'
      ? { kind: 'cash' }
      : c.payment === 'card'
        ? { kind: 'card', provider: 'paystack' }
        : c.savedMethod
          ? { kind: 'mobile-money', provider: c.savedMethod.provider, phone: c.savedMethod.phone }
          : { kind: 'mobile-money', provider: draft.provider, phone: draft.phone.trim() }
  const parsed = checkoutSchema.safeParse({
    vertical,
    fulfilment: c.fulfilment,
    // A digital order names no place, day or window; as soon as possible names no window (the market takes the first with room).
    ...(isDigital ? {} : c.fulfilment === 'delivery' ? { addressId: c.address?.id } : { pickupLocationId: c.pickup?.id }),
    ...(isDigital ? {} : { deliveryDay: c.deliveryDay }),
    ...(isDigital || c.isAsap ? {} : { windowId: c.window?.id }),
    payment,
    note: draft.note.trim(),
    ...(draft.useCredit && credit > 0 ? { useCredit: true } : {}),
    confirmed: {
      lines: totals.buyable.map((l) => ({ produceId: l.produceId, ...(l.lineKey !== l.produceId ? { lineKey: l.lineKey } : {}), price: l.price })),
      subtotal: totals.subtotal,
      deliveryFee: totals.deliveryFee ?? 0,
      serviceFee: totals.serviceFee,
      total: totals.total,
    },
  } satisfies CheckoutInput)
  if (!parsed.success) return null
  return {
    input: parsed.data,
    summary: {
      currency: first.currency,
      currencyExponent: first.currencyExponent,
      lines: totals.buyable.map((l) => ({
        produceId: l.produceId,
        ...(l.lineKey !== l.produceId ? { lineKey: l.lineKey } : {}),
        name: l.name,
        unit: l.unit,
        quantity: l.quantity,
        lineTotal: lineTotal(l),
      })),
      subtotal: totals.subtotal,
      deliveryFee: totals.deliveryFee ?? 0,
      serviceFee: totals.serviceFee,
      total: totals.total,
      ...(draft.useCredit && credit > 0 ? { creditUsed: creditToUse(totals.total, credit, true) } : {}),
      placeName: isDigital ? '' : c.fulfilment === 'delivery' ? (c.address?.label ?? '') : (c.pickup?.name ?? ''),
    },
  }
}
