/**
 * Issue 31 in the browser, in English and in French: a shopper puts produce from three farms in the
 * basket, sees on the produce page when it can reach them, sees the basket grouped by the day each
 * farm's produce arrives with the market's free-delivery figure, picks a pickup time, pays cash,
 * gets the order's e-mail (decision 022) and follows its link to the order grouped by farm, each
 * with the day it brings the produce to the market; puts the order back in the basket in one tap
 * (decision 024); then cancels it, sees the status change on the order's timeline, and gets the
 * cancellation's e-mail.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, mailTo, registerShopper, test } from './fixtures'
import { accessible, fromThreeFarms } from './three-farms'

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    canReach: 'Can reach you',
    addToBasket: 'Add to basket',
    arrivesFrom: /^Can reach you from /,
    oneDelivery: /in one delivery, from/,
    freeDelivery: /more for free delivery|Free delivery for this basket/,
    checkout: 'Checkout',
    pickup: "I'll pick it up",
    cash: 'Cash when I pick it up',
    place: 'Place order',
    placed: 'Thank you, your order is placed',
    bringsIt: /brings it to the market on/,
    again: 'Order again',
    back: '3 produces are back in your basket.',
    cancel: 'Cancel order',
    yes: 'Yes, cancel my order',
    cancelled: 'Cancelled',
    history: 'History',
    toCome: 'To come',
  },
  {
    lang: 'fr',
    prefix: '/fr',
    canReach: 'Peut vous parvenir',
    addToBasket: 'Ajouter au panier',
    arrivesFrom: /^Peut vous parvenir à partir du /,
    oneDelivery: /en une seule livraison, à partir du/,
    freeDelivery: /pour la livraison gratuite|Livraison gratuite pour ce panier/,
    checkout: 'Finaliser la commande',
    pickup: 'Je passe la retirer',
    cash: 'En espèces au moment du retrait',
    place: 'Passer la commande',
    placed: 'Merci, votre commande est passée',
    bringsIt: /l’apporte au marché le/,
    again: 'Commander à nouveau',
    back: '3 produits sont de retour dans votre panier.',
    cancel: 'Annuler la commande',
    yes: 'Oui, annuler ma commande',
    cancelled: 'Annulée',
    history: 'Historique',
    toCome: 'À venir',
  },
] as const

for (const l of LANGS) {
  test(`[${l.lang}] produce from three farms: when it can arrive, the basket by arrival day, a pickup time, cash, the order by farm`, async ({ page, context }) => {
    test.slow()
    const email = `three-farms-${l.lang}-${Date.now()}@example.com`
    const credential = { identifier: email, secret: 'three farms one basket' }
    await registerShopper(context.request, { name: 'Lindiwe', surname: 'Dube', phone: '', email, credential })
    expect((await context.request.post('/api/auth/account/authenticate', { data: credential })).status()).toBe(200)
    const produces = await fromThreeFarms(context.request, l.lang)

    for (const p of produces) {
      await page.goto(`${l.prefix}/farm/produces/${p.id}`)
      await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible()
      await expect(page.getByRole('term').filter({ hasText: l.canReach })).toBeVisible()
      await page.getByRole('button', { name: l.addToBasket, exact: true }).click()
      // In the basket on the phone (the stepper replaces the button) before the next page: a tap, then a move.
      await expect(page.getByRole('button', { name: l.addToBasket, exact: true })).toHaveCount(0)
    }
    await expect.poll(async () => ((await (await context.request.get('/api/cart/farm')).json()) as { data: { lines: unknown[] } }).data.lines.length, { timeout: 15_000 }).toBe(3)

    await page.goto(`${l.prefix}/cart/farm`)
    const groups = page.getByRole('heading', { level: 2, name: l.arrivesFrom })
    await expect(groups.first()).toBeVisible()
    expect(await groups.count()).toBeGreaterThanOrEqual(1)
    await expect(page.getByText(l.oneDelivery)).toBeVisible()
    await expect(page.getByText(l.freeDelivery)).toBeVisible()
    await accessible(page, 'basket')

    await page.getByRole('button', { name: l.checkout }).click()
    await page.getByRole('radio', { name: l.pickup }).check()
    const time = page.getByRole('radio', { name: /^09:00–13:00/ })
    await expect(time).toBeEnabled()
    await time.check()
    await page.getByRole('radio', { name: l.cash }).check()
    await accessible(page, 'checkout')
    await page.getByRole('button', { name: l.place }).click()
    await expect(page.getByText(l.placed)).toBeVisible({ timeout: 15_000 })

    const orders = ((await (await context.request.get('/api/orders')).json()) as { data: { id: string; number: string; slotWindow: { id: string }; lines: { farmerId: string }[] }[] }).data
    expect(orders).toHaveLength(1)
    expect(orders[0]!.slotWindow).toMatchObject({ id: 'morning' })
    expect(new Set(orders[0]!.lines.map((x) => x.farmerId)).size).toBe(3)

    // The order's e-mail, in the shopper's language, with the link to its page: followed.
    const { id, number } = orders[0]!
    const placedMail = await mailTo(email, number, 20_000)
    expect(placedMail.text).toContain('09:00')
    const link = placedMail.links.find((href) => href.endsWith(`${l.prefix}/account/orders/${id}`))
    expect(link, placedMail.links.join(' ')).toBeDefined()
    await page.goto(link!)
    await expect(page.getByRole('heading', { level: 3, name: l.bringsIt })).toHaveCount(3)
    const history = page.getByRole('region', { name: l.history })
    await expect(history.getByText(l.toCome).first()).toBeVisible()
    await accessible(page, 'order')

    // Reorder: one tap, the three lines back in the basket, through the cart's outbox to the market.
    await page.getByRole('button', { name: l.again }).click()
    await expect(page.getByText(l.back)).toBeVisible()
    await expect.poll(async () => ((await (await context.request.get('/api/cart/farm')).json()) as { data: { lines: unknown[] } }).data.lines.length, { timeout: 15_000 }).toBe(3)
    // A status change: the shopper cancels; the screen and its timeline say so, and an e-mail tells it.
    await page.getByRole('button', { name: l.cancel }).click()
    await page.getByRole('button', { name: l.yes }).click()
    await expect(history.getByRole('listitem').last()).toContainText(l.cancelled, { timeout: 15_000 })
    await expect(history.getByText(l.toCome)).toHaveCount(0)
    const mailDir = path.join(process.env.E2E_DATA_DIR!, 'mail')
    // The shopper's own e-mails: a farm's owner invited by partner.spec.ts is told of the order too.
    const toShopper = (text: string) => text.toLowerCase().includes(email.toLowerCase()) && text.includes(number)
    const aboutThisOrder = () => fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml') && toShopper(fs.readFileSync(path.join(mailDir, f), 'utf8'))).length
    await expect.poll(aboutThisOrder, { timeout: 15_000 }).toBe(2)
  })
}
