/**
 * Shopper journeys generated from a model (tests/e2e/journey.model.ts): every generated path is
 * one named test that replays the path's events with real UI actions in the built storefront,
 * against the real server and a fresh database, and checks after every step what the model's
 * state means in the page (basket count, offline notice, who is signed in, the language, the
 * order placed), on the device (IndexedDB) and on the server (the cart).
 *
 * Strings come from the language's catalogs (locales/<lang>/messages.po and account.po), so the same steps run in
 * English and in French. Each test registers at most one shopper (registration is rate-limited
 * per address for the whole run), only when its path signs in.
 */
import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test'
import { deviceRows } from './device-db'
import { expect, registerShopper, test, serviceWorkerControls } from './fixtures'
import { formatted, translated } from './catalogs'
import { journeyCoverage, journeyPaths, MAX_PATHS, MEANING, MAX_STEPS, type JourneyEvent, type JourneySnapshot, type JourneyState, type Lang } from './journey.model'

// ------------------------------------------------------------------ the language's words

/** The text the UI shows for a message in a language, its placeholders filled. */
function t(lang: Lang, id: string, values: Record<string, string | number> = {}): string {
  return translated(lang, id).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}

/** A message with any placeholder matching anything (for names the test does not know yet). */
const pattern = (lang: Lang, id: string) =>
  new RegExp(
    `^${t(lang, id)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\}/g, '.+')}$`,
  )

/** The header's basket link: "Basket, 1 line", "Basket, 2 lines" in the language's plural forms. */
const BASKET_LINES = 'Basket, {count, plural, one {# line} other {# lines}}'
const basketWithLines = (lang: Lang) =>
  new RegExp(
    `^(${[1, 2, 3, 5, 11, 100]
      .map((n) =>
        formatted(lang, BASKET_LINES, { count: n })
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/[0-9٠-٩]+/g, '[0-9٠-٩]+'),
      )
      .join('|')})$`,
  )

// ------------------------------------------------------------------ what the device and the server hold

interface DeviceLine {
  owner: string
  produceId: string
  quantity: number
  name: string
}

const deviceLines = async (page: Page): Promise<DeviceLine[]> =>
  (await deviceRows<DeviceLine>(page, 'basketLines')).map(({ owner, produceId, quantity, name }) => ({ owner, produceId, quantity, name }))

/** The signed-in shopper's farm cart on the server, read with the page's own cookies. */
async function serverCart(context: BrowserContext): Promise<Record<string, number>> {
  const res = await context.request.get(`${process.env.E2E_BASE_URL}/api/cart/farm`)
  expect(res.status(), await res.text()).toBe(200)
  const body = (await res.json()) as { data: { lines: { produceId: string; quantity: number }[] } }
  return Object.fromEntries(body.data.lines.map((l) => [l.produceId, l.quantity]))
}

// ------------------------------------------------------------------ the shopper, driven through the UI

class Shopper {
  lang: Lang = 'en'
  produce: { id: string } | null = null
  /** The quantity of the one basket line, as the shopper last set it. */
  quantity = 0
  account: { email: string; password: string } | null = null
  /** The page's API requests still waiting for an answer. */
  private readonly inFlight = new Set<Request>()

  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
    readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && this.inFlight.add(r))
    page.on('requestfinished', (r) => this.inFlight.delete(r))
    page.on('requestfailed', (r) => this.inFlight.delete(r))
  }

  t = (id: string, values?: Record<string, string | number>) => t(this.lang, id, values)
  get banner() {
    return this.page.getByRole('banner')
  }
  basketLink(lines: number) {
    return this.banner.getByRole('link', { name: lines ? formatted(this.lang, BASKET_LINES, { count: lines }) : this.t('Basket, empty'), exact: true })
  }
  get offlineNotice() {
    return this.page.getByRole('status').filter({ hasText: this.t("You're offline — showing what's saved on this device").split(' — ')[0]! })
  }
  /** The home page in the current language (`/`, `/fr`). */
  get home() {
    return new RegExp(`^${this.baseURL}/${this.lang === 'en' ? '' : `${this.lang}/?`}$`)
  }
  get produceCards() {
    return this.page.getByRole('list', { name: this.t('Produce'), exact: true }).getByRole('listitem')
  }

  async start() {
    // Produce of at least the market's minimum order (ZAR 50, decision 017), so one line can be ordered.
    await this.page.goto('/farm/produces?inStock=true&min=60')
    // The app's own list, not the page the server drew for this first visit: the drawing makes way
    // once the app's page is ready, or after 4 s whatever its state, and on a loaded machine that
    // was a list still loading (0 cards, and the journey's first step found no produce).
    await expect(this.page.locator('#snapshot')).toHaveCount(0)
    await expect(this.produceCards.first()).toBeVisible()
  }

  async perform(event: JourneyEvent) {
    const { page } = this
    switch (event.type) {
      case 'ADD_TO_CART': {
        // The first card with room for two more steps (so the basket can be edited and checked out).
        const cards = this.produceCards
        const count = await cards.count()
        for (let i = 0; i < count && !this.produce; i++) {
          const href = await cards.nth(i).getByRole('heading').getByRole('link').getAttribute('href')
          const id = href!.split('/').pop()!
          const res = await this.request.get(`/api/farm/produces/${id}`)
          const p = ((await res.json()) as { data: { stock: number | null; minQty: number; stepQty: number } }).data
          if (p.stock === null || p.stock >= p.minQty + 3 * p.stepQty) {
            await cards
              .nth(i)
              .getByRole('button', { name: pattern(this.lang, 'Add to basket, {name}') })
              .click()
            this.produce = { id }
          }
        }
        if (!this.produce) throw new Error('no produce on the first page has stock for the journey')
        await expect.poll(async () => (await this.myLines())[0]?.quantity ?? 0).toBeGreaterThan(0)
        this.quantity = (await this.myLines())[0]!.quantity
        return
      }
      case 'SWITCH_LANGUAGE': {
        await this.banner.getByRole('combobox', { name: this.t('Language'), exact: true }).selectOption(event.to)
        this.lang = event.to
        await expect(page.locator('html')).toHaveAttribute('lang', event.to)
        return
      }
      case 'GO_OFFLINE':
        await serviceWorkerControls(page)
        // Let the catalog sync's requests land first: under Chromium's emulation a response already
        // on its way still arrives after the switch, and the connectivity machine takes that answer
        // as proof that the network works. A network lost mid-request is not this journey's subject.
        await expect.poll(() => this.inFlight.size).toBe(0)
        await this.context.setOffline(true)
        return
      case 'RELOAD':
        await page.reload()
        return
      case 'EDIT_CART': {
        await this.openBasket()
        const line = (await this.myLines())[0]!
        await page.getByRole('button', { name: this.t('More {name}', { name: line.name }), exact: true }).click()
        await expect.poll(async () => (await this.myLines())[0]?.quantity).toBeGreaterThan(line.quantity)
        this.quantity = (await this.myLines())[0]!.quantity
        return
      }
      case 'COME_ONLINE':
        await this.context.setOffline(false)
        return
      case 'SIGN_IN': {
        this.account ??= await this.register()
        await this.banner.getByRole('link', { name: this.t('Sign in'), exact: true }).click()
        await expect(page).toHaveURL(/\/auth\/login/)
        const form = page.getByRole('main').locator('form')
        await form.getByLabel(this.t('E-mail or username'), { exact: true }).fill(this.account.email)
        await form.getByLabel(this.t('Password'), { exact: true }).fill(this.account.password)
        await form.getByRole('button', { name: this.t('Sign in'), exact: true }).click()
        await expect(page).not.toHaveURL(/\/auth\/login/)
        return
      }
      case 'SESSION_REVOKED': {
        // The server ends every session of the account (as "sign out everywhere" from another
        // device would); the page still holds its now-dead tokens and carries on shopping.
        const api = await playwrightRequest.newContext({ baseURL: this.baseURL, storageState: { cookies: await this.context.cookies(), origins: [] } })
        const res = await api.delete('/api/auth/session/logout?all=true', { headers: { origin: this.baseURL } })
        expect(res.status(), await res.text()).toBe(200)
        await api.dispose()
        // Carry on: open the basket. Its sync is the first request to meet the 401, and the app
        // may sign out and go home before the basket has shown, so nothing is awaited here.
        await this.banner.getByRole('link', { name: basketWithLines(this.lang) }).click()
        return
      }
      case 'CHECKOUT': {
        await this.openBasket()
        await page.getByRole('link', { name: this.t('Go to the farm basket'), exact: true }).click()
        await page.getByRole('button', { name: this.t('Checkout'), exact: true }).click()
        await page.getByRole('radio', { name: this.t("I'll pick it up"), exact: true }).check()
        await page.getByRole('radio', { name: this.t('Cash when I pick it up'), exact: true }).check()
        await page.getByRole('button', { name: this.t('Place order'), exact: true }).click()
        return
      }
    }
  }

  /** Asserts what the model's state means, in the page, on the device and on the server. */
  async check(state: JourneySnapshot) {
    const { page } = this
    await expect(page.locator('html')).toHaveAttribute('lang', this.lang)
    if (this.lang === 'en') expect(new URL(page.url()).pathname).not.toMatch(/^\/(fr|es|pt|ar|sw)(\/|$)/)
    else expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/${this.lang}(/|$)`))
    const signedOutHeader = async () => {
      await expect(this.banner.getByRole('link', { name: this.t('Sign in'), exact: true })).toBeVisible()
      await expect(this.banner.getByLabel(pattern(this.lang, 'Your account, {initials}'))).toHaveCount(0)
    }
    const guestLine = async () => expect(await this.myLines('guest')).toEqual([{ owner: 'guest', produceId: this.produce!.id, quantity: this.quantity, name: expect.any(String) }])
    switch (state.value as JourneyState) {
      case 'browsing':
        await expect(this.basketLink(0)).toBeVisible()
        await signedOutHeader()
        await expect(this.offlineNotice).toHaveCount(0)
        return
      case 'carted':
        await expect(this.basketLink(1)).toBeVisible()
        await signedOutHeader()
        await expect(this.offlineNotice).toHaveCount(0)
        await guestLine()
        return
      case 'offline':
      case 'reloadedOffline':
        await expect(this.offlineNotice).toBeVisible()
        await expect(this.basketLink(1)).toBeVisible()
        if (state.value === 'reloadedOffline') await expect(this.produceCards.first()).toBeVisible()
        await guestLine()
        return
      case 'editedOffline':
        await expect(page.getByRole('heading', { name: this.t('Your basket'), exact: true })).toBeVisible()
        await expect(this.offlineNotice).toBeVisible()
        await expect(this.basketLink(1)).toBeVisible()
        await guestLine()
        return
      case 'backOnline':
        await expect(this.offlineNotice).toHaveCount(0)
        await expect(this.basketLink(1)).toBeVisible()
        await guestLine()
        return
      case 'signedIn':
        await expect(this.banner.getByLabel(pattern(this.lang, 'Your account, {initials}'))).toBeVisible()
        await expect(this.banner.getByRole('link', { name: this.t('Sign in'), exact: true })).toHaveCount(0)
        await expect(this.basketLink(1)).toBeVisible()
        await expect
          .poll(() => this.myLines(), { timeout: 10_000 })
          .toEqual([{ owner: expect.not.stringMatching(/^guest$/), produceId: this.produce!.id, quantity: this.quantity, name: expect.any(String) }])
        await expect.poll(() => serverCart(this.context), { timeout: 15_000 }).toEqual({ [this.produce!.id]: this.quantity })
        return
      case 'sessionEnded': {
        // Signed out by the app itself after the 401, and taken home; the basket stays on the device.
        await expect(page).toHaveURL(this.home)
        await signedOutHeader()
        await expect(this.basketLink(0)).toBeVisible()
        const kept = (await deviceLines(page)).filter((l) => l.owner !== 'guest')
        expect(kept.map(({ produceId, quantity }) => ({ produceId, quantity }))).toEqual([{ produceId: this.produce!.id, quantity: this.quantity }])
        return
      }
      case 'ordered':
        await expect(page.getByText(this.t('Thank you, your order is placed'), { exact: true })).toBeVisible({ timeout: 15_000 })
        await expect(this.basketLink(0)).toBeVisible({ timeout: 15_000 })
        await expect.poll(() => serverCart(this.context), { timeout: 15_000 }).toEqual({})
        return
    }
  }

  /** The lines the current owner sees (or the given owner's). */
  async myLines(owner?: string): Promise<DeviceLine[]> {
    const all = await deviceLines(this.page)
    if (owner) return all.filter((l) => l.owner === owner)
    const signedIn = await this.banner
      .getByLabel(pattern(this.lang, 'Your account, {initials}'))
      .count()
      .then((n) => n > 0)
    return all.filter((l) => (signedIn ? l.owner !== 'guest' : l.owner === 'guest'))
  }

  async openBasket() {
    await this.banner.getByRole('link', { name: basketWithLines(this.lang) }).click()
    await expect(this.page.getByRole('heading', { name: this.t('Your basket'), exact: true })).toBeVisible()
  }

  async register() {
    const email = `journey-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
    const password = 'a basket of ripe tomatoes'
    const api = await playwrightRequest.newContext({ baseURL: this.baseURL })
    await registerShopper(api, { name: 'Nia', surname: 'Achieng', phone: '', email, credential: { identifier: email, secret: password } })
    await api.dispose()
    return { email, password }
  }
}

// ------------------------------------------------------------------ one test per generated path

const paths = journeyPaths()

test.describe('shopper journeys generated from the model', () => {
  test(`the ${paths.length} journeys reach every state and transition of the model (≤ ${MAX_PATHS} paths, ≤ ${MAX_STEPS} steps)`, () => {
    expect(journeyCoverage(paths)).toEqual({ states: [], transitions: [], graphStates: [], graphEdges: [] })
  })

  for (const path of paths) {
    test(path.description, async ({ page, context, request, baseURL, consoleErrors }) => {
      test.setTimeout(45_000)
      const shopper = new Shopper(page, context, request, baseURL!)
      try {
        for (const [i, step] of path.steps.entries()) {
          const { value, context: model } = step.state as JourneySnapshot
          const title = `${i === 0 ? 'start' : step.event.type} → ${String(value)} (${model.lang}): ${MEANING[value as JourneyState]}`
          await test.step(title, async () => {
            if (i === 0) await shopper.start()
            else await shopper.perform(step.event as JourneyEvent)
            await shopper.check(step.state as JourneySnapshot)
          })
        }
      } finally {
        // Errors this path caused on purpose (kept out of the report even when a step failed):
        // requests refused while offline, the 401s of the revoked session.
        const types = new Set(path.steps.map((s) => s.event.type))
        const expected = [
          // (ERR_FAILED: the same refusal when the request went through the service worker.)
          ...(types.has('GO_OFFLINE') ? [/^Failed to load resource: net::(ERR_INTERNET_DISCONNECTED|ERR_FAILED)$/] : []),
          ...(types.has('SESSION_REVOKED') ? [/^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/] : []),
        ]
        consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.some((re) => re.test(e))))
      }
    })
  }
})
