/**
 * Finding things in the shop on a phone (issue 30), in English and Arabic at 360 × 740: search that
 * forgives typos and reads the other catalog languages' words, finds farms, and answers the same
 * offline (decision 029).
 */
import { expect, serviceWorkerControls, test } from './fixtures'

test.use({ viewport: { width: 360, height: 740 } })

test('search forgives typos, finds farms, reads other languages’ words, and answers the same offline', async ({ page, context, request }) => {
  test.slow()
  const farmers = (await (await request.get('/api/farm/farmers?storeId=jnb&perPage=50')).json()) as { data: { id: string; farmName: string }[] }
  const farm = farmers.data[0]!
  await page.goto('/farm/search')
  const box = page.getByRole('searchbox', { name: 'Search produce and farms' })
  const results = page.getByRole('list', { name: 'Search results' })
  for (const [typed, found] of [
    ['tomatos', 'Tomatoes'],
    ['avocdo', 'Avocados'],
    ['nyanya', 'Tomatoes'],
    ['tomate', 'Tomatoes'],
  ] as const) {
    await box.fill(typed)
    await expect(results.getByRole('heading', { name: found, exact: true }).first(), `“${typed}” finds ${found}`).toBeVisible()
  }
  // A farm's name finds the farm (its link opens the farm's page) and its produce.
  await box.fill(farm.farmName)
  const farms = page.getByRole('list', { name: 'Farms found' })
  await expect(farms.getByRole('link', { name: farm.farmName })).toHaveAttribute('href', `/farm/farmers/${farm.id}`)
  await expect(results.getByRole('listitem').first()).toBeVisible()

  // Offline, the same words find the same produce.
  await serviceWorkerControls(page)
  await context.setOffline(true)
  await box.fill('avocdo')
  await expect(results.getByRole('heading', { name: 'Avocados', exact: true }).first()).toBeVisible()
  await box.fill('nyanya')
  await expect(results.getByRole('heading', { name: 'Tomatoes', exact: true }).first()).toBeVisible()
  await context.setOffline(false)
})

test('in Arabic, a word typed in English or Swahili finds the produce in Arabic', async ({ page }) => {
  await page.goto('/ar/farm/search')
  const box = page.getByRole('searchbox', { name: 'ابحث عن المنتجات والمزارع' })
  const results = page.getByRole('list', { name: 'نتائج البحث' })
  await box.fill('tomatos')
  await expect(results.getByRole('heading', { name: 'طماطم', exact: true }).first()).toBeVisible()
  await box.fill('parachichi')
  await expect(results.getByRole('heading', { name: 'أفوكادو', exact: true }).first()).toBeVisible()
})
