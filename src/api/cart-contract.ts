/**
 * The cart and orders contract (issue 7). One cart per vertical (service) per shopper, for the open services (services-contract.ts).
 *
 * The device is where a cart is edited (offline too); it sends its changes as line operations
 * from an outbox, each with an `Idempotency-Key` header fixed when the change was made. The
 * server applies each key once and answers a replay with what it answered the first time.
 * Operations set absolute quantities, so applying them in order converges whatever was lost.
 *
 * Prices and stock are the server's: every cart answer carries each line's current unit price,
 * the price the shopper last saw (when it changed), and what is available.
 */
import type { PaymentMethodId, PaymentStatus } from './payments-contract'
import { z } from 'zod'
import { emailSchema } from './auth-contract'
import { CART_BATCH_MAX, IDEMPOTENCY_KEY_PATTERN } from './cart-limits-contract'
import { SERVICES, type Service } from './services-contract'
import { singleLine } from './text-contract'
import type { ChosenOption, LineChoices, WeighedLine } from './line-choices-contract'
import { lineChoicesSchema } from './line-choices-schema'
import type { Substitution } from './service-details-contract'

/** A cart's service: src/api/services-contract.ts. */
export const VERTICALS = SERVICES
export type Vertical = Service

const quantity = z.number().finite().min(0).max(10_000)
const produceId = z.string().trim().min(1).max(80)
/**
 * An amount the shopper was shown, in minor units. Not bounded by the int4 columns: a basket can
 * add up past them, and its order is then refused for the market's maximum, not as invalid.
 */
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)

/**
 * POST /api/cart/:vertical/ops — one change made on the device. A line is its produce and its
 * options (line-choices-contract.ts `lineKeyOf`): `set` and `remove` name it by both; a set also
 * carries the line's substitution (grocery), which replaces the one stored.
 */
export const cartOpSchema = z.discriminatedUnion('op', [
  /** Set a line's quantity (0 removes it). */
  z.strictObject({ op: z.literal('set'), produceId, quantity, seenPrice: z.number().int().min(0).optional(), choices: lineChoicesSchema.optional() }),
  z.strictObject({ op: z.literal('remove'), produceId, choices: lineChoicesSchema.optional() }),
  z.strictObject({ op: z.literal('clear') }),
])
export type CartOp = z.infer<typeof cartOpSchema>

const idempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN)

/**
 * POST /api/cart/:vertical/ops/batch — an outbox drained in one request: each operation with the
 * Idempotency-Key it was given on the device, applied in order, each exactly once (a key already
 * applied, alone or in an earlier batch, is a replay). The first operation the server refuses
 * stops the batch: it is reported with its errors and the ones after it are not applied.
 */
export const cartOpsBatchSchema = z.strictObject({
  ops: z
    .array(z.strictObject({ key: idempotencyKeySchema, op: cartOpSchema }))
    .min(1)
    .max(CART_BATCH_MAX),
})

export interface CartOpsBatchResult {
  cart: Cart
  /** One per operation sent, in order. `skipped`: after a refused one, not applied; send it again. */
  results: {
    key: string
    outcome: 'applied' | 'replayed' | 'refused' | 'skipped'
    error?: { status: number; code: string; message: string }
  }[]
}

/**
 * POST /api/cart/:vertical/merge — a guest cart joins the account's cart on sign-in. Send an
 * Idempotency-Key: with it a retried merge is applied once; without it each call adds again.
 */
export const cartMergeSchema = z.strictObject({
  lines: z.array(z.strictObject({ produceId, quantity: quantity.positive(), choices: lineChoicesSchema.optional() })).max(200),
})

/** PUT /api/cart/:vertical — the cart becomes exactly these lines, in this order (Idempotency-Key required). */
export const cartReplaceSchema = z.strictObject({
  lines: z.array(z.strictObject({ produceId, quantity: quantity.positive(), seenPrice: z.number().int().min(0).optional(), choices: lineChoicesSchema.optional() })).max(200),
})
export type CartReplace = z.infer<typeof cartReplaceSchema>

export type LineAvailability = 'available' | 'limited' | 'sold-out' | 'unavailable'

export type { ChosenOption, WeighedLine }

export interface CartLine {
  /**
   * The line's name in the basket (`lineKeyOf(produceId, options)`): the produce id when nothing is
   * chosen. The server always sends this and the fields below; a device's rows from before them lack them.
   */
  lineKey?: string
  produceId: string
  /** What the device sent for this line (options, substitution); null when nothing was chosen. */
  choices?: LineChoices | null
  /** A meal's options, in the groups' order; [] for other lines. */
  options?: ChosenOption[]
  /** A grocery line's substitution (the default when none was chosen); null for other services. */
  substitution?: Substitution | null
  weighed?: WeighedLine | null
  quantity: number
  name: string
  unit: string
  photo: string
  farmerId: string
  farmName: string
  /** Current unit price (offer applied), minor units. */
  price: number
  /** The unit price when the shopper added the line, if it differs from `price`. */
  previousPrice: number | null
  /** null = made to order. */
  stock: number | null
  availability: LineAvailability
  minQty: number
  stepQty: number
  lineTotal: number
}

export interface Cart {
  vertical: Vertical
  storeId: string | null
  currency: string | null
  currencyExponent: number
  lines: CartLine[]
  /** The lines that can be bought ('available' and 'limited'); 'sold-out' and 'unavailable' lines do not count. */
  subtotal: number
  updatedAt: string
}

/** What a merge changed, so the shopper is told (quantities added up, capped by stock). */
export interface CartMergeResult {
  cart: Cart
  /** Whether the account's basket held lines before: only then were two baskets combined. */
  combined: boolean
  changes: { produceId: string; name: string; kind: 'added' | 'increased' | 'capped' | 'unavailable'; quantity: number }[]
}

// ---------------------------------------------------------------- orders

/**
 * The lifecycle (decision 022): placed → confirmed → packed → out-for-delivery → delivered for a
 * delivery, packed → ready-for-pickup → collected for a pickup; cancelled until it is packed.
 */
export const ORDER_STATUSES = ['placed', 'confirmed', 'packed', 'out-for-delivery', 'ready-for-pickup', 'delivered', 'collected', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The number a shopper pays from with mobile money. */
export const mobileMoneyPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{6,24}$/)

export const checkoutPayment = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('mobile-money'), provider: z.string().trim().min(1).max(40), phone: mobileMoneyPhoneSchema }),
  z.strictObject({ kind: z.literal('cash') }),
  /** Paystack's checkout page: a card, or the other channels it offers in the market (NG, ZA). */
  z.strictObject({ kind: z.literal('card'), provider: z.literal('paystack') }),
])

/**
 * How an order reaches the shopper: delivered to an address, picked up, or (decision 050) a basket
 * of digital cookbooks only, read in the account's library once paid.
 */
export const FULFILMENTS = ['delivery', 'pickup', 'digital'] as const
export type Fulfilment = (typeof FULFILMENTS)[number]

/** What every checkout sends, a shopper's or a guest's. */
const checkoutFields = {
  vertical: z.enum(VERTICALS).default('farm'),
  /** `digital` (decision 050): a basket of digital cookbooks only, read in the account; no place, day or window. */
  fulfilment: z.enum(FULFILMENTS),
  /** Pickup: one of the store's pickup points. */
  pickupLocationId: z.string().trim().min(1).max(80).optional(),
  /** ISO date; must be one of the delivery days offered for the cart's farmers (absent for `digital`). */
  deliveryDay: z.iso.date().optional(),
  /** The window of that day (a zone's delivery round, a pickup point's hours); absent: the first with room. */
  windowId: z.string().trim().min(1).max(40).optional(),
  payment: checkoutPayment,
  note: z.string().trim().max(500).default(''),
  /**
   * What the checkout screen showed when the shopper pressed "Place order" (decision 014): each
   * line's unit price (offer applied) and the totals, minor units. The server places the order
   * only if its own figures are the same; otherwise a 409 `prices_changed` names each change.
   */
  confirmed: z.strictObject({
    /** `lineKey`: which line when a meal is in the basket twice with other options (absent: the produce id). */
    lines: z.array(z.strictObject({ produceId, lineKey: z.string().max(2000).optional(), price: amount })).max(200),
    subtotal: amount,
    deliveryFee: amount,
    serviceFee: amount,
    total: amount,
  }),
}

/** The fields a digital order must not carry (decision 050): each is refused by name. */
const NOT_WITH_DIGITAL = ['addressId', 'pickupLocationId', 'deliveryDay', 'windowId'] as const

/** Delivery needs an address and pickup a pickup point; both need a day. */
function placeIssues(v: { fulfilment: Fulfilment; pickupLocationId?: string | undefined; deliveryDay?: string | undefined }, hasAddress: boolean, ctx: z.RefinementCtx): void {
  if (v.fulfilment === 'delivery' ? !hasAddress : !v.pickupLocationId) {
    ctx.addIssue({ code: 'custom', path: ['fulfilment'], input: v.fulfilment, message: 'Delivery needs an address; pickup needs a pickup point' })
  }
  if (v.deliveryDay === undefined) ctx.addIssue({ code: 'custom', path: ['deliveryDay'], params: { code: 'required' }, input: undefined, message: 'Choose a delivery day' })
}

export const checkoutSchema = z
  .strictObject({
    ...checkoutFields,
    /** Delivery: a saved address (in one of the store's delivery zones). */
    addressId: z.string().trim().min(1).max(80).optional(),
    /**
     * Spend the shopper's credit in the market's currency first (decision 038). How much is decided
     * when the order reaches the server: what there is then, up to the total; the rest is paid by `payment`.
     */
    useCredit: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === 'digital') {
      for (const field of NOT_WITH_DIGITAL) {
        if (v[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], params: { code: 'not_with_digital' }, input: v[field], message: `A digital order has no ${field}` })
      }
      if (v.payment.kind === 'cash')
        ctx.addIssue({ code: 'custom', path: ['payment', 'kind'], params: { code: 'online_payment_only' }, input: v.payment.kind, message: 'A digital order is paid online' })
      return
    }
    placeIssues(v, Boolean(v.addressId), ctx)
  })
export type CheckoutInput = z.input<typeof checkoutSchema>
export type CheckoutConfirmed = CheckoutInput['confirmed']

/**
 * POST /api/orders/guest (decision 024): a visitor without an account orders with a name, a phone
 * number, an e-mail and an address (or a pickup point). The basket is the device's (a guest has
 * no cart on the server): its lines come with the order. What goes into the order e-mail is one
 * line of text (text-contract.ts).
 */
export const guestContactSchema = z.strictObject({
  name: singleLine(z.string().trim().min(2).max(120)),
  phone: mobileMoneyPhoneSchema,
  email: emailSchema,
})
export const guestAddressSchema = z.strictObject({
  /** A delivery zone of the market (a `zone` location). */
  locationId: z.string().trim().min(1).max(80),
  line1: singleLine(z.string().trim().min(3).max(200)),
  line2: singleLine(z.string().trim().max(200)).default(''),
  landmark: singleLine(z.string().trim().max(200)).default(''),
})
export const guestLinesSchema = z
  .array(z.strictObject({ produceId, quantity: quantity.positive(), choices: lineChoicesSchema.optional() }))
  .min(1)
  .max(200)
export const guestCheckoutSchema = z.strictObject({ ...checkoutFields, contact: guestContactSchema, address: guestAddressSchema.optional(), lines: guestLinesSchema }).superRefine((v, ctx) => {
  // A digital book goes to an account's library (decision 047): a guest has none.
  if (v.fulfilment === 'digital') {
    ctx.addIssue({ code: 'custom', path: ['fulfilment'], params: { code: 'account_required' }, input: v.fulfilment, message: 'A digital order needs an account' })
    return
  }
  placeIssues(v, Boolean(v.address), ctx)
})
export type GuestCheckoutInput = z.input<typeof guestCheckoutSchema>

/** GET /api/orders/guest/options?vertical=farm&produces=a,b: what checkout offers for a guest's basket. */
export const guestOptionsQuery = z.object({
  vertical: z.enum(VERTICALS).default('farm'),
  produces: z
    .string()
    .max(200 * 81)
    .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(z.array(produceId).min(1).max(200)),
})

/** A guest's order as POST /api/orders/guest answers it: with the token of its link (only this once, and in the e-mail). */
export type GuestOrder = Order & { guestToken: string }

/** The header a guest's order page sends its token in (never the URL of an API request, so it stays out of logs). */
export const GUEST_TOKEN_HEADER = 'X-Order-Token'

/**
 * The field errors of a 409 `prices_changed`, one per change, each with `params.old` and
 * `params.new` (minor units):
 * - `lines.<produceId>`, code `price_changed` (the unit price; `params.name`; `params.old` absent
 *   for a line the shopper did not see at all) or `line_removed` (confirmed but no longer in the
 *   market's copy of the basket; `params.new` absent);
 * - `subtotal`, `deliveryFee`, `serviceFee`, `total`, code `amount_changed`.
 */
export const PRICE_CHANGE_CODES = ['price_changed', 'line_removed', 'amount_changed'] as const

export interface OrderLine {
  produceId: string
  /** As the cart's `lineKey`; the produce id on lines without choices. */
  lineKey?: string
  options?: ChosenOption[]
  substitution?: Substitution | null
  weighed?: WeighedLine | null
  /**
   * What the store did with a grocery line (decision 048): packed (by weight: the weight and the
   * settled price), substituted (the substitute and its price, up to the line's) or missing
   * (refunded as an unavailable line); null until it is packed, and on other services.
   */
  fulfilment?: LineFulfilment | null
  /** The farm it comes from and the day the farmer brings it to the market for this order (decision 017); '' and null on older orders. */
  farmerId: string
  farmName: string
  dropOffDay: string | null
  name: string
  unit: string
  quantity: number
  price: number
  lineTotal: number
}

export type LineFulfilment = { kind: 'packed'; packedKg: number | null; settledTotal: number } | { kind: 'substituted'; listingId: string; name: string; settledTotal: number } | { kind: 'missing' }

export interface Order {
  id: string
  number: string // short, human: "MF-7K3Q2"
  status: OrderStatus
  storeId: string
  currency: string
  currencyExponent: number
  fulfilment: Fulfilment
  address: { label: string; recipient: string; phone: string; line1: string; line2: string; landmark: string; locationName: string } | null
  pickupLocation: { id: string; name: string; address: string } | null
  deliveryDay: string
  /** The window booked on that day; null on orders from before slots. */
  slotWindow: TimeWindow | null
  payment: { kind: 'mobile-money'; provider: string; phone: string } | { kind: 'cash' } | { kind: 'card'; provider: 'paystack' }
  /** Where its payment stands (src/api/payments-contract.ts); absent on orders from before payments. */
  paymentStatus?: PaymentStatus
  lines: OrderLine[]
  subtotal: number
  deliveryFee: number
  /** The store's flat service fee (server/orders/order-config.ts); total = subtotal + deliveryFee + serviceFee. */
  serviceFee: number
  total: number
  /** The shopper's credit this order spent (decision 038): the rest, total − creditUsed, is paid by its payment; absent on older orders. */
  creditUsed?: number
  note: string
  /** A guest's order not yet attached to an account: who placed it (decision 024). */
  guest?: { name: string; phone: string; email: string }
  history: { status: OrderStatus; at: string }[]
  createdAt: string
  updatedAt: string
}

/** POST /api/orders/:id/status (admin role). */
export const orderStatusSchema = z.strictObject({ status: z.enum(ORDER_STATUSES) })

/** GET /api/cart/:vertical/checkout-options: what the checkout form offers. */
export interface CheckoutOptions {
  /** ISO dates: the market days on which every farmer's produce has arrived (decision 017, src/api/arrival-contract.ts). */
  deliveryDays: string[]
  /**
   * A basket of meals (decision 048): when its kitchens can first have it ready (ISO day, HH:MM in
   * the market's time), "as soon as possible"; the windows of that day end after it. `afterOpening`:
   * the kitchen is closed now and the meals are cooked once it opens, on a later day. Absent or null for produce.
   */
  readyAt?: { day: string; time: string; afterOpening?: boolean } | null
  /**
   * Every line of the basket is a digital cookbook (decision 050): the order can be `digital`, read
   * in the account, with no place, day, delivery fee or minimum. Absent: false.
   */
  digitalOnly?: boolean
  /** Places left per location (zone or pickup point), day offered and window of that location. */
  slots: { locationId: string; day: string; windowId: string; left: number }[]
  /** Per farmer of the basket, the first market day their produce can reach the shopper (null: the farmer has no day). */
  arrivals: { farmerId: string; farmName: string; day: string | null }[]
  /** The market's smallest subtotal, and the subtotal from which delivery is free (null: never), minor units. */
  minOrderTotal: number
  freeDeliveryFrom: number | null
  /** `windows`: a pickup point's opening hours on market days; a zone's delivery rounds ("08:00"–"12:00"). */
  pickupLocations: { id: string; name: string; address: string; windows: TimeWindow[] }[]
  deliveryZones: { id: string; name: string; fee: number; windows: TimeWindow[] }[]
  serviceFee: number
  /** The ways the market takes payment (src/api/payments-contract.ts `methodsForCountry`). */
  paymentMethods: PaymentMethodId[]
}

export interface TimeWindow {
  id: string
  start: string
  end: string
}

/**
 * Every refusal POST /api/orders gives (issue 31: checkout never fails silently): the request code
 * and the field error's field and code. The checkout screen has words for each, next to its button
 * (checkout-screen.test.tsx walks this list); server/orders/refusals.test.ts fails when the
 * checkout raises a code that is not here. `prices_changed` has its own screen (decision 014).
 */
export const CHECKOUT_REFUSALS = [
  { status: 400, code: 'validation_failed', field: 'addressId', fieldCode: 'outside_delivery_zones' },
  { status: 404, code: 'not_found', field: 'addressId', fieldCode: 'not_found' },
  { status: 400, code: 'validation_failed', field: 'pickupLocationId', fieldCode: 'unknown_pickup_point' },
  { status: 400, code: 'validation_failed', field: 'deliveryDay', fieldCode: 'unavailable_day' },
  { status: 400, code: 'validation_failed', field: 'windowId', fieldCode: 'unknown_window' },
  { status: 409, code: 'slot_full', field: 'windowId', fieldCode: 'slot_full' },
  { status: 400, code: 'validation_failed', field: 'vertical', fieldCode: 'not_open' },
  { status: 400, code: 'validation_failed', field: 'Idempotency-Key', fieldCode: 'required' },
  { status: 400, code: 'validation_failed', field: 'Idempotency-Key', fieldCode: 'invalid_format' },
  { status: 409, code: 'conflict', field: 'Idempotency-Key', fieldCode: 'idempotency_key_reused' },
  { status: 400, code: 'validation_failed', field: 'payment.phone', fieldCode: 'invalid_format' },
  { status: 409, code: 'conflict', field: null, fieldCode: 'cart_empty' },
  { status: 409, code: 'conflict', field: 'lines.p1', fieldCode: 'sold_out' },
  { status: 409, code: 'conflict', field: 'lines.p1', fieldCode: 'insufficient_stock' },
  { status: 409, code: 'conflict', field: 'lines.p1', fieldCode: 'unavailable' },
  { status: 409, code: 'conflict', field: 'lines.p1', fieldCode: 'invalid_quantity' },
  { status: 409, code: 'conflict', field: 'lines.p1', fieldCode: 'sold_out_for_day' },
  { status: 409, code: 'prices_changed', field: 'lines.p1', fieldCode: 'price_changed' },
  { status: 409, code: 'prices_changed', field: 'lines.p1', fieldCode: 'line_removed' },
  { status: 409, code: 'prices_changed', field: 'total', fieldCode: 'amount_changed' },
  { status: 409, code: 'order_above_maximum', field: 'total', fieldCode: 'order_above_maximum' },
  { status: 403, code: 'email_unconfirmed', field: null, fieldCode: 'unconfirmed_open_orders' },
  { status: 403, code: 'email_unconfirmed', field: 'total', fieldCode: 'unconfirmed_order_total' },
  { status: 409, code: 'below_minimum', field: 'subtotal', fieldCode: 'below_minimum' },
  // POST /api/orders/guest (decision 024): a guest's address outside the zones, a guest's limits.
  { status: 400, code: 'validation_failed', field: 'address.locationId', fieldCode: 'outside_delivery_zones' },
  { status: 403, code: 'guest_limit', field: null, fieldCode: 'guest_open_orders' },
  { status: 403, code: 'guest_limit', field: 'total', fieldCode: 'guest_order_total' },
  // A digital order (decision 050): only a basket of digital cookbooks, with no place, day or window, paid online, by an account.
  { status: 400, code: 'validation_failed', field: 'fulfilment', fieldCode: 'not_digital_only' },
  { status: 400, code: 'validation_failed', field: 'addressId', fieldCode: 'not_with_digital' },
  { status: 400, code: 'validation_failed', field: 'payment.kind', fieldCode: 'online_payment_only' },
  { status: 400, code: 'validation_failed', field: 'fulfilment', fieldCode: 'account_required' },
  { status: 400, code: 'validation_failed', field: 'deliveryDay', fieldCode: 'required' },
  { status: 429, code: 'rate_limited', field: null, fieldCode: 'rate_limited' },
  { status: 500, code: 'internal_error', field: null, fieldCode: 'internal_error' },
] as const
