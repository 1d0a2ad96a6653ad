import { deviceRows } from './device-db'
import { expect, test } from './fixtures'

test('the home page renders in English, left to right, with featured farmers from the API', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fresh from local farmers')
  const featured = page.getByRole('region', { name: 'Featured farmers' }).getByRole('listitem')
  await expect(featured.first()).toBeVisible()
  expect(await featured.count()).toBeGreaterThan(0)
})

test('the featured farmers come through IndexedDB and are still there with the network off', async ({ page, context, consoleErrors }) => {
  await page.goto('/')
  const cards = page.getByRole('region', { name: 'Featured farmers' }).getByRole('listitem')
  await expect(cards.first()).toBeVisible()
  const names = await cards.getByRole('heading').allTextContents()
  // The cards may be the server's drawing of the page: the first sync stores them a moment later.
  await expect.poll(async () => (await deviceRows(page, 'farmers')).length).toBeGreaterThanOrEqual(names.length)
  // The API is unreachable now; the page still renders the same farmers from Dexie.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await page.getByRole('link', { name: 'Malewa' }).click()
  await page.reload()
  await expect(cards.first()).toBeVisible()
  expect(await cards.getByRole('heading').allTextContents()).toEqual(names)
  // The refused API calls are the point of this test: only those may reach the console.
  const unexpected = consoleErrors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))
  consoleErrors.splice(0, consoleErrors.length, ...unexpected)
})

test('/ar renders in Arabic, right to left', async ({ page }) => {
  await page.goto('/ar')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Fresh from local farmers')
})

test('/fr renders in French', async ({ page }) => {
  await page.goto('/fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/producteurs|agriculteurs|fermiers/i)
})

test('a made-up path is answered 404 and shows the translated not-found page', async ({ page }) => {
  expect((await page.goto('/this/does/not/exist'))?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  // (Once the service worker controls the page, it answers the shell itself, with a 200.)
  await page.goto('/fr/nulle/part')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be found')
})

test('the footer names the countries we deliver to in the shopper’s language, and one opens that market', async ({ page }) => {
  await page.goto('/fr')
  // The names come from the API in the page's language.
  const countries = page.getByRole('region', { name: 'Où nous livrons' })
  await expect(countries.getByRole('button', { name: 'Afrique du Sud · Johannesburg' })).toBeVisible()
  await countries.getByRole('button', { name: 'Kenya · Nairobi' }).click()
  await expect(page).toHaveURL(/\/fr\/farm$/)
  await expect(page.getByRole('combobox', { name: 'Marché' })).toHaveValue('nbo')
})

test('the contact page’s form says what is wrong with the e-mail, keeps the message, then sends it to the server; other pages do not load it', async ({ page }) => {
  // Imported by the page, not fetched into the HTTP cache for offline use after the first paint (decision 015's `fetch`, which may come first).
  const formChunkImported = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((e) => e.initiatorType !== 'fetch' && /\/assets\/contact-form-[\w-]+\.js$/.test(new URL(e.name).pathname)),
    )
  const formChunkLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/contact-form-[\w-]+\.js$/.test(new URL(e.name).pathname)))
  await page.goto('/pages/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await formChunkImported()).toBe(false)

  await page.goto('/pages/contact')
  const form = page.getByRole('form', { name: 'Write to us' })
  await form.getByLabel('Your name').fill('Amina Wanjiru')
  await form.getByLabel('E-mail').fill('amina.example.com')
  await form.getByLabel('Your message').fill('My tomatoes arrived bruised yesterday, can you help?')
  await form.getByRole('button', { name: 'Send the message' }).click()
  expect(await formChunkLoaded()).toBe(true)
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription("This doesn't look right. Please check the format.")
  await expect(form.getByLabel('Your message')).toHaveValue('My tomatoes arrived bruised yesterday, can you help?')
  await form.getByLabel('E-mail').fill('amina@example.com')
  await form.getByRole('button', { name: 'Send the message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'your message is with our support team' })).toBeVisible()
})
