/**
 * Issue 33 in the browser, in English and in Swahili, on the sandbox (no provider keys): a shopper
 * in Nairobi places an order paying with M-Pesa, sees "Check your phone: approve KES … to Malewa",
 * approves it on the sandbox phone page and sees the order paid with M-Pesa's reference, cancels it
 * and sees the amount in the account's credits box; another
 * order is declined for insufficient funds, says why, and is then paid in cash; the credit from
 * the cancellation is spent on a next order ("Use my credit", decision 038). In Lagos a shopper
 * pays with Paystack: sent to the authorization_url the simulated Paystack serves, pays there, is
 * sent back to the callback URL and sees the order paid with Paystack's reference.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, registerShopper, test } from './fixtures'

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    checkout: 'Checkout',
    pickup: "I'll pick it up",
    mobile: 'Mobile money',
    service: 'Mobile money service',
    number: 'Mobile money number',
    place: 'Place order',
    placed: 'Thank you, your order is placed',
    check: /^Check your phone: approve .* to Malewa/,
    approve: 'Approve',
    insufficient: 'Not enough money',
    paid: /^Paid: .* with M-Pesa\./,
    why: 'There was not enough money in the account.',
    cash: 'Pay in cash instead',
    willPayCash: /^You will pay .* in cash/,
    seeOrder: 'See my order',
    cancel: 'Cancel order',
    yes: 'Yes, cancel my order',
    noCredit: 'None yet',
    cashPickup: 'Cash when I pick it up',
    useCredit: /^Use my credit: /,
    paidByCredit: 'Paid with your credit',
    card: 'Card or mobile money with Paystack',
    payPaystack: 'Pay with Paystack',
    paidPaystack: /^Paid: .* with Paystack\./,
    reference: /Reference \d+/,
  },
  {
    lang: 'sw',
    prefix: '/sw',
    checkout: 'Kamilisha agizo',
    pickup: 'Nitalichukua mwenyewe',
    mobile: 'Pesa kwa simu',
    service: 'Huduma ya pesa kwa simu',
    number: 'Namba ya pesa kwa simu',
    place: 'Weka agizo',
    placed: 'Asante, agizo lako limewekwa',
    check: /^Angalia simu yako: idhinisha/,
    approve: 'Idhinisha',
    insufficient: 'Salio halitoshi',
    paid: /^Imelipwa: .* kwa M-Pesa\./,
    why: 'Hakukuwa na pesa za kutosha kwenye akaunti.',
    cash: 'Lipa kwa pesa taslimu badala yake',
    willPayCash: /^Utalipa .* kwa pesa taslimu/,
    seeOrder: 'Tazama agizo langu',
    cancel: 'Ghairi agizo',
    yes: 'Ndiyo, ghairi agizo langu',
    noCredit: 'Bado hakuna',
    cashPickup: 'Pesa taslimu nitakapolichukua',
    useCredit: /^Tumia salio langu: /,
    paidByCredit: 'Imelipwa kwa salio lako',
    card: 'Kadi au pesa kwa simu kupitia Paystack',
    payPaystack: 'Lipa kupitia Paystack',
    paidPaystack: /^Imelipwa: .* kwa Paystack\./,
    reference: /Kumbukumbu \d+/,
  },
] as const

interface Produce {
  id: string
  price: number
  stock: number | null
  minQty: number
  stepQty: number
}

/** A basket of the market above its minimum; Nairobi's in whole shillings (M-Pesa takes no cents). */
async function nairobiBasket(request: APIRequestContext, storeId = 'nbo') {
  const res = await request.get(`/api/farm/produces?storeId=${storeId}&inStock=true&perPage=100&sortBy=price&order=desc`)
  expect(res.status()).toBe(200)
  const produce = ((await res.json()) as { data: Produce[] }).data.find((p) => p.price % 100 === 0 && p.minQty === 1 && p.stepQty === 1 && (p.stock === null || p.stock >= 20))
  expect(produce, 'a Nairobi produce priced in whole shillings').toBeDefined()
  const quantity = Math.max(1, Math.ceil(60_000 / produce!.price))
  const op = await request.post('/api/cart/farm/ops', {
    data: { op: 'set', produceId: produce!.id, quantity },
    headers: { 'Idempotency-Key': `pay-${Date.now()}-${Math.random()}`, origin: process.env.E2E_BASE_URL! },
  })
  expect(op.status(), await op.text()).toBe(200)
}

async function placeWithMpesa(page: Page, l: (typeof LANGS)[number], phone: string) {
  await page.goto(`${l.prefix}/cart/farm`)
  await page.getByRole('button', { name: l.checkout }).click()
  await page.getByRole('radio', { name: l.pickup }).check()
  await page.getByRole('radio', { name: l.mobile, exact: true }).check()
  // Nairobi takes M-Pesa only: the one service offered.
  await page.getByLabel(l.service).selectOption('mpesa')
  await page.getByLabel(l.number).fill(phone)
  await page.getByRole('button', { name: l.place }).click()
  await expect(page.getByText(l.placed)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(l.check)).toBeVisible({ timeout: 15_000 })
}

/** The sandbox phone page, answering the request made to this number. */
async function answerOnPhone(page: Page, l: (typeof LANGS)[number], msisdn: string, answer: string) {
  const phone = await page.context().newPage()
  await phone.goto(`/sandbox/phone?lang=${l.lang}`)
  const request = phone.getByRole('listitem').filter({ hasText: msisdn })
  await expect(request).toBeVisible({ timeout: 15_000 })
  await request.getByRole('button', { name: answer }).click()
  // The answer is a form post: closed before its redirect, the post may never reach the phone's network.
  await phone.waitForURL(/[?&]done=1/)
  await phone.close()
}

/** A new shopper, signed in, with a Nairobi basket; places it with M-Pesa from `number` and answers the prompt on the sandbox phone. */
async function placeAndAnswer(page: Page, l: (typeof LANGS)[number], number: string, answer: string) {
  const request = page.context().request
  const email = `mpesa-${l.lang}-${number.replace(/\D/g, '')}-${Date.now()}@example.com`
  const credential = { identifier: email, secret: 'sukuma wiki on a sunday' }
  await registerShopper(request, { name: 'Wanjiru', surname: 'Kamau', phone: '', email, credential })
  expect((await request.post('/api/auth/account/authenticate', { data: credential })).status()).toBe(200)
  await nairobiBasket(request)
  await placeWithMpesa(page, l, number)
  await answerOnPhone(page, l, `254${number.replace(/\D/g, '').slice(1)}`, answer)
}

for (const l of LANGS) {
  test(`[${l.lang}] M-Pesa in Nairobi: approved on the sandbox phone, paid with its reference; cancelled to credit, and the credit spent on the next order`, async ({ page }) => {
    test.slow()
    // One number per test: the simulated M-Pesa, like the real one, prompts a phone once at a time.
    await placeAndAnswer(page, l, l.lang === 'en' ? '0712 000 101' : '0712 000 102', l.approve)
    await expect(page.getByText(l.paid)).toBeVisible({ timeout: 20_000 })

    // Cancelled once paid: the amount goes to the shopper's credit, shown in the account's credits box.
    await page.getByRole('link', { name: l.seeOrder }).click()
    const credits = page.locator('.credits')
    await expect(credits).toContainText(l.noCredit)
    await page.getByRole('button', { name: l.cancel }).click()
    await page.getByRole('button', { name: l.yes }).click()
    await page.reload()
    await expect(credits).not.toContainText(l.noCredit, { timeout: 15_000 })
    await expect(credits).toContainText(/\d/)

    // The credit spent on the next order: it covers the same basket, so nothing more is to be paid (decision 038).
    await nairobiBasket(page.context().request)
    await page.goto(`${l.prefix}/cart/farm`)
    await page.getByRole('button', { name: l.checkout }).click()
    await page.getByRole('radio', { name: l.pickup }).check()
    await page.getByRole('radio', { name: l.cashPickup }).check()
    await page.getByRole('checkbox', { name: l.useCredit }).check()
    await expect(page.getByRole('complementary').getByText(l.paidByCredit)).toBeVisible()
    await page.getByRole('button', { name: l.place }).click()
    await expect(page.getByText(l.placed)).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(l.paidByCredit)).toBeVisible({ timeout: 15_000 })
    await page.getByRole('link', { name: l.seeOrder }).click()
    await expect(page.getByText(l.paidByCredit)).toBeVisible({ timeout: 15_000 })
    await page.reload()
    await expect(credits).toContainText(l.noCredit, { timeout: 15_000 })
  })

  test(`[${l.lang}] Paystack in Lagos: the simulated Paystack's page, back to the shop, the order paid with its reference`, async ({ page }) => {
    test.slow()
    const request = page.context().request
    const email = `paystack-${l.lang}-${Date.now()}@example.com`
    const credential = { identifier: email, secret: 'jollof on a saturday' }
    await registerShopper(request, { name: 'Adaeze', surname: 'Okafor', phone: '', email, credential })
    expect((await request.post('/api/auth/account/authenticate', { data: credential })).status()).toBe(200)
    await nairobiBasket(request, 'los')
    await page.goto(`${l.prefix}/cart/farm`)
    await page.getByRole('button', { name: l.checkout }).click()
    await page.getByRole('radio', { name: l.pickup }).check()
    await page.getByRole('radio', { name: l.card }).check()
    await page.getByRole('button', { name: l.place }).click()
    await expect(page.getByText(l.placed)).toBeVisible({ timeout: 15_000 })
    // The authorization_url: the simulated Paystack's page.
    await page.getByRole('link', { name: l.payPaystack }).click({ timeout: 15_000 })
    await expect(page).toHaveURL(/\/sandbox\/phone\?ref=/)
    // Its page speaks the browser's language (the real one does not speak Swahili either).
    await page
      .locator('li[aria-current="true"]')
      .getByRole('button', { name: /^(Approve|Idhinisha)$/ })
      .click()
    // Back by the callback URL to the order's page: paid, with Paystack's reference.
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/orders/`), { timeout: 15_000 })
    await expect(page.getByText(l.paidPaystack)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(l.reference)).toBeVisible()
  })

  test(`[${l.lang}] M-Pesa declined for insufficient funds says why; the order is then paid in cash`, async ({ page }) => {
    test.slow()
    await placeAndAnswer(page, l, l.lang === 'en' ? '0712 000 201' : '0712 000 202', l.insufficient)
    await expect(page.getByText(l.why)).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: l.cash }).click()
    await expect(page.getByText(l.willPayCash)).toBeVisible({ timeout: 15_000 })
  })
}
