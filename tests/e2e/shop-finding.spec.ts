/**
 * Finding things in the shop on a phone (issue 30), in English and Arabic at 360 × 740: search that
 * forgives typos and reads the other catalog languages' words, finds farms, and answers the same
 * offline (decision 029).
 */
import { deviceRows } from './device-db'
import { translated } from './catalogs'
import { expect, mailTo, registerShopper, serviceWorkerControls, test } from './fixtures'

test.use({ viewport: { width: 360, height: 740 } })

test('search forgives typos, finds farms, reads other languages’ words, and answers the same offline', async ({ page, context, request, consoleErrors }) => {
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
  // The server's search, asked while offline, fails in the browser's log: that is the situation tested.
  const unexpected = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))
  consoleErrors.splice(0, consoleErrors.length, ...unexpected)
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

for (const l of [
  {
    lang: 'en',
    prefix: '',
    addToBasket: /^Add to basket/,
    pickup: "I'll pick it up",
    pickupsLater: "Opening hours and places left load when you're online.",
    addressesLater: "Whether an address is in the delivery area, and its delivery fee, is checked when you're online.",
    daysLater: "Delivery days for this basket load when you're online.",
    falseNoPickup: 'This market has no pickup point.',
    falseOutside: "None of your saved addresses is in this market's delivery area.",
  },
  {
    lang: 'ar',
    prefix: '/ar',
    addToBasket: /^أضف إلى السلة/,
    pickup: 'سأستلمه بنفسي',
    pickupsLater: 'تظهر مواعيد الفتح والأماكن المتبقية عند اتصالك بالإنترنت.',
    addressesLater: 'يُتحقَّق من وقوع العنوان في منطقة التوصيل ومن رسوم توصيله عند اتصالك بالإنترنت.',
    daysLater: 'تظهر أيام التوصيل لهذه السلة عند اتصالك بالإنترنت.',
    falseNoPickup: 'لا توجد نقطة استلام في هذا السوق.',
    falseOutside: 'لا يقع أيٌّ من عناوينك المحفوظة ضمن نطاق التوصيل لهذا السوق.',
  },
] as const) {
  test(`[${l.lang}] offline, checkout shows the saved addresses and the market's pickup points it holds, and says what waits for the connection`, async ({ page, context, consoleErrors }) => {
    test.slow()
    const email = `offline-checkout-${l.lang}-${Date.now()}@example.com`
    const credential = { identifier: email, secret: 'a basket filled offline' }
    await registerShopper(context.request, { name: 'Thandi', surname: 'Nkosi', phone: '', email, credential })
    expect((await context.request.post('/api/auth/account/authenticate', { data: credential })).status()).toBe(200)
    const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value
    const store = (await (await context.request.get('/api/stores/jnb')).json()) as { data: { locations: { id: string; kind: string; name: string }[] } }
    const zone = store.data.locations.find((x) => x.kind === 'zone')!
    const pickupPoint = store.data.locations.find((x) => x.kind === 'pickup')!
    const saved = await context.request.post('/api/addresses', {
      headers: { authorization: `Bearer ${token}` },
      data: { label: 'Home', recipient: 'Thandi Nkosi', phone: '+27 82 555 0199', storeId: 'jnb', locationId: zone.id, line1: '12 Vilakazi Street' },
    })
    expect(saved.status()).toBe(201)

    // Online with an empty basket, checkout fetches the market's options for that (empty) basket.
    const optionsFetched = page.waitForResponse((r) => r.url().includes('/checkout-options') && r.status() === 200)
    await page.goto(`${l.prefix}/cart/farm?step=checkout`)
    await optionsFetched
    await expect.poll(async () => (await deviceRows(page, 'checkoutOptions')).length).toBe(1)
    await page.goto(`${l.prefix}/farm/produces`)
    await expect(page.getByRole('button', { name: l.addToBasket }).first()).toBeVisible()
    await serviceWorkerControls(page)

    // Offline: produce goes into the basket, and checkout opens from what the phone holds.
    await context.setOffline(true)
    const first = page.getByRole('button', { name: l.addToBasket }).first()
    const alike = page.getByRole('button', { name: (await first.getAttribute('aria-label'))!, exact: true }) // several farms sell the kind
    const before = await alike.count()
    await first.click()
    await expect(alike).toHaveCount(before - 1) // in the basket before the move
    await page.goto(`${l.prefix}/cart/farm?step=checkout`)
    const main = page.getByRole('main')
    await expect(main.getByText('Home', { exact: true })).toBeVisible()
    await expect(page.getByText(l.addressesLater)).toBeVisible()
    await expect(page.getByText(l.daysLater)).toBeVisible()
    await expect(page.getByText(l.falseOutside)).toHaveCount(0)
    await page.getByRole('radio', { name: l.pickup }).check()
    await expect(main.getByText(pickupPoint.name, { exact: true })).toBeVisible()
    await expect(page.getByText(l.pickupsLater)).toBeVisible()
    await expect(page.getByText(l.falseNoPickup)).toHaveCount(0)
    await context.setOffline(false)
    // Requests the app made while offline fail in the browser's log: that is the situation tested.
    const unexpected = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))
    consoleErrors.splice(0, consoleErrors.length, ...unexpected)
  })
}

for (const lang of ['en', 'ar'] as const) {
  test(`[${lang}] a shopper who registers mid-checkout and follows the e-mail's link stays signed in and goes back to the checkout`, async ({ page }) => {
    test.slow()
    const w = (msgid: string) => translated(lang, msgid)
    const prefix = lang === 'en' ? '' : `/${lang}`
    const email = `mid-checkout-${lang}-${Date.now()}@example.com`
    await page.goto(`${prefix}/farm/produces`)
    await page
      .getByRole('button', { name: new RegExp(`^${w('Add to basket')}`) })
      .first()
      .click()
    await page.goto(`${prefix}/cart/farm?step=checkout`)
    await page
      .getByRole('main')
      .getByRole('link', { name: w('Create an account') })
      .click()
    await page.getByLabel(w('First name')).fill('Zanele')
    await page.getByLabel(w('Surname')).fill('Mthembu')
    await page.getByLabel(w('E-mail'), { exact: true }).fill(email)
    await page.getByLabel(w('Password'), { exact: true }).fill('a basket for the weekend')
    await page.getByRole('button', { name: w('Send me a code') }).click()
    const mail = await mailTo(email, '', 20_000)
    const code = /[A-Z0-9]{5}-[A-Z0-9]{5}/.exec(mail.text)![0]
    await page.getByLabel(w('Code from the e-mail')).fill(code)
    await page.getByRole('button', { name: w('Create my account') }).click()
    await expect(page.getByRole('heading', { level: 1, name: w('Checkout') })).toBeVisible({ timeout: 15_000 })
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart/farm\\?step=checkout$`))

    // The e-mail's link opens the confirmation page: the session stays, and the way back is offered.
    const link = mail.links.find((href) => href.includes(`${prefix}/auth/verify-account`))
    expect(link, mail.links.join(' ')).toBeDefined()
    await page.goto(link!)
    await expect(page.getByText(w('Your e-mail address is confirmed. Thank you!'))).toBeVisible()
    await page.getByRole('link', { name: w('Continue where you left off') }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart/farm\\?step=checkout$`))
    await expect(page.getByRole('heading', { level: 1, name: w('Checkout') })).toBeVisible()
    await expect(page.getByRole('heading', { name: w('Sign in to check out') })).toHaveCount(0)
    // Still signed in: the market still answers the shopper's own basket.
    const cart = await page.request.get('/api/cart/farm')
    expect(cart.status()).toBe(200)
  })
}

for (const lang of ['en', 'ar'] as const) {
  test(`[${lang}] choosing a delivery area says what reaches it, on the produce and the farmers`, async ({ page }) => {
    const w = (msgid: string) => translated(lang, msgid)
    const prefix = lang === 'en' ? '' : `/${lang}`
    await page.goto(`${prefix}/farm/produces`)
    const cards = page.getByRole('list', { name: w('Produce') }).getByRole('listitem')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByText(new RegExp(w('Reaches {name} from {day}').replace('{name}', 'Soweto').replace('{day}', '.+')))).toHaveCount(0)

    // On a phone the market and its areas are in the header's menu (decision 028).
    await page
      .getByRole('banner')
      .getByRole('button', { name: w('Open the menu') })
      .click()
    await page.getByRole('combobox', { name: w('Delivery or pickup location') }).selectOption({ label: 'Soweto' })
    const before = w('Delivering to {name}: the market brings produce there on {days} from every farm that is coming to the market. Delivery {fee}, free from {free}. Each card says from which day.')
      .split('{days}')[0]!
      .replace('{name}', 'Soweto')
    await expect(page.getByRole('status').filter({ hasText: before })).toBeVisible()
    const reaches = new RegExp(w('Reaches {name} from {day}').replace('{name}', 'Soweto').replace('{day}', '.+'))
    await expect(cards.first().getByText(reaches)).toBeVisible()
    expect(await cards.getByText(reaches).count()).toBe(await cards.count())

    await page
      .getByRole('link', { name: w('Farmers'), exact: true })
      .first()
      .click()
    const farms = page.getByRole('list', { name: w('Farmers') }).getByRole('listitem')
    await expect(farms.first().getByText(reaches)).toBeVisible()
  })
}
