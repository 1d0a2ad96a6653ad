/**
 * Guest checkout's decisions (decision 024), beside checkout-model.ts's: the guest's details and
 * address checked by the contract's schemas (guestContactSchema, guestAddressSchema), the address
 * as checkout-model sees one (a synthetic saved address in the chosen zone, so defaults, fees and
 * windows are the shopper's), and the body of POST /api/orders/guest.
 */
import { z } from 'zod'
import { guestAddressSchema, guestContactSchema, type CheckoutInput, type GuestCheckoutInput } from '../../api/cart-contract'
import type { AddressRow } from '../../db/db'
import type { useForm } from '../../ui/use-form'

export const EMPTY_GUEST = { name: '', phone: '', email: '', locationId: '', line1: '', line2: '', landmark: '' }
export type GuestValues = typeof EMPTY_GUEST
export type GuestForm = ReturnType<typeof useForm<GuestValues>>

/** The flat form's schema: the contact, and the address too when the order is delivered. */
export const guestFormSchema = (isDelivery: boolean) => (isDelivery ? z.object({ ...guestContactSchema.shape, ...guestAddressSchema.shape }) : z.object(guestContactSchema.shape))

/** The guest's address as checkout-model reads a saved one: in the chosen zone, or none yet. */
export function guestAddressRow(v: GuestValues): AddressRow[] {
  if (!v.locationId) return []
  return [
    {
      id: 'guest',
      ownerId: 'guest',
      label: v.line1,
      recipient: v.name,
      phone: v.phone,
      storeId: '',
      locationId: v.locationId,
      line1: v.line1,
      line2: v.line2,
      landmark: v.landmark,
      isDefault: true,
      createdAt: '',
      updatedAt: '',
    },
  ]
}

/** The server's field names (`contact.email`, `address.line1`) as the flat form's. */
export const flatField = (field: string | null) => (field ?? '').replace(/^(contact|address)\./, '')

/** The body of POST /api/orders/guest from what checkout-model built and the guest's details. */
export function guestOrderOf(input: CheckoutInput, v: GuestValues, lines: { produceId: string; quantity: number }[]): GuestCheckoutInput {
  const { addressId: _addressId, ...rest } = input
  void _addressId
  return {
    ...rest,
    contact: { name: v.name, phone: v.phone, email: v.email },
    ...(input.fulfilment === 'delivery' ? { address: { locationId: v.locationId, line1: v.line1, line2: v.line2, landmark: v.landmark } } : {}),
    lines,
  }
}
