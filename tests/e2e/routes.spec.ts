/**
 * Every route of the spec's table in all six languages (generated from one list): it answers,
 * shows a visible heading, has the right `lang` and `dir`, logs no console error, does not
 * overflow a 360 px screen, and passes an axe scan with no serious or critical violation.
 */
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { LOCALES, localized, routeTable, type RouteCase } from './route-table'

test.use({ viewport: { width: 360, height: 740 } })

async function catalogIds(request: APIRequestContext) {
  const produce = (await (await request.get('/api/farm/produces?perPage=1&storeId=jnb')).json()) as { data: { id: string }[] }
  const farmer = (await (await request.get('/api/farm/farmers?perPage=1&storeId=jnb')).json()) as { data: { id: string }[] }
  return { produceId: produce.data[0]!.id, farmerId: farmer.data[0]!.id }
}

/** The 404 heading as each catalog translates it: read from the .po files, so a better translation never breaks this test. */
function translated(locale: string, msgid: string): string {
  const po = readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), 'utf8')
  const escaped = JSON.stringify(msgid)
  const at = po.indexOf(`msgid ${escaped}\nmsgstr `)
  if (at < 0) throw new Error(`${msgid} is not in the ${locale} catalog`)
  const line = po.slice(at).split('\n')[1]!
  return JSON.parse(line.slice('msgstr '.length)) as string
}
const NOT_FOUND = Object.fromEntries(LOCALES.map((l) => [l, translated(l, 'This page could not be found')]))

// The ids are read once from the real server's catalog (fresh database, real seed).
let table: RouteCase[] = routeTable({ produceId: 'placeholder', farmerId: 'placeholder' })
test.beforeAll(async ({ request }) => {
  table = routeTable(await catalogIds(request))
})

for (const locale of LOCALES) {
  for (const [index, route] of routeTable({ produceId: ':produce', farmerId: ':farmer' }).entries()) {
    test(`${locale} ${route.path}${route.notFound ? ' (404)' : ''}`, async ({ page, context, shopper }) => {
      const current = table[index]!
      if (current.signedIn) await context.addCookies(shopper.cookies)
      const response = await page.goto(localized(locale, current.path))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      const heading = page.getByRole('heading', { level: 1 }).first()
      await expect(heading).toBeVisible()
      if (current.notFound) await expect(heading).toHaveText(NOT_FOUND[locale]!)
      else await expect(page.getByText('This page could not be found')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, 'horizontal overflow at 360 px').toBeLessThanOrEqual(0)
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
    })
  }
}
