/**
 * Issue 34 §Chef in the browser (decision 046): a shopper in Nairobi books a chef's experience at a
 * phone's size, pays the deposit with M-Pesa on the sandbox phone, and an operator of the market
 * accepts the request in the chef's portal; the shopper's booking then reads "Confirmed".
 *
 * Runs in the `services` project (all five open, the chef seed loaded). The experience is
 * `E2E_CHEF_EXPERIENCE` when set, otherwise the first Nairobi experience the chef catalog lists;
 * with none, the journey fails rather than skipping.
 */
import type { APIRequestContext } from '@playwright/test'
import type { Availability, Booking } from '../../src/api/chef-bookings-contract'
import { account, grantOperator } from './back-office-people'
import { expect, test } from './fixtures'

async function nairobiExperience(request: APIRequestContext): Promise<string | null> {
  if (process.env.E2E_CHEF_EXPERIENCE) return process.env.E2E_CHEF_EXPERIENCE
  const res = await request.get('/api/chef/experiences?storeId=nbo&perPage=50')
  if (res.status() !== 200) return null
  const rows = ((await res.json()) as { data: { id: string }[] }).data
  for (const row of rows) {
    const a = await request.get(`/api/chef/experiences/${row.id}/availability?from=${new Date().toISOString().slice(0, 10)}&to=${new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)}`)
    if (a.status() === 200 && ((await a.json()) as { data: Availability }).data.days.length > 0) return row.id
  }
  return null
}

test('a chef booked with a deposit paid by M-Pesa is accepted in the portal', { tag: '@services' }, async ({ browser }) => {
  test.slow()
  const shopper = await account(browser, 'chef-guest')
  const open = await shopper.context.request.get('/api/account/bookings')
  expect(open.status(), 'the services project runs with chef open').toBe(200)
  const experienceId = await nairobiExperience(shopper.context.request)
  expect(experienceId, 'the chef seed has a Nairobi experience with free days').toBeTruthy()

  const page = await shopper.context.newPage()
  await page.goto(`/chef/book/${experienceId}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Book')
  const day = page.getByLabel('Day', { exact: true })
  await day.selectOption({ index: 1 })
  await page.getByLabel('Start time').selectOption({ index: 1 })
  await page.getByLabel('Address where the chef cooks').fill('14 Riverside Drive, Westlands')
  await page.getByLabel('Allergies and foods to avoid').fill('Peanuts')
  await page.getByRole('radio', { name: 'M-Pesa' }).check()
  const number = `0712 ${String(Date.now()).slice(-6)}`
  await page.getByLabel('Mobile money number').fill(number)
  await expect(page.getByText(/Deposit now/)).toBeVisible()
  await page.getByRole('button', { name: 'Book and pay the deposit' }).click()
  await expect(page.getByRole('heading', { name: /Your request CB-\w+ is sent/ })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(/^Check your phone: approve .* to Malewa/)).toBeVisible({ timeout: 15_000 })

  // The sandbox phone approves the deposit.
  const phone = await shopper.context.newPage()
  await phone.goto('/sandbox/phone?lang=en')
  const msisdn = `254${number.replace(/\D/g, '').slice(1)}`
  const request = phone.getByRole('listitem').filter({ hasText: msisdn })
  await expect(request).toBeVisible({ timeout: 15_000 })
  await request.getByRole('button', { name: 'Approve' }).click()
  await phone.waitForURL(/[?&]done=1/)
  await phone.close()
  await expect(page.getByText(/^Paid: .* with M-Pesa\./)).toBeVisible({ timeout: 20_000 })

  const mine = (await (await shopper.context.request.get('/api/account/bookings')).json()) as { data: Booking[] }
  const booking = mine.data[0]!
  expect(booking.status).toBe('requested')

  // An operator of the market answers for the chef in the portal.
  const operator = await account(browser, 'chef-operator')
  await grantOperator(operator.context.request, operator.email)
  const providers = (await (await operator.context.request.get(`/api/admin/providers?storeId=${booking.storeId}`)).json()) as { data: { id: string; service: string }[] }
  let providerId: string | null = null
  for (const p of providers.data.filter((x) => x.service === 'chef')) {
    const list = await operator.context.request.get(`/api/partner/${p.id}/bookings`)
    if (list.status() === 200 && ((await list.json()) as { data: Booking[] }).data.some((b) => b.id === booking.id)) providerId = p.id
  }
  expect(providerId, 'the chef provider of the booking').not.toBeNull()
  const portal = await operator.context.newPage()
  await portal.goto(`/partner/${providerId}/bookings`)
  const card = portal.getByRole('listitem').filter({ hasText: booking.number })
  // "New request · Answer by <deadline>": the deadline follows the status in one line.
  await expect(card.getByText(/· Answer by /)).toBeVisible()
  await expect(card.getByText('Peanuts', { exact: false })).toBeVisible()
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(card.getByText('Accepted')).toBeVisible()

  await page.goto(`/account/bookings/${booking.id}`)
  await expect(page.getByRole('status').filter({ hasText: 'Confirmed' })).toBeVisible({ timeout: 15_000 })
  await operator.context.close()
  await shopper.context.close()
})
