/**
 * SERVICES decides which services are open (issue 34, decision 044): read at start with a clear
 * refusal of a wrong list; a closed service's API is a 404 in the envelope, an open one's answers;
 * every page carries the list, and a closed service's pages are 404s.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SERVICES } from '../../src/api/services-contract'
import { parseEnv } from '../env'
import { createTestApp } from '../test/test-app'

test('SERVICES defaults to farm alone, keeps the given order, and counts a repeated name once', () => {
  expect(parseEnv({}).SERVICES).toEqual(['farm'])
  expect(parseEnv({ SERVICES: 'farm,food,grocery,chef,cookbook' }).SERVICES).toEqual(['farm', 'food', 'grocery', 'chef', 'cookbook'])
  expect(parseEnv({ SERVICES: ' grocery , farm,grocery' }).SERVICES).toEqual(['grocery', 'farm'])
})

test('an unknown service or an empty list stops the start, naming the valid services', () => {
  expect(() => parseEnv({ SERVICES: 'farm,bakery' })).toThrow(/SERVICES: "bakery" is not a service; the services are: farm, food, grocery, chef, cookbook/)
  expect(() => parseEnv({ SERVICES: '' })).toThrow(/SERVICES: names no service; give one or more of: farm, food, grocery, chef, cookbook/)
  expect(() => parseEnv({ SERVICES: ' , ' })).toThrow(/SERVICES: names no service/)
})

let dir: string
let farmOnly: Awaited<ReturnType<typeof createTestApp>>
let allFive: Awaited<ReturnType<typeof createTestApp>>
let foodOnly: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-services-'))
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="malewa-services" content="farm" data-since="0"><title>Malewa</title></head><body><div id="root"></div></body></html>',
  )
  farmOnly = await createTestApp({ staticDir: dir, servicesSince: 1_700_000_000_000 })
  allFive = await createTestApp({ staticDir: dir, services: SERVICES, servicesSince: 1_800_000_000_000 })
  foodOnly = await createTestApp({ staticDir: dir, services: ['food'] })
})
afterAll(async () => {
  await Promise.all([farmOnly.close(), allFive.close(), foodOnly.close()])
  fs.rmSync(dir, { recursive: true, force: true })
})

test('GET /api/services answers the configured list and when it was decided', async () => {
  const farm = await farmOnly.app.request('/api/services')
  expect(farm.status).toBe(200)
  expect(await farm.json()).toEqual({ data: { services: ['farm'], since: 1_700_000_000_000 }, errors: null, notification: null })
  expect((await (await allFive.app.request('/api/services')).json()).data).toEqual({ services: ['farm', 'food', 'grocery', 'chef', 'cookbook'], since: 1_800_000_000_000 })
})

test("a closed service's API is a 404 in the envelope, before any session is asked for", async () => {
  for (const url of ['/api/food/kitchens', '/api/grocery', '/api/cart/food', '/api/cart/chef/ops', '/api/cart/cookbook/checkout-options']) {
    const res = await farmOnly.app.request(url)
    expect(res.status, url).toBe(404)
    expect(await res.json(), url).toMatchObject({ data: null, errors: [expect.objectContaining({ code: 'not_found' })] })
  }
  const farm = await foodOnly.app.request('/api/farm/farmers')
  expect(farm.status).toBe(404)
})

test("an open service's API answers: the farm catalog, and an open basket asks for a session rather than being missing", async () => {
  expect((await farmOnly.app.request('/api/farm/farmers')).status).toBe(200)
  expect((await allFive.app.request('/api/farm/farmers')).status).toBe(200)
  // Signed out: the basket exists, it is not this visitor's.
  expect((await allFive.app.request('/api/cart/food')).status).toBe(401)
  expect((await farmOnly.app.request('/api/cart/farm')).status).toBe(401)
  // Names that are not services are not caught by the gate.
  expect((await farmOnly.app.request('/api/stores')).status).toBe(200)
})

test('every page carries the open services in its meta tag, and a restart with another list changes it with no build', async () => {
  const farm = await (await farmOnly.app.request('/')).text()
  expect(farm).toContain('<meta name="malewa-services" content="farm" data-since="1700000000000">')
  const five = await (await allFive.app.request('/fr/cart')).text()
  expect(five).toContain('<meta name="malewa-services" content="farm,food,grocery,chef,cookbook" data-since="1800000000000">')
  expect(five.match(/malewa-services/g)).toHaveLength(1)
  expect(await (await allFive.app.request('/index.html')).text()).toContain('content="farm,food,grocery,chef,cookbook"')
})

test("a closed service's pages and an unknown basket are 404s with the storefront's page; open ones are pages", async () => {
  for (const url of ['/food', '/fr/food/meals', '/ar/grocery', '/cart/food', '/sw/cart/cookbook', '/cart/nope']) {
    const res = await farmOnly.app.request(url)
    expect(res.status, url).toBe(404)
    expect(await res.text(), url).toContain('<div id="root">')
  }
  // A service's pages outside its folder (decision 046): the chef's bookings, the cookbook's library.
  for (const url of ['/account/bookings', '/fr/account/bookings/abc', '/ar/account/library', '/partner/p1/bookings']) expect((await farmOnly.app.request(url)).status, url).toBe(404)
  for (const url of ['/account/bookings', '/sw/account/library', '/partner/p1/bookings']) expect((await allFive.app.request(url)).status, url).toBe(200)
  for (const url of ['/farm', '/cart/farm', '/fr/cart/farm', '/cart', '/account', '/account/orders', '/partner/p1/orders']) expect((await farmOnly.app.request(url)).status, url).toBe(200)
  for (const url of ['/food', '/cart/food', '/ar/cart/chef', '/cookbook']) expect((await allFive.app.request(url)).status, url).toBe(200)
  expect((await foodOnly.app.request('/cart/farm')).status).toBe(404)
})
