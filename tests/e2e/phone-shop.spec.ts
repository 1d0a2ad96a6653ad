/**
 * The shop in a shopper's hand (issue 30, docs/design.md): at 360 × 740 and 1280 × 800, in English
 * and Arabic (right to left): the header's budget, the first picture above the fold, every popover
 * inside the viewport with "Sign out" reachable, the filters (a sheet with a count on a phone, a
 * side column on a wide screen), unknown addresses answered 404 in the shell, and the card's stepper.
 */
import type { Locator, Page } from '@playwright/test'
import { translated } from './catalogs'
import { expect, test } from './fixtures'

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
const LANGUAGES = ['en', 'ar'] as const

/** The first of these messages the language's catalogs hold, translated (a renamed message keeps the test). */
const word = (lang: string, ...ids: string[]) => {
  for (const id of ids) {
    try {
      return translated(lang, id)
    } catch {
      // Not in the catalogs under this id: the next one.
    }
  }
  throw new Error(`none of ${ids.join(', ')} is in the ${lang} catalogs`)
}
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name) ?? ''
const withName = (text: string, name: string) => text.replace('{name}', name)

async function expectInsideViewport(page: Page, locator: Locator, what: string) {
  const view = page.viewportSize()!
  // Polled: a part drawn again (the markets arriving, the session settling) is measured once it stands.
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox()
        if (!box) return 'not drawn'
        const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width + 0.5 && box.y + box.height <= view.height + 0.5
        return inside ? 'inside' : `outside: x ${box.x}, y ${box.y}, ${box.width} × ${box.height} in ${view.width} × ${view.height}`
      },
      { message: `${what} inside the viewport` },
    )
    .toBe('inside')
}

/** On a phone the header's tools are in the menu: open it (once). */
/** Opens the produce in stock, adds the first card's produce to the basket; its card and name. */
async function addFirstInStock(page: Page, prefix: string, lang: string) {
  await page.goto(`${prefix}/farm/produces?inStock=true`)
  const card = page
    .getByRole('list', { name: word(lang, 'Produce') })
    .getByRole('listitem')
    .first()
  const name = (await card.getByRole('heading').innerText()).trim()
  await card.getByRole('button', { name: withName(word(lang, 'Add to basket, {name}'), name) }).click()
  // In the basket (the card's stepper says so) before anything goes to another page.
  await expect(card.getByRole('group', { name: withName(word(lang, 'Quantity of {name}'), name) })).toBeVisible()
  return { card, name }
}

async function openTools(page: Page, lang: string, isPhone: boolean) {
  if (!isPhone) return
  const menu = page.getByRole('banner').getByRole('button', { name: word(lang, 'Open the menu') })
  await menu.click()
  await expect(page.getByRole('banner').getByRole('button', { name: word(lang, 'Close the menu') })).toHaveAttribute('aria-expanded', 'true')
}

for (const size of SIZES) {
  for (const lang of LANGUAGES) {
    const prefix = lang === 'en' ? '' : `/${lang}`
    const isPhone = size.width < 768
    test.describe(`${size.width} × ${size.height}, ${lang}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } })

      test('the header fits its budget and the first produce picture starts above the fold', async ({ page }) => {
        await page.goto(`${prefix}/farm/produces`)
        const banner = page.getByRole('banner')
        await expect(banner.getByRole('link', { name: /Malewa/ })).toBeVisible()
        if (isPhone) await expect.poll(async () => (await banner.boundingBox())?.height ?? Infinity, { message: 'the header on a phone' }).toBeLessThanOrEqual(64)
        // From 1200 px, one row in English and Arabic too (longer languages may wrap to a second).
        else await expect.poll(async () => (await banner.boundingBox())?.height ?? Infinity, { message: 'the header on a wide screen' }).toBeLessThanOrEqual(64)
        // Brand, search and basket are in the header's row at every width.
        await expect(banner.getByRole('link', { name: word(lang, 'Search') }).or(banner.getByRole('searchbox'))).toBeVisible()
        await expect(banner.getByRole('link', { name: new RegExp(word(lang, 'Basket, empty')) })).toBeVisible()
        // Measured on the app's page, not the server's drawing it replaces (a box of a removed node is null).
        await expect(page.locator('#snapshot')).toHaveCount(0)
        const list = page.getByRole('list', { name: word(lang, 'Produce') })
        const picture = list.getByRole('listitem').first().locator('img').first()
        await expect(picture).toBeVisible()
        expect((await picture.boundingBox())!.y, 'the first picture’s top').toBeLessThan(size.height)
      })

      test('the market and its delivery areas are one tap away and shown in full', async ({ page }) => {
        await page.goto(`${prefix}/farm`)
        await openTools(page, lang, isPhone)
        const market = page.getByRole('banner').getByRole('combobox', { name: word(lang, 'Market') })
        await expect(market).toBeVisible()
        await expectInsideViewport(page, market, 'the market select')
        const area = page.getByRole('banner').getByRole('combobox', { name: word(lang, 'Delivery or pickup location') })
        await expect(area).toBeVisible()
        // The chosen option's words fit the select: not cut off ("Choose you…"). Measured once the
        // header has settled (the locations arrive with the first sync and may change the choice).
        const fits = () =>
          area.evaluate((el: HTMLSelectElement) => {
            const probe = document.createElement('span')
            probe.textContent = el.options[el.selectedIndex]!.text
            probe.style.font = getComputedStyle(el).font
            probe.style.position = 'absolute'
            document.body.append(probe)
            const needed = probe.getBoundingClientRect().width
            probe.remove()
            const style = getComputedStyle(el)
            const room = el.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd) - 16 // the arrow
            return needed <= room
          })
        await expect.poll(fits, { message: 'the area choice is shown in full', timeout: 5_000 }).toBe(true)
      })

      test('every popover opens inside the viewport, and "Sign out" can be reached', async ({ page, context, shopper }) => {
        await context.addCookies(shopper.cookies)
        await page.goto(`${prefix}/farm`)
        await openTools(page, lang, isPhone)
        const banner = page.getByRole('banner')

        const language = banner.getByRole('combobox', { name: word(lang, 'Language'), exact: true })
        await expect(language).toBeVisible()
        await expectInsideViewport(page, language, 'the language menu')

        const account = banner.locator('details.user-menu')
        await account.getByText('AW', { exact: true }).click()
        const accountPanel = account.locator('.dropdown__panel')
        await expect(accountPanel).toBeVisible()
        await expectInsideViewport(page, accountPanel, 'the account menu')
        const signOut = accountPanel.getByRole('button', { name: word(lang, 'Sign out', 'Sign Out') })
        await expectInsideViewport(page, signOut, '"Sign out"')

        await banner.locator('.notifications > summary').click()
        const notifications = banner.locator('.notifications__panel')
        await expect(notifications).toBeVisible()
        await expectInsideViewport(page, notifications, 'the notifications panel')

        await banner.locator('.theme-picker > summary').click()
        const colours = banner.locator('.theme-picker__panel')
        await expect(colours).toBeVisible()
        await expectInsideViewport(page, colours, 'the colours panel')

        await account.getByText('AW', { exact: true }).click()
        await signOut.click()
        // Signed out: the header offers "Sign in" again (in the menu's tools on a phone, closed by the move home).
        await expect(banner.getByRole('link', { name: word(lang, 'Sign in'), includeHidden: true }).first()).toBeAttached()
      })

      test('the filters: a button with the count of filters on and a sheet on a phone, a side column on a wide screen', async ({ page }) => {
        await page.goto(`${prefix}/farm/produces`)
        const vegetables = page.getByRole('checkbox', { name: word(lang, 'Vegetables'), exact: true })
        const filtersButton = page.getByRole('button', { name: new RegExp(`^${word(lang, 'Filters')}`) })
        if (isPhone) {
          await expect(vegetables).toBeHidden()
          await filtersButton.click()
          const sheet = page.getByRole('dialog', { name: word(lang, 'Filters') })
          await expect(sheet).toBeVisible()
          await expectInsideViewport(page, sheet, 'the filters sheet')
          await vegetables.check()
          await expect.poll(() => param(page, 'category')).toContain('vegetables')
          await page.keyboard.press('Escape')
          await expect(sheet).toBeHidden()
          await expect(filtersButton).toBeFocused()
          await expect(filtersButton).toHaveAccessibleName(`${word(lang, 'Filters')} 1`)
          await filtersButton.click()
          await page.getByRole('checkbox', { name: word(lang, 'In season') }).check()
          await expect.poll(() => param(page, 'inSeason')).toBe('true')
          await page.getByRole('button', { name: word(lang, 'Show produce') }).click()
          await expect(sheet).toBeHidden()
          await expect(filtersButton).toHaveAccessibleName(`${word(lang, 'Filters')} 2`)
          expect(param(page, 'category')).toContain('vegetables')
        } else {
          await expect(filtersButton).toBeHidden()
          await expect(vegetables).toBeVisible()
          await expect(page.locator('#snapshot')).toHaveCount(0)
          const column = await page.getByRole('form', { name: word(lang, 'Filters') }).boundingBox()
          const list = await page.getByRole('list', { name: word(lang, 'Produce') }).boundingBox()
          // A side column: beside the list (before it in the reading direction), not above it.
          expect(column!.y).toBeLessThan(list!.y + list!.height)
          if (lang === 'ar') expect(column!.x).toBeGreaterThan(list!.x)
          else expect(column!.x).toBeLessThan(list!.x)
          await vegetables.check()
          await expect.poll(() => param(page, 'category')).toContain('vegetables')
        }
      })

      test('an unknown address answers 404, drawn in the shell with its header', async ({ page, request }) => {
        for (const path of ['/no-such-page', `${prefix}/no-such`, `${prefix}/farm/no-such`]) {
          expect((await request.get(path)).status(), path).toBe(404)
        }
        const response = await page.goto(`${prefix}/no-such`)
        expect(response!.status()).toBe(404)
        await expect(page.getByRole('heading', { name: word(lang, 'This page could not be found') })).toBeVisible()
        await expect(page.getByRole('banner').getByRole('link', { name: /Malewa/ })).toBeVisible()
        // A produce that does not exist: the page is the app's (200), it says so.
        expect((await request.get(`${prefix}/farm/produces/no-such-produce`)).status()).toBe(200)
      })

      test('after "Add to basket" the card shows what the basket holds: −, the quantity, +, and 0 takes it out', async ({ page }) => {
        const { card, name } = await addFirstInStock(page, prefix, lang)
        const stepper = card.getByRole('group', { name: withName(word(lang, 'Quantity of {name}'), name) })
        await expect(stepper).toBeVisible()
        const value = stepper.locator('output')
        const first = await value.innerText()
        await stepper.getByRole('button', { name: withName(word(lang, 'More {name}'), name) }).click()
        await expect(value).not.toHaveText(first)
        await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(word(lang, 'Basket, empty')) })).toHaveCount(0)
        const less = stepper.getByRole('button', { name: withName(word(lang, 'Less {name}'), name) })
        await less.click()
        await expect(value).toHaveText(first)
        await less.click()
        await expect(card.getByRole('button', { name: withName(word(lang, 'Add to basket, {name}'), name) })).toBeVisible()
        await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(word(lang, 'Basket, empty')) })).toBeVisible()
      })

      test('in the basket, "Remove" stays one word on one line', async ({ page }) => {
        await addFirstInStock(page, prefix, lang)
        await page.goto(`${prefix}/cart/farm`)
        const remove = page.getByRole('button', { name: word(lang, 'Remove'), exact: true })
        await expect(remove).toBeVisible()
        // One line of text is about 1.5 font sizes high; a word broken in two is twice that. Polled:
        // the line is drawn again as the basket's facts arrive.
        const lines = () =>
          remove.evaluate((el) => {
            const range = document.createRange()
            range.selectNodeContents(el)
            return Math.round(range.getBoundingClientRect().height / (parseFloat(getComputedStyle(el).fontSize) * 1.5))
          })
        await expect.poll(lines, { message: 'lines the word takes' }).toBe(1)
      })
    })
  }
}
