/**
 * Each page says its own name in the browser's tab and history (issue 30): the not-found page and
 * an order's page do not keep the home page's title, in English and in Arabic.
 */
import { translated } from './catalogs'
import { expect, test } from './fixtures'
import { placeOrderByApi } from './order-by-api'

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'en' ? '' : `/${lang}`

  test(`${lang}: the not-found page is titled as such, on a first visit and after a move in the app`, async ({ page }) => {
    const title = translated(lang, 'Page not found — Malewa')
    await page.goto(`${prefix}/no/such/page`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated(lang, 'This page could not be found'))
    await expect(page).toHaveTitle(title)
    await page.goto(`${prefix}/`)
    await expect(page.locator('#snapshot')).toHaveCount(0, { timeout: 15_000 })
    await page.evaluate((to) => history.pushState(null, '', to), `${prefix}/farm/nothing-here/at-all`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated(lang, 'This page could not be found'))
    await expect(page).toHaveTitle(title)
  })
}

test('an order’s page is titled with its number, in English and in Arabic', async ({ page, context, shopper }) => {
  await context.addCookies(shopper.cookies)
  const { id, number } = await placeOrderByApi(context.request)
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`${lang === 'en' ? '' : `/${lang}`}/account/orders/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
    await expect(page).toHaveTitle(`${translated(lang, 'Order {number}').replace('{number}', number)} — Malewa`)
  }
})

test('a farmer shows no rating: there are no reviews to rate from', async ({ page }) => {
  await page.goto('/farm/farmers')
  const cards = page.getByRole('list', { name: 'Farmers' }).getByRole('listitem')
  await expect(cards.first()).toBeVisible()
  await expect(page.getByText(/Rated .* out of 5|★/)).toHaveCount(0)
  await cards.first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/Rated .* out of 5|★/)).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0)
})
