/**
 * The device's list of open services (decision 044): the page's list and the device's copy race
 * at boot and the later-decided wins (offline, a shell cached before a restart carries an older
 * list); the server's answer replaces an older list and is kept; junk anywhere changes nothing.
 */
import { afterEach, beforeEach, expect, test } from 'vitest'
import { openServices, setOpenServices } from '../api/services-contract'
import { adoptOpenServices, DEVICE_KEY, deviceServices, refreshOpenServices } from './open-services-sync'

function page(content: string, since: string | number): Document {
  const doc = document.implementation.createHTMLDocument('shop')
  const meta = doc.createElement('meta')
  meta.name = 'malewa-services'
  meta.content = content
  meta.dataset.since = String(since)
  doc.head.append(meta)
  return doc
}
const answer = (data: unknown, status = 200) => (async () => new Response(JSON.stringify({ data, errors: null, notification: null }), { status })) as unknown as typeof fetch

beforeEach(() => {
  localStorage.clear()
  setOpenServices({ services: ['farm'], since: 0 }, { force: true })
})
afterEach(() => localStorage.clear())

test('a first visit takes the page’s list and keeps it on the device', () => {
  adoptOpenServices(page('farm,food,grocery', 100))
  expect(openServices()).toEqual(['farm', 'food', 'grocery'])
  expect(deviceServices()).toEqual({ services: ['farm', 'food', 'grocery'], since: 100 })
})

test('offline, a cached page older than the device’s copy does not take back a service the server opened', () => {
  localStorage.setItem(DEVICE_KEY, JSON.stringify({ services: ['farm', 'chef'], since: 200 }))
  adoptOpenServices(page('farm', 100))
  expect(openServices()).toEqual(['farm', 'chef'])
})

test('a page newer than the device’s copy wins: a service switched off is off', () => {
  localStorage.setItem(DEVICE_KEY, JSON.stringify({ services: ['farm', 'chef'], since: 200 }))
  adoptOpenServices(page('farm', 300))
  expect(openServices()).toEqual(['farm'])
  expect(deviceServices()?.since).toBe(300)
})

test('a page without a list, or with junk in it or on the device, leaves farm alone open', () => {
  localStorage.setItem(DEVICE_KEY, '{not json')
  adoptOpenServices(page('farm,bakery', 500))
  expect(openServices()).toEqual(['farm'])
  adoptOpenServices(document.implementation.createHTMLDocument('dev server'))
  expect(openServices()).toEqual(['farm'])
})

test('the server’s newer answer is taken and kept; an older one, an error or no network changes nothing', async () => {
  adoptOpenServices(page('farm', 100))
  expect(await refreshOpenServices(answer({ services: ['farm', 'cookbook'], since: 150 }))).toBe(true)
  expect(openServices()).toEqual(['farm', 'cookbook'])
  expect(deviceServices()).toEqual({ services: ['farm', 'cookbook'], since: 150 })
  await refreshOpenServices(answer({ services: ['farm'], since: 120 }))
  expect(openServices()).toEqual(['farm', 'cookbook'])
  expect(await refreshOpenServices(answer(null, 500))).toBe(false)
  expect(await refreshOpenServices(answer({ services: ['nope'], since: 900 }))).toBe(false)
  expect(
    await refreshOpenServices((async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch),
  ).toBe(false)
  expect(openServices()).toEqual(['farm', 'cookbook'])
})
