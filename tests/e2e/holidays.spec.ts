/**
 * A farm's holidays in the browser (decision 042): the farm's new owner adds, in the portal, a
 * holiday over the farm's next drop-off days; a shopper's produce page then says "Can reach you"
 * from the first drop-off day after it, as the shared arrival rules compute it. The holiday is
 * removed at the end, so the farm's days are as they were for the other specs.
 */
import { addDays, earliestArrival, orderingDay, todayIn } from '../../src/api/arrival-contract'
import { formatDay } from '../../src/i18n/format'
import { account, grantOperator, origin } from './back-office-people'
import { expect, mailTo, test } from './fixtures'

test('en: an owner adds a holiday over the farm’s next drop-off days; the produce page’s “Can reach you” moves to the first day after it', async ({ browser, page, request }) => {
  test.setTimeout(120_000)
  const store = ((await (await request.get('/api/stores/jnb')).json()) as { data: { timeZone: string; marketDays: number[]; cutoffMinute: number } }).data
  const produces = ((await (await request.get('/api/farm/produces?storeId=jnb&perPage=100')).json()) as { data: { id: string; name: string; farmerId: string }[] }).data
  const produce = produces[0]!
  const farmer = ((await (await request.get(`/api/farm/farmers/${produce.farmerId}`)).json()) as { data: { deliveryDays: number[] } }).data
  const providerId = `farm-${produce.farmerId}`

  // The shopper's produce page, before.
  const ordering = orderingDay(store.timeZone, store.cutoffMinute, new Date())
  const usual = earliestArrival(ordering, farmer.deliveryDays, store.marketDays)!
  const fact = page.locator('dd.arrival-fact')
  await page.goto(`/farm/produces/${produce.id}`)
  await expect(page.getByRole('heading', { level: 1, name: produce.name })).toBeVisible()
  await expect(fact).toHaveText(`From ${formatDay(usual, 'en')}, on a market day`)

  // The farm's new owner, from the operator's invitation.
  const operator = await account(browser, 'operator')
  await grantOperator(request, operator.email)
  const owner = await account(browser, 'farmer')
  const invited = await operator.context.request.post(`/api/partner/${providerId}/team/invitations`, { data: { email: owner.email, role: 'owner' }, headers: { origin: origin() } })
  expect(invited.status(), await invited.text()).toBe(201)
  const mail = await mailTo(owner.email, 'partner/invitations/accept')
  const link = new URL(mail.links.find((l) => l.includes('partner/invitations/accept'))!)
  const portal = await owner.context.newPage()
  await portal.goto(link.pathname + link.search)
  await portal.getByRole('button', { name: 'Accept the invitation' }).click()
  await expect(portal.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()

  // A week off from the farm's first possible drop-off day: every drop-off of that week is skipped.
  const first = addDays(ordering, 1)
  const last = addDays(first, 6)
  expect(first >= todayIn(store.timeZone, new Date())).toBe(true)
  const form = portal.getByRole('form', { name: 'Add a holiday' })
  await form.getByLabel('First day').fill(first)
  await form.getByLabel('Last day').fill(last)
  await form.getByLabel('Note for your team (optional)').fill('Family wedding')
  await form.getByRole('button', { name: 'Add the holiday' }).click()
  const holidays = portal.getByRole('list', { name: 'Your holidays' })
  await expect(holidays.getByText(`From ${formatDay(first, 'en')} to ${formatDay(last, 'en')}`)).toBeVisible()
  await expect(holidays.getByText('Waiting to be sent')).toHaveCount(0)

  // The shopper's page: the farm's row comes with the delta sync, and the day moves.
  const moved = earliestArrival(ordering, { days: farmer.deliveryDays, holidays: [{ first, last }] }, store.marketDays)!
  expect(moved > usual).toBe(true)
  await expect(async () => {
    await page.reload()
    await expect(fact).toHaveText(`From ${formatDay(moved, 'en')}, on a market day`, { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })

  // Removed from the portal: the farm's days are back.
  await holidays.getByRole('button', { name: `Remove the holiday from ${formatDay(first, 'en')}` }).click()
  await expect(portal.getByText('No holidays planned.')).toBeVisible()
  await expect(async () => {
    await page.reload()
    await expect(fact).toHaveText(`From ${formatDay(usual, 'en')}, on a market day`, { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await operator.context.close()
  await owner.context.close()
})
