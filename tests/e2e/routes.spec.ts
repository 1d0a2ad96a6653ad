/**
 * Every route of the spec's table in all six languages (generated from one list): it answers,
 * shows a visible heading, has the right `lang` and `dir`, logs no console error, does not
 * overflow a 360 px screen, and passes an axe scan with no serious or critical violation.
 */
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

const NOT_FOUND: Record<string, RegExp> = {
  en: /This page could not be found/,
  fr: /introuvable|n'existe pas|pas été trouvée/i,
  es: /no se (pudo|ha podido) encontrar|no existe/i,
  pt: /não (foi possível|pôde ser) encontr|não existe/i,
  ar: /الصفحة|تعذّر|غير موجودة/,
  sw: /haikupatikana|haipatikani|Ukurasa/i,
}

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
