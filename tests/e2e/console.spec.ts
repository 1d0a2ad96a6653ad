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
