import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ApiFieldError } from '../../api/contract'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db, type AddressRow, type CartLineRow, type PendingOrderRow } from '../../db/db'
import { cartLine, offlineDeviceInEnglish, renderRoutes } from '../../test/screens'
import { CHECKOUT_REFUSALS } from '../../api/cart-contract'
import { requestMessage } from '../../i18n/error-messages'
import { CheckoutScreen } from './checkout-screen'
import { allPendingOrders, pendingOrderById, savePendingOrder } from '../../sync/orders'

const USER = { id: 'user-1', name: 'Amina', surname: 'Wanjiru', email: 'amina@example.com', avatarUrl: null, roles: [] }

const line: CartLineRow = cartLine({ owner: USER.id })

const address: AddressRow = {
  id: 'addr-1',
  ownerId: USER.id,
  label: 'Home',
  recipient: 'Amina Wanjiru',
  phone: '+254 700 000000',
  storeId: 'nbo',
  locationId: 'nbo-zone-1',
  line1: '12 Mango Lane',
  line2: '',
  landmark: 'Blue gate',
  isDefault: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
}

const WINDOWS = [
  { id: 'morning', start: '08:00', end: '12:00' },
  { id: 'afternoon', start: '14:00', end: '18:00' },
]

/** What the screen shows for the basket above, delivered to the address: 2 × 120 + 150 + 30. */
const CONFIRMED = { lines: [{ produceId: 'p1', price: 12000 }], subtotal: 24000, deliveryFee: 15000, serviceFee: 3000, total: 42000 }

/** The market's answer to a guest's order (decision 024). */
const ORDER = {
  id: 'guest-order-1',
  number: 'MF-GUEST',
  status: 'placed',
  storeId: 'nbo',
  currency: 'KES',
  currencyExponent: 2,
  fulfilment: 'delivery',
  address: { label: '', recipient: 'Grace Nkosi', phone: '+254 700 123456', line1: '7 Mango Lane', line2: '', landmark: '', locationName: 'Kilimani' },
  pickupLocation: null,
  deliveryDay: '2030-05-02',
  slotWindow: { id: 'morning', start: '08:00', end: '12:00' },
  payment: { kind: 'cash' },
  lines: [{ produceId: 'p1', farmerId: 'f1', farmName: 'Green Acres', dropOffDay: '2030-05-01', name: 'Tomatoes', unit: 'kg', quantity: 2, price: 12000, lineTotal: 24000 }],
  subtotal: 24000,
  deliveryFee: 15000,
  serviceFee: 3000,
  total: 42000,
  note: '',
  guest: { name: 'Grace Nkosi', phone: '+254 700 123456', email: 'grace@example.com' },
  history: [{ status: 'placed', at: '2030-05-01T08:00:00.000Z' }],
  createdAt: '2030-05-01T08:00:00.000Z',
  updatedAt: '2030-05-01T08:00:00.000Z',
}

function renderCheckout() {
  renderRoutes('/cart/farm?step=checkout', { '/cart/farm': () => <CheckoutScreen vertical="farm" /> })
}

function signIn() {
  document.cookie = 'access_token=token; path=/'
  localStorage.setItem('session-user', JSON.stringify(USER))
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

/** A price as the screen writes it in English, in Kenyan shillings. */
const formatted = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'KES', minimumFractionDigits: 2 }).format(minor / 100)

beforeEach(async () => {
  // No network in these tests: every request fails as if offline, and the screen works from Dexie.
  await offlineDeviceInEnglish()
  await db.cartLines.put(line)
  await db.addresses.put(address)
  await db.checkoutOptions.put({
    owner: USER.id,
    vertical: 'farm',
    fetchedAt: Date.now(),
    paymentMethods: ['mpesa', 'cash'],
    deliveryDays: ['2030-05-02', '2030-05-04'],
    slots: ['nbo-pickup-1', 'nbo-zone-1'].flatMap((locationId) => ['2030-05-02', '2030-05-04'].flatMap((day) => ['morning', 'afternoon'].map((windowId) => ({ locationId, day, windowId, left: 5 })))),
    arrivals: [{ farmerId: 'f1', farmName: 'Green Acres', day: '2030-05-02' }],
    minOrderTotal: 0,
    freeDeliveryFrom: null,
    pickupLocations: [{ id: 'nbo-pickup-1', name: 'Westlands market', address: 'Westlands Road', windows: WINDOWS }],
    deliveryZones: [{ id: 'nbo-zone-1', name: 'Kilimani', fee: 15000, windows: WINDOWS }],
    serviceFee: 3000,
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.cookie = 'access_token=; path=/; max-age=0'
  localStorage.clear()
})

test('a visitor is asked to sign in and comes back to checkout after', async () => {
  renderCheckout()
  expect(await screen.findByRole('heading', { name: 'Sign in to check out' })).toBeTruthy()
  const link = screen.getByRole('link', { name: 'Sign in' })
  expect(link.getAttribute('href')).toBe(`/auth/login?returnTo=${encodeURIComponent('/cart/farm?step=checkout')}`)
})

test('the summary adds the zone’s delivery fee and the service fee in the market’s currency', async () => {
  signIn()
  setOnline(true)
  renderCheckout()
  const summary = await screen.findByRole('complementary', { name: 'Your order' })
  expect(within(summary).getByText('Delivery fee').nextElementSibling?.textContent).toMatch(/150\.00/)
  expect(within(summary).getByText('Total').nextElementSibling?.textContent).toMatch(/420\.00/) // 240 + 150 + 30
  expect(screen.getByRole('radio', { name: /Saturday, May 4/ })).toBeTruthy()

  await userEvent.click(screen.getByRole('radio', { name: /I'll pick it up/ }))
  expect(within(summary).getByText('Pickup').nextElementSibling?.textContent).toBe('Free')
  expect(within(summary).getByText('Total').nextElementSibling?.textContent).toMatch(/270\.00/)
})

test('the order total sits right before "Place order", and follows the choices', async () => {
  signIn()
  setOnline(true)
  renderCheckout()
  const place = await screen.findByRole('button', { name: 'Place order' })
  const total = place.previousElementSibling!
  expect(total.textContent).toMatch(/^Order total.*420\.00$/)
  await userEvent.click(screen.getByRole('radio', { name: /I'll pick it up/ }))
  expect(place.previousElementSibling!.textContent).toMatch(/270\.00$/)
})

test('offline, the order is queued only after the shopper confirms, with its key stored', async () => {
  signIn()
  setOnline(false)
  renderCheckout()
  await screen.findByRole('heading', { name: 'Checkout' })
  await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }))
  const place = screen.getByRole('button', { name: 'Place order when back online' })
  expect((place as HTMLButtonElement).disabled).toBe(true)

  await userEvent.click(screen.getByRole('checkbox', { name: 'Yes, place my order automatically when I am back online.' }))
  await userEvent.click(place)

  expect(await screen.findByRole('heading', { name: 'Your order is waiting to be placed' })).toBeTruthy()
  const [pending] = await allPendingOrders(db)
  expect(pending).toMatchObject({
    owner: USER.id,
    status: 'queued',
    attempts: 0,
    input: { fulfilment: 'delivery', addressId: 'addr-1', deliveryDay: '2030-05-02', payment: { kind: 'cash' }, confirmed: CONFIRMED },
  })
  expect(pending!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  expect(await db.cartLines.count()).toBe(1) // the basket stays until the market has the order
})

test('a refused order says which lines lack stock and keeps the shopper’s choices', async () => {
  signIn()
  setOnline(true)
  const refused: PendingOrderRow = {
    kind: 'order',
    id: 'pending-1',
    owner: USER.id,
    vertical: 'farm',
    idempotencyKey: 'key-1',
    input: { vertical: 'farm', fulfilment: 'delivery', addressId: 'addr-1', deliveryDay: '2030-05-04', payment: { kind: 'cash' }, note: 'Ring twice', confirmed: CONFIRMED },
    summary: { currency: 'KES', currencyExponent: 2, lines: [], subtotal: 24000, deliveryFee: 15000, serviceFee: 3000, total: 42000, placeName: 'Home' },
    status: 'rejected',
    createdAt: 1,
    attempts: 1,
    error: { status: 409, code: 'conflict', fields: [{ field: 'lines.p1', code: 'insufficient_stock', message: 'Only 1 kg of Tomatoes left', params: { available: 1 } }] },
  }
  await savePendingOrder(db, refused)
  renderCheckout()

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Only 1 kg of Tomatoes left.')).toBeTruthy()
  expect((screen.getByRole('radio', { name: /Saturday, May 4/ }) as HTMLInputElement).checked).toBe(true)
  expect((screen.getByRole('textbox', { name: 'A note for the farmers (optional)' }) as HTMLTextAreaElement).value).toBe('Ring twice')
})

test('new prices are shown old → new, and confirming them queues the same order with the new figures', async () => {
  signIn()
  setOnline(true)
  // Placed at KES 120.00 a kg; the market now asks KES 135.00 and the zone's fee went up.
  const changes: ApiFieldError[] = [
    { field: 'lines.p1', code: 'price_changed', message: 'Tomatoes now costs 13500, not 12000', params: { name: 'Tomatoes', old: 12000, new: 13500 } },
    { field: 'subtotal', code: 'amount_changed', message: 'The subtotal is now 27000, not 24000', params: { old: 24000, new: 27000 } },
    { field: 'deliveryFee', code: 'amount_changed', message: 'The deliveryFee is now 20000, not 15000', params: { old: 15000, new: 20000 } },
    { field: 'total', code: 'amount_changed', message: 'The total is now 50000, not 42000', params: { old: 42000, new: 50000 } },
  ]
  const refused: PendingOrderRow = {
    kind: 'order',
    id: 'pending-1',
    owner: USER.id,
    vertical: 'farm',
    idempotencyKey: 'key-1',
    input: { vertical: 'farm', fulfilment: 'delivery', addressId: 'addr-1', deliveryDay: '2030-05-04', payment: { kind: 'cash' }, note: '', confirmed: CONFIRMED },
    summary: {
      currency: 'KES',
      currencyExponent: 2,
      lines: [{ produceId: 'p1', name: 'Tomatoes', unit: 'kg', quantity: 2, lineTotal: 24000 }],
      subtotal: 24000,
      deliveryFee: 15000,
      serviceFee: 3000,
      total: 42000,
      placeName: 'Home',
    },
    status: 'rejected',
    createdAt: 1,
    attempts: 1,
    error: { status: 409, code: 'prices_changed', fields: changes },
  }
  await savePendingOrder(db, refused)
  renderCheckout()

  expect(await screen.findByRole('heading', { name: 'Some prices have changed' })).toBeTruthy()
  expect(screen.getByRole('alert').textContent).toMatch(/Nothing was ordered/)
  const tomatoes = screen.getByText('Tomatoes').closest('li')!
  expect(tomatoes.querySelector('del')?.textContent).toBe(formatted(12000))
  expect(tomatoes.querySelector('ins')?.textContent).toBe(formatted(13500))
  expect(tomatoes.textContent).toContain('per kg')
  const total = screen.getByText('Total').closest('div')!
  expect(total.querySelector('del')?.textContent).toBe(formatted(42000))
  expect(total.querySelector('ins')?.textContent).toBe(formatted(50000))
  expect(screen.getByText('Delivery fee').closest('div')!.querySelector('ins')?.textContent).toBe(formatted(20000))
  // Nothing is sent again until the shopper confirms.
  expect((await pendingOrderById(db, 'pending-1'))?.status).toBe('rejected')

  await userEvent.click(screen.getByRole('button', { name: 'Place my order at the new prices' }))
  expect(await screen.findByRole('heading', { name: 'Placing your order…' })).toBeTruthy()
  expect(await pendingOrderById(db, 'pending-1')).toMatchObject({
    status: 'queued',
    idempotencyKey: 'key-1',
    input: { confirmed: { lines: [{ produceId: 'p1', price: 13500 }], subtotal: 27000, deliveryFee: 20000, serviceFee: 3000, total: 50000 } },
  })
})

test('after new prices, a basket the shopper changed goes back to the form, which sends the figures it shows', async () => {
  signIn()
  setOnline(true)
  await db.cartLines.put({ ...line, quantity: 1, price: 13500 }) // one kilo now, at the new price
  await savePendingOrder(db, {
    id: 'pending-1',
    owner: USER.id,
    vertical: 'farm',
    idempotencyKey: 'key-1',
    input: { vertical: 'farm', fulfilment: 'delivery', addressId: 'addr-1', deliveryDay: '2030-05-04', payment: { kind: 'cash' }, note: '', confirmed: CONFIRMED },
    summary: {
      currency: 'KES',
      currencyExponent: 2,
      lines: [{ produceId: 'p1', name: 'Tomatoes', unit: 'kg', quantity: 2, lineTotal: 24000 }],
      subtotal: 24000,
      deliveryFee: 15000,
      serviceFee: 3000,
      total: 42000,
      placeName: 'Home',
    },
    status: 'rejected',
    createdAt: 1,
    attempts: 1,
    error: { status: 409, code: 'prices_changed', fields: [{ field: 'lines.p1', code: 'price_changed', message: 'now 13500', params: { name: 'Tomatoes', old: 12000, new: 13500 } }] },
  })
  renderCheckout()
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Some prices changed since you confirmed your order.')
  expect(within(alert).queryByText(/cannot be ordered/)).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  await vi.waitFor(async () => expect((await pendingOrderById(db, 'pending-1'))?.status).toBe('queued'))
  expect((await pendingOrderById(db, 'pending-1'))!.input.confirmed).toEqual({ lines: [{ produceId: 'p1', price: 13500 }], subtotal: 13500, deliveryFee: 15000, serviceFee: 3000, total: 31500 })
})

test('a placed order carries the figures the screen shows', async () => {
  signIn()
  setOnline(true)
  renderCheckout()
  await screen.findByRole('heading', { name: 'Checkout' })
  await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }))
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  await vi.waitFor(async () => expect((await allPendingOrders(db)).length).toBe(1))
  const [pending] = await allPendingOrders(db)
  expect(pending!.input.confirmed).toEqual(CONFIRMED)
})

test('an account with an unconfirmed e-mail is told the limit and how to confirm', async () => {
  signIn()
  setOnline(true)
  await savePendingOrder(db, {
    id: 'pending-1',
    owner: USER.id,
    vertical: 'farm',
    idempotencyKey: 'key-1',
    input: { vertical: 'farm', fulfilment: 'delivery', addressId: 'addr-1', deliveryDay: '2030-05-04', payment: { kind: 'cash' }, note: '', confirmed: CONFIRMED },
    summary: { currency: 'KES', currencyExponent: 2, lines: [], subtotal: 24000, deliveryFee: 15000, serviceFee: 3000, total: 42000, placeName: 'Home' },
    status: 'rejected',
    createdAt: 1,
    attempts: 1,
    error: { status: 403, code: 'email_unconfirmed', fields: [{ field: 'total', code: 'unconfirmed_order_total', message: 'at most 1500000', params: { max: 1500000, total: 42000 } }] },
  })
  renderCheckout()
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(`Until you confirm your e-mail address, an order can be at most ${formatted(1500000)}.`)
  expect(within(alert).getByRole('link', { name: 'Confirm my e-mail address' }).getAttribute('href')).toBe('/auth/confirm-account?returnTo=%2Fcart%2Ffarm%3Fstep%3Dcheckout')
})

test('no card is ever asked for: only mobile money or cash', async () => {
  signIn()
  setOnline(true)
  renderCheckout()
  await screen.findByRole('heading', { name: 'Checkout' })
  const payment = screen.getByRole('group', { name: 'How will you pay?' })
  expect(
    within(payment)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent),
  ).toEqual(['Mobile money', 'Cash on delivery'])
  expect(screen.queryByText(/card number/i)).toBeNull()
})

test("below the market's minimum, “Place order” says next to the button how much is missing, and nothing is queued", async () => {
  signIn()
  setOnline(true)
  await db.checkoutOptions.update([USER.id, 'farm'], { minOrderTotal: 30000 })
  renderCheckout()
  await screen.findByRole('heading', { name: 'Checkout' })
  await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }))
  const place = screen.getByRole('button', { name: 'Place order' })
  await userEvent.click(place)
  const blocker = await screen.findByRole('alert')
  expect(blocker.textContent).toBe(`Orders at this market start at ${formatted(30000)}: add ${formatted(6000)} more to your basket, then place your order again.`)
  expect(place.getAttribute('aria-describedby')).toBe(blocker.id)
  expect((await allPendingOrders(db)).length).toBe(0)
})

test("from the market's free-delivery threshold the summary charges no delivery fee, and the order carries none", async () => {
  signIn()
  setOnline(false)
  await db.checkoutOptions.update([USER.id, 'farm'], { freeDeliveryFrom: 20000 })
  renderCheckout()
  const summary = await screen.findByRole('complementary', { name: 'Your order' })
  expect(within(summary).getByText('Delivery fee').nextElementSibling?.textContent).toBe('Free')
  expect(screen.getByText(/^Free delivery: your basket is KES.200\.00 or more$/)).toBeTruthy()
  await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Yes, place my order automatically when I am back online.' }))
  await userEvent.click(screen.getByRole('button', { name: 'Place order when back online' }))
  await screen.findByRole('heading', { name: 'Your order is waiting to be placed' })
  const [pending] = await allPendingOrders(db)
  expect(pending!.input.confirmed).toEqual({ ...CONFIRMED, deliveryFee: 0, total: 27000 })
})

test.each(CHECKOUT_REFUSALS.filter((r) => r.code !== 'prices_changed'))('a refusal ($code, $field $fieldCode) is said in words next to “Place order”', async (refusal) => {
  signIn()
  setOnline(true)
  const pickup = refusal.field === 'pickupLocationId'
  const mobile = refusal.field === 'payment.phone'
  const input: PendingOrderRow['input'] = {
    vertical: 'farm',
    fulfilment: pickup ? 'pickup' : 'delivery',
    ...(pickup ? { pickupLocationId: 'nbo-pickup-1' } : { addressId: 'addr-1' }),
    deliveryDay: '2030-05-02',
    windowId: 'morning',
    payment: mobile ? { kind: 'mobile-money', provider: 'mpesa', phone: '+254 711 111111' } : { kind: 'cash' },
    note: '',
    confirmed: CONFIRMED,
  }
  await savePendingOrder(db, {
    id: 'pending-1',
    owner: USER.id,
    vertical: 'farm',
    idempotencyKey: 'key-1',
    input,
    summary: { currency: 'KES', currencyExponent: 2, lines: [], subtotal: 24000, deliveryFee: 15000, serviceFee: 3000, total: 42000, placeName: 'Home' },
    status: 'rejected',
    createdAt: 1,
    attempts: 1,
    error: {
      status: refusal.status,
      code: refusal.code,
      fields: [{ field: refusal.field, code: refusal.fieldCode, message: 'English from the server', params: { max: 1500000, min: 30000, missing: 6000, available: 1, open: 'afternoon' } }],
    },
  })
  renderCheckout()
  const place = await screen.findByRole('button', { name: 'Place order' })
  const note = document.getElementById(place.getAttribute('aria-describedby') ?? 'none')
  expect(note, 'a note next to the button').not.toBeNull()
  expect(note!.textContent).not.toBe('')
  expect(note!.textContent).not.toContain('English from the server')
  if (refusal.code !== 'internal_error') expect(note!.textContent).not.toBe(requestMessage('internal_error'))
  expect(note!.closest('form')).toBe(place.closest('form'))
})

test('a visitor orders as a guest: details checked by the contract, then the order goes with an Idempotency-Key and the basket empties', async () => {
  setOnline(true)
  await db.cartLines.clear()
  await db.cartLines.put(cartLine())
  const { owner: _o, vertical: _v, fetchedAt: _f, ...options } = (await db.checkoutOptions.get([USER.id, 'farm']))!
  await db.checkoutOptions.clear()
  const sent: { url: string; init?: RequestInit }[] = []
  const json = (data: unknown, status = 200) => new Response(JSON.stringify({ data, errors: null, notification: null }), { status, headers: { 'Content-Type': 'application/json' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url: String(url), init })
      if (String(url).includes('/orders/guest/options')) return json(options)
      if (String(url).endsWith('/orders/guest') && init?.method === 'POST') {
        return json({ ...ORDER, id: 'guest-order-1', guestToken: 'T'.repeat(43) }, 201)
      }
      throw new TypeError('Failed to fetch')
    }),
  )
  renderRoutes('/cart/farm?step=checkout', { '/cart/farm': () => <CheckoutScreen vertical="farm" />, '/orders/$id': () => <p>Guest order page</p> })
  await userEvent.click(await screen.findByRole('button', { name: 'Order as a guest' }))
  expect(await screen.findByRole('heading', { name: 'Checkout as a guest' })).toBeTruthy()

  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(screen.getByText('Check your details above.')).toBeTruthy()
  expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0)
  expect(sent.some((r) => r.init?.method === 'POST')).toBe(false)

  await userEvent.type(screen.getByLabelText('Your name'), 'Grace Nkosi')
  await userEvent.type(screen.getByLabelText('Phone number'), '+254 700 123456')
  await userEvent.type(screen.getByLabelText('E-mail address'), 'Grace@Example.com')
  await userEvent.selectOptions(screen.getByLabelText('Delivery zone'), 'nbo-zone-1')
  await userEvent.type(screen.getByLabelText('Street and number, or estate and house'), '7 Mango Lane')
  const summary = screen.getByRole('complementary', { name: 'Your order' })
  expect(within(summary).getByText('Total').nextElementSibling?.textContent).toMatch(/420\.00/)
  await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }))
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))

  expect(await screen.findByText('Guest order page')).toBeTruthy()
  const post = sent.find((r) => r.init?.method === 'POST')!
  expect(new Headers(post.init!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  expect(JSON.parse(String(post.init!.body))).toMatchObject({
    fulfilment: 'delivery',
    contact: { name: 'Grace Nkosi', phone: '+254 700 123456', email: 'grace@example.com' },
    address: { locationId: 'nbo-zone-1', line1: '7 Mango Lane' },
    lines: [{ produceId: 'p1', quantity: 2 }],
    payment: { kind: 'cash' },
    confirmed: CONFIRMED,
  })
  expect(JSON.parse(String(post.init!.body))).not.toHaveProperty('addressId')
  expect(await db.cartLines.count()).toBe(0)
})

test('a guest’s order refused for the guest limits says so next to “Place order”, and what was typed stays', async () => {
  setOnline(true)
  await db.cartLines.clear()
  await db.cartLines.put(cartLine())
  const { owner: _o, vertical: _v, fetchedAt: _f, ...options } = (await db.checkoutOptions.get([USER.id, 'farm']))!
  await db.checkoutOptions.clear()
  const refusal = {
    data: null,
    errors: [{ field: null, code: 'guest_open_orders', message: 'English', params: { max: 2 } }],
    notification: { type: 'error', code: 'guest_limit', title: 'x', message: 'English' },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/orders/guest/options')) return new Response(JSON.stringify({ data: options, errors: null, notification: null }), { headers: { 'Content-Type': 'application/json' } })
      if (init?.method === 'POST') return new Response(JSON.stringify(refusal), { status: 403, headers: { 'Content-Type': 'application/json' } })
      throw new TypeError('Failed to fetch')
    }),
  )
  renderCheckout()
  await userEvent.click(await screen.findByRole('button', { name: 'Order as a guest' }))
  await userEvent.type(await screen.findByLabelText('Your name'), 'Grace Nkosi')
  await userEvent.type(screen.getByLabelText('Phone number'), '+254 700 123456')
  await userEvent.type(screen.getByLabelText('E-mail address'), 'grace@example.com')
  await userEvent.click(screen.getByRole('radio', { name: "I'll pick it up" }))
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  const said = 'A guest can have 2 orders waiting for delivery at a time with the same e-mail address or phone number. Create an account, or wait until your orders arrive.'
  expect((await screen.findAllByText(said)).length).toBeGreaterThan(0)
  expect(document.getElementById('place-note')?.textContent).toBe(said)
  expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Grace Nkosi')
  expect(await db.cartLines.count()).toBe(1)
})

test('the shopper’s credit: “Use my credit” takes it off the total and the order asks the market to spend it (decision 038)', async () => {
  signIn()
  setOnline(false)
  await db.credits.put({ owner: USER.id, currency: 'KES', currencyExponent: 2, amount: 10000 })
  renderCheckout()
  await screen.findByRole('heading', { name: 'Checkout' })
  await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }))
  const use = screen.getByRole('checkbox', { name: new RegExp(`^Use my credit: ${formatted(10000).replace('.', '\\.')}`) })
  expect(use.closest('label')!.textContent).toContain(`It takes ${formatted(10000)} off; you pay the rest as chosen below.`)
  const summary = screen.getByRole('complementary', { name: 'Your order' })
  expect(within(summary).queryByText('Paid with your credit')).toBeNull()

  await userEvent.click(use)
  expect(within(summary).getByText('Paid with your credit').nextElementSibling?.textContent).toBe(`−${formatted(10000)}`)
  expect(within(summary).getByText('Left to pay').nextElementSibling?.textContent).toBe(formatted(32000))
  const place = screen.getByRole('button', { name: 'Place order when back online' })
  expect(place.previousElementSibling!.textContent).toMatch(/320\.00$/)

  await userEvent.click(screen.getByRole('checkbox', { name: 'Yes, place my order automatically when I am back online.' }))
  await userEvent.click(place)
  expect(await screen.findByRole('heading', { name: 'Your order is waiting to be placed' })).toBeTruthy()
  const [pending] = await allPendingOrders(db)
  expect(pending).toMatchObject({ input: { payment: { kind: 'cash' }, useCredit: true, confirmed: CONFIRMED }, summary: { total: 42000, creditUsed: 10000 } })
})

test('credit that covers the order says nothing more is to be paid; without credit the choice is not offered and nothing asks to spend it', async () => {
  signIn()
  setOnline(false)
  renderCheckout()
  await screen.findByRole('heading', { name: 'Checkout' })
  expect(screen.queryByRole('checkbox', { name: /Use my credit/ })).toBeNull()
  cleanup()
  await db.credits.put({ owner: USER.id, currency: 'KES', currencyExponent: 2, amount: 50000 })
  renderCheckout()
  await screen.findByRole('heading', { name: 'Checkout' })
  const use = screen.getByRole('checkbox', { name: new RegExp(`^Use my credit: ${formatted(50000).replace('.', '\\.')}`) })
  expect(use.closest('label')!.textContent).toContain('Your credit pays the whole order: nothing more to pay.')
  await userEvent.click(use)
  const summary = screen.getByRole('complementary', { name: 'Your order' })
  expect(within(summary).getByText('Left to pay').nextElementSibling?.textContent).toBe(formatted(0))
})

test('an order sent later finding less credit: the receipt says what the credit paid and that the rest is paid as chosen', async () => {
  signIn()
  setOnline(false)
  await db.cartLines.clear()
  await savePendingOrder(db, {
    kind: 'order',
    id: 'pending-credit',
    owner: USER.id,
    vertical: 'farm',
    idempotencyKey: 'key-credit',
    input: { vertical: 'farm', fulfilment: 'delivery', addressId: 'addr-1', deliveryDay: '2030-05-02', payment: { kind: 'cash' }, useCredit: true, note: '', confirmed: CONFIRMED },
    summary: { currency: 'KES', currencyExponent: 2, lines: [], subtotal: 24000, deliveryFee: 15000, serviceFee: 3000, total: 42000, creditUsed: 10000, placeName: 'Home' },
    status: 'placed',
    createdAt: Date.now(),
    attempts: 1,
    orderId: 'order-credit',
  })
  await db.orders.put({ ...ORDER, id: 'order-credit', number: 'MF-CREDIT', guest: undefined, creditUsed: 4000, owner: USER.id } as never)
  renderCheckout()
  expect(await screen.findByRole('heading', { name: 'Thank you, your order is placed' })).toBeTruthy()
  expect(screen.getByText('Paid with your credit').nextElementSibling?.textContent).toBe(`−${formatted(4000)}`)
  expect(screen.getByText('Left to pay').nextElementSibling?.textContent).toBe(formatted(38000))
  expect(screen.getByRole('status').textContent).toBe(`Your credit was lower when the order reached the market: it paid ${formatted(4000)}, and the rest, ${formatted(38000)}, is paid as you chose.`)
})

/** The options of a basket like the farm one above, for another service's basket. */
async function optionsOf(vertical: 'cookbook' | 'food', over: Partial<Parameters<typeof db.checkoutOptions.put>[0]>) {
  const farm = (await db.checkoutOptions.get([USER.id, 'farm']))!
  await db.checkoutOptions.put({ ...farm, vertical, ...over })
}

test('a basket of digital books only offers “Digital: read it in your account” in place of delivery and pickup, without cash, and the order names no place or day', async () => {
  signIn()
  setOnline(false)
  await db.cartLines.clear()
  await db.cartLines.put(cartLine({ owner: USER.id, vertical: 'cookbook', produceId: 'book-1', name: 'Weeknight pots (e-book)', unit: 'copy', quantity: 1, price: 9900, addedPrice: 9900 }))
  await optionsOf('cookbook', { digitalOnly: true, paymentMethods: ['paystack', 'cash'], minOrderTotal: 50000 })
  renderRoutes('/cart/cookbook?step=checkout', { '/cart/cookbook': () => <CheckoutScreen vertical="cookbook" /> })
  const digital = await screen.findByRole('radio', { name: /Digital: read it in your account/ })
  expect((digital as HTMLInputElement).checked).toBe(true)
  expect(screen.queryByRole('radio', { name: 'Delivery to my address' })).toBeNull()
  expect(screen.queryByRole('radio', { name: /I'll pick it up/ })).toBeNull()
  expect(screen.queryByRole('group', { name: 'Deliver to' })).toBeNull()
  expect(screen.queryByRole('group', { name: 'Delivery day' })).toBeNull()
  expect(screen.queryByRole('radio', { name: /Cash/ })).toBeNull()
  const summary = screen.getByRole('complementary', { name: 'Your order' })
  expect(within(summary).getByText('Total').nextElementSibling?.textContent).toMatch(/129\.00/) // 99 + 30, no delivery fee
  await userEvent.click(screen.getByRole('radio', { name: /Card or mobile money with Paystack/ }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Yes, place my order automatically when I am back online.' }))
  // Below the market's minimum: a digital order takes no round, so no minimum.
  await userEvent.click(screen.getByRole('button', { name: 'Place order when back online' }))
  await screen.findByRole('heading', { name: 'Your order is waiting to be placed' })
  const [pending] = await allPendingOrders(db)
  expect(pending!.input).toMatchObject({ vertical: 'cookbook', fulfilment: 'digital', payment: { kind: 'card', provider: 'paystack' } })
  expect(pending!.input.addressId ?? pending!.input.pickupLocationId ?? pending!.input.deliveryDay ?? pending!.input.windowId).toBeUndefined()
  expect(pending!.input.confirmed).toMatchObject({ deliveryFee: 0, total: 9900 + 3000 })
})

test('a basket of meals offers “as soon as possible”, sent as the first day with its first window left to the market, or later days and times', async () => {
  signIn()
  setOnline(false)
  await db.cartLines.clear()
  await db.cartLines.put(cartLine({ owner: USER.id, vertical: 'food', produceId: 'jollof', name: 'Jollof rice', unit: 'plate', quantity: 1, price: 12000, addedPrice: 12000 }))
  await optionsOf('food', { readyAt: { day: '2030-05-02', time: '12:30' } })
  renderRoutes('/cart/food?step=checkout', { '/cart/food': () => <CheckoutScreen vertical="food" /> })
  const asap = await screen.findByRole('radio', { name: 'As soon as possible (ready about 12:30 PM)' })
  expect((asap as HTMLInputElement).checked).toBe(true)
  expect(screen.queryByRole('group', { name: 'Delivery day' })).toBeNull()
  const summary = screen.getByRole('complementary', { name: 'Your order' })
  expect(within(summary).getByText(/Delivery on Thursday, May 2, 08:00–12:00/)).toBeTruthy()

  await userEvent.click(screen.getByRole('radio', { name: /Later/ }))
  expect(screen.getByRole('group', { name: 'Delivery day' })).toBeTruthy()
  await userEvent.click(screen.getByRole('radio', { name: /Saturday, May 4/ }))
  await userEvent.click(screen.getByRole('radio', { name: /As soon as possible/ }))
  expect(screen.queryByRole('group', { name: 'Delivery day' })).toBeNull()

  await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Yes, place my order automatically when I am back online.' }))
  await userEvent.click(screen.getByRole('button', { name: 'Place order when back online' }))
  await screen.findByRole('heading', { name: 'Your order is waiting to be placed' })
  const [pending] = await allPendingOrders(db)
  expect(pending!.input).toMatchObject({ vertical: 'food', fulfilment: 'delivery', deliveryDay: '2030-05-02' })
  expect(pending!.input.windowId).toBeUndefined()
})

test('a closed kitchen says honestly when as soon as possible is: the day it opens', async () => {
  signIn()
  setOnline(true)
  await db.cartLines.clear()
  await db.cartLines.put(cartLine({ owner: USER.id, vertical: 'food', produceId: 'jollof', name: 'Jollof rice', unit: 'plate', quantity: 1, price: 12000, addedPrice: 12000 }))
  await optionsOf('food', { readyAt: { day: '2030-05-02', time: '10:45', afterOpening: true } })
  renderRoutes('/cart/food?step=checkout', { '/cart/food': () => <CheckoutScreen vertical="food" /> })
  expect(await screen.findByRole('radio', { name: 'As soon as possible: Thursday, May 2, after the kitchen opens (ready about 10:45 AM)' })).toBeTruthy()
})
