/**
 * The order e-mails (decision 022): written with the order (and with each move) in one
 * transaction, in the language the shopper checked out in whoever moves the order, with the
 * lines by farm, the totals and fees, the day and window, the address or pickup point, the
 * payment and the link to the order's page; and their words in all six languages.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Order } from '../../src/api/cart-contract'
import { orderPlacedMail, orderStatusMail } from '../mail/order-mail'
import { LANGS } from '../seed/seed-types'
import { createCommerceTestApp, deliveryDayFor, fillCart, saveAddress, withConfirmed, type CommerceTestApp, type Shopper } from './commerce.fixtures'
import { orderPageUrl } from './order-link'

let t: CommerceTestApp
beforeAll(async () => {
  t = await createCommerceTestApp()
})
afterAll(() => t.close())

const mailsTo = async (who: Shopper) => {
  await t.mailIdle()
  return t.outbox.filter((m) => m.to === who.email && m.purpose.startsWith('order-'))
}

test('placing an order e-mails the shopper in the language they checked out in; each move and the cancellation too, in that language', async () => {
  const amina = await t.shopper()
  const admin = await t.admin()
  const addressId = await saveAddress(t, amina)
  await fillCart(t, amina, [
    ['spinach', 2],
    ['honey', 1],
  ])
  const input = await withConfirmed(t, amina, { fulfilment: 'delivery', addressId, deliveryDay: await deliveryDayFor(t, amina), payment: { kind: 'cash' } })
  const res = await t.api<Order>(amina, 'POST', '/api/orders', input, { 'Idempotency-Key': t.newKey(), 'accept-language': 'fr-FR,fr;q=0.9' })
  expect(res.status).toBe(201)
  const order = res.body.data

  const [placed] = await mailsTo(amina)
  expect(placed).toMatchObject({ purpose: 'order-placed', subject: `Votre commande Malewa ${order.number} est passée` })
  const text = placed!.text.replace(/\u202f|\u00a0/g, ' ')
  expect(text).toContain('Bonjour')
  // Grouped by farm as the order is: Thandi's spinach, Pieter's honey.
  expect(text).toMatch(/De Mokoena Family Farm\n- Épinards|De Mokoena Family Farm\n- Spinach/)
  expect(text).toMatch(/De Karoo Sun Orchards\n- /)
  expect(text).toMatch(/Sous-total : |Sous-total: /)
  expect(text).toContain('Frais de livraison')
  expect(text).toContain('Frais de service')
  expect(text).toMatch(/Total: [\d  ,]+ ZAR|Total: ZAR/)
  expect(text).toContain('Livraison le ')
  expect(text).toContain('12 Vilakazi Street')
  expect(text).toContain('En espèces à la livraison ou au retrait')
  const link = orderPageUrl('http://127.0.0.1:3000', 'fr', order)
  expect(link).toBe(`http://127.0.0.1:3000/fr/account/orders/${order.id}`)
  expect(placed!.link).toBe(link)
  expect(placed!.html).toContain(`href="${link}"`)
  expect(placed!.html).toContain('lang="fr"')

  // The admin's request is in English; the shopper still reads French.
  await t.api(admin, 'POST', `/api/orders/${order.id}/status`, { status: 'confirmed' })
  await t.api(admin, 'POST', `/api/orders/${order.id}/status`, { status: 'packed' })
  const refused = await t.api(admin, 'POST', `/api/orders/${order.id}/status`, { status: 'collected' })
  expect(refused.status).toBe(409)
  await t.api(admin, 'POST', `/api/orders/${order.id}/status`, { status: 'cancelled' })
  const all = await mailsTo(amina)
  expect(all.map((m) => m.purpose)).toEqual(['order-placed', 'order-confirmed', 'order-packed', 'order-cancelled'])
  expect(all[1]!.text).toContain(`Le marché a confirmé votre commande ${order.number}`)
  expect(all[2]!.subject).toBe(`Votre commande Malewa ${order.number} : préparée`)
  expect(all[3]!.text).toContain('Rien ne sera livré ni facturé.')
  expect(all.every((m) => m.link === link)).toBe(true)
})

test('a shopper’s own cancellation is e-mailed once, a retried one not again; a refused move e-mails nothing', async () => {
  const sipho = await t.shopper()
  await fillCart(t, sipho, [['spinach', 1]])
  const input = await withConfirmed(t, sipho, { fulfilment: 'pickup', pickupLocationId: 'jnb-rosebank', deliveryDay: await deliveryDayFor(t, sipho), payment: { kind: 'cash' } })
  const order = (await t.api<Order>(sipho, 'POST', '/api/orders', input, { 'Idempotency-Key': 'one-key' })).body.data
  // A replay of the checkout is not a second order, nor a second e-mail.
  expect((await t.api<Order>(sipho, 'POST', '/api/orders', input, { 'Idempotency-Key': 'one-key' })).status).toBe(200)
  expect((await t.api(sipho, 'POST', `/api/orders/${order.id}/cancel`, {})).status).toBe(200)
  expect((await t.api(sipho, 'POST', `/api/orders/${order.id}/cancel`, {})).status).toBe(200)
  const mails = await mailsTo(sipho)
  expect(mails.map((m) => m.purpose)).toEqual(['order-placed', 'order-cancelled'])
  expect(mails[0]!.text).toContain('Pickup on ')
  expect(mails[0]!.text).toContain('Rosebank')
  expect(mails[1]!.subject).toBe(`Your Malewa order ${order.number}: cancelled`)
})

const ORDER: Order = {
  id: 'order-1',
  number: 'MF-7K3Q2',
  status: 'placed',
  storeId: 'nbo',
  currency: 'KES',
  currencyExponent: 2,
  fulfilment: 'pickup',
  address: null,
  pickupLocation: { id: 'nbo-westlands', name: 'Westlands market', address: 'Woodvale Grove' },
  deliveryDay: '2030-05-03',
  slotWindow: { id: 'morning', start: '09:00', end: '13:00' },
  payment: { kind: 'mobile-money', provider: 'mpesa', phone: '+254 711 111111' },
  lines: [
    { produceId: 'p1', farmerId: 'f1', farmName: 'Green Acres', dropOffDay: '2030-05-02', name: 'Sukuma', unit: 'bunch', quantity: 2, price: 5000, lineTotal: 10000 },
    { produceId: 'p2', farmerId: 'f2', farmName: 'Hill Dairy', dropOffDay: '2030-05-02', name: 'Maziwa', unit: 'l', quantity: 1.5, price: 12000, lineTotal: 18000 },
  ],
  subtotal: 28000,
  deliveryFee: 0,
  serviceFee: 3000,
  total: 31000,
  note: '',
  history: [],
  createdAt: '2030-05-01T08:00:00.000Z',
  updatedAt: '2030-05-01T08:00:00.000Z',
}

test('the placed e-mail reads whole in each of the six languages: day and window, pickup point, lines by farm, totals, payment, link', () => {
  const subjects = new Set<string>()
  for (const lang of LANGS) {
    const link = orderPageUrl('https://shop.example', lang, ORDER)
    const mail = orderPlacedMail(ORDER, { name: 'Wanjiru', locale: lang, link })
    const total = new Intl.NumberFormat(lang, { style: 'currency', currency: 'KES', minimumFractionDigits: 2 }).format(310)
    subjects.add(mail.subject)
    expect(mail.subject, lang).toContain('MF-7K3Q2')
    for (const part of ['Wanjiru', 'Green Acres', 'Hill Dairy', 'Sukuma', 'Maziwa', 'Westlands market', 'Woodvale Grove', '09:00', '13:00', 'M-Pesa', '+254 711 111111', total, link]) {
      expect(mail.text, `${lang}: ${part}`).toContain(part)
    }
    // The day in the language (Friday 3 May 2030).
    const day = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date('2030-05-03T00:00:00Z'))
    expect(mail.text, lang).toContain(day)
    expect(mail.html).toContain(`lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`)
    if (lang !== 'en') for (const english of ['Delivery fee', 'Service fee', 'Pickup on', 'Follow your order', 'What you ordered']) expect(mail.text, `${lang}: ${english}`).not.toContain(english)
    expect(link).toBe(`https://shop.example/${lang === 'en' ? '' : `${lang}/`}account/orders/order-1`)
  }
  expect(subjects.size).toBe(6)
})

test('each status has its own words in each language, and the steps ahead repeat where and when', () => {
  const statuses = ['confirmed', 'packed', 'out-for-delivery', 'ready-for-pickup', 'delivered', 'collected', 'cancelled'] as const
  for (const lang of LANGS) {
    const texts = statuses.map((status) => orderStatusMail(ORDER, status, { name: 'Wanjiru', locale: lang, link: 'https://shop.example/o' }))
    expect(new Set(texts.map((m) => m.subject)).size, lang).toBe(statuses.length)
    expect(new Set(texts.map((m) => m.text.split('\n')[2])).size, lang).toBe(statuses.length)
    expect(texts[3]!.text, lang).toContain('Westlands market') // ready for pickup: where
    expect(texts[6]!.text, lang).not.toContain('Westlands market') // cancelled: nowhere to go
    for (const m of texts) expect(m.text).toContain('https://shop.example/o')
  }
})

test('an order from before the shopper’s language was kept is written in English', () => {
  expect(orderPlacedMail(ORDER, { name: 'Wanjiru', locale: 'de', link: 'https://shop.example/o' }).subject).toBe('Your Malewa order MF-7K3Q2 is placed')
  expect(orderPageUrl('https://shop.example/', 'de', ORDER)).toBe('https://shop.example/account/orders/order-1')
})
