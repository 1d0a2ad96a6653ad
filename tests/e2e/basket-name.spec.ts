/**
 * The header's basket shows its count as a badge; its accessible name says the same number, in
 * every plural form of the language (WCAG 2.5.3 Label in Name, as axe checks it: a name's
 * parentheticals do not count). Arabic has six forms: "two lines" was "صنفان", named no "2", and
 * then "صنفان (2)", which axe reads without its parentheses.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

for (const { lang, prefix, add } of [
  { lang: 'ar', prefix: '/ar', add: /^أضف إلى السلة، / },
  { lang: 'en', prefix: '', add: /^Add to basket, / },
]) {
  test(`${lang}: the basket's name says its count, for 1, 2 and 3 lines`, async ({ page }) => {
    await page.goto(`${prefix}/farm/produces`)
    const badge = page.getByRole('banner').locator('.cart-link .cart-badge')
    for (const count of [1, 2, 3]) {
      const button = page.getByRole('button', { name: add }).first()
      await button.click()
      await expect(badge).toHaveText(String(count))
      const axe = await new AxeBuilder({ page }).include('.cart-link').withRules(['label-content-name-mismatch']).setLegacyMode().analyze()
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' ')}`),
        `${count} lines`,
      ).toEqual([])
    }
  })
}
