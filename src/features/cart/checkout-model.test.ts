import { i18n } from '@lingui/core'
import { beforeAll, expect, test } from 'vitest'
import { CHECKOUT_REFUSALS } from '../../api/cart-contract'
import type { AddressRow, CheckoutOptionsRow, PaymentMethodRow, PendingOrderRow } from '../../db/db'
import { requestMessage } from '../../i18n/error-messages'
import { cartLine } from '../../test/screens'
import { blockerOf, buttonNoteOf, draftOf, EMPTY_DRAFT, fieldErrors, isForBasket, orderOf, refusalOf, resolveChoices, totalsOf, type Draft } from './checkout-model'

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

const WINDOWS = [
  { id: 'morning', start: '08:00', end: '12:00' },
  { id: 'afternoon', start: '14:00', end: '18:00' },
]

const options = (over: Partial<CheckoutOptionsRow> = {}): CheckoutOptionsRow => ({
  owner: 'u1',
  vertical: 'farm',
  fetchedAt: 0,
  paymentMethods: ['mpesa', 'cash'],
  deliveryDays: ['2030-05-02', '2030-05-04'],
  slots: ['zone-1', 'pickup-1'].flatMap((locationId) => ['2030-05-02', '2030-05-04'].flatMap((day) => WINDOWS.map((w) => ({ locationId, day, windowId: w.id, left: 3 })))),
  arrivals: [{ farmerId: 'f1', farmName: 'Green Acres', day: '2030-05-02' }],
  minOrderTotal: 0,
  freeDeliveryFrom: null,
  pickupLocations: [{ id: 'pickup-1', name: 'Westlands market', address: 'Westlands Road', windows: WINDOWS }],
  deliveryZones: [{ id: 'zone-1', name: 'Kilimani', fee: 15000, windows: WINDOWS }],
  serviceFee: 3000,
  ...over,
})

const address = (over: Partial<AddressRow> = {}): AddressRow => ({
  id: 'home',
  ownerId: 'u1',
  label: 'Home',
  recipient: 'Amina',
  phone: '+254 700 000000',
  storeId: 'nbo',
  locationId: 'zone-1',
  line1: '12 Mango Lane',
  line2: '',
  landmark: '',
  isDefault: false,
  createdAt: '',
  updatedAt: '',
  ...over,
})

const mpesa: PaymentMethodRow = { id: 'm1', ownerId: 'u1', kind: 'mobile-money', provider: 'mpesa', phone: '+254711000000', label: '', isDefault: true, createdAt: '', updatedAt: '' }
const money = (minor: number) => `KES ${(minor / 100).toFixed(2)}`

function checkout(draft: Draft = EMPTY_DRAFT, over: { addresses?: AddressRow[]; methods?: PaymentMethodRow[]; options?: CheckoutOptionsRow; refused?: PendingOrderRow | null } = {}) {
  const opts = over.options ?? options()
  const lines = [cartLine({ owner: 'u1' })]
  const choices = resolveChoices(draft, { addresses: over.addresses ?? [address(), address({ id: 'work', label: 'Work', isDefault: true })], methods: over.methods ?? [mpesa], options: opts })
  const totals = totalsOf(lines, choices, opts)
  const errors = fieldErrors(draft, choices, opts, over.refused ?? null)
  return { choices, totals, errors, opts, lines }
}

test('with nothing chosen, checkout delivers to the default address on the first day, in the first window with room, paid the default way', () => {
  const opts = options({ slots: options().slots.map((s) => (s.windowId === 'morning' ? { ...s, left: 0 } : s)) })
  const { choices } = checkout(EMPTY_DRAFT, { options: opts })
  expect(choices.fulfilment).toBe('delivery')
  expect(choices.address?.id).toBe('work')
  expect(choices.deliveryDay).toBe('2030-05-02')
  expect(choices.window?.id).toBe('afternoon')
  expect(choices.payment).toBe('method:m1')
  expect(choices.savedMethod?.phone).toBe('+254711000000')
})

test('with no address in the market’s zones, checkout starts on pickup and counts the addresses outside', () => {
  const { choices, errors } = checkout(EMPTY_DRAFT, { addresses: [address({ locationId: 'elsewhere' })] })
  expect(choices.fulfilment).toBe('pickup')
  expect(choices.outside).toBe(1)
  expect(choices.pickup?.id).toBe('pickup-1')
  expect(errors.pickup).toBeUndefined()
})

test('a day whose every window is full is marked full, and choosing it says to choose another day', () => {
  const opts = options({ slots: options().slots.map((s) => (s.day === '2030-05-04' ? { ...s, left: 0 } : s)) })
  const { choices, errors } = checkout({ ...EMPTY_DRAFT, deliveryDay: '2030-05-04' }, { options: opts })
  expect(choices.isDayFull('2030-05-04')).toBe(true)
  expect(choices.isDayFull('2030-05-02')).toBe(false)
  expect(choices.window).toBeUndefined()
  expect(errors.window).toBe('Every time on this day is full. Choose another day.')
})

test('a mobile money number is checked by the contract’s rule', () => {
  const draft = (phone: string): Draft => ({ ...EMPTY_DRAFT, payment: 'mobile', provider: 'mpesa', phone })
  expect(checkout(draft('')).errors.phone).toBe('Enter the mobile money number you will pay from.')
  expect(checkout(draft('07-abc')).errors.phone).toBe('Enter a phone number with digits only, starting with + and the country code if you like.')
  expect(checkout(draft(' +254 700 123456 ')).errors.phone).toBeUndefined()
  expect(checkout({ ...EMPTY_DRAFT, payment: 'mobile', phone: '+254700123456' }).errors.provider).toBe('Choose your mobile money service.')
  expect(checkout(EMPTY_DRAFT, { methods: [] }).errors.payment).toBe('Choose how you will pay.')
})

test('totals: sold-out lines do not count, delivery is the zone’s fee until the free-delivery threshold, pickup is free', () => {
  const opts = options()
  const lines = [cartLine({ owner: 'u1' }), cartLine({ owner: 'u1', produceId: 'p2', availability: 'sold-out', price: 99900 })]
  const delivery = resolveChoices(EMPTY_DRAFT, { addresses: [address()], methods: [], options: opts })
  expect(totalsOf(lines, delivery, opts)).toMatchObject({ subtotal: 24000, deliveryFee: 15000, serviceFee: 3000, total: 42000, isFreeDelivery: false })
  expect(totalsOf(lines, delivery, opts).gone.map((l) => l.produceId)).toEqual(['p2'])
  const free = options({ freeDeliveryFrom: 20000 })
  expect(totalsOf(lines, delivery, free)).toMatchObject({ deliveryFee: 0, total: 27000, isFreeDelivery: true })
  const pickup = resolveChoices({ ...EMPTY_DRAFT, fulfilment: 'pickup' }, { addresses: [address()], methods: [], options: opts })
  expect(totalsOf(lines, pickup, opts)).toMatchObject({ deliveryFee: 0, total: 27000 })
  const noAddress = resolveChoices(EMPTY_DRAFT, { addresses: [], methods: [], options: options({ pickupLocations: [] }) })
  expect(totalsOf(lines, noAddress, opts).deliveryFee).toBeNull()
})

test('below the market’s minimum, the blocker says how much is missing; a farm with no day blocks too', () => {
  const { totals } = checkout()
  expect(blockerOf(totals, options({ minOrderTotal: 30000 }), money)).toBe('Orders at this market start at KES 300.00: add KES 60.00 more to your basket, then place your order again.')
  expect(blockerOf(totals, options({ deliveryDays: [] }), money)).toMatch(/not bringing produce to the market/)
  expect(blockerOf(totals, options(), money)).toBeNull()
})

test('the order carries the figures shown, and is not made while an error stands', () => {
  const { choices, totals, errors } = checkout()
  const order = orderOf('farm', EMPTY_DRAFT, choices, totals, errors, null)
  expect(order?.input).toMatchObject({
    fulfilment: 'delivery',
    addressId: 'work',
    deliveryDay: '2030-05-02',
    windowId: 'morning',
    payment: { kind: 'mobile-money', provider: 'mpesa', phone: '+254711000000' },
    confirmed: { lines: [{ produceId: 'p1', price: 12000 }], subtotal: 24000, deliveryFee: 15000, serviceFee: 3000, total: 42000 },
  })
  expect(order?.summary).toMatchObject({ placeName: 'Work', total: 42000, lines: [{ produceId: 'p1', lineTotal: 24000 }] })
  const bad = checkout({ ...EMPTY_DRAFT, payment: 'mobile', phone: 'x' })
  expect(orderOf('farm', { ...EMPTY_DRAFT, payment: 'mobile', phone: 'x' }, bad.choices, bad.totals, bad.errors, null)).toBeNull()
  expect(orderOf('farm', EMPTY_DRAFT, choices, totals, errors, 'blocked')).toBeNull()
})

const refusedWith = (status: number, code: string, field: string | null, fieldCode: string, params: Record<string, number> = {}): PendingOrderRow => ({
  kind: 'order',
  id: 'pending-1',
  owner: 'u1',
  vertical: 'farm',
  idempotencyKey: 'key-1',
  input: {
    vertical: 'farm',
    fulfilment: 'delivery',
    addressId: 'work',
    deliveryDay: '2030-05-02',
    windowId: 'morning',
    payment: { kind: 'cash' },
    note: '',
    confirmed: { lines: [], subtotal: 0, deliveryFee: 0, serviceFee: 0, total: 0 },
  },
  summary: {
    currency: 'KES',
    currencyExponent: 2,
    lines: [{ produceId: 'p1', name: 'Tomatoes', unit: 'kg', quantity: 2, lineTotal: 24000 }],
    subtotal: 0,
    deliveryFee: 0,
    serviceFee: 0,
    total: 0,
    placeName: 'Work',
  },
  status: 'rejected',
  createdAt: 1,
  attempts: 1,
  error: { status, code, fields: [{ field, code: fieldCode, message: 'The server’s English', params }] },
})

test('every refusal the market can give has its own words next to the button, never the server’s English nor a generic error', () => {
  const generic = requestMessage('internal_error')
  for (const r of CHECKOUT_REFUSALS) {
    if (r.code === 'prices_changed') continue // its own screen (prices-changed.tsx)
    const refused = refusedWith(r.status, r.code, r.field, r.fieldCode, { max: 3, min: 1, step: 1, available: 1, missing: 100 })
    const draft = draftOf(refused.input, [])
    const { choices, totals, errors, lines } = checkout(draft, { refused })
    const refusal = refusalOf(refused, lines, money)
    const note = buttonNoteOf({ blocker: null, errors, totals, refusal, attempted: false, isCorrecting: true })
    expect(note, r.fieldCode).toBeTruthy()
    expect(note, r.fieldCode).not.toContain('The server’s English')
    if (r.code !== 'internal_error') expect(note, r.fieldCode).not.toBe(generic)
    expect(choices).toBeTruthy()
  }
})

test('a refusal beside a choice goes once the shopper changes that choice', () => {
  const refused = refusedWith(409, 'slot_full', 'windowId', 'slot_full')
  const draft = draftOf(refused.input, [])
  expect(checkout(draft, { refused }).errors.window).toBe('This time is now full. Choose another time or another day.')
  expect(checkout({ ...draft, windowId: 'afternoon' }, { refused }).errors.window).toBeUndefined()
})

test('a stock refusal names the line, from the basket or else from what was sent', () => {
  const refused = refusedWith(409, 'conflict', 'lines.p1', 'insufficient_stock', { available: 1 })
  const refusal = refusalOf(refused, [], money)
  expect(refusal?.stock).toEqual([{ produceId: 'p1', message: 'Only 1 kg of Tomatoes left.' }])
  expect(refusal?.headline).toBe('Some produce is not available in the quantity you asked for.')
  const limit = refusalOf(refusedWith(403, 'email_unconfirmed', null, 'unconfirmed_open_orders', { max: 2 }), [], money)
  expect(limit?.needsConfirmedEmail).toBe(true)
})

test('a refused order’s saved mobile money number comes back as that saved method', () => {
  const input = { ...refusedWith(400, 'validation_failed', 'note', 'too_long').input, payment: { kind: 'mobile-money' as const, provider: 'mpesa', phone: '+254711000000' } }
  expect(draftOf(input, [mpesa]).payment).toBe('method:m1')
  expect(draftOf(input, [])).toMatchObject({ payment: 'mobile', provider: 'mpesa', phone: '+254711000000' })
})

test('options fetched for an empty or other basket are not taken for “no pickup point” or “no day”: the order waits for the connection and says so', () => {
  const lines = [cartLine({ owner: 'u1', farmerId: 'f1' })]
  // What the market answers while its copy of the basket is empty: no places, no days, no arrivals.
  const empty = options({ deliveryDays: [], slots: [], arrivals: [], pickupLocations: [], deliveryZones: [] })
  expect(isForBasket(empty, lines)).toBe(false)
  expect(isForBasket(options(), [...lines, cartLine({ owner: 'u1', produceId: 'p2', farmerId: 'f2' })])).toBe(false)
  expect(isForBasket(options(), lines)).toBe(true)
  const { totals } = checkout(EMPTY_DRAFT, { options: empty })
  expect(blockerOf(totals, empty, money, false, false)).toBe("This basket's delivery days and places load when you're online: this phone cannot place the order before then. Your basket is safe.")
  expect(blockerOf(totals, empty, money, false, true)).toBe('Loading delivery days and pickup points…')
  expect(blockerOf(totals, empty, money)).toMatch(/not bringing produce/)
})
