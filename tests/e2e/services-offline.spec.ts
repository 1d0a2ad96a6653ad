/**
 * Offline browsing of every service (issue 34), with all five open (the `services` project): a
 * shopper visits each new service's list once, online; the service worker installs and each
 * service's rows sync into the device's database. Then, with the network gone, a new tab opens
 * /food/meals, /grocery/products, /chef/experiences and /cookbook/recipes: each shows its heading
 * and its cards from the device, and the page says it is offline.
 */
import type { Page } from '@playwright/test'
import { expect, REFUSED_OFFLINE, serviceWorkerControls, test, watchConsole } from './fixtures'

const LISTS = [
  { path: '/food/meals', heading: 'Meals' },
  { path: '/grocery/products', heading: 'Products' },
  { path: '/chef/experiences', heading: 'Experiences' },
  { path: '/cookbook/recipes', heading: 'Recipes' },
] as const

/** The list's cards, as a shopper sees them: the items of the page's main content. */
const cards = (page: Page) => page.locator('#root main').getByRole('listitem')

test('after a visit, every service is browsed offline: meals, products, experiences, recipes', { tag: '@services' }, async ({ page, context, consoleErrors }) => {
  test.setTimeout(120_000)
  // Online, once: each list drawn with its rows (which the sync stored on the device).
  await page.goto('/')
  await serviceWorkerControls(page)
  for (const { path, heading } of LISTS) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(cards(page).first()).toBeVisible({ timeout: 15_000 })
  }

  await context.setOffline(true)
  const offline = await context.newPage()
  const errors = watchConsole(offline)
  for (const { path, heading } of LISTS) {
    await test.step(`${path} offline`, async () => {
      await offline.goto(path)
      await expect(offline.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(cards(offline).first()).toBeVisible()
      await expect(offline.getByRole('status').filter({ hasText: /offline/i })).toBeVisible()
    })
  }
  // And by a link within a service, as a shopper taps: a meal's page, from the device.
  await offline.goto('/food/meals')
  const first = cards(offline).first().getByRole('link').first()
  const name = (await first.textContent())?.trim() ?? ''
  await first.click()
  await expect(offline).toHaveURL(/\/food\/meals\/[^/]+$/)
  await expect(offline.getByRole('heading', { level: 1 })).toBeVisible()
  expect(name.length).toBeGreaterThan(0)

  expect(errors.filter((e) => !REFUSED_OFFLINE.test(e))).toEqual([])
  await context.setOffline(false)
  // The first tab stayed open through the outage: its sync's requests the dropped link refused are
  // the browser's own lines; anything else it logged fails the test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !REFUSED_OFFLINE.test(e)))
})
