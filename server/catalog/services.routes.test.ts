/**
 * One catalog engine for every service (decision 045): each open service answers its own
 * providers, listings, offers, search and join under its nouns, with its details in the shopper's
 * language and its own filters and delta feed; a closed service is not there at all.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { CatalogFarmer, CatalogOffer, CatalogProduce } from '../../src/api/catalog-contract'
import type { OutgoingMail } from '../mail/mailer'
import { farmerApplications } from '../db/schema/catalog'
import { createTestApp, errorEnvelope } from '../test/test-app'
import { insertCatalog, type ListBody } from './catalog.fixtures'
import { insertServiceCatalog } from './services.fixtures'

let t: Awaited<ReturnType<typeof createTestApp>>
const outbox: OutgoingMail[] = []

beforeAll(async () => {
  t = await createTestApp({ services: ['farm', 'food', 'grocery', 'chef', 'cookbook'], auth: { mail: { outbox }, trustProxy: true } })
  await insertCatalog(t.db)
  await insertServiceCatalog(t.db)
})
afterAll(() => t.close())

async function get<T>(path: string, lang = 'en') {
  const res = await t.app.request(path, { headers: { 'accept-language': lang } })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as T
}
const ids = async (path: string) => (await get<ListBody<{ id: string }>>(path)).data.map((r) => r.id)

test('each service lists only its own providers and listings under its own nouns', async () => {
  expect(await ids('/api/food/kitchens')).toEqual(['mama-afrika'])
  expect(await ids('/api/grocery/stores')).toEqual(['corner-grocer'])
  expect(await ids('/api/chef/chefs')).toEqual(['chef-sipho'])
  expect(await ids('/api/cookbook/creators')).toEqual(['zola'])
  expect(await ids('/api/food/meals')).toEqual(['bunny-chow', 'umngqusho'])
  expect(await ids('/api/grocery/products')).toEqual(['bananas', 'maize-meal'])
  expect(await ids('/api/chef/experiences')).toEqual(['braai-evening', 'bread-class'])
  expect(await ids('/api/cookbook/books')).toEqual(['zola-baking'])
  // The farm's lists are as they were: none of the other services' rows.
  expect(await ids('/api/farm/farmers')).toEqual(['aline', 'pieter', 'thandi'])
  expect(await ids('/api/farm/produces?perPage=100')).not.toContain('umngqusho')
})

test("a meal's details come in the shopper's language, English where a text is missing", async () => {
  const fr = await get<{ data: CatalogProduce }>('/api/food/meals/umngqusho', 'fr')
  expect(fr.data).toMatchObject({ service: 'food', name: 'Umngqusho aux haricots', category: 'mains', unit: 'portion', offer: { percentOff: 20, title: 'Semaine du patrimoine', price: 6800 } })
  expect(fr.data.details).toEqual({
    serves: 2,
    dietary: ['vegetarian', 'halal'],
    allergens: [],
    optionGroups: [
      {
        id: 'side',
        name: 'Accompagnement',
        min: 1,
        max: 1,
        options: [
          { id: 'chakalaka', name: 'Chakalaka', price: 0 },
          { id: 'greens', name: 'Légumes verts', price: 1500 },
        ],
      },
    ],
    portionsPerDay: 30,
  })
  const ar = await get<{ data: CatalogProduce }>('/api/food/meals/umngqusho', 'ar')
  expect(ar.data.name).toBe('أومنغكوشو')
  expect((ar.data.details as { optionGroups: { name: string }[] }).optionGroups[0]!.name).toBe('طبق جانبي')
  const chef = await get<{ data: CatalogProduce }>('/api/chef/experiences/braai-evening', 'fr')
  expect((chef.data.details as { menu: string[] }).menu).toEqual(['Saucisse boerewors', 'Pap and chakalaka'])
  const kitchen = await get<{ data: CatalogFarmer }>('/api/food/kitchens/mama-afrika', 'fr')
  expect(kitchen.data).toMatchObject({ service: 'food', farmName: "Mama Afrika's Kitchen", story: 'La cuisine familiale du Cap-Oriental.', produceCount: 2 })
  expect(kitchen.data.details).toMatchObject({ kind: 'restaurant', cuisines: ['south-african', 'cape-malay'], prepMinutes: 40 })
  // A farm's row says it is the farm's, with no details.
  const farmer = await get<{ data: CatalogFarmer }>('/api/farm/farmers/thandi')
  expect(farmer.data).toMatchObject({ service: 'farm', details: {} })
})

test("a service's row is not found under another service", async () => {
  for (const path of ['/api/farm/produces/umngqusho', '/api/grocery/products/umngqusho', '/api/food/meals/spinach', '/api/food/kitchens/thandi', '/api/farm/farmers/mama-afrika']) {
    const res = await t.app.request(path)
    expect(res.status, path).toBe(404)
    expect((await errorEnvelope(res)).errors).toBeDefined()
  }
})

test('each service filters by what matters to it and validates its own categories and units', async () => {
  expect(await ids('/api/food/meals?dietary=vegetarian')).toEqual(['umngqusho'])
  expect(await ids('/api/food/meals?dietary=vegetarian,spicy')).toEqual([])
  expect(await ids('/api/food/meals?allergenFree=gluten')).toEqual(['umngqusho'])
  expect(await ids('/api/grocery/products?brand=iwisa')).toEqual(['maize-meal'])
  expect(await ids('/api/grocery/products?unit=kg')).toEqual(['bananas'])
  expect(await ids('/api/chef/experiences?guests=3')).toEqual(['bread-class'])
  expect(await ids('/api/chef/experiences?guests=10')).toEqual(['braai-evening'])
  expect(await ids('/api/cookbook/books?category=baking')).toEqual(['zola-baking'])
  // A farm category is not a food one, a meal's unit is not a product's, and a farm list has no dietary filter.
  for (const path of ['/api/food/meals?category=vegetables', '/api/grocery/products?unit=portion', '/api/farm/produces?category=mains', '/api/chef/experiences?guests=0']) {
    const res = await t.app.request(path)
    expect(res.status, path).toBe(400)
    expect((await errorEnvelope(res)).notification.code).toBe('validation_failed')
  }
  expect(await ids('/api/food/search?q=bunny')).toEqual(['bunny-chow'])
  expect(await ids('/api/farm/search?q=bunny')).toEqual([])
})

test('offers and the delta feed are per service; the farm feed has only farm rows', async () => {
  const offers = await get<ListBody<CatalogOffer>>('/api/food/offers')
  expect(offers.data.map((o) => o.produceId)).toEqual(['umngqusho'])
  expect((await get<ListBody<CatalogOffer>>('/api/grocery/offers')).data).toEqual([])
  expect((await get<ListBody<CatalogOffer>>('/api/farm/offers?all=true')).data.map((o) => o.produceId)).not.toContain('umngqusho')

  const first = await get<ListBody<CatalogProduce>>('/api/grocery/products?sortBy=updatedAt&order=asc&perPage=100')
  expect(first.data.map((r) => r.id).sort()).toEqual(['bananas', 'maize-meal'])
  expect(first.meta.cursor).toBeTruthy()
  const farmFeed = await get<ListBody<CatalogProduce>>('/api/farm/produces?sortBy=updatedAt&order=asc&perPage=100')
  expect(farmFeed.data.every((r) => r.service === 'farm')).toBe(true)
  expect(farmFeed.data.length).toBeGreaterThan(0)

  // A change to a product reaches the grocery feed from its cursor, and not the food one.
  const foodFirst = await get<ListBody<CatalogProduce>>('/api/food/meals?sortBy=updatedAt&order=asc&perPage=100')
  await t.db.execute(sql`UPDATE produces SET price = 4300, updated_at = now() WHERE id = 'maize-meal'`)
  const next = await get<ListBody<CatalogProduce>>(`/api/grocery/products?cursor=${encodeURIComponent(first.meta.cursor!)}&perPage=100`)
  expect(next.data.map((r) => [r.id, r.price])).toEqual([['maize-meal', 4300]])
  const foodNext = await get<ListBody<CatalogProduce>>(`/api/food/meals?cursor=${encodeURIComponent(foodFirst.meta.cursor!)}&perPage=100`)
  expect(foodNext.data).toEqual([])
})

test("a service's join stores the application with its service and what its form asks", async () => {
  const body = {
    name: 'Sipho Ndlovu',
    farmName: 'Fire and Friends',
    email: 'sipho@example.org',
    phone: '+27 82 555 0199',
    town: 'Soweto',
    storeId: 'jnb',
    produce: 'Braai evenings for 4 to 12 guests.',
    details: { cuisines: ['braai'] },
  }
  const res = await t.json('POST', '/api/chef/join', body, { 'accept-language': 'fr', 'x-forwarded-for': '192.0.2.77' })
  expect(res.status, await res.clone().text()).toBe(201)
  const { data } = (await res.json()) as { data: { id: string } }
  const [row] = await t.db.select().from(farmerApplications).where(eq(farmerApplications.id, data.id))
  expect(row).toMatchObject({ service: 'chef', details: { cuisines: ['braai'] }, farmName: 'Fire and Friends' })
  await t.mailIdle()
  expect(outbox.find((m) => m.to === 'sipho@example.org')?.link).toBe('http://127.0.0.1:3000/fr/chef/join')

  const missing = await t.json('POST', '/api/food/join', { ...body, email: 'nomsa@example.org', details: { cuisines: ['south-african'] } }, { 'x-forwarded-for': '192.0.2.78' })
  expect(missing.status).toBe(400)
  expect((await errorEnvelope(missing)).errors.map((e) => e.field)).toContain('details.kind')
})

test('a join names cuisines and specialties from the vocabulary (decision 049): free text, an unknown key or none is refused with the field named, known keys are stored once each', async () => {
  const send = (service: string, details: unknown, email: string, ip: string) =>
    t.json(
      'POST',
      `/api/${service}/join`,
      { name: 'Nomsa Khumalo', farmName: 'Nomsa Eats', email, phone: '+27 82 555 0142', town: 'Soweto', storeId: 'jnb', produce: 'Umngqusho and braai plates.', details },
      { 'x-forwarded-for': ip },
    )
  // The client translates each field error by its code (src/i18n/error-messages.ts): "Choose one of the options.", "This field is required."
  for (const [service, details, field, code, i] of [
    ['food', { kind: 'home', cuisines: ['Xhosa'] }, 'details.cuisines.0', 'invalid_value', 1],
    ['food', { kind: 'home', cuisines: ['south-african', 'South African, Braai'] }, 'details.cuisines.1', 'invalid_value', 2],
    ['food', { kind: 'home', cuisines: [] }, 'details.cuisines', 'too_small', 3],
    ['food', { kind: 'home' }, 'details.cuisines', 'invalid_type', 4],
    ['chef', { cuisines: ['fusion'] }, 'details.cuisines.0', 'invalid_value', 5],
    ['cookbook', { specialties: ['Baking'] }, 'details.specialties.0', 'invalid_value', 6],
    ['cookbook', { specialties: [] }, 'details.specialties', 'too_small', 7],
  ] as const) {
    const refused = await send(service, details, `refused-${i}@example.org`, `192.0.2.${100 + i}`)
    expect(refused.status, `${service} ${JSON.stringify(details)}`).toBe(400)
    const envelope = await errorEnvelope(refused)
    expect(envelope.notification.code).toBe('validation_failed')
    expect(envelope.errors.map((e) => [e.field, e.code])).toEqual([[field, code]])
  }
  const refusedRows = await t.db
    .select()
    .from(farmerApplications)
    .where(sql`${farmerApplications.email} LIKE 'refused-%'`)
  expect(refusedRows).toEqual([])

  const kitchen = await send('food', { kind: 'restaurant', cuisines: ['south-african', 'braai', 'braai'] }, 'kitchen@example.org', '192.0.2.110')
  expect(kitchen.status, await kitchen.clone().text()).toBe(201)
  const creator = await send('cookbook', { specialties: ['cape-malay', 'baking'] }, 'creator@example.org', '192.0.2.111')
  expect(creator.status, await creator.clone().text()).toBe(201)
  const stored = await t.db
    .select({ service: farmerApplications.service, details: farmerApplications.details })
    .from(farmerApplications)
    .where(sql`${farmerApplications.email} IN ('kitchen@example.org', 'creator@example.org')`)
  expect(stored).toEqual(
    expect.arrayContaining([
      { service: 'food', details: { kind: 'restaurant', cuisines: ['south-african', 'braai'] } },
      { service: 'cookbook', details: { specialties: ['cape-malay', 'baking'] } },
    ]),
  )
})

test('a closed service has no catalog: its paths are the API 404', async () => {
  const closed = await createTestApp()
  try {
    for (const path of ['/api/food/kitchens', '/api/grocery/products', '/api/chef/experiences/braai-evening', '/api/cookbook/creators']) {
      const res = await closed.app.request(path)
      expect(res.status, path).toBe(404)
      expect((await errorEnvelope(res)).notification.code).toBe('not_found')
    }
    expect((await closed.app.request('/api/farm/farmers')).status).toBe(200)
  } finally {
    await closed.close()
  }
})
