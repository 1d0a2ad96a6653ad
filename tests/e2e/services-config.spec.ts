/**
 * SERVICES decides which services the storefront shows (issue 34, decision 044), with no build
 * between: the `chromium` project's server (global-setup, SERVICES unset) is the spec's build, farm
 * alone; the `services` project's, on the same dist/ with all five open (tests tagged @services),
 * shows the service bar in every language and a basket per service.
 */
import { translated } from './catalogs'
import { expect, test } from './fixtures'
import { closedServicePaths, LOCALES, localized } from './route-table'

const NAMES = ['Farm', 'Food', 'Grocery', 'Chefs', 'Cookbooks']
const PATHS = ['/farm', '/food', '/grocery', '/chef', '/cookbook']

test.describe('SERVICES unset: farm alone, as the spec’s build', () => {
  test('no service bar; the farm link sits in the main navigation', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#snapshot')).toHaveCount(0, { timeout: 15_000 })
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Farm' })).toHaveAttribute('href', '/farm')
    await expect(page.getByRole('navigation', { name: 'Services' })).toHaveCount(0)
  })

  // The route walk (routes.spec.ts) opens each closed service's own page; the server is asked for
  // every other page of theirs here, in every language.
  test('every page of the four closed services is a 404 from the server, in every language', async ({ request }) => {
    const paths = closedServicePaths()
    expect(paths.length, 'closed services’ pages').toBeGreaterThan(20)
    for (const locale of LOCALES)
      for (const path of paths) {
        const href = localized(locale, path)
        expect.soft((await request.get(href)).status(), href).toBe(404)
      }
  })

  for (const [lang, prefix] of [
    ['en', ''],
    ['fr', '/fr'],
  ] as const) {
    test(`${lang}: /food and /cart/food are the 404 page, from the server and in the app`, async ({ page }) => {
      for (const url of [`${prefix}/food`, `${prefix}/cart/food`]) {
        // The server's status asked directly (once the service worker is installed it answers navigations with the shell).
        expect((await page.request.get(url)).status(), url).toBe(404)
        await page.goto(url)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated(lang, 'This page could not be found'))
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
      }
      // The farm basket is where it was.
      expect((await page.goto(`${prefix}/cart/farm`))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated(lang, 'Your basket'))
    })
  }
})

test.describe('SERVICES=farm,food,grocery,chef,cookbook', { tag: '@services' }, () => {
  for (const [lang, prefix, dir] of [
    ['en', '', 'ltr'],
    ['ar', '/ar', 'rtl'],
  ] as const) {
    test(`${lang}: the service bar lists the five services, in order, each to its page, reachable by keyboard`, async ({ page }) => {
      await page.goto(prefix || '/')
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await expect(page.locator('#snapshot')).toHaveCount(0, { timeout: 15_000 })
      const bar = page.getByRole('navigation', { name: translated(lang, 'Services') })
      const links = bar.getByRole('link')
      await expect(links).toHaveText(NAMES.map((name) => translated(lang, name)))
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(PATHS.map((p) => `${prefix}${p}`))
      // Keyboard: each link takes the focus in turn.
      await links.first().focus()
      for (const name of NAMES.slice(1)) {
        await page.keyboard.press('Tab')
        await expect(bar.getByRole('link', { name: translated(lang, name) })).toBeFocused()
      }
      // The main navigation leaves the services to the bar; the home page lists them with their join pages.
      await expect(page.getByRole('navigation', { name: translated(lang, 'Main') }).getByRole('link', { name: translated(lang, 'Farm') })).toHaveCount(0)
      await expect(page.getByRole('region', { name: translated(lang, 'Our services') }).getByRole('link', { name: translated(lang, 'Join as a kitchen') })).toHaveAttribute(
        'href',
        `${prefix}/food/join`,
      )
    })
  }

  test('/cart shows a basket per service, and /cart/food is a page of its own', async ({ page }) => {
    await page.goto('/cart')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your baskets')
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /basket$/ })).toHaveText(['Farm basket', 'Food basket', 'Grocery basket', 'Chef basket', 'Cookbook basket'])
    const response = await page.goto('/cart/food')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your basket')
    await expect(page).toHaveTitle('Food basket and checkout — Malewa')
    // The server says 404 (asked directly: the service worker, installed by now, answers navigations with the shell).
    expect((await page.request.get('/cart/nope')).status()).toBe(404)
    await page.goto('/cart/nope')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
  })
})
