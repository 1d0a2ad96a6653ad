/** The header's search goes to the search of the service the shopper is in: the food's on food pages, the farm's elsewhere (issue 34). */
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { offlineDeviceInEnglish, renderRoutes } from '../test/screens'
import { Header, serviceOfPath } from './header'

beforeEach(offlineDeviceInEnglish)
afterEach(cleanup)

test('the service of a path, with or without the language', () => {
  expect(serviceOfPath('/fr/food/meals/jollof')).toBe('food')
  expect(serviceOfPath('/grocery')).toBe('grocery')
  expect(serviceOfPath('/ar/account/orders')).toBe('farm')
  expect(serviceOfPath('/')).toBe('farm')
})

test("on a food page the header's search link and box go to the food search; on the home page to the farm's", async () => {
  renderRoutes('/food/meals', { '/{-$locale}/food/meals': () => <Header />, '/{-$locale}/food/search': () => <p>The food search</p> })
  const link = await screen.findByRole('link', { name: 'Search' })
  expect(link.getAttribute('href')).toBe('/food/search')
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pilau' } })
  fireEvent.submit(screen.getByRole('search'))
  expect(await screen.findByText('The food search')).toBeTruthy()
  cleanup()
  renderRoutes('/', { '/': () => <Header /> })
  expect((await screen.findByRole('link', { name: 'Search' })).getAttribute('href')).toBe('/farm/search')
})
