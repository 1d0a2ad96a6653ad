/**
 * Chef bookings over HTTP (decision 046): the availability and the request the booking form needs
 * (online only), the shopper's cancellation and the rest's payment, the portal's list and answers.
 * Answers are checked against the contract's schemas. A refused request throws the API's error
 * (its `code` and field errors): the screens translate them.
 */
import { z } from 'zod'
import { availabilitySchema, bookingSchema, type Availability, type Booking, type BookingRequest, type RestPayment } from './chef-bookings-contract'
import { baseApi } from './clients'

const enc = encodeURIComponent

export async function fetchAvailability(experienceId: string, from: string, to: string, signal?: AbortSignal): Promise<Availability> {
  const { data } = await baseApi.get<unknown>(`/chef/experiences/${enc(experienceId)}/availability?from=${from}&to=${to}`, { silent: true, ...(signal ? { signal } : {}) })
  return availabilitySchema.parse(data)
}

/** `key`: the Idempotency-Key fixed when the shopper pressed "Book": a retry of the same press books once. */
export async function requestBooking(input: BookingRequest, key: string): Promise<Booking> {
  const { data } = await baseApi.post<unknown>('/chef/bookings', input, { silent: true, headers: { 'Idempotency-Key': key } })
  return bookingSchema.parse(data) as Booking
}

export async function fetchMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  const { data } = await baseApi.get<unknown>('/account/bookings', { silent: true, ...(signal ? { signal } : {}) })
  return z.array(bookingSchema).parse(data) as Booking[]
}

export async function cancelMyBooking(id: string): Promise<Booking> {
  const { data } = await baseApi.post<unknown>(`/account/bookings/${enc(id)}/cancel`, {}, { silent: true })
  return bookingSchema.parse(data) as Booking
}

export async function payRest(id: string, input: RestPayment): Promise<Booking> {
  const { data } = await baseApi.post<unknown>(`/account/bookings/${enc(id)}/pay-rest`, input, { silent: true })
  return bookingSchema.parse(data) as Booking
}

export async function fetchChefBookings(providerId: string, signal?: AbortSignal): Promise<Booking[]> {
  const { data } = await baseApi.get<unknown>(`/partner/${enc(providerId)}/bookings`, { silent: true, ...(signal ? { signal } : {}) })
  return z.array(bookingSchema).parse(data) as Booking[]
}

export async function answerBooking(providerId: string, id: string, answer: 'accept' | 'decline'): Promise<Booking> {
  const { data } = await baseApi.post<unknown>(`/partner/${enc(providerId)}/bookings/${enc(id)}/${answer}`, {}, { silent: true })
  return bookingSchema.parse(data) as Booking
}
