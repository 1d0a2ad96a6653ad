/**
 * Issue 31's guest in the browser, in English and in French (decision 024): a visitor who never
 * signs in puts produce from three farms in the basket, orders as a guest with cash at a pickup
 * point, opens the order's page from the link in the e-mail the server wrote, and puts the order
 * back in the basket in one tap. Another guest pays by card with Paystack (decision 038): the guest
 * order page shows the payment panel, the simulated Paystack's page takes the payment and sends the
 * guest back to the order's page, paid.
 */
import { expect, mailTo, test } from './fixtures'
import { accessible, fromThreeFarms } from './three-farms'

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    addToBasket: 'Add to basket',
    canReach: 'Can reach you',
    arrivesFrom: /^Can reach you from /,
    freeDelivery: /more for free delivery|Free delivery for this basket/,
    checkout: 'Checkout',
    asGuest: 'Order as a guest',
    guestTitle: 'Checkout as a guest',
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail address',
    pickup: "I'll pick it up",
    cash: 'Cash when I pick it up',
    place: 'Place order',
    order: /^Order MF-/,
    again: 'Order again',
    back: '3 produces are back in your basket.',
    card: 'Card or mobile money with Paystack',
    payPaystack: 'Pay with Paystack',
    paidPaystack: /^Paid: .* with Paystack\./,
  },
  {
    lang: 'fr',
    prefix: '/fr',
    addToBasket: 'Ajouter au panier',
    canReach: 'Peut vous parvenir',
    arrivesFrom: /^Peut vous parvenir à partir du /,
    freeDelivery: /pour la livraison gratuite|Livraison gratuite pour ce panier/,
    checkout: 'Finaliser la commande',
    asGuest: 'Commander en invité',
    guestTitle: 'Commander en tant qu’invité',
    name: 'Votre nom',
    phone: 'Numéro de téléphone',
    email: 'Adresse e-mail',
    pickup: 'Je passe la retirer',
    cash: 'En espèces au moment du retrait',
    place: 'Passer la commande',
    order: /^Commande MF-/,
    again: 'Commander à nouveau',
    back: '3 produits sont de retour dans votre panier.',
    card: 'Carte ou mobile money avec Paystack',
    payPaystack: 'Payer avec Paystack',
    paidPaystack: /^Payé : .* avec Paystack\./,
  },
] as const

for (const l of LANGS) {
  test(`[${l.lang}] a guest orders produce from three farms with cash, opens the order from the e-mail's link, and orders it again`, async ({ page, context }) => {
    test.slow()
    const email = `guest-${l.lang}-${Date.now()}@example.com`
    const produces = await fromThreeFarms(context.request, l.lang)
    for (const p of produces) {
      await page.goto(`${l.prefix}/farm/produces/${p.id}`)
      await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible()
      // When it can reach the shopper, before anything is in the basket.
      await expect(page.getByRole('term').filter({ hasText: l.canReach })).toBeVisible()
      await page.getByRole('button', { name: l.addToBasket, exact: true }).click()
      await expect(page.getByRole('button', { name: l.addToBasket, exact: true })).toHaveCount(0) // in the basket before the move
    }

    // The basket, by the day each farm's produce arrives, with the market's free-delivery figure.
    await page.goto(`${l.prefix}/cart/farm`)
    await expect(page.getByRole('heading', { level: 2, name: l.arrivesFrom }).first()).toBeVisible()
    await expect(page.getByText(l.freeDelivery)).toBeVisible()
    await page.getByRole('button', { name: l.checkout }).click()
    await page.getByRole('button', { name: l.asGuest }).click()
    await expect(page.getByRole('heading', { level: 1, name: l.guestTitle })).toBeVisible()
    await page.getByLabel(l.name).fill('Grace Nkosi')
    await page.getByLabel(l.phone).fill('+27 82 555 0123')
    await page.getByLabel(l.email).fill(email)
    await page.getByRole('radio', { name: l.pickup }).check()
    const time = page.getByRole('radio', { name: /^09:00–13:00/ })
    await expect(time).toBeEnabled()
    await time.check()
    await page.getByRole('radio', { name: l.cash }).check()
    await accessible(page, 'guest checkout')
    await page.getByRole('button', { name: l.place }).click()

    // The order's page opens at once, and the same page opens from the e-mail's link, signed out.
    await expect(page.getByRole('heading', { level: 1, name: l.order })).toBeVisible({ timeout: 15_000 })
    const number = (await page.getByRole('heading', { level: 1, name: l.order }).textContent())!.match(/MF-[A-Z0-9]+/)![0]
    const mail = await mailTo(email, number)
    const link = mail.links.find((href) => href.includes('/orders/') && href.includes('token='))
    expect(link, mail.text).toBeTruthy()
    const url = new URL(link!)
    expect(url.pathname).toMatch(new RegExp(`^${l.prefix}/orders/`))
    const fresh = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin })
    const reader = await fresh.newPage()
    await reader.goto(`${url.pathname}${url.search}`)
    await expect(reader.getByRole('heading', { level: 1, name: l.order })).toHaveText(new RegExp(number))
    for (const p of produces) await expect(reader.getByText(p.name).first()).toBeVisible()
    await accessible(reader, 'guest order')
    // A wrong token opens nothing.
    await reader.goto(`${url.pathname}?token=${'x'.repeat(43)}`)
    await expect(reader.getByRole('heading', { level: 1, name: l.order })).toHaveCount(0)

    // One tap: the order's lines are back in the guest's basket on this phone.
    await reader.goto(`${url.pathname}${url.search}`)
    await reader.getByRole('button', { name: l.again }).click()
    await expect(reader.getByText(l.back)).toBeVisible()
    await reader.goto(`${l.prefix}/cart/farm`)
    for (const p of produces) await expect(reader.getByText(p.name).first()).toBeVisible()
    await fresh.close()
  })

  test(`[${l.lang}] a guest pays by card with Paystack: the payment panel on the guest's order page, the simulated Paystack's page, back to the order, paid`, async ({ page, context }) => {
    test.slow()
    const email = `guest-card-${l.lang}-${Date.now()}@example.com`
    const produces = await fromThreeFarms(context.request, l.lang)
    for (const p of produces) {
      await page.goto(`${l.prefix}/farm/produces/${p.id}`)
      await page.getByRole('button', { name: l.addToBasket, exact: true }).click()
    }
    await page.goto(`${l.prefix}/cart/farm`)
    await page.getByRole('button', { name: l.checkout }).click()
    await page.getByRole('button', { name: l.asGuest }).click()
    await page.getByLabel(l.name).fill('Grace Nkosi')
    await page.getByLabel(l.phone).fill('+27 82 555 0124')
    await page.getByLabel(l.email).fill(email)
    await page.getByRole('radio', { name: l.pickup }).check()
    const time = page.getByRole('radio', { name: /^09:00–13:00/ })
    await expect(time).toBeEnabled()
    await time.check()
    await page.getByRole('radio', { name: l.card }).check()
    await page.getByRole('button', { name: l.place }).click()
    await expect(page.getByRole('heading', { level: 1, name: l.order })).toBeVisible({ timeout: 15_000 })
    await page.getByRole('link', { name: l.payPaystack }).click({ timeout: 15_000 })
    await expect(page).toHaveURL(/\/sandbox\/phone\?ref=/)
    await page
      .locator('li[aria-current="true"]')
      .getByRole('button', { name: /^(Approve|Approuver)$/ })
      .click()
    // Back to the guest's order page, by its link's token.
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/orders/[^/?]+\\?token=`), { timeout: 15_000 })
    await expect(page.getByText(l.paidPaystack)).toBeVisible({ timeout: 20_000 })
  })
}
