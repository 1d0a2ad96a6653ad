/**
 * The booking form's draft and its checks (decision 046), pure: what the shopper typed, what the
 * experience allows, and the translated reason each field is not right yet. The server checks the
 * same again (src/api/chef-bookings-contract.ts); its refusals map to the same words here.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { mobileMoneyPhoneSchema } from '../../api/cart-contract'
import { BOOKING_RULES, depositOf, type Availability, type BookingRequest } from '../../api/chef-bookings-contract'
import type { PaymentMethodId } from '../../api/payments-contract'

export interface BookingDraft {
  day: string
  start: string
  guests: string
  address: string
  allergies: string
  /** 'mpesa' | 'momo' | 'paystack': how the deposit is paid. */
  method: PaymentMethodId | ''
  phone: string
}

export type BookingField = 'day' | 'start' | 'guests' | 'address' | 'allergies' | 'method' | 'phone'
export type BookingErrors = Partial<Record<BookingField, MessageDescriptor>>

export const emptyDraft = (): BookingDraft => ({ day: '', start: '', guests: '', address: '', allergies: '', method: '', phone: '' })

/** The market's ways to pay a deposit: online ones only. */
export const depositMethods = (methods: readonly PaymentMethodId[]): PaymentMethodId[] => methods.filter((m) => m !== 'cash')

export function guestsOf(draft: BookingDraft): number | null {
  const n = Number(draft.guests)
  return draft.guests.trim() !== '' && Number.isInteger(n) ? n : null
}

/** The figures the form shows: the total and the deposit for the guests typed, or null while it is not a number in range. */
export function figuresOf(draft: BookingDraft, facts: Availability['experience']): { total: number; deposit: number } | null {
  const guests = guestsOf(draft)
  if (guests === null || guests < facts.minGuests || guests > facts.maxGuests) return null
  const total = facts.pricePerGuest * guests
  return { total, deposit: depositOf(total, facts.depositPercent) }
}

/** Each field that is not right yet, with why; empty when the request can go. */
export function checkDraft(draft: BookingDraft, availability: Availability): BookingErrors {
  const errors: BookingErrors = {}
  const { minGuests: min, maxGuests: max } = availability.experience
  const day = availability.days.find((d) => d.day === draft.day)
  if (!day) errors.day = msg`Choose one of the days the chef offers.`
  else if (!day.starts.includes(draft.start)) errors.start = msg`Choose a start time.`
  const guests = guestsOf(draft)
  if (guests === null) errors.guests = msg`Enter the number of guests.`
  else if (guests < min || guests > max) errors.guests = msg`This experience is for ${min} to ${max} guests.`
  const address = draft.address.trim()
  if (address.length < 5) errors.address = msg`Enter the address where the chef will cook.`
  else if (address.length > BOOKING_RULES.addressMax || /[\r\n]/.test(address)) errors.address = msg`Write the address on one line, in at most 300 characters.`
  if (draft.allergies.trim().length > BOOKING_RULES.allergiesMax) errors.allergies = msg`Use at most 500 characters.`
  if (!draft.method) errors.method = msg`Choose how to pay the deposit.`
  else if (draft.method !== 'paystack' && !mobileMoneyPhoneSchema.safeParse(draft.phone).success) errors.phone = msg`Enter the mobile money number you pay from.`
  return errors
}

/** The request the draft makes, once `checkDraft` found nothing. */
export function requestOf(draft: BookingDraft, experienceId: string): BookingRequest {
  const payment: BookingRequest['payment'] =
    draft.method === 'paystack' ? { kind: 'card', provider: 'paystack' } : { kind: 'mobile-money', provider: draft.method === 'momo' ? 'mtn-momo' : 'mpesa', phone: draft.phone.trim() }
  return { experienceId, day: draft.day, start: draft.start, guests: guestsOf(draft) ?? 0, address: draft.address.trim(), allergies: draft.allergies.trim(), payment }
}

/** The server's refusal of a field, in the form's words. */
export function refusalOf(field: string | null, code: string, params: Record<string, string | number> = {}): { field: BookingField | null; message: MessageDescriptor } {
  if (code === 'slot_taken') return { field: 'start', message: msg`This time was just booked by someone else. Choose another time or day.` }
  const min = params.min ?? ''
  const max = params.max ?? ''
  if (field === 'guests') return { field: 'guests', message: msg`This experience is for ${min} to ${max} guests.` }
  if (field === 'start' || field === 'day') return { field: 'start', message: msg`The chef no longer offers this day and time. Choose another one.` }
  if (field?.startsWith('payment')) return { field: 'method', message: msg`This market does not take this way of paying. Choose another one.` }
  return { field: null, message: msg`The booking could not be sent. Check the form and try again.` }
}
