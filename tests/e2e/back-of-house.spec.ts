/**
 * Issue 32's back of house as one journey across roles, in English and in French: a farmer applies
 * on the join page and confirms the e-mailed code; the market's operator approves the application in
 * the console; the applicant, signed up with the same address, accepts the e-mailed invitation and
 * sets the farm up in the portal (drop-off days, the profile's story, practices and photo, the payout
 * number after typing the password again) and lists a produce with a photo; a shopper sees the farm's
 * story and the produce and buys it with another of the farm's produces, on the shop's screens (the
 * basket, the checkout: pickup, cash); the farmer accepts the
 * order, marks a line unavailable, marks the rest packed while offline (sent when the connection
 * returns), hands it over and marks it collected; the shopper's order page shows each step in its
 * history and the lowered total. And the console's side (decision 039): an admin of every market
 * gives a role and takes it back with their password, and adds a place with its time windows, then
 * deletes it.
 */
import path from 'node:path'
import type { Browser } from '@playwright/test'
import sharp from 'sharp'
import { formatted, translated } from './catalogs'
import { mailFileTo, registerByMail, registrationCode } from '../../server/test/mail-files'
import { PASSWORD, grantOperator, origin } from './back-office-people'
import { expect, mailTo, test } from './fixtures'

test.use({ viewport: { width: 360, height: 740 } })

/**
 * The registration's code among the other e-mails an address gets (an applicant's join code and
 * approval come to the same address): the newest e-mail that holds one, waiting for it.
 */
async function registrationCodeTo(email: string): Promise<string> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const mail = await mailFileTo(path.join(process.env.E2E_DATA_DIR!, 'mail'), email, 'Malewa')
    try {
      return registrationCode(mail.text)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

/** A new account (or the given address's), signed in, in a context of its own (its cookies are its session). */
async function account(browser: Browser, label: string, email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`) {
  const context = await browser.newContext({ baseURL: origin(), viewport: { width: 360, height: 740 } })
  const post = async (url: string, data: unknown) => {
    const res = await context.request.post(url, { data })
    return { status: res.status(), text: await res.text() }
  }
  const registered = await registerByMail(post, { name: label, surname: 'Test', phone: '', email, credential: { identifier: email, secret: PASSWORD } }, registrationCodeTo)
  expect(registered.status, registered.text).toBe(201)
  const res = await context.request.post('/api/auth/account/authenticate', { data: { identifier: email, secret: PASSWORD } })
  expect(res.status()).toBe(200)
  return { context, email }
}

const money = (minor: number) => new RegExp(`${Math.floor(minor / 100)}[.,\\s\\u202f]?${String(minor % 100).padStart(2, '0')}`)

for (const { lang, prefix, language, produce, other } of [
  { lang: 'en', prefix: '', language: 'English', produce: 'Rainbow chard', other: 'Butternut squash' },
  { lang: 'fr', prefix: '/fr', language: 'Français', produce: 'Blettes arc-en-ciel', other: 'Courge butternut' },
]) {
  test(`${lang}: an applicant becomes a farm's owner, sets it up and sells; the shopper follows the order to its end`, async ({ browser, page }) => {
    test.setTimeout(120_000)
    const w = (msgid: string, values?: Record<string, string | number>) => (values ? formatted(lang, msgid, values) : translated(lang, msgid))
    const stamp = `${lang}-${Date.now()}`
    const applicant = `applicant-${stamp}@example.com`
    const farmName = `Rainbow Ridge ${stamp}`
    const started = Date.now()

    // 1. The join page: the application, then the e-mailed code.
    await page.goto(`${prefix}/farm/join`)
    await page.getByLabel(w('Your name')).fill('Wanjiru Kamau')
    await page.getByLabel(w('Farm name')).fill(farmName)
    await page.getByLabel(w('E-mail'), { exact: true }).fill(applicant)
    await page.getByLabel(w('Phone (mobile money number welcome)')).fill('+27 82 555 0123')
    await page.getByLabel(w('Town or village')).fill('Magaliesburg')
    await page.getByLabel(w('Market you want to sell in')).selectOption('jnb')
    await page.getByRole('checkbox', { name: w('Organic') }).check()
    await page.getByLabel(w('What do you grow or raise?')).fill('Chard, squash and beans')
    await page.getByRole('button', { name: w('Send my application') }).click()
    await expect(page.getByRole('heading', { level: 1, name: w('Check your e-mail') })).toBeVisible()
    const code = /\b(\d{6})\b/.exec((await mailTo(applicant)).text)![1]!
    await page.getByLabel(w('Confirmation code')).fill(code)
    await page.getByRole('button', { name: w('Confirm my application') }).click()
    await expect(page.getByRole('heading', { level: 1, name: w('Thank you, your application is confirmed') })).toBeVisible()

    // 2. The console: the market's operator approves it.
    const operator = await account(browser, 'operator')
    await grantOperator(operator.context.request, operator.email)
    const console_ = await operator.context.newPage()
    await console_.goto(`${prefix}/admin`)
    const application = console_.getByRole('listitem').filter({ has: console_.getByRole('heading', { level: 2, name: farmName }) })
    await expect(application).toBeVisible({ timeout: 15_000 })
    await application.getByRole('button', { name: w('Approve and invite the owner') }).click()
    await expect(application).toHaveCount(0)

    // 3. The applicant signs up with the same address and accepts the invitation from the e-mail.
    const farmer = await account(browser, 'farmer', applicant)
    const invitation = await mailTo(applicant, 'partner/invitations/accept', 20_000)
    const link = new URL(invitation.links.find((l) => l.includes('partner/invitations/accept'))!)
    expect(link.pathname).toBe(`${prefix}/partner/invitations/accept`)
    const portal = await farmer.context.newPage()
    await portal.goto(link.pathname + link.search)
    await portal.getByRole('button', { name: w('Accept the invitation') }).click()
    await expect(portal.getByRole('heading', { level: 1, name: w('Today') })).toBeVisible()
    const providerId = new URL(portal.url()).pathname.split('/').at(-1)!
    const farmerId = providerId.replace(/^farm-/, '')

    // 4. Set up: the drop-off days, the profile (story, practices, photo), the payout number.
    const days = portal.getByRole('form', { name: w('Your drop-off days at the market') })
    await expect(days.getByRole('checkbox')).toHaveCount(7)
    for (const box of await days.getByRole('checkbox').all()) await box.check()
    await days.getByRole('button', { name: w('Save my days') }).click()
    await expect(portal.getByText(w('None set: shoppers cannot order from you until you choose your days.'))).toHaveCount(0)
    await expect(portal.getByText(w('Orders close'), { exact: true })).toBeVisible()
    const nav = portal.getByRole('navigation', { name: w('Provider portal') })
    // The team: the new owner alone, their role's control named after them.
    await nav.getByRole('link', { name: w('Team'), exact: true }).click()
    await expect(portal.getByRole('combobox', { name: w('Role of {email}', { email: applicant }) })).toHaveValue('owner')
    await nav.getByRole('link', { name: w('Profile'), exact: true }).click()
    const story = lang === 'en' ? 'We grow chard and squash on the ridge, with compost and rain water.' : 'Nous cultivons blettes et courges sur la crête, au compost et à l’eau de pluie.'
    await portal.getByLabel(w('Your story ({language})', { language })).fill(story)
    await portal.getByRole('checkbox', { name: w('Pesticide-free') }).check()
    await portal.getByRole('button', { name: w('Save the profile') }).click()
    await expect(portal.getByText(w('Saved. Shoppers see it on your farm’s page.'))).toBeVisible()
    const jpeg = (colour: string) =>
      sharp({ create: { width: 2400, height: 1800, channels: 3, background: colour } })
        .jpeg()
        .toBuffer()
    await portal.locator('input[type=file]').setInputFiles({ name: 'ridge.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#3f7a4f') })
    await expect(portal.getByRole('img', { name: w('Your farm’s photo') })).toHaveAttribute('src', /^\/img\/listings\/[\w-]{16}\.webp$/)
    await portal.getByLabel(w('New mobile-money number')).fill('+27 82 555 0123')
    await portal.getByLabel(w('Your password')).fill('not my password')
    await portal.getByRole('button', { name: w('Change the payout number') }).click()
    await expect(portal.getByText(w('This is not your password.'))).toBeVisible()
    await portal.getByLabel(w('Your password')).fill(PASSWORD)
    await portal.getByRole('button', { name: w('Change the payout number') }).click()
    await expect(portal.getByText(w('Changed. Every owner has been e-mailed about it.'))).toBeVisible()
    await expect(portal.getByText(w('Payouts go to the mobile-money number {current}.', { current: '•••• ••• 123' }))).toBeVisible()
    expect(await portal.content()).not.toContain('5550123')
    await mailTo(applicant, '123', 10_000)

    // 5. A produce listed with its photo (and a second one, through the portal's API, to have two lines).
    await nav.getByRole('link', { name: w('Listings'), exact: true }).click()
    await portal.getByRole('link', { name: w('List a produce') }).click()
    await portal.getByLabel(w('Name ({language})', { language })).fill(produce)
    await portal.getByLabel(w('Price ({currency})', { currency: w("in the market's currency") })).fill('28')
    await portal.getByLabel(w('Stock'), { exact: true }).fill('12')
    await portal.getByRole('button', { name: w('List it') }).click()
    await expect(portal.getByRole('heading', { level: 1, name: w('Edit {produce}', { produce }) })).toBeVisible()
    await portal.locator('input[type=file]').setInputFiles({ name: 'chard.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#b03a5b') })
    await expect(portal.getByRole('img', { name: w('Photo of {produce}', { produce }) })).toHaveAttribute('src', /^\/img\/listings\/[\w-]{16}\.webp$/)
    const produceId = new URL(portal.url()).pathname.split('/').at(-1)!
    const listed = await farmer.context.request.post(`/api/partner/${providerId}/listings`, {
      headers: { origin: origin(), 'Accept-Language': lang },
      data: { name: { [lang]: other }, description: {}, category: 'vegetables', unit: 'kg', price: 1500, stock: 8, seasonMonths: [], minQty: 1, stepQty: 1 },
    })
    expect(listed.status(), await listed.text()).toBe(201)
    const otherId = ((await listed.json()) as { data: { id: string } }).data.id

    // 6. A shopper sees the farm's story and the produce, and buys both.
    const shopper = await account(browser, 'shopper')
    const shop = await shopper.context.newPage()
    await shop.goto(`${prefix}/farm/farmers/${farmerId}`)
    await expect(shop.getByText(story)).toBeVisible()
    await expect(shop.getByText(w('Pesticide-free'), { exact: false }).first()).toBeVisible()
    // On the shopper's screens: each produce into the basket (the stepper shows it is in), then the checkout.
    for (const [id, name] of [
      [produceId, produce],
      [otherId, other],
    ] as const) {
      await shop.goto(`${prefix}/farm/produces/${id}`)
      await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible()
      await shop.getByRole('button', { name: w('Add to basket'), exact: true }).click()
      const quantity = shop.getByRole('group', { name: w('Quantity of {name}', { name }) })
      await expect(quantity).toBeVisible()
      // Two of the new produce: the basket above the market's minimum order.
      if (id === produceId) {
        await quantity.getByRole('button', { name: w('More {name}', { name }) }).click()
        await expect(quantity.getByRole('status')).toHaveText('2')
      }
    }
    await portal.goto(`${prefix}/partner/${providerId}/orders`)
    await shop.goto(`${prefix}/cart/farm`)
    await shop.getByRole('button', { name: w('Checkout') }).click()
    await shop.getByRole('radio', { name: w("I'll pick it up") }).check()
    const times = shop.getByRole('radio', { name: /^\d\d:\d\d–\d\d:\d\d/ })
    if (await times.count()) await times.first().check()
    await shop.getByRole('radio', { name: w('Cash when I pick it up') }).check()
    await shop.getByRole('button', { name: w('Place order') }).click()
    await expect(shop.getByText(w('Thank you, your order is placed'))).toBeVisible({ timeout: 15_000 })
    const mine = (await (await shopper.context.request.get('/api/orders')).json()) as { data: { id: string; number: string; total: number }[] }
    expect(mine.data).toHaveLength(1)
    const placed = mine.data[0]!
    const orderPage = `${prefix}/account/orders/${placed.id}`
    const history = shop.locator('.order-history__step:not(.order-history__step--ahead)')
    /** The shopper's order page, opened afresh: the status's words and the steps so far. */
    const shopperSees = async (hint: string, steps: number) => {
      await expect(async () => {
        await shop.goto(orderPage)
        await expect(shop.getByText(w(hint))).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 15_000 })
      await expect(history).toHaveCount(steps)
    }
    await shopperSees('The farmers have your order. You can still cancel it until they confirm it.', 1)
    await expect(shop.locator('.totals__row--total dd')).toHaveText(money(placed.total))

    // 7. The farmer: the order is in the open portal; accepted; a line unavailable; packed offline; handed over; collected.
    const card = portal.getByRole('listitem').filter({ has: portal.getByRole('heading', { name: w('Order {number}', { number: placed.number }) }) })
    await expect(card).toBeVisible({ timeout: 5_000 })
    await card.getByRole('button', { name: w('Accept') }).click()
    await expect(card.getByText(w('Accepted: to pack'))).toBeVisible()
    await shopperSees('The farmers are getting your order ready.', 2)
    await card.getByRole('button', { name: w('Mark {name} unavailable', { name: other }) }).click()
    await expect(card.getByText(w('Unavailable'), { exact: true })).toBeVisible()
    const lowered = placed.total - 1500
    await expect(async () => {
      await shop.goto(orderPage)
      await expect(shop.locator('.totals__row--total dd')).toHaveText(money(lowered), { timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await farmer.context.setOffline(true)
    await card.getByRole('button', { name: w('Mark packed') }).click()
    await expect(card.getByText(w('Saved on this phone: sent as soon as there is a connection.'))).toBeVisible()
    await expect(card.getByText(w('Packed: to hand over'))).toBeVisible()
    await farmer.context.setOffline(false)
    await expect(card.getByText(w('Saved on this phone: sent as soon as there is a connection.'))).toHaveCount(0, { timeout: 10_000 })
    await shopperSees('Your order is packed at the market, waiting for its day.', 3)
    await card.getByRole('button', { name: w('Handed over to the market') }).click()
    await shopperSees('Your order is ready: collect it at the pickup point.', 4)
    await card.getByRole('button', { name: w('Mark collected') }).click()
    await shopperSees('You collected your order. Enjoy!', 5)
    await expect(shop.locator('.totals__row--total dd')).toHaveText(money(lowered))
    console.log(`[back-of-house] ${lang}: the journey took ${Date.now() - started} ms`)

    for (const c of [operator.context, farmer.context, shopper.context]) await c.close()
  })
}

for (const { lang, prefix } of [
  { lang: 'en', prefix: '' },
  { lang: 'fr', prefix: '/fr' },
]) {
  test(`${lang}: an admin of every market gives and takes back a role with their password, and adds a place with its time windows, then deletes it`, async ({ browser }) => {
    test.setTimeout(60_000)
    const w = (msgid: string, values?: Record<string, string | number>) => (values ? formatted(lang, msgid, values) : translated(lang, msgid))
    const admin = await account(browser, 'admin')
    await grantOperator(admin.context.request, admin.email)
    const helper = await account(browser, 'helper')
    const page = await admin.context.newPage()

    // Operators: support for the helper, after a wrong then the right password; the helper's console opens; taken back.
    await page.goto(`${prefix}/admin/operators`)
    const grant = page.getByRole('form', { name: w('Give a role') })
    await grant.getByLabel(w('E-mail of their account')).fill(helper.email)
    await grant.getByLabel(w('Your password')).fill('not my password')
    await grant.getByRole('button', { name: w('Give the role') }).click()
    await expect(grant.getByText(w('This is not your password.'))).toBeVisible()
    await grant.getByLabel(w('Your password')).fill(PASSWORD)
    await grant.getByRole('button', { name: w('Give the role') }).click()
    await expect(grant.getByText(w('{saved} has the role now.', { saved: helper.email }))).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: helper.email })
    await expect(row).toContainText(w('Support'))
    const console_ = await helper.context.newPage()
    await console_.goto(`${prefix}/admin`)
    await expect(console_.getByRole('navigation').getByRole('link', { name: w('Applications') })).toBeVisible()
    await row.getByRole('button', { name: w('Take back the role of {email}', { email: helper.email }) }).click()
    const revoke = page.getByRole('form', { name: w('Take back the role of {email}', { email: helper.email }) })
    await revoke.getByLabel(w('Your password')).fill(PASSWORD)
    await revoke.getByRole('button', { name: w('Take back the role of {email}', { email: helper.email }) }).click()
    await expect(row).toHaveCount(0)

    // A market's place with two time windows, then deleted (no order uses it).
    await page.goto(`${prefix}/admin/markets/jnb`)
    const stall = `Stall ${lang}-${Date.now()}`
    const add = page.getByRole('form', { name: w('Add a pickup point or delivery zone') })
    await add.getByLabel(w('Name'), { exact: true }).fill(stall)
    await add.getByLabel(w('Kind')).selectOption('pickup')
    await add.getByLabel(w('Address or area')).fill('7th Street, Melville')
    await add.getByRole('button', { name: w('Add a time window') }).click()
    const second = add.getByRole('group', { name: w('Time window {n}', { n: 2 }) })
    await second.getByLabel(w('From'), { exact: true }).fill('15:00')
    await second.getByLabel(w('Until'), { exact: true }).fill('12:00')
    await add.getByRole('button', { name: w('Add'), exact: true }).click()
    await expect(second.getByText(w('It ends after it starts.'))).toBeVisible()
    await second.getByLabel(w('Until'), { exact: true }).fill('18:00')
    await second.getByLabel(w('Orders it takes a day')).fill('6')
    await add.getByRole('button', { name: w('Add'), exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: w('{savedName} is added.', { savedName: stall }) })).toBeVisible()
    const store = (await (await admin.context.request.get('/api/admin/markets/jnb')).json()) as { data: { locations: { name: string; windows: unknown[] }[] } }
    expect(store.data.locations.find((l) => l.name === stall)?.windows).toEqual([
      { id: 'day', start: '08:00', end: '18:00', capacity: 1000 },
      expect.objectContaining({ start: '15:00', end: '18:00', capacity: 6 }),
    ])
    await page.getByRole('button', { name: w('Change {name}…', { name: stall }) }).click()
    await page.getByRole('button', { name: w('Delete {name}…', { name: stall }) }).click()
    await page.getByRole('button', { name: w('Yes, delete {name}', { name: stall }) }).click()
    await expect(page.getByRole('status').filter({ hasText: w('{name} is deleted.', { name: stall }) })).toBeVisible()
    await expect(page.getByText(stall, { exact: true })).toHaveCount(0)

    for (const c of [admin.context, helper.context]) await c.close()
  })
}
