/**
 * The home is a shop window (issue 30): on a 360 px phone, in English and in Arabic, the market's
 * offers and what is in season are on the page, with varied pictures, drawn by the server on a
 * first visit and still there offline; a signed-in shopper with an order can order it again
 * from the home in one tap.
 */
import { translated } from './catalogs'
import { expect, test } from './fixtures'
import { placeOrderByApi } from './order-by-api'

test.use({ viewport: { width: 360, height: 740 } })

for (const lang of ['en', 'ar'] as const) {
  const home = lang === 'en' ? '/' : `/${lang}`
  const t = (id: string) => translated(lang, id)

  test(`${lang}: the home shows this week's offers and what is in season, each picture its own, and keeps them offline`, async ({ page, context, consoleErrors }) => {
    await page.goto(home)
    const offers = page
      .getByRole('region', { name: t('Offers this week') })
      .getByRole('list', { name: t('Offers') })
      .getByRole('listitem')
    const inSeason = page
      .getByRole('region', { name: t('In season') })
      .getByRole('list', { name: t('In season') })
      .getByRole('listitem')
    await expect(offers.first()).toBeVisible()
    await expect(inSeason.first()).toBeVisible()
    expect(await offers.count()).toBeLessThanOrEqual(4)
    expect(await inSeason.count()).toBeGreaterThanOrEqual(4)
    // Every card is a produce the shopper can open and buy, and no two in-season cards share a picture.
    await expect(offers.first().getByRole('link').first()).toHaveAttribute('href', /\/farm\/produces\/[\w-]+$/)
    const pictures = await inSeason.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')))
    expect(new Set(pictures).size).toBe(pictures.length)
    // The first shelf starts on the first screen of a phone.
    const top = await offers.first().evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeLessThan(740)
    // Each shelf's heading leads to its full list.
    await expect(page.getByRole('link', { name: t('Offers this week'), exact: true })).toHaveAttribute('href', new RegExp(`${lang === 'en' ? '' : `/${lang}`}/farm/offers$`))

    const shown = await offers.locator('.card__link').allTextContents()
    // The API unreachable now: the shelves come from the device's database.
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await expect(offers.first()).toBeVisible()
    expect(await offers.locator('.card__link').allTextContents()).toEqual(shown)
    // The refused requests while offline are the point: only those may reach the console.
    const unexpected = consoleErrors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))
    consoleErrors.splice(0, consoleErrors.length, ...unexpected)
  })
}

test('a first visit to the home is drawn by the server with its offers', async ({ request }) => {
  let html = ''
  await expect.poll(async () => (html = await (await request.get('/')).text()).includes('<div id="snapshot" inert aria-busy="true">'), { timeout: 15_000 }).toBe(true)
  const drawing = html.split('<div id="root">')[0]!
  expect(drawing).toContain('id="offers-title"')
  expect(drawing).toContain('class="card produce-card"')
})

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a signed-in shopper finds their last order on the home and puts it back in the basket in one tap`, async ({ page, context, shopper }) => {
    const t = (id: string) => translated(lang, id)
    await context.addCookies(shopper.cookies)
    const { number, names } = await placeOrderByApi(context.request, lang)
    await page.goto(lang === 'en' ? '/' : `/${lang}`)
    const last = page.getByRole('region', { name: t('Your last order') })
    await expect(last).toBeVisible()
    await expect(last).toContainText(number)
    for (const name of names) await expect(last).toContainText(name)
    await last.getByRole('button', { name: t('Order again') }).click()
    await expect(last.getByRole('status')).toContainText(t('Back in your basket.'))
    await last.getByRole('link', { name: t('Go to my basket') }).click()
    await expect(page.getByRole('heading', { name: t('Your basket'), exact: true })).toBeVisible()
    for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
  })
}
