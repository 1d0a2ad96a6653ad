/**
 * The screenshots of docs/design.md and the README: the main pages at 360 × 740 and 1280 × 800, in
 * English and Arabic, against a running built server (`npm start`, or any `BASE_URL`).
 *
 *   npx tsx scripts/screenshots.ts                 # http://127.0.0.1:3000, into docs/screenshots/
 *   BASE_URL=http://127.0.0.1:3411 OUT=/tmp/shots npx tsx scripts/screenshots.ts
 *
 * Each shot is the first screen only (what a shopper sees before scrolling), as a PNG of at most
 * 256 colours (scripts/png-palette.ts), so each stays small in the repository.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { translated } from '../tests/e2e/catalogs'
import { toPalette } from './png-palette'

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const OUT = process.env.OUT ?? 'docs/screenshots'
const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
] as const
const LANGUAGES = ['en', 'ar'] as const

/** Pages by name; each opens its page (and fills the basket first where it needs one). */
const PAGES: Record<string, (page: Page, prefix: string) => Promise<void>> = {
  home: async (page, prefix) => {
    await page.goto(`${prefix}/`)
  },
  produces: async (page, prefix) => {
    await page.goto(`${prefix}/farm/produces`)
    await page.locator('.produce-card').first().waitFor()
  },
  produce: async (page, prefix) => {
    await page.goto(`${prefix}/farm/produces`)
    await page.locator('.produce-card a').first().click()
    await page.locator('h1').first().waitFor()
  },
  basket: async (page, prefix) => {
    await fillBasket(page, prefix)
    await page.goto(`${prefix}/cart`)
    await page.locator('h1').first().waitFor()
  },
  // A guest's checkout, scrolled to its end: the order total beside "Place order".
  checkout: async (page, prefix) => {
    await fillBasket(page, prefix)
    await page.goto(`${prefix}/cart/farm`)
    await page.locator('.hero__actions .button--primary').first().click()
    await page.getByRole('button', { name: translated(prefix.slice(1) || 'en', 'Order as a guest') }).click()
    const place = page.locator('.checkout__place')
    await place.waitFor()
    await place.evaluate((el) => el.scrollIntoView({ block: 'end' }))
  },
}

/** One produce over the market's minimum order in the basket (the one the list shows first). */
async function fillBasket(page: Page, prefix: string) {
  await page.goto(`${prefix}/farm/produces?inStock=true&min=60`)
  const card = page.locator('.produce-card').first()
  await card.waitFor()
  const add = card.locator('button.button--primary')
  if (await add.isVisible()) await add.click()
  await card.locator('.stepper').waitFor()
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  const only = process.argv.slice(2)
  for (const size of SIZES) {
    for (const lang of LANGUAGES) {
      const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: size.width, height: size.height }, locale: lang === 'ar' ? 'ar' : 'en-GB', bypassCSP: true })
      const page = await context.newPage()
      const prefix = lang === 'en' ? '' : `/${lang}`
      for (const [name, open] of Object.entries(PAGES)) {
        if (only.length && !only.includes(name)) continue
        await open(page, prefix)
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(300)
        // Toasts and the caret are passing things, not the page's design.
        await page.addStyleTag({ content: '.toaster{display:none!important} *{caret-color:transparent!important}' })
        const file = path.join(OUT, `${name}-${lang}-${size.name}.png`)
        await page.screenshot({ path: file })
        fs.writeFileSync(file, toPalette(fs.readFileSync(file)))
        console.log(`${file} ${(fs.statSync(file).size / 1024).toFixed(1)} KB`)
      }
      await context.close()
    }
  }
  await browser.close()
}

await main()
