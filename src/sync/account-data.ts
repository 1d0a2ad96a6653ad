/**
 * The shopper's address book and saved payment methods (issue 6), copied from the API into Dexie
 * so the account screens and checkout show them offline.
 *
 * Writes go to the server first and need a connection: an address's market and zone and the
 * one-default rule are the server's to check, and a half-saved address must never reach a rider.
 * After each write the local copy is brought in line (the answer at once, then a fresh pull, since
 * making one row the default changes another). The copy keeps one shopper's rows: a pull replaces
 * everything, and every query filters by `ownerId`, so a shared phone never shows the previous
 * shopper's addresses to the next.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { z } from 'zod'
import { MOBILE_MONEY_PROVIDERS, addressInputSchema, type Address, type AddressInput, type PaymentMethod, type PaymentMethodInput } from '../api/account-contract'
import type { HttpClient } from '../api/http'
import type { Locale } from '../config'
import { creditBalanceSchema } from '../api/payments-contract'
import { db as defaultDb, type AddressRow, type CreditRow, type PaymentMethodRow, type StoreRow, type StorefrontDb } from '../db/db'
import { readStores } from '../db/rows-language'

const stamps = { id: z.string().min(1), createdAt: z.string(), updatedAt: z.string() }

/** What the API answers for an address: the input's fields (as the server stored them) and stamps. */
export const addressSchema = z.object({ ...addressInputSchema.shape, ...stamps })

/** What the API answers for a payment method. Only these fields are kept: there is no card field. */
export const paymentMethodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mobile-money'), provider: z.enum(MOBILE_MONEY_PROVIDERS), phone: z.string(), label: z.string(), isDefault: z.boolean(), ...stamps }),
  z.object({ kind: z.literal('cash'), label: z.string(), isDefault: z.boolean(), ...stamps }),
])

interface Signal {
  signal?: AbortSignal
}

// ---------------------------------------------------------------- pulls

export async function pullAddresses(api: HttpClient, db: StorefrontDb, ownerId: string, { signal }: Signal = {}): Promise<void> {
  const { data } = await api.get<unknown>('/addresses', { signal, silent: true })
  const rows: Address[] = z.array(addressSchema).parse(data)
  await db.transaction('rw', db.addresses, async () => {
    await db.addresses.clear()
    await db.addresses.bulkPut(rows.map((r) => ({ ...r, ownerId })))
  })
}

export async function pullPaymentMethods(api: HttpClient, db: StorefrontDb, ownerId: string, { signal }: Signal = {}): Promise<void> {
  const { data } = await api.get<unknown>('/payments', { signal, silent: true })
  const rows: PaymentMethod[] = z.array(paymentMethodSchema).parse(data)
  await db.transaction('rw', db.paymentMethods, async () => {
    await db.paymentMethods.clear()
    await db.paymentMethods.bulkPut(rows.map((r) => ({ ...r, ownerId })))
  })
}

/** The shopper's credit per currency (decision 033), replacing what the device held. */
export async function pullCredits(api: HttpClient, db: StorefrontDb, ownerId: string, { signal }: Signal = {}): Promise<void> {
  const { data } = await api.get<unknown>('/credits', { signal, silent: true })
  const rows = z.array(creditBalanceSchema).parse(data)
  await db.transaction('rw', db.credits, async () => {
    await db.credits.where('owner').equals(ownerId).delete()
    await db.credits.bulkPut(rows.map((r) => ({ ...r, owner: ownerId })))
  })
}

/** What the credits box shows: the shopper's balances as last synced. */
export function useCredits(ownerId: string | undefined): CreditRow[] | undefined {
  return useLiveQuery(async () => (ownerId ? defaultDb.credits.where('owner').equals(ownerId).toArray() : undefined), [ownerId])
}

/** Both, for checkout: what it needs to work offline later. */
export async function pullAccountData(api: HttpClient, db: StorefrontDb, ownerId: string, options: Signal = {}): Promise<void> {
  await Promise.all([pullAddresses(api, db, ownerId, options), pullPaymentMethods(api, db, ownerId, options)])
}

// ---------------------------------------------------------------- addresses: commands (online)

/** Creates an address (no id) or replaces one; answers the saved address. Throws the ApiError. */
export async function saveAddress(api: HttpClient, db: StorefrontDb, ownerId: string, input: AddressInput, id?: string): Promise<Address> {
  const { data } = id ? await api.put<unknown>(`/addresses/${encodeURIComponent(id)}`, input) : await api.post<unknown>('/addresses', input)
  const saved = addressSchema.parse(data)
  await db.transaction('rw', db.addresses, async () => {
    if (saved.isDefault) await db.addresses.where('ownerId').equals(ownerId).modify({ isDefault: false })
    await db.addresses.put({ ...saved, ownerId })
  })
  await pullAddresses(api, db, ownerId).catch(() => {}) // saved: the answer above stands until the next pull
  return saved
}

export async function deleteAddress(api: HttpClient, db: StorefrontDb, ownerId: string, id: string): Promise<void> {
  await api.delete(`/addresses/${encodeURIComponent(id)}`)
  await db.addresses.delete(id)
  await pullAddresses(api, db, ownerId).catch(() => {})
}

export function setDefaultAddress(api: HttpClient, db: StorefrontDb, ownerId: string, address: Address): Promise<Address> {
  return saveAddress(api, db, ownerId, { ...addressInputOf(address), isDefault: true }, address.id)
}

/** The editable fields of a stored address (the API's input shape). */
export function addressInputOf(a: Address): z.output<typeof addressInputSchema> {
  return {
    label: a.label,
    recipient: a.recipient,
    phone: a.phone,
    storeId: a.storeId,
    locationId: a.locationId,
    line1: a.line1,
    line2: a.line2,
    landmark: a.landmark,
    isDefault: a.isDefault,
  }
}

// ---------------------------------------------------------------- payment methods: commands (online)

export async function savePaymentMethod(api: HttpClient, db: StorefrontDb, ownerId: string, input: PaymentMethodInput, id?: string): Promise<PaymentMethod> {
  const { data } = id ? await api.put<unknown>(`/payments/${encodeURIComponent(id)}`, input) : await api.post<unknown>('/payments', input)
  const saved = paymentMethodSchema.parse(data)
  await db.transaction('rw', db.paymentMethods, async () => {
    if (saved.isDefault) await db.paymentMethods.where('ownerId').equals(ownerId).modify({ isDefault: false })
    await db.paymentMethods.put({ ...saved, ownerId })
  })
  await pullPaymentMethods(api, db, ownerId).catch(() => {})
  return saved
}

export async function deletePaymentMethod(api: HttpClient, db: StorefrontDb, ownerId: string, id: string): Promise<void> {
  await api.delete(`/payments/${encodeURIComponent(id)}`)
  await db.paymentMethods.delete(id)
  await pullPaymentMethods(api, db, ownerId).catch(() => {})
}

export function setDefaultPaymentMethod(api: HttpClient, db: StorefrontDb, ownerId: string, method: PaymentMethod): Promise<PaymentMethod> {
  return savePaymentMethod(api, db, ownerId, { ...paymentMethodInputOf(method), isDefault: true }, method.id)
}

export function paymentMethodInputOf(m: PaymentMethod): PaymentMethodInput {
  return m.kind === 'mobile-money' ? { kind: 'mobile-money', provider: m.provider, phone: m.phone, label: m.label, isDefault: m.isDefault } : { kind: 'cash', label: m.label, isDefault: m.isDefault }
}

// ---------------------------------------------------------------- queries

const byDefaultThenOldest = <T extends { isDefault: boolean; createdAt: string }>(a: T, b: T) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt.localeCompare(b.createdAt)

/** The shopper's addresses, the default first. */
export async function addressesOf(db: StorefrontDb, ownerId: string): Promise<AddressRow[]> {
  return (await db.addresses.where('ownerId').equals(ownerId).toArray()).sort(byDefaultThenOldest)
}

/** The shopper's payment methods, the default first. */
export async function paymentMethodsOf(db: StorefrontDb, ownerId: string): Promise<PaymentMethodRow[]> {
  return (await db.paymentMethods.where('ownerId').equals(ownerId).toArray()).sort(byDefaultThenOldest)
}

export function useAddresses(ownerId: string | undefined): AddressRow[] | undefined {
  return useLiveQuery(async () => (ownerId ? addressesOf(defaultDb, ownerId) : undefined), [ownerId])
}

export function usePaymentMethods(ownerId: string | undefined): PaymentMethodRow[] | undefined {
  return useLiveQuery(async () => (ownerId ? paymentMethodsOf(defaultDb, ownerId) : undefined), [ownerId])
}

/** The markets (stores) with their delivery zones, in the shopper's language, as synced. */
export function useMarkets(locale: Locale): StoreRow[] | undefined {
  return useLiveQuery(() => readStores(locale), [locale])
}
