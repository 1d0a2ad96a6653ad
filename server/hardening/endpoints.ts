/**
 * Every endpoint of the API, as the hardening suites see it: who may call it, the contract schemas
 * of its body and query, a valid sample request (the seed of the fuzzers' mutations), the values
 * worth trying for its path parameters (another shopper's ids, ids that do not exist), and — for
 * the endpoints that legitimately store what they are sent — the check that what was stored is
 * exactly the payload as the contract normalises it.
 *
 * `access-control.test.ts` fails when the app has a route this list does not name, so a new
 * endpoint cannot escape the fuzzers and the access matrix.
 */
import {
  adminOfferListQuery,
  adminOrderListQuery,
  applicationListQuery,
  cancelOrderSchema,
  createOfferSchema,
  marketLocationSchema,
  marketSettingsSchema,
  offerProducesQuery,
  outboxListQuery,
  pageQuery,
  providerListQuery,
  rejectApplicationSchema,
  suspendProviderSchema,
} from '../../src/api/admin-contract'
import { operatorGrantSchema, operatorRevokeSchema } from '../../src/api/admin-operators-contract'
import { refundPaymentSchema } from '../../src/api/admin-payments-contract'
import { acceptInvitationSchema } from '../access/invitations'
import { availabilityQuery, bookingRequestSchema, restPaymentSchema } from '../../src/api/chef-bookings-contract'
import { availabilitySchema, holidayInputSchema, listingInputSchema, listingQuickSchema, lineFulfilSchema, partMoveSchema, teamInviteSchema, teamRoleSchema } from '../../src/api/partner-contract'
import { payoutInputSchema, profileInputSchema } from '../../src/api/partner-profile-contract'
import { grantBody } from '../operators/operators.routes'
import { and, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { z } from 'zod'
import { addressInputSchema, paymentMethodInputSchema, type Address, type PaymentMethod } from '../../src/api/account-contract'
import {
  accountUpdateSchema,
  authenticateSchema,
  emailChangeConfirmSchema,
  emailUndoSchema,
  logoutQuerySchema,
  profileUpdateSchema,
  refreshSchema,
  registerConfirmSchema,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
  verificationConfirmSchema,
  verificationRequestSchema,
} from '../../src/api/auth-contract'
import {
  cartMergeSchema,
  cartOpSchema,
  cartOpsBatchSchema,
  cartReplaceSchema,
  checkoutSchema,
  GUEST_TOKEN_HEADER,
  guestCheckoutSchema,
  guestOptionsQuery,
  orderStatusSchema,
  type Cart,
  type CheckoutOptions,
  type GuestOrder,
  type Order,
} from '../../src/api/cart-contract'
import {
  farmerApplicationConfirmSchema,
  farmerApplicationSchema,
  farmerListQuery,
  listingListQuery,
  offerListQuery,
  produceListQuery,
  produceUpdateSchema,
  serviceApplicationSchema,
  storeListQuery,
} from '../../src/api/catalog-contract'
import { SERVICE_NOUNS } from '../../src/api/service-routes-contract'
import type { Service } from '../../src/api/services-contract'
import { contactMessageSchema, locationInputSchema, locationListQuerySchema } from '../../src/api/contract'
import { paymentRetrySchema, type PaymentView } from '../../src/api/payments-contract'
import type { Shopper } from '../orders/commerce.fixtures'
import { serviceFeeFor } from '../orders/order-config'
import { confirmedFigures } from '../test/checkout-figures'
import { rows } from '../cart/cart-sql'
import { users } from '../db/schema/auth'
import { farmerApplications, locations, produces } from '../db/schema/catalog'
import { addresses, favorites, paymentMethods } from '../db/schema/commerce'
import { contactMessages } from '../db/schema/contact'
import { basketPlanInput, ingredientListQuery, recipeListQuery } from '../../src/api/cookbook-contract'
import type { Answer, MutationSource, Request } from './fuzz-kit'
import { createHardeningApp, HARDENING_SERVICES, OPERATOR_TOKEN, type HardeningApp } from './hardening-app'
import { codeFromOutbox } from '../test/mail-files'

export type Access = 'public' | 'user' | 'admin' | 'operator'

/** A string planted in the other shopper's rows: no answer to anyone else may ever contain it. */
export const OTHER_MARKER = 'zz-other-shopper-secret'

export interface World {
  h: HardeningApp
  owner: Shopper & { refresh: string; identifier: string; secret: string }
  other: Shopper
  admin: Shopper
  deliveryDay: string
  ids: {
    ownerAddress: string
    ownerPayment: string
    ownerOrder: string
    otherAddress: string
    otherPayment: string
    otherOrder: string
    fuzzLocation: string
    /** A guest's order and the token of its link (decision 024). */
    guestOrder: string
    guestToken: string
  }
}

export const ADDRESS = { label: 'Home', recipient: 'Amina Diallo', phone: '+27 82 555 0101', storeId: 'jnb', locationId: 'jnb-soweto', line1: '12 Vilakazi Street' }

async function placeOrder(h: HardeningApp, who: Shopper, note: string): Promise<{ id: string; day: string }> {
  const op = await h.api<Cart>(who, 'POST', '/api/cart/farm/ops', { op: 'set', produceId: 'eggs', quantity: 1 }, { 'Idempotency-Key': `setup-${who.id}` })
  if (op.status !== 200) throw new Error(`cart op failed: ${JSON.stringify(op.body)}`)
  const options = await h.api<CheckoutOptions>(who, 'GET', '/api/cart/farm/checkout-options')
  const day = options.body.data.deliveryDays[0]!
  const res = await h.api<Order>(
    who,
    'POST',
    '/api/orders',
    { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: day, payment: { kind: 'cash' }, note, confirmed: confirmedFigures(op.body.data, options.body.data.serviceFee) },
    { 'Idempotency-Key': `order-${who.id}` },
  )
  if (res.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`)
  return { id: res.body.data.id, day }
}

/** A guest's order of one bunch of spinach, picked up (decision 024); `deliveryDay` is set per world. */
const GUEST_ORDER = {
  vertical: 'farm',
  fulfilment: 'pickup',
  pickupLocationId: 'jnb-rosebank',
  deliveryDay: 'set-per-world',
  payment: { kind: 'cash' },
  note: '',
  contact: { name: 'Grace Nkosi', phone: '+27 82 555 0177', email: 'grace.guest@example.test' },
  lines: [{ produceId: 'spinach', quantity: 1 }],
  confirmed: { lines: [{ produceId: 'spinach', price: 2500 }], subtotal: 2500, deliveryFee: 0, serviceFee: serviceFeeFor('jnb'), total: 2500 + serviceFeeFor('jnb') },
}

/** An app with three accounts (the shopper the fuzzers act as, another shopper, an admin) and their rows. */
export async function createWorld(): Promise<World> {
  const h = await createHardeningApp()
  const owner = await h.shopper()
  const other = await h.shopper()
  const admin = await h.admin()
  const ownerAddress = (await h.api<Address>(owner, 'POST', '/api/addresses', ADDRESS)).body.data.id
  const ownerPayment = (await h.api<PaymentMethod>(owner, 'POST', '/api/payments', { kind: 'cash' })).body.data.id
  const otherAddress = (await h.api<Address>(other, 'POST', '/api/addresses', { ...ADDRESS, label: OTHER_MARKER, recipient: OTHER_MARKER })).body.data.id
  const otherPayment = (await h.api<PaymentMethod>(other, 'POST', '/api/payments', { kind: 'mobile-money', provider: 'mpesa', phone: '+254 700 000 001', label: OTHER_MARKER })).body.data.id
  await h.api(other, 'PUT', '/api/favorites/farmer/pieter', undefined, {})
  const ownerOrder = await placeOrder(h, owner, 'owner order')
  const otherOrder = await placeOrder(h, other, OTHER_MARKER)
  const fuzzLocation = (
    await h.api<{ id: string }>(null, 'POST', '/api/locations', { storeId: 'kgl', name: 'Fuzz pickup', kind: 'pickup', address: 'Nowhere 1' }, { authorization: `Bearer ${OPERATOR_TOKEN}` })
  ).body.data.id
  const guest = await h.api<GuestOrder>(
    null,
    'POST',
    '/api/orders/guest',
    { ...GUEST_ORDER, deliveryDay: ownerOrder.day, contact: { ...GUEST_ORDER.contact, name: 'Grace World' } },
    { 'Idempotency-Key': 'world-guest' },
  )
  if (guest.status !== 201) throw new Error(`guest checkout failed: ${JSON.stringify(guest.body)}`)
  return {
    h,
    owner,
    other,
    admin,
    deliveryDay: ownerOrder.day,
    ids: {
      ownerAddress,
      ownerPayment,
      ownerOrder: ownerOrder.id,
      otherAddress,
      otherPayment,
      otherOrder: otherOrder.id,
      fuzzLocation,
      guestOrder: guest.body.data.id,
      guestToken: guest.body.data.guestToken,
    },
  }
}

export interface Endpoint extends MutationSource {
  access: Access
  /** When a 2xx changed stored rows: the tables it may change and a check of what it stored. */
  stores?: {
    tables: string[]
    verify(w: World, sent: unknown, answer: Answer, request: Request): Promise<void>
  }
  /** The owner's bearer token must not be sent (logout would end the session the fuzzers use). */
  noOwnerToken?: boolean
  /** Brings the world into a state where a valid request can succeed, before the endpoint is fuzzed. */
  prepare?(w: World): Promise<void>
}

/** The owner's cart holds one line of a farmer who delivers every day, so a checkout can be placed. */
async function cartReadyForCheckout(w: World) {
  const key = `prepare-${Math.random().toString(36).slice(2)}`
  await w.h.api(w.owner, 'PUT', '/api/cart/farm', { lines: [{ produceId: 'spinach', quantity: 1 }] }, { 'Idempotency-Key': key })
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

/** The registration whose pending value and code the confirmation's `prepare` fetches. */
const PENDING_FORM = { name: 'Fuzz', surname: 'Pending', phone: '+27 82 555 0198', email: 'fuzz.pending@example.test', credential: { identifier: 'fuzz-pending', secret: 'purple onions at noon' } }
const pendingRegistration = { pending: 'set-by-prepare', code: 'ABCDE-FGHJK' }

/** The JSON an answer's data holds. */
const dataOf = <T>(a: Answer) => a.json!.data as T

/** The value a schema makes of what was sent: a 2xx for input the contract refuses is itself a failure. */
function normalised<S extends z.ZodType>(schema: S, sent: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(sent)
  expect(parsed.success, `${what}: the server accepted input its contract refuses: ${JSON.stringify(sent)?.slice(0, 300)}`).toBe(true)
  return parsed.data as z.output<S>
}

const idFromPath = (r: Request) => decodeURIComponent(r.path.split('/').pop()!)

/** What each service's join form sends besides the farm's fields (catalog-contract.ts serviceApplicationSchema). */
const JOIN_DETAILS: Record<Exclude<Service, 'farm'>, Record<string, unknown>> = {
  food: { kind: 'home', cuisines: ['swahili'] },
  grocery: { kind: 'grocer' },
  chef: { cuisines: ['braai'] },
  cookbook: { specialties: ['baking'] },
}

/**
 * The catalog of every open service but the farm's (decision 045): the same factory's routes under
 * the service's nouns, for the services the hardening app opens (HARDENING_SERVICES), so that this list and the app agree.
 */
function serviceCatalogEndpoints(db: HardeningApp['db'], idem: Record<string, string>): Endpoint[] {
  return HARDENING_SERVICES.filter((s): s is Exclude<Service, 'farm'> => s !== 'farm').flatMap((service): Endpoint[] => {
    const { providers, listings } = SERVICE_NOUNS[service]
    const base = `/api/${service}`
    const joinSchema = serviceApplicationSchema(service)
    return [
      { method: 'GET', route: `${base}/${providers}`, access: 'public', querySchema: farmerListQuery, sample: { query: { storeId: 'jnb', sortBy: 'rating', order: 'desc', perPage: '10' } } },
      { method: 'GET', route: `${base}/${providers}/:id`, access: 'public', sample: { params: { id: 'thandi' } }, paramValues: { id: ['nobody', '..'] } },
      { method: 'GET', route: `${base}/${listings}`, access: 'public', querySchema: listingListQuery(service), sample: { query: { storeId: 'jnb', sortBy: 'price', order: 'asc', perPage: '24' } } },
      { method: 'GET', route: `${base}/${listings}/:id`, access: 'public', sample: { params: { id: 'spinach' } }, paramValues: { id: ['nope', '..'] } },
      { method: 'GET', route: `${base}/offers`, access: 'public', querySchema: offerListQuery, sample: { query: { storeId: 'jnb', all: 'true' } } },
      { method: 'GET', route: `${base}/search`, access: 'public', querySchema: listingListQuery(service), sample: { query: { q: 'honey', storeId: 'jnb' } } },
      {
        method: 'POST',
        route: `${base}/join`,
        access: 'public',
        bodySchema: joinSchema,
        sample: {
          body: {
            name: 'Grace Njeri',
            farmName: 'Njeri Kitchen',
            email: `grace.${service}.%CASE%@example.test`,
            phone: '+254 700 111 222',
            town: 'Limuru',
            storeId: 'jnb',
            produce: 'What we would sell',
            message: '',
            details: JOIN_DETAILS[service],
          },
          headers: idem,
        },
        stores: {
          tables: ['farmer_applications'],
          async verify(_w, sent, a) {
            const expected = normalised(joinSchema, sent, `POST /${service}/join`) as { details?: unknown }
            const [row] = await db
              .select()
              .from(farmerApplications)
              .where(eq(farmerApplications.id, dataOf<{ id: string }>(a).id))
            expect({ service: row!.service, details: row!.details }).toEqual({ service, details: expected.details })
          },
        },
      },
      { method: 'POST', route: `${base}/join/confirm`, access: 'public', bodySchema: farmerApplicationConfirmSchema, sample: { body: { email: 'grace@example.test', code: '123456' } } },
    ]
  })
}

export function endpoints(w: World): Endpoint[] {
  const { h, ids } = w
  const db = h.db
  const others = [ids.otherAddress, ids.otherPayment, ids.otherOrder, w.other.id, MISSING_ID, '1', '0', '-1', 'null', '..', '%2e%2e']
  const idem = { 'idempotency-key': 'replaced-per-case' }

  const verifyCart = async (a: Answer) => {
    const answered = (dataOf<Cart | { cart: Cart }>(a) as { cart?: Cart }).cart ?? dataOf<Cart>(a)
    const stored = await h.api<Cart>(w.owner, 'GET', '/api/cart/farm')
    expect(stored.body.data.lines.map((l) => [l.produceId, l.quantity])).toEqual(answered.lines.map((l) => [l.produceId, l.quantity]))
  }

  return [
    // ------------------------------------------------------------ auth (public)
    { method: 'GET', route: '/api/auth/ping', access: 'public', sample: {} },
    { method: 'GET', route: '/api/auth/providers', access: 'public', sample: {} },
    {
      method: 'POST',
      route: '/api/auth/account/authenticate',
      access: 'public',
      bodySchema: authenticateSchema,
      // A wrong password: a valid-shaped request is a 401, and a 2xx would be a finding.
      sample: { body: { identifier: w.owner.identifier, secret: 'not the password at all' } },
    },
    {
      // Stores nothing (decision 012): a sealed pending registration goes back, a code to the address.
      method: 'POST',
      route: '/api/auth/account/register',
      access: 'public',
      bodySchema: registerSchema,
      sample: { body: { name: 'Fuzz', surname: 'Tester', phone: '+27 82 555 0199', email: 'fuzz.%CASE%@example.test', credential: { identifier: 'fuzz-%CASE%', secret: 'purple onions at noon' } } },
    },
    {
      method: 'POST',
      route: '/api/auth/account/register/confirm',
      access: 'public',
      bodySchema: registerConfirmSchema,
      sample: { body: pendingRegistration },
      // A real pending registration and its code: the valid request creates the account (once).
      async prepare(w) {
        const sent = await w.h.api<{ pending: string }>(null, 'POST', '/api/auth/account/register', PENDING_FORM)
        pendingRegistration.pending = sent.body.data.pending
        pendingRegistration.code = await codeFromOutbox(w.h.outbox)(PENDING_FORM.email)
      },
      stores: {
        tables: ['users', 'auth_sessions'],
        async verify(_w, _sent, a) {
          const [row] = await db
            .select()
            .from(users)
            .where(eq(users.id, dataOf<{ user: { id: string } }>(a).user.id))
          expect({ name: row!.name, surname: row!.surname, phone: row!.phone, email: row!.email, identifier: row!.identifier }).toEqual({
            name: PENDING_FORM.name,
            surname: PENDING_FORM.surname,
            phone: PENDING_FORM.phone,
            email: PENDING_FORM.email,
            identifier: PENDING_FORM.credential.identifier,
          })
          expect(row!.emailVerifiedAt, 'the code proved the address').not.toBeNull()
          expect(row!.roles).toEqual(['customer'])
        },
      },
    },
    {
      method: 'POST',
      route: '/api/auth/verification/request',
      access: 'public',
      bodySchema: verificationRequestSchema,
      sample: { body: { identifier: 'nobody-at-all' } },
      // An identifier that names an unverified account gets a code: a new auth_tokens row.
      stores: { tables: ['auth_tokens'], verify: async () => {} },
    },
    { method: 'POST', route: '/api/auth/verification/confirm', access: 'public', bodySchema: verificationConfirmSchema, sample: { body: { token: 'ABCDE23456' } } },
    {
      method: 'POST',
      route: '/api/auth/reset/request',
      access: 'public',
      bodySchema: resetRequestSchema,
      sample: { body: { identifier: 'nobody-at-all' } },
      stores: { tables: ['auth_tokens'], verify: async () => {} },
    },
    {
      method: 'POST',
      route: '/api/auth/reset/confirm',
      access: 'public',
      bodySchema: resetConfirmSchema,
      sample: { body: { newPassword: 'a brand new passphrase', confirmNewPassword: 'a brand new passphrase', token: 'not-a-real-reset-token' } },
    },
    {
      method: 'POST',
      route: '/api/auth/session/refresh',
      access: 'public',
      bodySchema: refreshSchema,
      noOwnerToken: true,
      sample: { body: {} },
    },
    {
      method: 'DELETE',
      route: '/api/auth/session/logout',
      access: 'public',
      querySchema: logoutQuerySchema,
      noOwnerToken: true,
      sample: { query: { all: 'false' } },
    },
    { method: 'GET', route: '/api/auth/account/:provider/start', access: 'public', sample: { params: { provider: 'acme' }, query: { returnTo: '/fr/account' } } },
    { method: 'GET', route: '/api/auth/account/:provider/callback', access: 'public', sample: { params: { provider: 'acme' }, query: { code: 'abc', state: 'xyz' } } },
    // ------------------------------------------------------------ auth (signed in)
    {
      method: 'PUT',
      route: '/api/auth/account/update',
      access: 'user',
      bodySchema: accountUpdateSchema,
      // A wrong current password: the request is refused whatever else it carries.
      sample: { body: { currentPassword: 'not the password at all', newPassword: 'another good passphrase', confirmNewPassword: 'another good passphrase' } },
    },
    { method: 'GET', route: '/api/auth/user/me', access: 'user', sample: {} },
    { method: 'POST', route: '/api/auth/user/me/email/confirm', access: 'user', bodySchema: emailChangeConfirmSchema, sample: { body: { code: 'ABCDE-23456' } } },
    { method: 'POST', route: '/api/auth/email/undo', access: 'public', bodySchema: emailUndoSchema, sample: { body: { token: 'not-a-real-undo-token' } } },
    {
      method: 'PUT',
      route: '/api/auth/user/me',
      access: 'user',
      bodySchema: profileUpdateSchema,
      sample: { body: { name: 'Amina', surname: 'Diallo', phone: '+27 82 555 0101', gender: 'female', bio: 'I grow okra.', dateOfBirth: '1990-04-01', currentPassword: w.owner.secret } },
      stores: {
        tables: ['users', 'auth_tokens'],
        async verify(_w, sent) {
          // A new e-mail is not stored: it waits for its code (an auth_tokens row); the password is only checked.
          const { email: _pending, currentPassword: _checked, ...expected } = normalised(profileUpdateSchema, sent, 'PUT /user/me')
          const [row] = await db.select().from(users).where(eq(users.id, w.owner.id))
          const stored: Record<string, unknown> = {
            name: row!.name,
            surname: row!.surname,
            email: row!.email,
            phone: row!.phone,
            gender: row!.gender,
            bio: row!.bio,
            dateOfBirth: row!.dateOfBirth,
          }
          const want: Record<string, unknown> = {}
          for (const [k, v] of Object.entries(expected)) if (v !== undefined) want[k] = v === null && (k === 'phone' || k === 'bio') ? '' : v
          expect(stored).toMatchObject(want)
        },
      },
    },
    // ------------------------------------------------------------ locations (the spec's base API)
    {
      method: 'GET',
      route: '/api/locations',
      access: 'public',
      querySchema: locationListQuerySchema,
      sample: { query: { page: '1', perPage: '15', sortBy: 'name', order: 'asc', searchKeyword: 'Rose' } },
    },
    { method: 'GET', route: '/api/locations/:id', access: 'public', sample: { params: { id: 'jnb-rosebank' } }, paramValues: { id: others } },
    {
      method: 'POST',
      route: '/api/locations',
      access: 'operator',
      bodySchema: locationInputSchema,
      sample: { body: { storeId: 'kgl', name: 'Fuzz pickup', kind: 'pickup', address: 'KG 7 Ave', deliveryFee: 0 } },
      stores: {
        tables: ['locations'],
        async verify(_w, sent, a) {
          const expected = normalised(locationInputSchema, sent, 'POST /locations')
          const [row] = await db
            .select()
            .from(locations)
            .where(eq(locations.id, dataOf<{ id: string }>(a).id))
          expect({ storeId: row!.storeId, name: row!.name, kind: row!.kind, address: row!.address, deliveryFee: row!.deliveryFee }).toEqual(expected)
        },
      },
    },
    {
      method: 'PUT',
      route: '/api/locations/:id',
      access: 'operator',
      bodySchema: locationInputSchema,
      sample: { params: { id: ids.fuzzLocation }, body: { storeId: 'kgl', name: 'Fuzz pickup', kind: 'pickup', address: 'KG 7 Ave', deliveryFee: 0 } },
      paramValues: { id: [MISSING_ID, '..'] },
      stores: {
        tables: ['locations'],
        async verify(_w, sent, _a, r) {
          const expected = normalised(locationInputSchema, sent, 'PUT /locations')
          const [row] = await db
            .select()
            .from(locations)
            .where(eq(locations.id, idFromPath(r)))
          expect({ storeId: row!.storeId, name: row!.name, kind: row!.kind, address: row!.address, deliveryFee: row!.deliveryFee }).toEqual(expected)
        },
      },
    },
    // Only ids that do not exist: deleting the fixture's zones would change every later answer.
    { method: 'DELETE', route: '/api/locations/:id', access: 'operator', sample: { params: { id: MISSING_ID } }, paramValues: { id: [MISSING_ID, 'nope', '..'] } },
    // ------------------------------------------------------------ operations (text, not the envelope, when answered: no fuzz file runs it)
    { method: 'GET', route: '/api/metrics', access: 'operator', sample: {} },
    // `npm run operator` on the embedded database (decision 032): the start's token, and from loopback only
    // (the fuzzers' requests come from 203.0.113.7: with the token, a 403 changing nothing).
    // ------------------------------------------------------------ back office (decision 032)
    // An invitation token nobody was sent: refused whatever else the request carries.
    { method: 'POST', route: '/api/partner/invitations/accept', access: 'user', bodySchema: acceptInvitationSchema, sample: { body: { token: 'not-an-invitation-token-at-all' } } },
    // The provider portal (decision 035). The fuzzers' shopper is no member of any provider: every
    // route of a provider answers it 404, whatever it sends (the access check comes before the
    // body's); server/partner/partner.routes.test.ts walks them as members of each role.
    { method: 'GET', route: '/api/partner/providers', access: 'user', sample: {} },
    {
      method: 'GET',
      route: '/api/partner/:providerId',
      access: 'user',
      sample: { params: { providerId: 'farm-thandi' } },
      paramValues: { providerId: ['farm-pieter', MISSING_ID, '..', "' OR 1=1 --"] },
    },
    {
      method: 'PUT',
      route: '/api/partner/:providerId/availability',
      access: 'user',
      bodySchema: availabilitySchema,
      sample: { params: { providerId: 'farm-thandi' }, body: { dropOffDays: [2, 5] } },
      paramValues: { providerId: ['farm-pieter', MISSING_ID] },
    },
    // A farm's holidays (decision 042; holidays.routes.test.ts walks them by role).
    {
      method: 'POST',
      route: '/api/partner/:providerId/holidays',
      access: 'user',
      bodySchema: holidayInputSchema,
      sample: { params: { providerId: 'farm-thandi' }, body: { first: '2099-01-04', last: '2099-01-08', note: 'Fuzz' } },
      paramValues: { providerId: ['farm-pieter', MISSING_ID] },
    },
    {
      method: 'DELETE',
      route: '/api/partner/:providerId/holidays/:holidayId',
      access: 'user',
      sample: { params: { providerId: 'farm-thandi', holidayId: MISSING_ID } },
      paramValues: { providerId: ['farm-pieter', MISSING_ID], holidayId: [MISSING_ID, '..'] },
    },
    { method: 'GET', route: '/api/partner/:providerId/orders', access: 'user', sample: { params: { providerId: 'farm-thandi' } }, paramValues: { providerId: ['farm-pieter', MISSING_ID] } },
    {
      method: 'POST',
      route: '/api/partner/:providerId/orders/:orderId/moves',
      access: 'user',
      bodySchema: partMoveSchema,
      sample: { params: { providerId: 'farm-thandi', orderId: ids.otherOrder }, body: { to: 'confirmed', from: 'placed' } },
      paramValues: { providerId: ['farm-pieter', MISSING_ID], orderId: [ids.ownerOrder, MISSING_ID] },
    },
    {
      method: 'POST',
      route: '/api/partner/:providerId/orders/:orderId/lines/:produceId/unavailable',
      access: 'user',
      sample: { params: { providerId: 'farm-thandi', orderId: ids.otherOrder, produceId: 'eggs' }, body: {} },
      paramValues: { providerId: ['farm-pieter', MISSING_ID], orderId: [ids.ownerOrder, MISSING_ID], produceId: ['spinach', '..'] },
    },
    // ------------------------------------------------------------ chef bookings (decision 046; 404 while the chef service is closed, as in this world)
    { method: 'GET', route: '/api/partner/:providerId/bookings', access: 'user', sample: { params: { providerId: 'farm-thandi' } }, paramValues: { providerId: ['farm-pieter', MISSING_ID] } },
    {
      method: 'POST',
      route: '/api/partner/:providerId/bookings/:id/accept',
      access: 'user',
      sample: { params: { providerId: 'farm-thandi', id: MISSING_ID }, body: {} },
      paramValues: { providerId: ['farm-pieter', MISSING_ID], id: [MISSING_ID, '..'] },
    },
    {
      method: 'POST',
      route: '/api/partner/:providerId/bookings/:id/decline',
      access: 'user',
      sample: { params: { providerId: 'farm-thandi', id: MISSING_ID }, body: {} },
      paramValues: { providerId: ['farm-pieter', MISSING_ID], id: [MISSING_ID, '..'] },
    },
    {
      method: 'GET',
      route: '/api/chef/experiences/:id/availability',
      access: 'public',
      querySchema: availabilityQuery,
      sample: { params: { id: 'spinach' }, query: { from: '2099-01-04', to: '2099-01-10' } },
      paramValues: { id: [MISSING_ID, '..'] },
    },
    {
      method: 'POST',
      route: '/api/chef/bookings',
      access: 'user',
      bodySchema: bookingRequestSchema,
      sample: {
        headers: { 'idempotency-key': 'replaced-per-case' },
        body: { experienceId: 'spinach', day: '2099-01-05', start: '18:00', guests: 2, address: '12 Vilakazi Street, Soweto', allergies: '', payment: { kind: 'card', provider: 'paystack' } },
      },
    },
    { method: 'GET', route: '/api/account/bookings', access: 'user', sample: {} },
    { method: 'GET', route: '/api/account/bookings/:id', access: 'user', sample: { params: { id: MISSING_ID } }, paramValues: { id: others } },
    { method: 'POST', route: '/api/account/bookings/:id/cancel', access: 'user', sample: { params: { id: MISSING_ID }, body: {} }, paramValues: { id: others } },
    {
      method: 'POST',
      route: '/api/account/bookings/:id/pay-rest',
      access: 'user',
      bodySchema: restPaymentSchema,
      sample: { params: { id: MISSING_ID }, body: { payment: { kind: 'card', provider: 'paystack' } } },
      paramValues: { id: others },
    },
    {
      method: 'POST',
      route: '/api/partner/:providerId/orders/:orderId/lines/:produceId/fulfil',
      access: 'user',
      bodySchema: lineFulfilSchema,
      sample: { params: { providerId: 'farm-thandi', orderId: ids.otherOrder, produceId: 'eggs' }, body: { kind: 'packed' } },
      paramValues: { providerId: ['farm-pieter', MISSING_ID], orderId: [ids.ownerOrder, MISSING_ID], produceId: ['spinach', '..'] },
    },
    { method: 'GET', route: '/api/partner/:providerId/listings', access: 'user', sample: { params: { providerId: 'farm-thandi' } }, paramValues: { providerId: ['farm-pieter', MISSING_ID] } },
    {
      method: 'POST',
      route: '/api/partner/:providerId/listings',
      access: 'user',
      bodySchema: listingInputSchema,
      sample: {
        params: { providerId: 'farm-thandi' },
        body: { name: { en: 'Fuzz beans' }, description: { en: 'Green.' }, category: 'vegetables', unit: 'kg', price: 3000, stock: 5, seasonMonths: [1, 2], minQty: 1, stepQty: 1 },
      },
      paramValues: { providerId: ['farm-pieter', MISSING_ID] },
    },
    {
      method: 'PUT',
      route: '/api/partner/:providerId/listings/:produceId',
      access: 'user',
      bodySchema: listingInputSchema,
      sample: {
        params: { providerId: 'farm-thandi', produceId: 'spinach' },
        body: { name: { en: 'Fuzz spinach' }, description: { en: 'Green.' }, category: 'leafy-greens', unit: 'bunch', price: 2500, stock: 5, seasonMonths: [], minQty: 1, stepQty: 1 },
      },
      paramValues: { providerId: ['farm-pieter'], produceId: ['honey', MISSING_ID] },
    },
    {
      method: 'PATCH',
      route: '/api/partner/:providerId/listings/:produceId',
      access: 'user',
      bodySchema: listingQuickSchema,
      sample: { params: { providerId: 'farm-thandi', produceId: 'spinach' }, body: { stock: 3 } },
      paramValues: { providerId: ['farm-pieter'], produceId: ['honey', MISSING_ID] },
    },
    {
      method: 'DELETE',
      route: '/api/partner/:providerId/listings/:produceId',
      access: 'user',
      sample: { params: { providerId: 'farm-thandi', produceId: 'spinach' } },
      paramValues: { providerId: ['farm-pieter'], produceId: ['honey'] },
    },
    { method: 'GET', route: '/api/partner/:providerId/team', access: 'user', sample: { params: { providerId: 'farm-thandi' } }, paramValues: { providerId: ['farm-pieter', MISSING_ID] } },
    {
      method: 'POST',
      route: '/api/partner/:providerId/team/invitations',
      access: 'user',
      bodySchema: teamInviteSchema,
      sample: { params: { providerId: 'farm-thandi' }, body: { email: 'fuzz-member@example.test', role: 'staff' } },
      paramValues: { providerId: ['farm-pieter', MISSING_ID] },
    },
    {
      method: 'PATCH',
      route: '/api/partner/:providerId/team/:userId',
      access: 'user',
      bodySchema: teamRoleSchema,
      sample: { params: { providerId: 'farm-thandi', userId: MISSING_ID }, body: { role: 'owner' } },
      paramValues: { providerId: ['farm-pieter'], userId: [MISSING_ID] },
    },
    {
      method: 'DELETE',
      route: '/api/partner/:providerId/team/:userId',
      access: 'user',
      sample: { params: { providerId: 'farm-thandi', userId: MISSING_ID } },
      paramValues: { providerId: ['farm-pieter'] },
    },
    // The profile and payout number (decision 039; profile.routes.ts walks them by role).
    { method: 'GET', route: '/api/partner/:providerId/profile', access: 'user', sample: { params: { providerId: 'farm-thandi' } }, paramValues: { providerId: ['farm-pieter', MISSING_ID] } },
    {
      method: 'PUT',
      route: '/api/partner/:providerId/profile',
      access: 'user',
      bodySchema: profileInputSchema,
      sample: { params: { providerId: 'farm-thandi' }, body: { story: { en: 'Fuzz story.' }, practices: ['organic'] } },
      paramValues: { providerId: ['farm-pieter', MISSING_ID] },
    },
    {
      method: 'PUT',
      route: '/api/partner/:providerId/payout',
      access: 'user',
      bodySchema: payoutInputSchema,
      sample: { params: { providerId: 'farm-thandi' }, body: { number: '+254712345678', currentPassword: 'not the password' } },
      paramValues: { providerId: ['farm-pieter', MISSING_ID] },
    },
    // A listing's stored photo (photos.ts), for anyone: an id nobody stored is the envelope's 404.
    { method: 'GET', route: '/img/listings/:file', access: 'public', sample: { params: { file: 'AAAAAAAAAAAAAAAA.webp' } }, paramValues: { file: ['..%2F..%2Fetc.webp', 'x.webp'] } },
    // The photo's bytes, not JSON (photo-upload.routes.ts): a JSON body is refused 415 before anything else.
    {
      method: 'PUT',
      route: '/api/partner/:providerId/listings/:produceId/photo',
      access: 'user',
      sample: { params: { providerId: 'farm-thandi', produceId: 'spinach' }, body: {} },
      paramValues: { providerId: ['farm-pieter'], produceId: ['honey'] },
    },
    {
      method: 'PUT',
      route: '/api/partner/:providerId/profile/photo',
      access: 'user',
      sample: { params: { providerId: 'farm-thandi' }, body: {} },
      paramValues: { providerId: ['farm-pieter', MISSING_ID] },
    },
    // The console (an admin grant of every market: the world's admin); ids that do not exist.
    { method: 'GET', route: '/api/admin/applications', access: 'admin', querySchema: applicationListQuery, sample: { query: { status: 'open' } } },
    { method: 'POST', route: '/api/admin/applications/:id/approve', access: 'admin', sample: { params: { id: MISSING_ID }, body: {} }, paramValues: { id: [MISSING_ID, 'nope', '..'] } },
    {
      method: 'POST',
      route: '/api/admin/applications/:id/reject',
      access: 'admin',
      bodySchema: rejectApplicationSchema,
      sample: { params: { id: MISSING_ID }, body: { reason: 'Not a real application.' } },
      paramValues: { id: [MISSING_ID, 'nope', '..'] },
    },
    { method: 'GET', route: '/api/admin/providers', access: 'admin', querySchema: providerListQuery, sample: { query: { q: 'farm', status: 'active' } } },
    {
      method: 'POST',
      route: '/api/admin/providers/:id/suspend',
      access: 'admin',
      bodySchema: suspendProviderSchema,
      sample: { params: { id: MISSING_ID }, body: { reason: 'Not a real provider.' } },
      paramValues: { id: [MISSING_ID, 'nope', '..'] },
    },
    { method: 'POST', route: '/api/admin/providers/:id/reactivate', access: 'admin', sample: { params: { id: MISSING_ID }, body: {} }, paramValues: { id: [MISSING_ID, 'nope', '..'] } },
    { method: 'GET', route: '/api/admin/orders', access: 'admin', querySchema: adminOrderListQuery, sample: { query: { status: 'placed', storeId: 'jnb' } } },
    {
      method: 'POST',
      route: '/api/admin/orders/:id/cancel',
      access: 'admin',
      bodySchema: cancelOrderSchema,
      sample: { params: { id: MISSING_ID }, body: { reason: 'Not a real order.' } },
      paramValues: { id: [MISSING_ID, 'nope', '..'] },
    },
    { method: 'GET', route: '/api/admin/payments', access: 'admin', sample: {} },
    // The console's refund of a payment owed back (decision 043): with the admin's password, which the fuzzers never send.
    {
      method: 'POST',
      route: '/api/admin/payments/:attemptId/refund',
      access: 'admin',
      bodySchema: refundPaymentSchema,
      sample: { params: { attemptId: MISSING_ID }, body: { to: 'credit', reason: 'Paid for a cancelled order.', password: 'not the password' } },
      paramValues: { attemptId: [MISSING_ID, 'nope', '..'] },
    },
    { method: 'GET', route: '/api/admin/messages', access: 'admin', querySchema: pageQuery, sample: { query: { page: '1' } } },
    { method: 'GET', route: '/api/admin/outbox', access: 'admin', querySchema: outboxListQuery, sample: { query: { state: 'failing' } } },
    { method: 'POST', route: '/api/admin/outbox/:id/retry', access: 'admin', sample: { params: { id: '999999999' }, body: {} }, paramValues: { id: ['999999999', 'nope', '..', '-1'] } },
    { method: 'GET', route: '/api/admin/audit', access: 'admin', querySchema: pageQuery, sample: { query: { page: '1' } } },
    { method: 'GET', route: '/api/admin/markets', access: 'admin', sample: {} },
    { method: 'GET', route: '/api/admin/markets/:storeId', access: 'admin', sample: { params: { storeId: MISSING_ID } }, paramValues: { storeId: [MISSING_ID, 'nope', '..'] } },
    {
      method: 'PUT',
      route: '/api/admin/markets/:storeId',
      access: 'admin',
      bodySchema: marketSettingsSchema,
      sample: { params: { storeId: MISSING_ID }, body: { marketDays: [2, 5], cutoffMinute: 1020, minOrderTotal: 5000, freeDeliveryFrom: null } },
      paramValues: { storeId: [MISSING_ID, 'nope', '..'] },
    },
    {
      method: 'POST',
      route: '/api/admin/markets/:storeId/locations',
      access: 'admin',
      bodySchema: marketLocationSchema,
      sample: { params: { storeId: MISSING_ID }, body: { name: 'Fuzz zone', kind: 'zone', address: 'Nowhere', deliveryFee: 2500 } },
      paramValues: { storeId: [MISSING_ID, 'nope', '..'] },
    },
    {
      method: 'PUT',
      route: '/api/admin/markets/:storeId/locations/:id',
      access: 'admin',
      bodySchema: marketLocationSchema,
      sample: {
        params: { storeId: 'jnb', id: MISSING_ID },
        body: { name: 'Fuzz zone', kind: 'zone', address: 'Nowhere', deliveryFee: 2500, windows: [{ id: 'morning', start: '08:00', end: '12:00', capacity: 10 }] },
      },
      paramValues: { storeId: ['jnb', MISSING_ID, '..'], id: [MISSING_ID, 'nope', '..'] },
    },
    // Only ids that do not exist (decision 039): deleting the fixture's places would change every later answer.
    {
      method: 'DELETE',
      route: '/api/admin/markets/:storeId/locations/:id',
      access: 'admin',
      sample: { params: { storeId: 'jnb', id: MISSING_ID } },
      paramValues: { storeId: ['jnb', MISSING_ID, '..'], id: [MISSING_ID, 'nope', '..'] },
    },
    { method: 'GET', route: '/api/admin/offers', access: 'admin', querySchema: adminOfferListQuery, sample: { query: { storeId: 'jnb', page: '1' } } },
    { method: 'GET', route: '/api/admin/offers/produces', access: 'admin', querySchema: offerProducesQuery, sample: { query: { storeId: 'jnb' } } },
    {
      method: 'POST',
      route: '/api/admin/offers',
      access: 'admin',
      bodySchema: createOfferSchema,
      sample: {
        body: { produceId: MISSING_ID, percentOff: 20, title: 'Fuzz offer', startsAt: new Date(Date.now() + 3_600_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString() },
      },
    },
    { method: 'POST', route: '/api/admin/offers/:id/end', access: 'admin', sample: { params: { id: MISSING_ID }, body: {} }, paramValues: { id: [MISSING_ID, 'nope', '..'] } },
    // The console's operators (decision 039): every change needs the admin's password, which the fuzzers never send.
    { method: 'GET', route: '/api/admin/operators', access: 'admin', sample: {} },
    {
      method: 'PUT',
      route: '/api/admin/operators',
      access: 'admin',
      bodySchema: operatorGrantSchema,
      sample: { body: { email: 'fuzz-operator@example.test', role: 'support', storeIds: ['jnb'], currentPassword: 'not the password' } },
    },
    {
      method: 'POST',
      route: '/api/admin/operators/:userId/revoke',
      access: 'admin',
      bodySchema: operatorRevokeSchema,
      sample: { params: { userId: MISSING_ID }, body: { currentPassword: 'not the password' } },
      paramValues: { userId: [MISSING_ID, 'nope', '..'] },
    },
    { method: 'POST', route: '/api/ops/operators', access: 'operator', bodySchema: grantBody, sample: { body: { email: 'fuzz-operator@example.test', grant: true } } },
    // A load balancer's probes: open to anyone, nothing in them but a status.
    { method: 'GET', route: '/api/health', access: 'public', sample: {} },
    { method: 'GET', route: '/api/ready', access: 'public', sample: {} },
    // The open services (SERVICES, decision 044): the same list every page carries; nothing private.
    { method: 'GET', route: '/api/services', access: 'public', sample: {} },
    // ------------------------------------------------------------ catalog
    { method: 'GET', route: '/api/stores', access: 'public', querySchema: storeListQuery, sample: { query: { sortBy: 'city', order: 'desc' } } },
    { method: 'GET', route: '/api/stores/:id', access: 'public', sample: { params: { id: 'jnb' } }, paramValues: { id: ['JNB', 'kgl', 'nowhere'] } },
    {
      method: 'GET',
      route: '/api/farm/farmers',
      access: 'public',
      querySchema: farmerListQuery,
      sample: { query: { storeId: 'jnb', featured: 'false', practice: 'organic', sortBy: 'rating', order: 'desc', perPage: '10', searchKeyword: 'farm' } },
    },
    { method: 'GET', route: '/api/farm/farmers/:id', access: 'public', sample: { params: { id: 'thandi' } }, paramValues: { id: ['pieter', 'aline', 'nobody'] } },
    {
      method: 'GET',
      route: '/api/farm/produces',
      access: 'public',
      querySchema: produceListQuery,
      sample: {
        query: {
          storeId: 'jnb',
          category: 'vegetables',
          sortBy: 'price',
          order: 'asc',
          minPrice: '0',
          maxPrice: '50000',
          inStock: 'true',
          inSeason: 'true',
          onOffer: 'false',
          perPage: '24',
          q: 'spin',
        },
      },
    },
    { method: 'GET', route: '/api/farm/produces/:id', access: 'public', sample: { params: { id: 'spinach' } }, paramValues: { id: ['old-kale', 'beans', 'nope'] } },
    {
      method: 'PATCH',
      route: '/api/farm/produces/:id',
      access: 'operator',
      bodySchema: produceUpdateSchema,
      sample: { params: { id: 'beans' }, body: { price: 1500, stock: 300 } },
      paramValues: { id: ['nope', 'old-kale'] },
      stores: {
        // Withdrawing or restoring a produce also touches its farmer's updated_at (delta sync).
        tables: ['produces', 'farmers'],
        async verify(_w, sent, _a, r) {
          const expected = normalised(produceUpdateSchema, sent, 'PATCH /produces')
          const [row] = await db
            .select()
            .from(produces)
            .where(eq(produces.id, idFromPath(r)))
          // Integers in the database have no negative zero: -0 sent is 0 stored (`+` folds it).
          if (expected.price !== undefined) expect(row!.price).toBe(+expected.price + 0)
          if (expected.stock !== undefined && expected.stock !== null) expect(row!.stock).toBe(+expected.stock + 0)
          if (expected.stock === null) expect(row!.stock).toBeNull()
          if (expected.deleted !== undefined) expect(row!.deletedAt !== null).toBe(expected.deleted)
        },
      },
    },
    { method: 'GET', route: '/api/farm/offers', access: 'public', querySchema: offerListQuery, sample: { query: { storeId: 'jnb', all: 'true', sortBy: 'percentOff' } } },
    { method: 'GET', route: '/api/farm/search', access: 'public', querySchema: produceListQuery, sample: { query: { q: 'honey', storeId: 'jnb' } } },
    // ------------------------------------------------------------ cookbook (decision 047)
    {
      method: 'GET',
      route: '/api/cookbook/recipes',
      access: 'public',
      querySchema: recipeListQuery,
      sample: { query: { storeId: 'jnb', ingredientId: 'rice', maxMinutes: '60', sortBy: 'time', order: 'asc', perPage: '24' } },
    },
    { method: 'GET', route: '/api/cookbook/recipes/:id', access: 'public', sample: { params: { id: 'carrot-rice' } }, paramValues: { id: ['quick-greens', 'nope', 'spinach'] } },
    {
      method: 'POST',
      route: '/api/cookbook/recipes/:id/basket-plan',
      access: 'public',
      bodySchema: basketPlanInput,
      sample: { params: { id: 'carrot-rice' }, body: { servings: 6, have: ['salt'] } },
      paramValues: { id: ['quick-greens', 'nope', 'spinach'] },
    },
    { method: 'GET', route: '/api/cookbook/ingredients', access: 'public', querySchema: ingredientListQuery, sample: { query: { sortBy: 'name', order: 'desc', perPage: '50' } } },
    { method: 'GET', route: '/api/cookbook/ingredients/:id', access: 'public', sample: { params: { id: 'rice' }, query: { storeId: 'jnb' } }, paramValues: { id: ['carrot', 'nope', 'spinach'] } },
    { method: 'GET', route: '/api/account/library', access: 'user', sample: {} },
    {
      method: 'POST',
      route: '/api/farm/join',
      access: 'public',
      bodySchema: farmerApplicationSchema,
      sample: {
        body: {
          name: 'Grace Njeri',
          farmName: 'Njeri Greens',
          email: 'grace.%CASE%@example.test',
          phone: '+254 700 111 222',
          town: 'Limuru',
          storeId: 'jnb',
          practices: ['organic'],
          produce: 'Kale and spinach',
          message: '',
        },
        headers: idem,
      },
      stores: {
        tables: ['farmer_applications'],
        async verify(_w, sent, a) {
          const expected = normalised(farmerApplicationSchema, sent, 'POST /farm/join')
          const [row] = await db
            .select()
            .from(farmerApplications)
            .where(eq(farmerApplications.id, dataOf<{ id: string }>(a).id))
          expect({
            name: row!.name,
            farmName: row!.farmName,
            email: row!.email,
            phone: row!.phone,
            town: row!.town,
            storeId: row!.storeId,
            practices: row!.practices,
            produce: row!.produce,
            message: row!.message,
          }).toEqual({ ...expected, email: expected.email.trim().toLowerCase() })
        },
      },
    },
    // A code for an address that sent nothing: refused (400 invalid_code), nothing changed.
    { method: 'POST', route: '/api/farm/join/confirm', access: 'public', bodySchema: farmerApplicationConfirmSchema, sample: { body: { email: 'grace@example.test', code: '123456' } } },
    ...serviceCatalogEndpoints(db, idem),
    // ------------------------------------------------------------ contact (public on purpose)
    {
      method: 'POST',
      route: '/api/contact',
      access: 'public',
      bodySchema: contactMessageSchema,
      sample: { body: { name: 'Kofi Mensah', email: 'kofi@example.test', phone: '+233 20 000 0000', topic: 'delivery', message: 'Where is my basket of tomatoes?' } },
      stores: {
        tables: ['contact_messages'],
        async verify(_w, sent, a) {
          const expected = normalised(contactMessageSchema, sent, 'POST /contact')
          const [row] = await db
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.id, dataOf<{ id: string }>(a).id))
          expect({ name: row!.name, email: row!.email, phone: row!.phone, topic: row!.topic, message: row!.message }).toEqual(expected)
        },
      },
    },
    // ------------------------------------------------------------ notifications
    { method: 'GET', route: '/api/notifications', access: 'user', sample: {} },
    // ------------------------------------------------------------ addresses
    { method: 'GET', route: '/api/addresses', access: 'user', sample: {} },
    { method: 'GET', route: '/api/addresses/:id', access: 'user', sample: { params: { id: ids.ownerAddress } }, paramValues: { id: others } },
    {
      method: 'POST',
      route: '/api/addresses',
      access: 'user',
      bodySchema: addressInputSchema,
      sample: { body: { ...ADDRESS, line2: 'Flat 2', landmark: 'Blue gate after the church', isDefault: false } },
      stores: {
        tables: ['addresses'],
        async verify(_w, sent, a) {
          await verifyAddress(normalised(addressInputSchema, sent, 'POST /addresses'), dataOf<{ id: string }>(a).id)
        },
      },
    },
    {
      method: 'PUT',
      route: '/api/addresses/:id',
      access: 'user',
      bodySchema: addressInputSchema,
      sample: { params: { id: ids.ownerAddress }, body: { ...ADDRESS, line2: '', landmark: '', isDefault: true } },
      paramValues: { id: others },
      stores: {
        tables: ['addresses'],
        async verify(_w, sent, _a, r) {
          await verifyAddress(normalised(addressInputSchema, sent, 'PUT /addresses'), idFromPath(r))
        },
      },
    },
    { method: 'DELETE', route: '/api/addresses/:id', access: 'user', sample: { params: { id: MISSING_ID } }, paramValues: { id: others } },
    // ------------------------------------------------------------ payment methods
    { method: 'GET', route: '/api/payments', access: 'user', sample: {} },
    { method: 'GET', route: '/api/payments/:id', access: 'user', sample: { params: { id: ids.ownerPayment } }, paramValues: { id: others } },
    {
      method: 'POST',
      route: '/api/payments',
      access: 'user',
      bodySchema: paymentMethodInputSchema,
      sample: { body: { kind: 'mobile-money', provider: 'mtn-momo', phone: '+233 24 000 0000', label: 'My MoMo', isDefault: false } },
      stores: {
        tables: ['payment_methods'],
        async verify(_w, sent, a) {
          await verifyPayment(normalised(paymentMethodInputSchema, sent, 'POST /payments'), dataOf<{ id: string }>(a).id)
        },
      },
    },
    {
      method: 'PUT',
      route: '/api/payments/:id',
      access: 'user',
      bodySchema: paymentMethodInputSchema,
      sample: { params: { id: ids.ownerPayment }, body: { kind: 'cash', label: 'Cash at the door', isDefault: true } },
      paramValues: { id: others },
      stores: {
        tables: ['payment_methods'],
        async verify(_w, sent, _a, r) {
          await verifyPayment(normalised(paymentMethodInputSchema, sent, 'PUT /payments'), idFromPath(r))
        },
      },
    },
    { method: 'DELETE', route: '/api/payments/:id', access: 'user', sample: { params: { id: MISSING_ID } }, paramValues: { id: others } },
    // ------------------------------------------------------------ favorites
    { method: 'GET', route: '/api/favorites', access: 'user', sample: {} },
    {
      method: 'PUT',
      route: '/api/favorites/:kind/:targetId',
      access: 'user',
      // The storefront sends JSON on every write: an empty JSON object is its body.
      sample: { params: { kind: 'farmer', targetId: 'thandi' }, body: {} },
      paramValues: { kind: ['produce', 'store', 'FARMER'], targetId: ['spinach', 'honey', 'old-kale', 'pieter', 'nope'] },
      stores: {
        tables: ['favorites'],
        async verify(_w, _sent, a) {
          const fav = dataOf<{ kind: 'farmer' | 'produce'; targetId: string }>(a)
          const found = await db
            .select()
            .from(favorites)
            .where(and(eq(favorites.userId, w.owner.id), eq(favorites.kind, fav.kind), eq(favorites.targetId, fav.targetId)))
          expect(found).toHaveLength(1)
        },
      },
    },
    {
      method: 'DELETE',
      route: '/api/favorites/:kind/:targetId',
      access: 'user',
      sample: { params: { kind: 'farmer', targetId: 'pieter' } },
      paramValues: { kind: ['produce', 'store'], targetId: ['thandi', 'spinach', 'nope'] },
      stores: {
        tables: ['favorites'],
        async verify(_w, _sent, a) {
          const fav = dataOf<{ kind: 'farmer' | 'produce'; targetId: string }>(a)
          const found = await db
            .select()
            .from(favorites)
            .where(and(eq(favorites.userId, w.owner.id), eq(favorites.kind, fav.kind), eq(favorites.targetId, fav.targetId)))
          expect(found).toHaveLength(0)
          // The other shopper's favorite of the same farmer is still there.
          expect(await db.select().from(favorites).where(eq(favorites.userId, w.other.id))).toHaveLength(1)
        },
      },
    },
    // ------------------------------------------------------------ cart
    { method: 'GET', route: '/api/cart/:vertical', access: 'user', sample: { params: { vertical: 'farm' } }, paramValues: { vertical: ['food', 'FARM', 'cookbook'] } },
    {
      method: 'PUT',
      route: '/api/cart/:vertical',
      access: 'user',
      bodySchema: cartReplaceSchema,
      sample: {
        params: { vertical: 'farm' },
        body: {
          lines: [
            { produceId: 'spinach', quantity: 2, seenPrice: 2500 },
            { produceId: 'carrots', quantity: 1.5 },
          ],
        },
        headers: idem,
      },
      paramValues: { vertical: ['food', 'grocery'] },
      stores: { tables: ['carts', 'cart_lines', 'idempotency_keys'], verify: async (_w, _s, a) => verifyCart(a) },
    },
    {
      method: 'POST',
      route: '/api/cart/:vertical/ops',
      access: 'user',
      bodySchema: cartOpSchema,
      sample: { params: { vertical: 'farm' }, body: { op: 'set', produceId: 'honey', quantity: 1, seenPrice: 9000 }, headers: idem },
      paramValues: { vertical: ['food', 'grocery'] },
      stores: { tables: ['carts', 'cart_lines', 'idempotency_keys'], verify: async (_w, _s, a) => verifyCart(a) },
    },
    {
      method: 'POST',
      route: '/api/cart/:vertical/ops/batch',
      access: 'user',
      bodySchema: cartOpsBatchSchema,
      sample: {
        params: { vertical: 'farm' },
        body: {
          ops: [
            { key: 'batch-honey', op: { op: 'set', produceId: 'honey', quantity: 1, seenPrice: 9000 } },
            { key: 'batch-eggs', op: { op: 'set', produceId: 'eggs', quantity: 1 } },
          ],
        },
      },
      paramValues: { vertical: ['food', 'grocery'] },
      stores: { tables: ['carts', 'cart_lines', 'idempotency_keys'], verify: async (_w, _s, a) => verifyCart(a) },
    },
    {
      method: 'POST',
      route: '/api/cart/:vertical/merge',
      access: 'user',
      bodySchema: cartMergeSchema,
      sample: {
        params: { vertical: 'farm' },
        body: {
          lines: [
            { produceId: 'potatoes', quantity: 2 },
            { produceId: 'eggs', quantity: 1 },
          ],
        },
        headers: idem,
      },
      paramValues: { vertical: ['food'] },
      stores: { tables: ['carts', 'cart_lines', 'idempotency_keys'], verify: async (_w, _s, a) => verifyCart(a) },
    },
    { method: 'GET', route: '/api/cart/:vertical/checkout-options', access: 'user', sample: { params: { vertical: 'farm' } }, paramValues: { vertical: ['food'] } },
    // ------------------------------------------------------------ orders
    { method: 'GET', route: '/api/orders', access: 'user', sample: { query: { page: '1', perPage: '15', status: 'placed' } } },
    { method: 'GET', route: '/api/orders/:id', access: 'user', sample: { params: { id: ids.ownerOrder } }, paramValues: { id: others } },
    {
      method: 'POST',
      route: '/api/orders',
      access: 'user',
      bodySchema: checkoutSchema,
      prepare: cartReadyForCheckout,
      sample: {
        body: {
          vertical: 'farm',
          fulfilment: 'pickup',
          pickupLocationId: 'jnb-rosebank',
          deliveryDay: w.deliveryDay,
          payment: { kind: 'cash' },
          note: 'Ring twice',
          // What cartReadyForCheckout's basket costs: one bunch of spinach, picked up.
          confirmed: { lines: [{ produceId: 'spinach', price: 2500 }], subtotal: 2500, deliveryFee: 0, serviceFee: serviceFeeFor('jnb'), total: 2500 + serviceFeeFor('jnb') },
        },
        headers: idem,
      },
      stores: {
        // slot_bookings: the order's place in its time window (issue 31).
        tables: ['orders', 'order_lines', 'order_status_history', 'produces', 'carts', 'cart_lines', 'idempotency_keys', 'slot_bookings', 'payments', 'payment_attempts'],
        async verify(_w, sent, a) {
          const expected = normalised(checkoutSchema, sent, 'POST /orders')
          const order = dataOf<Order>(a)
          const [counts] = await rows<{ lines: number; history: number; note: string }>(
            db,
            sql`SELECT (SELECT count(*)::int FROM order_lines WHERE order_id = o.id) AS lines,
                       (SELECT count(*)::int FROM order_status_history WHERE order_id = o.id) AS history, o.note
                FROM orders o WHERE o.id = ${order.id} AND o.user_id = ${w.owner.id}`,
          )
          expect(counts, 'the order is stored, with its lines and first status').toMatchObject({ lines: expect.any(Number), history: 1, note: expected.note })
          expect(counts!.lines).toBeGreaterThan(0)
          await cartReadyForCheckout(w) // the next valid case can place an order too
        },
      },
    },
    // ------------------------------------------------------------ guest orders (decision 024)
    {
      method: 'GET',
      route: '/api/orders/guest/options',
      access: 'public',
      querySchema: guestOptionsQuery,
      sample: { query: { vertical: 'farm', produces: 'spinach,honey' } },
    },
    {
      method: 'POST',
      route: '/api/orders/guest',
      access: 'public',
      bodySchema: guestCheckoutSchema,
      sample: { body: { ...GUEST_ORDER, deliveryDay: w.deliveryDay, contact: { ...GUEST_ORDER.contact, email: 'fuzz.guest.%CASE%@example.test' } }, headers: idem },
      stores: {
        tables: ['orders', 'order_lines', 'order_status_history', 'produces', 'slot_bookings', 'payments', 'payment_attempts'],
        async verify(_w, sent, a) {
          const expected = normalised(guestCheckoutSchema, sent, 'POST /orders/guest')
          const order = dataOf<GuestOrder>(a)
          const [row] = await rows<{ user_id: string | null; guest_email: string; guest_name: string; guest_token_hash: string }>(
            db,
            sql`SELECT user_id, guest_email, guest_name, guest_token_hash FROM orders WHERE id = ${order.id}`,
          )
          expect(row).toMatchObject({ user_id: null, guest_email: expected.contact.email, guest_name: expected.contact.name })
          expect(row!.guest_token_hash).not.toBe(order.guestToken)
        },
      },
    },
    {
      method: 'GET',
      route: '/api/orders/guest/:id',
      access: 'public',
      sample: { params: { id: ids.guestOrder }, headers: { [GUEST_TOKEN_HEADER.toLowerCase()]: ids.guestToken } },
      paramValues: { id: [...others, ids.ownerOrder] },
    },
    // A guest's payment panel, by the link's token (decision 038): read it, or a new attempt.
    {
      method: 'GET',
      route: '/api/orders/guest/:id/payment',
      access: 'public',
      sample: { params: { id: ids.guestOrder }, headers: { [GUEST_TOKEN_HEADER.toLowerCase()]: ids.guestToken } },
      paramValues: { id: [...others, ids.ownerOrder] },
    },
    {
      method: 'POST',
      route: '/api/orders/guest/:id/payment',
      access: 'public',
      bodySchema: paymentRetrySchema,
      sample: { params: { id: ids.guestOrder }, body: { method: 'cash' }, headers: { [GUEST_TOKEN_HEADER.toLowerCase()]: ids.guestToken } },
      paramValues: { id: [...others, ids.ownerOrder] },
      stores: {
        tables: ['payments', 'payment_attempts', 'orders'],
        async verify(_w, sent, a) {
          const expected = normalised(paymentRetrySchema, sent, 'POST /orders/guest/:id/payment')
          const view = dataOf<PaymentView>(a)
          expect(view.method).toBe(expected.method)
          const [row] = await rows<{ method: string; user_id: string | null }>(
            db,
            sql`SELECT p.method, o.user_id FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.order_id = ${view.orderId}`,
          )
          expect(row).toEqual({ method: expected.method, user_id: null })
        },
      },
    },
    {
      method: 'POST',
      route: '/api/orders/:id/cancel',
      access: 'user',
      sample: { params: { id: MISSING_ID }, body: {} },
      paramValues: { id: [...others, ids.ownerOrder] },
      stores: {
        tables: ['orders', 'order_status_history', 'produces', 'slot_bookings', 'payments', 'credit_entries'],
        async verify(_w, _sent, a) {
          expect(dataOf<Order>(a).status).toBe('cancelled')
          const [row] = await rows<{ status: string; user_id: string }>(db, sql`SELECT status, user_id FROM orders WHERE id = ${dataOf<Order>(a).id}`)
          expect(row).toEqual({ status: 'cancelled', user_id: w.owner.id })
        },
      },
    },
    // ------------------------------------------------------------ payments (decision 033)
    { method: 'GET', route: '/api/orders/:id/payment', access: 'user', sample: { params: { id: ids.ownerOrder } }, paramValues: { id: others } },
    {
      method: 'POST',
      route: '/api/orders/:id/payment',
      access: 'user',
      bodySchema: paymentRetrySchema,
      sample: { params: { id: ids.ownerOrder }, body: { method: 'cash' } },
      paramValues: { id: others },
      stores: {
        tables: ['payments', 'payment_attempts'],
        async verify(_w, sent, a) {
          const expected = normalised(paymentRetrySchema, sent, 'POST /orders/:id/payment')
          const view = dataOf<PaymentView>(a)
          expect(view.method).toBe(expected.method)
          const [row] = await rows<{ method: string }>(db, sql`SELECT method FROM payments WHERE order_id = ${view.orderId}`)
          expect(row!.method).toBe(expected.method)
        },
      },
    },
    // Providers' callbacks: public, answered at once; only the provider's query (or Paystack's signature) is believed.
    ...(['POST', 'PUT'] as const).map((method) => ({
      method,
      route: '/api/payment-callbacks/:provider',
      access: 'public' as const,
      sample: {
        params: { provider: 'mpesa' },
        body: { Body: { stkCallback: { MerchantRequestID: '1-2-1', CheckoutRequestID: 'ws_CO_0000', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } },
      },
      paramValues: { provider: ['momo', 'paystack', 'visa', '..'] },
      stores: {
        tables: ['payment_hints'],
        async verify() {},
      },
    })),
    { method: 'GET', route: '/api/credits', access: 'user', sample: {} },
    // The sandbox phone (sandbox mode only: no provider keys): its page and its API.
    { method: 'GET', route: '/sandbox/phone', access: 'public', sample: { query: { lang: 'sw' } } },
    { method: 'POST', route: '/sandbox/phone', access: 'public', sample: { body: { provider: 'mpesa', ref: 'ws_CO_0000', outcome: 'approve' } } },
    { method: 'GET', route: '/api/sandbox/requests', access: 'public', sample: {} },
    // Back from Paystack's page (decision 038): a redirect to the order's page; an unknown reference goes home.
    { method: 'GET', route: '/payments/paystack/return', access: 'public', sample: { query: { trxref: 'no-such-reference', reference: 'no-such-reference' } } },
    {
      method: 'POST',
      route: '/api/sandbox/requests/:provider/:ref',
      access: 'public',
      sample: { params: { provider: 'mpesa', ref: 'ws_CO_0000' }, body: { outcome: 'approve' } },
      paramValues: { provider: ['momo', 'paystack', 'visa'], ref: ['..', MISSING_ID] },
    },
    {
      method: 'POST',
      route: '/api/orders/:id/status',
      access: 'admin',
      bodySchema: orderStatusSchema,
      sample: { params: { id: ids.otherOrder }, body: { status: 'confirmed' } },
      paramValues: { id: [MISSING_ID, ids.ownerOrder] },
      stores: {
        tables: ['orders', 'order_status_history', 'produces', 'slot_bookings', 'audit_log', 'payments', 'credit_entries'],
        async verify(_w, sent, a) {
          const expected = normalised(orderStatusSchema, sent, 'POST /orders/:id/status')
          const [row] = await rows<{ status: string }>(db, sql`SELECT status FROM orders WHERE id = ${dataOf<Order>(a).id}`)
          expect(row!.status).toBe(expected.status)
        },
      },
    },
  ]

  async function verifyAddress(expected: z.output<typeof addressInputSchema>, id: string) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, w.owner.id)))
    expect(row, `address ${id} of the owner`).toBeDefined()
    const { label, recipient, phone, storeId, locationId, line1, line2, landmark, isDefault } = row!
    expect({ label, recipient, phone, storeId, locationId, line1, line2, landmark, isDefault }).toEqual(expected)
  }

  async function verifyPayment(expected: z.output<typeof paymentMethodInputSchema>, id: string) {
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, w.owner.id)))
    expect(row, `payment method ${id} of the owner`).toBeDefined()
    const stored = { kind: row!.kind, label: row!.label, isDefault: row!.isDefault, ...(row!.kind === 'mobile-money' ? { provider: row!.provider, phone: row!.phone } : {}) }
    expect(stored).toEqual(expected)
  }
}

/** `METHOD /route` of an endpoint, as Hono lists routes. */
export const routeKey = (e: { method: string; route: string }) => `${e.method} ${e.route}`

export { createHardeningApp }
