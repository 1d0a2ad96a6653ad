/**
 * The header follows the open services (SERVICES, decision 044): with farm alone its link sits in
 * the main navigation and there is no service bar (the spec's build); with all five, the service
 * bar names them in the configured order, each linking to its own page; a list that changes after
 * the first render (the server's newer answer) is shown at once.
 */
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { SERVICES, setOpenServices, type Service } from '../api/services-contract'
import { offlineDeviceInEnglish, renderRoutes } from '../test/screens'
import { Header } from './header'
import { OpenServicesSection } from './service-links'

const open = (services: Service[], since = 0) => setOpenServices({ services, since }, { force: true })

beforeEach(offlineDeviceInEnglish)
afterEach(() => {
  cleanup()
  open(['farm'])
})

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')])

test('with farm alone, no service bar: the farm link sits in the main navigation', async () => {
  open(['farm'])
  renderRoutes('/', { '/': () => <Header /> })
  const main = await screen.findByRole('navigation', { name: 'Main' })
  expect(within(main).getByRole('link', { name: 'Farm' }).getAttribute('href')).toBe('/farm')
  expect(screen.queryByRole('navigation', { name: 'Services' })).toBeNull()
})

test('with all five open, the service bar names them in order, each linking to its page, and the main navigation leaves them to it', async () => {
  open([...SERVICES])
  renderRoutes('/', { '/': () => <Header /> })
  const bar = await screen.findByRole('navigation', { name: 'Services' })
  expect(linksOf(bar)).toEqual([
    ['Farm', '/farm'],
    ['Food', '/food'],
    ['Grocery', '/grocery'],
    ['Chefs', '/chef'],
    ['Cookbooks', '/cookbook'],
  ])
  expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Farm' })).toBeNull()
})

test('the configured order is the bar’s order', async () => {
  open(['grocery', 'farm'])
  renderRoutes('/', { '/': () => <Header /> })
  expect(linksOf(await screen.findByRole('navigation', { name: 'Services' })).map(([name]) => name)).toEqual(['Grocery', 'Farm'])
})

test('a newer list arriving after the first render shows the service bar at once', async () => {
  open(['farm'], 1)
  renderRoutes('/', { '/': () => <Header /> })
  await screen.findByRole('navigation', { name: 'Main' })
  expect(screen.queryByRole('navigation', { name: 'Services' })).toBeNull()
  act(() => void setOpenServices({ services: ['farm', 'food'], since: 2 }))
  expect(linksOf(await screen.findByRole('navigation', { name: 'Services' })).map(([name]) => name)).toEqual(['Farm', 'Food'])
})

test('the home page lists each open service with its join page, and nothing with farm alone', async () => {
  open(['farm', 'food'])
  renderRoutes('/', { '/': () => <OpenServicesSection /> })
  const section = await screen.findByRole('region', { name: 'Our services' })
  expect(linksOf(section)).toEqual([
    ['Farm', '/farm'],
    ['Join as a farmer', '/farm/join'],
    ['Food', '/food'],
    ['Join as a kitchen', '/food/join'],
  ])
  cleanup()
  open(['farm'])
  renderRoutes('/', {
    '/': () => (
      <main>
        <h1>Home</h1>
        <OpenServicesSection />
      </main>
    ),
  })
  await screen.findByRole('heading', { name: 'Home' })
  expect(screen.queryByRole('region', { name: 'Our services' })).toBeNull()
})
