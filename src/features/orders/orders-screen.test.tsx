import { catalogProduce, renderRoutes } from '../../test/screens'
import { i18n } from '@lingui/core'
import { useParams, useSearch } from '@tanstack/react-router'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import type { Order } from '../../api/cart-contract'
import type { CatalogProduce } from '../../api/catalog-contract'
import { cartOpsOf, GUEST, setCartOwnerSource } from '../../sync/cart'
import { produceRow } from '../../sync/catalog-pull'
import { savePendingOrder } from '../../sync/orders'
import { db } from '../../db/db'
import { GuestOrderScreen } from './guest-order-screen'
import { OrderScreen } from './order-screen'
import { OrdersScreen } from './orders-screen'

const USER = { id: 'user-1', name: 'Amina', surname: 'Wanjiru', email: 'amina@example.com', avatarUrl: null, roles: [] }

const order = (over: Partial<Order> = {}): Order => ({
  id: 'order-1',
  number: 'MF-7K3Q2',
  status: 'placed',
  storeId: 'nbo',
  currency: 'KES',
  currencyExponent: 2,
  fulfilment: 'delivery',
  address: { label: 'Home', recipient: 'Amina Wanjiru', phone: '+254 700 000000', line1: '12 Mango Lane', line2: '', landmark: 'Blue gate', locationName: 'Kilimani' },
  pickupLocation: null,
  deliveryDay: '2030-05-02',
  slotWindow: { id: 'morning', start: '08:00', end: '12:00' },
  payment: { kind: 'mobile-money', provider: 'mpesa', phone: '+254 711 111111' },
  lines: [{ produceId: 'p1', farmerId: 'f1', farmName: 'Green Acres', dropOffDay: '2030-05-01', name: 'Tomatoes', unit: 'kg', quantity: 2, price: 12000, lineTotal: 24000 }],
  subtotal: 24000,
  deliveryFee: 15000,
  serviceFee: 3000,
  total: 42000,
  note: '',
  history: [{ status: 'placed', at: '2030-05-01T08:00:00.000Z' }],
  createdAt: '2030-05-01T08:00:00.000Z',
  updatedAt: '2030-05-01T08:00:00.000Z',
  ...over,
})

function DetailPage() {
  const { id } = useParams({ strict: false })
  return <OrderScreen id={id ?? ''} />
}

let answer: ((url: string, init?: RequestInit) => Response | null) | null

function renderAt(url: string) {
  renderRoutes(url, { '/account/orders': OrdersScreen, '/account/orders/$id': DetailPage })
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

beforeEach(async () => {
  answer = null
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const found = answer?.(String(url), init)
      if (!found) throw new TypeError('Failed to fetch')
      return found
    }),
  )
  document.cookie = 'access_token=token; path=/'
  localStorage.setItem('session-user', JSON.stringify(USER))
  await Promise.all(db.tables.map((t) => t.clear()))
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.cookie = 'access_token=; path=/; max-age=0'
  localStorage.clear()
})

test('orders waiting to be placed come first, then the market’s orders with their translated status', async () => {
  await db.orders.bulkPut([
    { ...order({ id: 'o1', number: 'MF-AAAAA', status: 'out-for-delivery', createdAt: '2030-04-01T08:00:00.000Z' }), owner: USER.id },
    { ...order({ id: 'o2', number: 'MF-BBBBB', status: 'cancelled', createdAt: '2030-04-20T08:00:00.000Z' }), owner: USER.id },
    { ...order({ id: 'o3', number: 'MF-CCCCC' }), owner: 'someone-else' },
  ])
  await savePendingOrder(db, {
    id: 'pending-1',
    owner: USER.id,
    vertical: 'farm',
    idempotencyKey: 'key-1',
    input: {
      vertical: 'farm',
      fulfilment: 'pickup',
      pickupLocationId: 'nbo-pickup-1',
      deliveryDay: '2030-05-02',
      payment: { kind: 'cash' },
      note: '',
      confirmed: { lines: [], subtotal: 24000, deliveryFee: 0, serviceFee: 3000, total: 27000 },
    },
    summary: { currency: 'KES', currencyExponent: 2, lines: [], subtotal: 24000, deliveryFee: 0, serviceFee: 3000, total: 27000, placeName: 'Westlands market' },
    status: 'queued',
    createdAt: Date.parse('2030-05-01T08:00:00.000Z'),
    attempts: 0,
  })
  renderAt('/account/orders')

  await screen.findByRole('heading', { name: 'My orders' })
  const lists = await screen.findAllByRole('list')
  expect(within(lists[0]!).getByText('Waiting to be placed')).toBeTruthy()
  expect(within(lists[0]!).getByText(/KES\s?270\.00|270\.00/)).toBeTruthy()
  const rows = within(lists[1]!).getAllByRole('listitem')
  expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Order MF-BBBBB', 'Order MF-AAAAA'])
  expect(within(rows[0]!).getByText('Cancelled')).toBeTruthy()
  expect(within(rows[1]!).getByText('Out for delivery')).toBeTruthy()
  expect(screen.queryByText('Order MF-CCCCC')).toBeNull()
})

test('the order page shows the lines, the address, the payment and the history, offline too', async () => {
  await db.orders.put({
    ...order({
      history: [
        { status: 'placed', at: '2030-05-01T08:00:00.000Z' },
        { status: 'confirmed', at: '2030-05-01T09:30:00.000Z' },
      ],
      status: 'confirmed',
    }),
    owner: USER.id,
  })
  renderAt('/account/orders/order-1')

  expect(await screen.findByRole('heading', { name: 'Order MF-7K3Q2' })).toBeTruthy()
  expect(screen.getByText('Tomatoes')).toBeTruthy()
  expect(screen.getByText(/12 Mango Lane/)).toBeTruthy()
  expect(screen.getByText('Mobile money: M-Pesa, number +254 711 111111')).toBeTruthy()
  const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')
  // What happened, then what is still to come on a delivery's path.
  expect(history.map((h) => h.querySelector('strong')?.textContent)).toEqual(['Placed', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered'])
  expect(history.map((h) => h.querySelector('time') !== null)).toEqual([true, true, false, false, false])
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull() // only while placed
})

test('a digital order (decision 050) says its books are read in the account, with no day, and goes from placed straight to delivered', async () => {
  await db.orders.put({
    ...order({ fulfilment: 'digital', address: null, slotWindow: null, deliveryFee: 0, payment: { kind: 'card', provider: 'paystack' } }),
    owner: USER.id,
  })
  renderAt('/account/orders/order-1')
  expect(await screen.findByText('Digital: read it in your account')).toBeTruthy()
  expect(screen.queryByText('Delivery day')).toBeNull()
  const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')
  expect(history.map((h) => h.querySelector('strong')?.textContent)).toEqual(['Placed', 'Delivered'])
})

test('cancelling needs a connection and says so offline', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  await db.orders.put({ ...order(), owner: USER.id })
  renderAt('/account/orders/order-1')

  const cancel = await screen.findByRole('button', { name: 'Cancel order' })
  expect((cancel as HTMLButtonElement).disabled).toBe(true)
  expect(screen.getByText(/Cancelling needs a connection/)).toBeTruthy()
})

test('a placed order is cancelled online after the shopper confirms', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  await db.orders.put({ ...order(), owner: USER.id })
  const cancelled = order({ status: 'cancelled', history: [...order().history, { status: 'cancelled', at: '2030-05-01T10:00:00.000Z' }] })
  answer = (url, init) =>
    url.endsWith('/api/orders/order-1/cancel') && init?.method === 'POST'
      ? new Response(JSON.stringify({ data: cancelled, errors: null, notification: null }), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : null
  renderAt('/account/orders/order-1')

  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }))
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my order' }))

  // The answer is checked with the order schemas, loaded on first use (a dynamic import of zod): the
  // test runner's first transform of them took over the default second on a busy machine.
  expect(await screen.findByText('This order was cancelled. Nothing will be delivered or charged.', {}, { timeout: 5_000 })).toBeTruthy()
  expect((await db.orders.get('order-1'))?.status).toBe('cancelled')
})

/** A produce as the device's catalog holds it (English rows). */
const catalogRow = (id: string, name: string, over: Partial<CatalogProduce> = {}) => produceRow(catalogProduce(id, { name, price: 12000, ...over }), 'en')

const line = (produceId: string, name: string, quantity: number) => ({
  produceId,
  farmerId: 'f1',
  farmName: 'Green Acres',
  dropOffDay: '2030-05-01',
  name,
  unit: 'kg',
  quantity,
  price: 12000,
  lineTotal: 12000 * quantity,
})

test('“Order again” puts the order’s lines back in the basket, offline too, capped at stock, and names what cannot be bought', async () => {
  setCartOwnerSource(() => USER.id)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  await db.produces.bulkPut([catalogRow('p1', 'Tomatoes', { stock: 1 }), catalogRow('p2', 'Onions'), catalogRow('p3', 'Kale', { stock: 0 })])
  const lines = [line('p1', 'Tomatoes', 2), line('p2', 'Onions', 3), line('p3', 'Kale', 1), line('p4', 'Beans', 1)]
  await db.orders.put({ ...order({ status: 'delivered', lines }), owner: USER.id })
  renderAt('/account/orders/order-1')

  await userEvent.click(await screen.findByRole('button', { name: 'Order again' }))
  expect(await screen.findByText('2 produces are back in your basket.')).toBeTruthy()
  expect(screen.getByText('Only 1 kg of Tomatoes left: that is what your basket holds.')).toBeTruthy()
  expect(screen.getByText('Kale is sold out.')).toBeTruthy()
  expect(screen.getByText('Beans could not be checked while you are offline, so it is not in your basket. Order again once you are online.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Go to my basket' }).getAttribute('href')).toBe('/cart/farm')
  const basket = await db.cartLines.where('[owner+vertical]').equals([USER.id, 'farm']).toArray()
  expect(basket.map((l) => [l.produceId, l.quantity])).toEqual([
    ['p1', 1],
    ['p2', 3],
  ])
  // Through the cart's outbox: sent when the connection is back.
  expect((await cartOpsOf(db)).map((o) => o.op)).toEqual([
    { op: 'set', produceId: 'p1', quantity: 1, seenPrice: 12000 },
    { op: 'set', produceId: 'p2', quantity: 3, seenPrice: 12000 },
  ])

  // A second tap does not double the basket: it holds the order's quantities.
  await userEvent.click(screen.getByRole('button', { name: 'Order again' }))
  expect(await screen.findByText('2 produces are back in your basket.')).toBeTruthy()
  expect((await db.cartLines.toArray()).map((l) => l.quantity)).toEqual([1, 3])
  setCartOwnerSource(() => GUEST)
})

test('online, a produce the market no longer sells is named, and an order from the list goes back to the basket too', async () => {
  setCartOwnerSource(() => USER.id)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  answer = (url) =>
    url.includes('/farm/produces/p4')
      ? new Response(JSON.stringify({ data: null, errors: [], notification: null, code: 'not_found' }), { status: 404, headers: { 'Content-Type': 'application/json' } })
      : null
  await db.produces.put(catalogRow('p2', 'Onions'))
  await db.orders.put({ ...order({ status: 'delivered', lines: [line('p2', 'Onions', 3), line('p4', 'Beans', 1)] }), owner: USER.id })
  renderAt('/account/orders')

  const row = (await screen.findByRole('link', { name: 'Order MF-7K3Q2' })).closest('li')!
  await userEvent.click(within(row).getByRole('button', { name: 'Order again' }))
  expect(await within(row).findByText('1 produce is back in your basket.')).toBeTruthy()
  expect(within(row).getByText('Beans is no longer sold.')).toBeTruthy()
  expect((await db.cartLines.toArray()).map((l) => [l.produceId, l.quantity])).toEqual([['p2', 3]])
  setCartOwnerSource(() => GUEST)
})

test('a guest’s order opens by the token of its link; a link the market does not accept shows no order, even one seen before', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  const guestOrder = order({ id: 'guest-1', number: 'MF-GUEST', guest: { name: 'Grace', phone: '+254 700 000000', email: 'grace@example.com' } })
  answer = (url, init) => {
    if (!url.includes('/orders/guest/guest-1')) return null
    const ok = new Headers(init?.headers).get('X-Order-Token') === 'right-token-right-token-right-token-123456'
    return new Response(
      JSON.stringify(ok ? { data: guestOrder, errors: null, notification: null } : { data: null, errors: [{ field: null, code: 'not_found', message: 'No order' }], notification: null }),
      {
        status: ok ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      },
    )
  }
  renderRoutes('/orders/guest-1?token=right-token-right-token-right-token-123456', { '/orders/$id': GuestPage })
  expect(await screen.findByRole('heading', { name: 'Order MF-GUEST' })).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'All my orders' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Order again' })).toBeTruthy()
  cleanup()

  renderRoutes('/orders/guest-1?token=wrong-token-wrong-token-wrong-token-12345', { '/orders/$id': GuestPage })
  expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy()
  expect(await db.orders.get('guest-1')).toBeUndefined()
})

function GuestPage() {
  const { id } = useParams({ strict: false })
  const { token } = useSearch({ strict: false }) as { token?: string }
  return <GuestOrderScreen id={id ?? ''} token={String(token ?? '')} />
}
test('the timeline shows each move at the market’s time, then the steps still to come on a pickup order’s path', async () => {
  await db.stores.put({
    lang: 'en',
    id: 'nbo',
    name: 'Nairobi',
    city: 'Nairobi',
    country: 'KE',
    countryName: 'Kenya',
    currency: 'KES',
    currencyExponent: 2,
    timeZone: 'Africa/Nairobi',
    marketDays: [2, 5],
    minOrderTotal: 0,
    freeDeliveryFrom: null,
    cutoffMinute: 1080,
    locations: [],
  })
  await db.orders.put({
    ...order({
      fulfilment: 'pickup',
      address: null,
      pickupLocation: { id: 'nbo-westlands', name: 'Westlands market', address: 'Woodvale Grove' },
      status: 'packed',
      history: [
        { status: 'placed', at: '2030-05-01T08:00:00.000Z' },
        { status: 'confirmed', at: '2030-05-01T09:30:00.000Z' },
        { status: 'packed', at: '2030-05-01T21:15:00.000Z' },
      ],
    }),
    owner: USER.id,
  })
  renderAt('/account/orders/order-1')

  const region = await screen.findByRole('region', { name: 'History' })
  // Nairobi is UTC+3: 08:00 UTC is 11:00 at the market, 21:15 UTC is 00:15 the next day there.
  await within(region).findByText(/11:00/)
  const steps = within(region).getAllByRole('listitem')
  expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual(['Placed', 'Confirmed', 'Packed', 'Ready for pickup', 'Collected'])
  expect(steps[2]!.textContent).toMatch(/May 2, 2030.*12:15/)
  expect(steps[2]!.getAttribute('aria-current')).toBe('step')
  expect(steps.slice(3).map((s) => s.textContent)).toEqual(['Ready for pickupTo come', 'CollectedTo come'])
  expect(screen.getByText('Your order is packed at the market, waiting for its day.')).toBeTruthy()
})

test('a guest’s order paid by mobile money shows the payment panel by the link’s token; failed, “Pay in cash instead” asks with the token (decision 038)', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  const token = 'right-token-right-token-right-token-123456'
  const guestOrder = order({ id: 'guest-2', number: 'MF-GUEST2', guest: { name: 'Grace', phone: '+254 700 000000', email: 'grace@example.com' } })
  const view = (status: 'failed' | 'cash') => ({
    orderId: 'guest-2',
    status,
    method: status === 'cash' ? 'cash' : 'mpesa',
    amount: 42000,
    creditUsed: 0,
    currency: 'KES',
    currencyExponent: 2,
    payee: 'Malewa',
    attempts: [
      { id: 'a1', method: 'mpesa', status: 'failed', reason: 'insufficient_funds', receipt: null, expiresAt: null, checkoutUrl: null, phone: '+254 711 111111', createdAt: '2030-05-01T08:00:00.000Z' },
    ],
    methods: ['mpesa', 'cash'],
    refund: null,
  })
  const asked: { method: string; body: string | null; token: string | null }[] = []
  answer = (url, init) => {
    const headers = new Headers(init?.headers)
    const json = (data: unknown, status = 200) => new Response(JSON.stringify({ data, errors: null, notification: null }), { status, headers: { 'Content-Type': 'application/json' } })
    if (headers.get('X-Order-Token') !== token) return null
    if (url.endsWith('/orders/guest/guest-2/payment')) {
      asked.push({ method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? init.body : null, token: headers.get('X-Order-Token') })
      return init?.method === 'POST' ? json(view('cash'), 201) : json(view(asked.some((a) => a.method === 'POST') ? 'cash' : 'failed'))
    }
    if (url.includes('/orders/guest/guest-2')) return json(guestOrder)
    return null
  }
  renderRoutes(`/orders/guest-2?token=${token}`, { '/orders/$id': GuestPage })
  expect(await screen.findByText('There was not enough money in the account.', { exact: false })).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Pay in cash instead' }))
  expect(await screen.findByText(/^You will pay .* in cash/)).toBeTruthy()
  expect(asked.find((a) => a.method === 'POST')).toEqual({ method: 'POST', body: JSON.stringify({ method: 'cash' }), token })
})

test('a cancelled order paid with Paystack says where the money went: on its way back to the card, then back, or to credit when Paystack failed (decision 038)', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  await db.orders.put({ ...order({ status: 'cancelled', payment: { kind: 'card', provider: 'paystack' }, creditUsed: 2000 }), owner: USER.id })
  let refund: { status: 'pending' | 'processed' | 'failed'; amount: number; credited: boolean } = { status: 'pending', amount: 40000, credited: false }
  answer = (url) => {
    if (!url.endsWith('/orders/order-1/payment')) return null
    const data = {
      orderId: 'order-1',
      status: 'refunded',
      method: 'paystack',
      amount: 40000,
      creditUsed: 2000,
      currency: 'KES',
      currencyExponent: 2,
      payee: 'Malewa',
      attempts: [],
      methods: ['paystack', 'cash'],
      refund,
    }
    return new Response(JSON.stringify({ data, errors: null, notification: null }), { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  const money = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'KES', minimumFractionDigits: 2 }).format(minor / 100)
  const panel = () => (document.querySelector('.payment-panel')?.textContent ?? '').replace(/\u00a0|\u202f/g, ' ')
  const said = (text: string) => waitFor(() => expect(panel()).toContain(text.replace(/\u00a0|\u202f/g, ' ')))
  renderAt('/account/orders/order-1')
  await said(`The order was cancelled: ${money(40000)} is on its way back to your card or account, by Paystack. It can take a few days to show.`)
  await said(`The credit the order used, ${money(2000)}, went back to your credit.`)
  cleanup()
  refund = { status: 'failed', amount: 40000, credited: true }
  renderAt('/account/orders/order-1')
  await said(`Paystack could not refund the payment: ${money(40000)} went to your credit instead.`)
})
