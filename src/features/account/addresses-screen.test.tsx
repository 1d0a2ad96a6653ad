import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { AnyRouter } from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import type { Address } from '../../api/account-contract'
import { jnbMarket } from '../../test/screens'
import { db } from '../../db/db'
import { startSessionActor } from '../../session/session-actor'
import { AddressesScreen } from './addresses-screen'

const user = { id: 'user-1', name: 'Wanjiru', surname: 'Kamau', email: 'wanjiru@example.com', avatarUrl: null, roles: [] }
const stamps = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }
const home: Address = {
  id: 'a1',
  label: 'Home',
  recipient: 'Wanjiru Kamau',
  phone: '+27 82 555 0101',
  storeId: 'jnb',
  locationId: 'jnb-melville-zone',
  line1: '12 Fourth Avenue',
  line2: '',
  landmark: 'Opposite the bakery',
  isDefault: false,
  ...stamps,
}
const work: Address = { ...home, id: 'a2', label: 'Work', line1: '3 Rivonia Road', locationId: 'jnb-sandton-zone', isDefault: true }

let requests: { method: string; url: string }[] = []
let answer: (method: string, url: string) => { status: number; body: unknown }

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  document.cookie = 'access_token=token-1; path=/'
  localStorage.setItem('session-user', JSON.stringify(user))
  // Stubbed for the whole file: the session and the page's pulls may still be answering after a test ends.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      requests.push({ method, url })
      const { status, body } = answer(method, url)
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  const router = { navigate: vi.fn(), state: { location: { pathname: '/en/account/addresses' } } }
  startSessionActor(router as unknown as AnyRouter)
})

afterAll(() => {
  vi.unstubAllGlobals()
})

beforeEach(async () => {
  requests = []
  answer = (method, url) =>
    url.endsWith('/user/me')
      ? { status: 200, body: { data: { user, credential: { identifier: user.email } }, errors: null, notification: null } }
      : { status: 200, body: { data: method === 'GET' ? [home, work] : null, errors: null, notification: null } }
  await Promise.all([db.addresses.clear(), db.stores.clear()])
  await db.stores.put(
    jnbMarket([
      { id: 'jnb-rosebank-pickup', storeId: 'jnb', name: 'Rosebank', kind: 'pickup', address: 'Keyes Avenue', deliveryFee: 0 },
      { id: 'jnb-melville-zone', storeId: 'jnb', name: 'Melville & Auckland Park', kind: 'zone', address: 'Melville, Auckland Park and Westdene', deliveryFee: 4500 },
      { id: 'jnb-sandton-zone', storeId: 'jnb', name: 'Sandton & Bryanston', kind: 'zone', address: 'Sandton, Morningside and Bryanston', deliveryFee: 6500 },
    ]),
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderScreen = () =>
  render(
    <I18nProvider i18n={i18n}>
      <AddressesScreen />
    </I18nProvider>,
  )

const shopper = userEvent.setup({ delay: null })

async function typeInto(field: HTMLElement, text: string) {
  await shopper.click(field)
  await shopper.paste(text)
}

async function fillNewAddress() {
  await shopper.click(await screen.findByRole('button', { name: 'Add an address' }))
  await typeInto(screen.getByLabelText('Name for this address'), 'Mum’s place')
  await typeInto(screen.getByLabelText('Phone for the rider'), '+27 82 555 0199')
  await shopper.selectOptions(screen.getByLabelText('Delivery zone'), 'jnb-melville-zone')
  await typeInto(screen.getByLabelText('Street and number, or estate and house'), '7 Seventh Street')
}

test('the address book comes from the server into this device and lists the default first, with its badge', async () => {
  renderScreen()

  const list = await screen.findByRole('list', { name: 'Your addresses' })
  const items = await within(list).findAllByRole('listitem')
  expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['WorkDefault', 'Home'])
  expect(within(items[1]!).getByText('Melville & Auckland Park, Johannesburg Farmers’ Market')).toBeTruthy()
  expect(requests).toContainEqual({ method: 'GET', url: '/api/addresses' })
  expect(await db.addresses.count()).toBe(2)
})

test('offline, saving an address keeps what was typed and says it will work once back online', async () => {
  renderScreen()
  await fillNewAddress()
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

  await shopper.click(screen.getByRole('button', { name: 'Save address' }))

  expect(await screen.findByText(/You're offline, so this address can't be saved yet/)).toBeTruthy()
  expect(screen.getByLabelText<HTMLInputElement>('Name for this address').value).toBe('Mum’s place')
  expect(screen.getByLabelText<HTMLInputElement>('Street and number, or estate and house').value).toBe('7 Seventh Street')
  expect(requests.filter((r) => r.method === 'POST')).toEqual([])
})

test('a field the server refuses is marked beside it in words, and the draft stays', async () => {
  renderScreen()
  await fillNewAddress()
  answer = (method) =>
    method === 'POST'
      ? { status: 400, body: { data: null, errors: [{ field: 'storeId', code: 'unknown_store', message: 'Unknown store' }], notification: null } }
      : { status: 200, body: { data: [home, work], errors: null, notification: null } }

  await shopper.click(screen.getByRole('button', { name: 'Save address' }))

  expect(await screen.findByText('Choose one of our markets.')).toBeTruthy()
  expect(screen.getByLabelText('Market').getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByLabelText<HTMLInputElement>('Phone for the rider').value).toBe('+27 82 555 0199')
})

test('deleting asks first, and keeping the address changes nothing', async () => {
  renderScreen()
  const list = await screen.findByRole('list', { name: 'Your addresses' })
  const [, homeItem] = await within(list).findAllByRole('listitem')

  await shopper.click(within(homeItem!).getByRole('button', { name: 'Delete' }))
  expect(within(homeItem!).getByRole('group', { name: 'Delete the address “Home”?' })).toBeTruthy()
  await shopper.click(within(homeItem!).getByRole('button', { name: 'Keep it' }))

  expect(requests.filter((r) => r.method === 'DELETE')).toEqual([])
  expect(within(homeItem!).getByRole('button', { name: 'Delete' })).toBeTruthy()
})
