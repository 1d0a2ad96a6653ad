/**
 * A recipe scaled to 6 servings whose ingredients land in the grocery and farm baskets (issue 34's
 * cookbook journey, decision 047): a visitor opens a recipe of the seed, steps its servings to 6,
 * adds its ingredients, and the page says what went to the farm basket and what to the grocery
 * basket; the device's baskets hold exactly the server's plan for 6 servings.
 *
 * Runs in the `services` project (all five open, every seed loaded): a recipe missing from the
 * seed fails the journey rather than skipping it.
 */
import type { APIRequestContext } from '@playwright/test'
import type { BasketPlan, CookbookRecipe } from '../../src/api/cookbook-contract'
import { deviceRows } from './device-db'
import { expect, test } from './fixtures'

const STORE = { 'X-STORE-ID': 'jnb' }

/**
 * A recipe of the market written for other than 6 servings (so that 6 is a scaling the shopper
 * makes) whose plan for 6 servings buys from both the farm and the grocer, with that plan.
 */
async function recipeForBothBaskets(request: APIRequestContext): Promise<{ recipe: CookbookRecipe; plan: BasketPlan } | null> {
  const list = await request.get('/api/cookbook/recipes?storeId=jnb&perPage=100')
  if (list.status() === 404) return null
  const recipes = ((await list.json()) as { data: CookbookRecipe[] }).data
  for (const recipe of recipes.filter((r) => r.servings !== 6)) {
    const res = await request.post(`/api/cookbook/recipes/${recipe.id}/basket-plan`, { data: { servings: 6 }, headers: STORE })
    const plan = ((await res.json()) as { data: BasketPlan }).data
    const services = new Set(plan.lines.flatMap((l) => (l.status === 'buy' ? [l.service] : [])))
    if (services.has('farm') && services.has('grocery')) return { recipe, plan }
  }
  return null
}

test('a recipe scaled to 6 servings puts its ingredients in the farm and grocery baskets, and says which went where', { tag: '@services' }, async ({ page, request }) => {
  const found = await recipeForBothBaskets(request)
  expect(found, 'the cookbook seed has a recipe for other than 6 servings sold by both the farm and the grocer').not.toBeNull()
  const { recipe, plan } = found!

  await page.goto(`/cookbook/recipes/${recipe.id}`)
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible()
  const servings = page.getByRole('group', { name: 'Servings' })
  for (let n = recipe.servings; n < 6; n++) await servings.getByRole('button', { name: 'More servings' }).click()
  for (let n = recipe.servings; n > 6; n--) await servings.getByRole('button', { name: 'Fewer servings' }).click()
  await expect(servings.getByText('6 servings')).toBeVisible()
  await expect(page).toHaveURL(/servings=6/)

  await page.getByRole('button', { name: 'Add the ingredients to my basket' }).click()
  const report = page.getByRole('status').filter({ hasText: 'Added to your farm basket:' })
  await expect(report).toBeVisible()
  await expect(report.getByText('Added to your grocery basket:')).toBeVisible()

  const expected = (service: 'farm' | 'grocery') => Object.fromEntries(plan.lines.flatMap((l) => (l.status === 'buy' && l.service === service ? [[l.listing.id, l.listingQuantity]] : [])))
  const basket = async (service: 'farm' | 'grocery') =>
    Object.fromEntries((await deviceRows<{ vertical: string; produceId: string; quantity: number }>(page, 'basketLines')).filter((l) => l.vertical === service).map((l) => [l.produceId, l.quantity]))
  await expect.poll(() => basket('farm')).toEqual(expected('farm'))
  await expect.poll(() => basket('grocery')).toEqual(expected('grocery'))
})
