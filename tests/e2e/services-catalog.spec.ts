/**
 * The other services' catalog (decision 045). Tagged @services: the `services` project runs them,
 * with all five open. On a phone's width: each service's tab bar and
 * its pages from the device's database (its empty states while no seed holds rows of it), and the
 * join form sent to the service's own join, then confirmed with the e-mailed code.
 */
import { expect, mailTo, test } from './fixtures'

test.use({ viewport: { width: 360, height: 740 } })

test("each service's area has its own tabs and pages", { tag: '@services' }, async ({ page, consoleErrors }) => {
  for (const [path, heading, tabs] of [
    ['/food', 'Home-cooked meals near you', ['Kitchens', 'Meals', 'Offers', 'Search', 'Join']],
    ['/grocery', 'Your groceries, delivered', ['Stores', 'Products', 'Offers', 'Search', 'Join']],
    ['/chef', 'A chef in your kitchen', ['Chefs', 'Experiences', 'Offers', 'Search', 'Join']],
    ['/cookbook', "Cookbooks from your market's cooks", ['Creators', 'Recipes', 'Ingredients', 'Offers', 'Search', 'Join']],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const bar = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Offers' }) })
    await expect(bar.getByRole('link')).toHaveText([...tabs])
  }
  await page.goto('/food/meals')
  await expect(page.getByRole('heading', { level: 1, name: 'Meals' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Home-cooked meals' }).getByRole('link', { name: 'Search' }).click()
  await expect(page.getByRole('searchbox', { name: 'Search meals and kitchens' })).toBeVisible()
  expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
})

test("a chef's application goes to the chef service's join and is confirmed with the e-mailed code", { tag: '@services' }, async ({ page }) => {
  const applicant = `chef-${Date.now()}@example.com`
  await page.goto('/chef/join')
  await expect(page.getByRole('heading', { level: 1, name: 'Cook as a private chef' })).toBeVisible()
  await page.getByLabel('Your name').fill('Sipho Ndlovu')
  await page.getByLabel("Your chef's name").fill('Chef Sipho')
  await page.getByLabel('E-mail', { exact: true }).fill(applicant)
  await page.getByLabel('Phone (mobile money number welcome)').fill('+27 82 555 0123')
  await page.getByLabel('Town or village').fill('Soweto')
  await page.getByLabel('Market you want to sell in').selectOption('jnb')
  // The cuisines are ticked from the vocabulary (decision 049), by keyboard as much as by pointer.
  const cuisines = page.getByRole('group', { name: 'Cuisines' })
  await cuisines.getByRole('checkbox', { name: 'South African' }).check()
  await cuisines.getByRole('checkbox', { name: 'Braai' }).focus()
  await page.keyboard.press('Space')
  await page.getByLabel('What would you cook?').fill('Braai evenings for 4 to 12 guests')
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/chef/join')
  await page.getByRole('button', { name: 'Send my application' }).click()
  expect((await sent).postDataJSON()).toMatchObject({ farmName: 'Chef Sipho', details: { cuisines: ['braai', 'south-african'] } })
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()
  const mail = await mailTo(applicant)
  expect(mail.links.some((l) => new URL(l).pathname === '/chef/join')).toBe(true)
  await page.getByLabel('Confirmation code').fill(/\b(\d{6})\b/.exec(mail.text)![1]!)
  await page.getByRole('button', { name: 'Confirm my application' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your application is confirmed' })).toBeVisible()
})
