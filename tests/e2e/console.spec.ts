/**
 * Issue 32's console in the browser, in English and in French: a farmer applies on the join page's
 * API and confirms the code; the market's first operator is made with `npm run operator` while the
 * server runs (decision 032), signs in, finds the application in the console and approves it; the
 * applicant gets the owner's invitation by e-mail, in the language they applied in, with the link to
 * the portal's page that accepts it. And an admin changes a delivery zone's fee in the console's
 * market page, and a guest's checkout charges the new fee.
 */
import { spawn } from 'node:child_process'
import { expect, mailTo, registerShopper, test } from './fixtures'
import { accessible } from './three-farms'

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    login: 'E-mail or username',
    password: 'Password',
    signIn: 'Sign in',
    approve: 'Approve and invite the owner',
    approved: /^Approved: /,
    news: 'Good news: the market team approved your application.',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    login: "E-mail ou nom d'utilisateur",
    password: 'Mot de passe',
    signIn: 'Se connecter',
    approve: 'Accepter et inviter le ou la propriétaire',
    approved: /^Acceptée : /,
    news: 'Bonne nouvelle',
  },
] as const

/** `npm run operator -- add <e-mail>` against the running server's DATA_DIR (the command asks the server). */
function makeOperator(email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/operators/operator-cli.ts', 'add', email], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`operator add exited ${code}: ${out}`))))
  })
}

for (const l of LANGS) {
  test(`[${l.lang}] an operator approves a farmer's application and the applicant gets the owner's invitation`, async ({ page, request, browser }) => {
    test.slow()
    const stamp = `${l.lang}-${Date.now()}`
    const applicant = `applicant-${stamp}@example.com`
    const farmName = `Hillside Greens ${stamp}`
    const applied = await request.post('/api/farm/join', {
      headers: { 'accept-language': l.lang },
      data: { name: 'Nomsa Khumalo', farmName, email: applicant, phone: '+27 82 555 0199', town: 'Soweto', storeId: 'jnb', practices: ['organic'], produce: 'Spinach and kale' },
    })
    expect(applied.status(), await applied.text()).toBe(201)
    const code = /\b(\d{6})\b/.exec((await mailTo(applicant)).text)?.[1]
    expect((await request.post('/api/farm/join/confirm', { data: { email: applicant, code } })).status()).toBe(200)

    const operator = `operator-${stamp}@example.com`
    const secret = 'the market opens at dawn'
    const context = await browser.newContext()
    await registerShopper(context.request, { name: 'Kofi', surname: 'Mensah', phone: '', email: operator, credential: { identifier: operator, secret } })
    await context.close()
    expect(await makeOperator(operator)).toContain(`${operator} is an admin of every market`)

    // Signed out, the console sends the operator to sign in and back.
    await page.goto(`${l.prefix}/admin`)
    await page.getByLabel(l.login).fill(operator)
    await page.getByLabel(l.password, { exact: true }).fill(secret)
    await page.getByRole('button', { name: l.signIn, exact: true }).click()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: farmName }) })
    await expect(card).toBeVisible({ timeout: 15_000 })
    await accessible(page, 'console applications')
    await card.getByRole('button', { name: l.approve }).click()
    await expect(page.getByRole('status').filter({ hasText: l.approved })).toBeVisible()
    await expect(card).toHaveCount(0)

    const invitation = await mailTo(applicant, l.news, 20_000)
    expect(invitation.text).toContain(farmName)
    const link = invitation.links.find((href) => href.includes(`${l.prefix}/partner/invitations/accept?token=`))
    expect(link, invitation.links.join(' ')).toBeDefined()
  })
}

const ZONE = [
  {
    lang: 'en',
    prefix: '',
    // Each language its own zone: the two tests run side by side on one database.
    zoneName: 'Soweto',
    seedFee: 5500,
    fee: 7100,
    shown: /71\.00/,
    change: 'Change Soweto…',
    feeLabel: 'Delivery fee (ZAR)',
    save: 'Save',
    saved: /^Soweto is saved/,
    addToBasket: 'Add to basket',
    checkout: 'Checkout',
    asGuest: 'Order as a guest',
    delivery: 'Delivery to my address',
    zone: 'Delivery zone',
    deliveryFee: 'Delivery fee',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    zoneName: 'Sandton & Bryanston',
    seedFee: 6500,
    fee: 7300,
    shown: /73,00/,
    change: 'Modifier Sandton & Bryanston…',
    feeLabel: 'Frais de livraison (ZAR)',
    save: 'Enregistrer',
    saved: /^Sandton & Bryanston est enregistré/,
    addToBasket: 'Ajouter au panier',
    checkout: 'Finaliser la commande',
    asGuest: 'Commander en invité',
    delivery: 'Livraison à mon adresse',
    zone: 'Zone de livraison',
    deliveryFee: 'Frais de livraison',
  },
] as const

for (const l of ZONE) {
  test(`[${l.lang}] an admin changes a delivery zone's fee and a guest's checkout charges the new one`, async ({ page, browser, request }) => {
    test.slow()
    const operator = `zone-admin-${l.lang}-${Date.now()}@example.com`
    const secret = 'the market opens at dawn'
    const signup = await browser.newContext()
    await registerShopper(signup.request, { name: 'Kofi', surname: 'Mensah', phone: '', email: operator, credential: { identifier: operator, secret } })
    await signup.close()
    await makeOperator(operator)
    const LOGIN = LANGS.find((x) => x.lang === l.lang)!
    await page.goto(`${l.prefix}/admin/markets/jnb`)
    await page.getByLabel(LOGIN.login).fill(operator)
    await page.getByLabel(LOGIN.password, { exact: true }).fill(secret)
    await page.getByRole('button', { name: LOGIN.signIn, exact: true }).click()
    const setFee = async (minor: number) => {
      await page.getByRole('button', { name: l.change }).click()
      const form = page.getByRole('form', { name: l.change.replace('…', '') })
      await form.getByLabel(l.feeLabel).fill(String(minor / 100))
      await form.getByRole('button', { name: l.save, exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible()
    }
    await setFee(l.fee)
    await accessible(page, 'console market')

    // A guest with one produce between the market's minimum order and its free delivery.
    const res = await request.get('/api/farm/produces?storeId=jnb&inStock=true&perPage=100')
    const produce = ((await res.json()) as { data: { id: string; price: number; minQty: number }[] }).data.find((p) => p.minQty === 1 && p.price >= 6_000 && p.price <= 30_000)!
    const guest = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage()
    await guest.goto(`${l.prefix}/farm/produces/${produce.id}`)
    await guest.getByRole('button', { name: l.addToBasket, exact: true }).click()
    await expect(guest.getByRole('button', { name: l.addToBasket, exact: true })).toHaveCount(0) // in the basket before the move
    await guest.goto(`${l.prefix}/cart/farm`)
    await guest.getByRole('button', { name: l.checkout }).click()
    await guest.getByRole('button', { name: l.asGuest }).click()
    await guest.getByRole('radio', { name: l.delivery }).check()
    await guest.getByLabel(l.zone).selectOption({ label: l.zoneName })
    await expect(guest.locator('dt', { hasText: l.deliveryFee }).locator('xpath=following-sibling::dd[1]')).toHaveText(l.shown)
    await guest.context().close()
    await setFee(l.seedFee) // the seed's fee again, for the other specs
  })
}

const REFUND = [
  {
    lang: 'en',
    prefix: '',
    checkout: 'Checkout',
    addToBasket: 'Add to basket',
    more: (name: string) => `More ${name}`,
    asGuest: 'Order as a guest',
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail address',
    pickup: "I'll pick it up",
    mobile: 'Mobile money',
    service: 'Mobile money service',
    number: 'Mobile money number',
    place: 'Place order',
    order: /^Order MF-/,
    approve: /^(Approve)$/,
    paid: /^Paid: .* with M-Pesa\./,
    login: 'E-mail or username',
    password: 'Password',
    signIn: 'Sign in',
    paymentsTitle: 'Payments needing attention',
    byHand: 'Record a refund paid by hand',
    why: 'Why it is refunded',
    reference: 'Reference of the transfer',
    yourPassword: 'Your password',
    submit: /^Refund KES/,
    outcome: /refunded by hand, outside Malewa\. The shopper was e-mailed\./,
    refunded: /Refunded by hand, outside Malewa \(reference /,
    guestSees: /the market's team sent .* back to you outside Malewa \(reference /,
  },
  {
    lang: 'fr',
    prefix: '/fr',
    checkout: 'Finaliser la commande',
    addToBasket: 'Ajouter au panier',
    more: (name: string) => `Plus de ${name}`,
    asGuest: 'Commander en invité',
    name: 'Votre nom',
    phone: 'Numéro de téléphone',
    email: 'Adresse e-mail',
    pickup: 'Je passe la retirer',
    mobile: 'Mobile money',
    service: 'Service de mobile money',
    number: 'Numéro mobile money',
    place: 'Passer la commande',
    order: /^Commande MF-/,
    approve: /^(Approuver)$/,
    paid: /^Payé : .* avec M-Pesa\./,
    login: "E-mail ou nom d'utilisateur",
    password: 'Mot de passe',
    signIn: 'Se connecter',
    paymentsTitle: 'Paiements à examiner',
    byHand: 'Enregistrer un remboursement fait à la main',
    why: 'Motif du remboursement',
    reference: 'Référence du transfert',
    yourPassword: 'Votre mot de passe',
    submit: /^Rembourser .*KES/,
    outcome: /remboursés à la main, en dehors de Malewa\. Le client a reçu un e-mail\./,
    refunded: /Remboursé à la main, en dehors de Malewa \(référence /,
    guestSees: /l'équipe du marché vous a renvoyé .* en dehors de Malewa \(référence /,
  },
] as const

/** A Nairobi basket in the guest's cart (on the device: a guest has no cart on the server), above the market's minimum, in whole shillings (M-Pesa takes no cents). */
async function nairobiBasket(page: import('@playwright/test').Page, l: (typeof REFUND)[number]) {
  const res = await page.context().request.get(`/api/farm/produces?storeId=nbo&inStock=true&perPage=100&sortBy=price&order=desc`, { headers: { 'accept-language': l.lang } })
  expect(res.status()).toBe(200)
  const produces = ((await res.json()) as { data: { id: string; name: string; price: number; minQty: number; stepQty: number; stock: number | null }[] }).data
  const produce = produces.find((p) => p.price % 100 === 0 && p.minQty === 1 && p.stepQty === 1 && (p.stock === null || p.stock >= 20))
  expect(produce, 'a Nairobi produce priced in whole shillings').toBeDefined()
  await page.goto(`${l.prefix}/farm/produces/${produce!.id}`)
  await page.getByRole('button', { name: l.addToBasket, exact: true }).click()
  await expect(page.getByRole('button', { name: l.addToBasket, exact: true })).toHaveCount(0)
  await page.goto(`${l.prefix}/cart/farm`)
  const more = page.getByRole('button', { name: l.more(produce!.name) })
  for (let n = 1; n < Math.ceil(60_000 / produce!.price); n++) await more.click()
}

for (const l of REFUND) {
  test(`[${l.lang}] a guest's M-Pesa order is cancelled; an admin records its refund paid by hand from the console, with their password; the guest sees it`, async ({ page, browser }) => {
    test.slow()
    const stamp = `${l.lang}-${Date.now()}`
    const guest = `refund-guest-${stamp}@example.com`
    const msisdn = l.lang === 'en' ? '0712 000 201' : '0712 000 202'

    // The guest orders in Nairobi, paying with M-Pesa, and approves on the sandbox phone.
    await nairobiBasket(page, l)
    await page.getByRole('button', { name: l.checkout }).click()
    await page.getByRole('button', { name: l.asGuest }).click()
    await page.getByLabel(l.name).fill('Zawadi Otieno')
    await page.getByLabel(l.phone).fill('+254 712 555 0123')
    await page.getByLabel(l.email).fill(guest)
    await page.getByRole('radio', { name: l.pickup }).check()
    const time = page.getByRole('radio', { name: /^\d\d:\d\d–/ }).first()
    if (await time.isVisible().catch(() => false)) await time.check()
    await page.getByRole('radio', { name: l.mobile, exact: true }).check()
    await page.getByLabel(l.service).selectOption('mpesa')
    await page.getByLabel(l.number).fill(msisdn)
    await page.getByRole('button', { name: l.place }).click()
    const heading = page.getByRole('heading', { level: 1, name: l.order })
    await expect(heading).toBeVisible({ timeout: 15_000 })
    const number = (await heading.textContent())!.match(/MF-[A-Z0-9]+/)![0]
    const guestPage = new URL(page.url())
    const orderId = decodeURIComponent(guestPage.pathname.split('/').at(-1)!)
    const phone = await page.context().newPage()
    await phone.goto(`/sandbox/phone?lang=${l.lang}`)
    const prompt = phone.getByRole('listitem').filter({ hasText: `254${msisdn.replace(/\D/g, '').slice(1)}` })
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await prompt.getByRole('button', { name: l.approve }).click()
    await phone.waitForURL(/[?&]done=1/)
    await phone.close()
    await expect(page.getByText(l.paid)).toBeVisible({ timeout: 20_000 })

    // An admin of every market signs in to the console and cancels it: the guest's M-Pesa payment is owed back.
    const operator = `refund-admin-${stamp}@example.com`
    const secret = 'the market opens at dawn'
    const context = await browser.newContext()
    await registerShopper(context.request, { name: 'Kofi', surname: 'Mensah', phone: '', email: operator, credential: { identifier: operator, secret } })
    await context.close()
    expect(await makeOperator(operator)).toContain(`${operator} is an admin of every market`)
    const desk = await browser.newPage()
    await desk.goto(`${l.prefix}/admin/payments`)
    await desk.getByLabel(l.login).fill(operator)
    await desk.getByLabel(l.password, { exact: true }).fill(secret)
    await desk.getByRole('button', { name: l.signIn, exact: true }).click()
    await expect(desk.getByRole('heading', { level: 1, name: l.paymentsTitle })).toBeVisible({ timeout: 15_000 })
    const cancelled = await desk.request.post(`/api/admin/orders/${encodeURIComponent(orderId)}/cancel`, {
      data: { reason: 'The farm lost the harvest to hail.' },
      headers: { origin: process.env.E2E_BASE_URL! },
    })
    expect(cancelled.status(), await cancelled.text()).toBe(200)

    await desk.reload()
    const row = desk.getByRole('row').filter({ hasText: number })
    await row.getByRole('button', { name: l.byHand }).click({ timeout: 15_000 })
    await desk.getByLabel(l.why).fill('Cancelled: the farm lost the harvest.')
    await desk.getByLabel(l.reference).fill(`RKT${stamp.replace(/\D/g, '').slice(-7)}`)
    await desk.getByLabel(l.yourPassword).fill('not my password')
    await desk.getByRole('button', { name: l.submit }).click()
    await expect(desk.getByLabel(l.yourPassword)).toHaveAccessibleDescription(/./, { timeout: 10_000 })
    await desk.getByLabel(l.yourPassword).fill(secret)
    await desk.getByRole('button', { name: l.submit }).click()
    await expect(desk.getByRole('status').filter({ hasText: l.outcome })).toBeVisible({ timeout: 10_000 })
    await expect(row).toContainText(l.refunded)
    await expect(row.getByRole('button', { name: l.byHand })).toHaveCount(0)
    await accessible(desk, 'console refund')
    await desk.close()

    // The guest's order page says where the money went, and so does their e-mail.
    await page.goto(`${guestPage.pathname}${guestPage.search}`)
    await expect(page.getByText(l.guestSees)).toBeVisible({ timeout: 15_000 })
    expect((await mailTo(guest, 'RKT', 20_000)).text).toContain('RKT')
  })
}
