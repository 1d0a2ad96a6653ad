/**
 * What the orders API answers, checked before it is stored on this device (sync/orders.ts). Apart
 * from orders.ts so that zod loads with the first order pull or checkout, not with the first page.
 */
import { substitutionSchema } from '../api/line-choices-schema'
import { z } from 'zod'
import { FULFILMENTS, ORDER_STATUSES, type CheckoutOptions, type Order } from '../api/cart-contract'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../api/payments-contract'

export { checkoutSchema } from '../api/cart-contract'

const text = z.string()
const minor = z.number().int()
const timeWindow = z.object({ id: text, start: text, end: text })

export const orderSchema = z.object({
  id: z.string().min(1),
  number: text,
  status: z.enum(ORDER_STATUSES),
  storeId: text,
  currency: z.string().length(3),
  currencyExponent: z.number().int().min(0).max(4),
  fulfilment: z.enum(FULFILMENTS),
  address: z.object({ label: text, recipient: text, phone: text, line1: text, line2: text, landmark: text, locationName: text }).nullable(),
  pickupLocation: z.object({ id: text, name: text, address: text }).nullable(),
  deliveryDay: text,
  slotWindow: z.object({ id: text, start: text, end: text }).nullable().default(null),
  payment: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('mobile-money'), provider: text, phone: text }),
    z.object({ kind: z.literal('cash') }),
    z.object({ kind: z.literal('card'), provider: z.literal('paystack') }),
  ]),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  lines: z.array(
    z.object({
      produceId: text,
      // Orders stored on a device before decision 017 have no farm: read as none.
      farmerId: text.default(''),
      farmName: text.default(''),
      dropOffDay: text.nullable().default(null),
      name: text,
      unit: text,
      quantity: z.number(),
      price: minor,
      lineTotal: minor,
      // A meal's options, a grocery line's substitution, weighing and packing (decision 048); absent on older orders.
      lineKey: text.optional(),
      options: z.array(z.object({ groupId: text, optionId: text, name: text, price: minor })).optional(),
      substitution: substitutionSchema.nullable().optional(),
      weighed: z.object({ estimateKg: z.number(), marginPercent: z.number(), pricePerKg: minor, estimate: minor }).nullable().optional(),
      fulfilment: z
        .discriminatedUnion('kind', [
          z.object({ kind: z.literal('packed'), packedKg: z.number().nullable(), settledTotal: minor }),
          z.object({ kind: z.literal('substituted'), listingId: text, name: text, settledTotal: minor }),
          z.object({ kind: z.literal('missing') }),
        ])
        .nullable()
        .optional(),
    }),
  ),
  subtotal: minor,
  deliveryFee: minor,
  serviceFee: minor,
  total: minor,
  /** The shopper's credit the order spent (decision 038); absent when none. */
  creditUsed: minor.optional(),
  note: text,
  guest: z.object({ name: text, phone: text, email: text }).optional(),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: text })),
  createdAt: text,
  updatedAt: text,
}) satisfies z.ZodType<Order>

export const checkoutOptionsSchema = z.object({
  deliveryDays: z.array(z.iso.date()),
  arrivals: z.array(z.object({ farmerId: text, farmName: text, day: z.iso.date().nullable() })),
  minOrderTotal: minor,
  freeDeliveryFrom: minor.nullable(),
  slots: z.array(z.object({ locationId: text, day: z.iso.date(), windowId: text, left: z.number().int() })),
  // A basket of meals (decision 048): when its kitchens first have it ready; absent for produce.
  readyAt: z.object({ day: z.iso.date(), time: text, afterOpening: z.boolean().optional() }).nullable().optional(),
  // A basket of digital cookbooks only (decision 050): it can be ordered digital; absent: no.
  digitalOnly: z.boolean().optional(),
  pickupLocations: z.array(z.object({ id: text, name: text, address: text, windows: z.array(timeWindow) })),
  deliveryZones: z.array(z.object({ id: text, name: text, fee: minor, windows: z.array(timeWindow) })),
  serviceFee: minor,
  // Options stored on a device before payments (decision 033) name no methods: cash, which every market takes.
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)).default(['cash']),
}) satisfies z.ZodType<CheckoutOptions>

export const orderListSchema = z.array(orderSchema)

export const listMetaSchema = z.object({ page: z.number(), perPage: z.number(), total: z.number() })
