/**
 * The service bar reads the open services from the shared contract (src/api/services-contract.ts),
 * the list the server's carts and checkout read: opening `food` there shows both services.
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { offlineDeviceInEnglish, renderRoutes } from '../test/screens'
import { ServiceBar, ServiceLinks } from './service-links'

const open = vi.hoisted(() => ['farm'] as string[])
vi.mock('../api/services-contract', async (original) => ({ ...(await original<typeof import('../api/services-contract')>()), OPEN_SERVICES: open }))

beforeEach(offlineDeviceInEnglish)
afterEach(() => {
  cleanup()
  open.splice(0, open.length, 'farm')
})

function header() {
  renderRoutes('/', {
    '/': () => (
      <>
        <nav aria-label="Main">{open.length > 1 ? null : <ServiceLinks />}</nav>
        <ServiceBar />
      </>
    ),
  })
}

test('with farm and food open, the service bar names both, and food leads to its basket', async () => {
  open.push('food')
  header()
  const bar = await screen.findByRole('navigation', { name: 'Services' })
  expect(
    within(bar)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Farm', 'Food'])
  expect(within(bar).getByRole('link', { name: 'Food' }).getAttribute('href')).toBe('/cart#basket-food')
  expect(within(bar).getByRole('link', { name: 'Farm' }).getAttribute('href')).toBe('/farm')
})

test('with farm alone, no service bar: the farm link sits in the main navigation', async () => {
  header()
  expect(await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Farm' })).toBeTruthy()
  expect(screen.queryByRole('navigation', { name: 'Services' })).toBeNull()
})
