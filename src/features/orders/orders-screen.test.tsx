import { renderRoutes } from '../../test/screens'
import { i18n } from '@lingui/core'
import { useParams } from '@tanstack/react-router'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import type { Order } from '../../api/cart-contract'
import { db } from '../../db/db'
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
  await db.pendingOrders.put({
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
