/**
 * A first visit paints its page before the scripts have run (decision 009): the server's worker
 * draws the storefront's own screens over its own copy of the catalog, and the app takes the
 * drawing's place once its page is ready, in one frame.
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, openWithCatalogHeld, test } from './fixtures'

/** The server draws a language's pages once its worker has that language's catalog: the first ask may get the plain shell. */
async function drawn(request: APIRequestContext, url: string): Promise<string> {
  let html = ''
  await expect
    .poll(
      async () => {
        html = await (await request.get(url)).text()
        return html.includes('<div id="snapshot" inert aria-busy="true">')
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return html
}

const firstProduceName = async (request: APIRequestContext, locale: string) => {
  const res = await request.get('/api/farm/produces?storeId=jnb&sortBy=name&order=asc&perPage=1', { headers: { 'Accept-Language': locale } })
  return ((await res.json()) as { data: { name: string }[] }).data[0]!.name
}

test('a first visit shows the page with its produce before any script runs, in its language', async ({ browser, request }) => {
  await drawn(request, '/fr/farm/produces')
  const name = await firstProduceName(request, 'fr')
  // No JavaScript at all: what the shopper sees is what the server sent.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/fr/farm/produces')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const drawing = page.locator('#snapshot')
    await expect(drawing).toHaveAttribute('inert', '')
    await expect(drawing.locator('h1')).toHaveText('Produits frais')
    await expect(drawing.locator('.produce-card').first()).toBeVisible()
    await expect(drawing.locator('.produce-card .card__title').first()).toHaveText(name)
    // The app's root waits hidden beneath it.
    await expect(page.locator('#root')).toBeHidden()
  } finally {
    await context.close()
  }
})

test('an Arabic first visit is drawn right to left', async ({ request }) => {
  const html = await drawn(request, '/ar/farm')
  expect(html).toContain('<html lang="ar" dir="rtl">')
  expect(html).toContain('مزارعون مميّزون')
})

test('the app takes the drawing’s place with the same page, and the shopper can use it', async ({ page, request }) => {
  await drawn(request, '/farm/produces')
  const response = await page.goto('/farm/produces')
  // This navigation itself came with the drawing (not only the request that waited for it).
  const sent = (await response!.text()).split('<div id="root">')[0]!
  expect(sent).toContain('<div id="snapshot" inert aria-busy="true">')
  const drawnNames = [...sent.matchAll(/class="card__link">([^<]+)</g)].map((m) => m[1])
  expect(drawnNames.length).toBe(4)
  await expect(page.locator('#snapshot')).toHaveCount(0)
  const list = page.getByRole('list', { name: 'Produce' })
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
  await expect(list.getByRole('listitem')).toHaveCount(24)
  // The swap changes nothing the shopper was looking at: the same heading, the same first cards.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh produce')
  await expect(list.locator('.card__link').first()).toHaveText(drawnNames[0]!)
  expect((await list.locator('.card__link').allTextContents()).slice(0, 4)).toEqual(drawnNames)
  // Live, not a picture: a link goes where it says.
  await list.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/farm\/produces\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('while the drawing is on screen, the app beneath it can be neither seen, tapped nor reached with Tab', async ({ page, request }) => {
  await drawn(request, '/farm/produces')
  // The catalog's answers held back (a slow link): the app renders its shell, but its page is not ready.
  const { release } = await openWithCatalogHeld(page, '/farm/produces')
  const root = page.locator('#root')
  // The app's own header is in (laid out beneath the drawing, a part at a time), yet unseen.
  await expect(root.locator('header a').first()).toBeAttached()
  // All looked at in one go, while the drawing is still there (it goes after 4 s whatever the state).
  const beneath = await page.evaluate(() => {
    const app = document.getElementById('root')!
    const first = app.querySelector('header a')!.getBoundingClientRect()
    const hit = document.elementFromPoint(first.x + first.width / 2, first.y + first.height / 2)
    const controls = [...app.querySelectorAll<HTMLElement>('a[href], button, input, select')]
    return {
      covered: document.getElementById('snapshot') !== null,
      laidOut: first.width > 0 && first.height > 0,
      controls: controls.length,
      // What Tab would reach: a control that takes focus.
      focusable: controls.filter((el) => {
        el.focus()
        return document.activeElement === el
      }).length,
      tapped: hit?.closest('#root') !== null && hit !== null,
    }
  })
  expect(beneath).toEqual({ covered: true, laidOut: true, controls: beneath.controls, focusable: 0, tapped: false })
  expect(beneath.controls).toBeGreaterThan(0)
  release()
  await expect(page.locator('#snapshot')).toHaveCount(0)
  await expect(root).toBeVisible()
  await expect(page.getByRole('list', { name: 'Produce' }).getByRole('listitem')).toHaveCount(24)
})

test('a signed-in shopper is not shown a page drawn for visitors', async ({ request, shopper }) => {
  await drawn(request, '/farm')
  const cookie = shopper.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  expect(cookie).toContain('access_token=')
  const res = await request.get('/farm', { headers: { cookie } })
  expect(await res.text()).not.toContain('id="snapshot"')
})
