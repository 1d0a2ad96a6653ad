/**
 * Playwright fixtures: the base URL of the server started by global-setup; a page that fails its
 * test on any console error or uncaught exception; a shopper account per worker (registered once:
 * registration is rate-limited per address) signed in afresh for each test; the e-mails the server wrote.
 */
import path from 'node:path'
import { test as base, expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test'
import { codeFromMailDir, mailFileTo, registerByMail } from '../../server/test/mail-files'
import { DEFAULT_SERVICES, setOpenServices, type Service } from '../../src/api/services-contract'

export interface Shopper {
  email: string
  password: string
  cookies: Cookie[]
}

/**
 * The two servers global-setup starts on the one build: the spec's (SERVICES unset, farm alone) and
 * the all-five one (SERVICES=farm,food,grocery,chef,cookbook, its own DATA_DIR). A Playwright
 * project names the services it runs with (`use: { services }` in playwright.config.ts); a worker
 * runs one project only, so the worker points E2E_BASE_URL and E2E_DATA_DIR (which the helpers
 * here and in ./back-office-people.ts read) at that project's server, and holds the same open
 * services as that server (`serviceIsOpen`, read by ./route-table.ts and by specs to skip).
 */
export interface ServicesWorker {
  services: readonly Service[]
  /** The server of this worker's project. */
  servicesServer: { url: string; dataDir: string }
}

export const test = base.extend<{ consoleErrors: string[]; shopper: Shopper }, { shopperAccount: Omit<Shopper, 'cookies'> } & ServicesWorker>({
  services: [DEFAULT_SERVICES, { scope: 'worker', option: true }],
  servicesServer: [
    async ({ services }, use) => {
      const allFive = services.length > 1
      if (allFive) {
        if (!process.env.E2E_SERVICES_BASE_URL) throw new Error('global-setup started no all-five server (E2E_SERVICES_BASE_URL is unset)')
        process.env.E2E_BASE_URL = process.env.E2E_SERVICES_BASE_URL
        process.env.E2E_DATA_DIR = process.env.E2E_SERVICES_DATA_DIR
      }
      setOpenServices({ services: [...services], since: Date.now() }, { force: true })
      await use({ url: process.env.E2E_BASE_URL!, dataDir: process.env.E2E_DATA_DIR! })
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ servicesServer }, use) => {
    await use(servicesServer.url)
  },
  consoleErrors: [
    async ({ page, servicesServer }, use) => {
      const errors: string[] = []
      const origin = servicesServer.url
      // A path the server knows no page for is answered 404 with the not-found page (issue 27): the
      // page is what it should be, and the browser logs the document's status, which is no app error.
      const notFoundPages = new Set<string>()
      // A checkout refused with a 409 (stock, or prices changed: decision 014) is an answer the checkout
      // screen shows (old → new, asking again); the browser still logs the status. Noted when the
      // request leaves, so the note is there before the browser's log line.
      const checkouts = new Set<string>()
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') checkouts.add(request.url())
      })
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document') notFoundPages.add(response.url())
      })
      page.on('console', (msg) => {
        if (/^Failed to load resource: the server responded with a status of 404/.test(msg.text()) && notFoundPages.has(msg.location().url)) return
        if (/^Failed to load resource: the server responded with a status of 409/.test(msg.text()) && checkouts.has(msg.location().url)) return
        // Our storefront's errors only: a third-party page (the OpenID provider) is not ours to judge.
        // A 401 is an answer the app handles (the session machine signs the shopper out), not an
        // app error; the browser still logs the refused request, so that one message is ignored.
        if (/^Failed to load resource: the server responded with a status of 401/.test(msg.text())) return
        if (msg.type() === 'error' && (!msg.location().url || msg.location().url.startsWith(origin))) errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      expect(errors, 'the browser console reported errors').toEqual([])
    },
    { auto: true },
  ],
  shopperAccount: [
    async ({ browser, servicesServer }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: servicesServer.url })
      const email = `shopper-${workerInfo.workerIndex}-${Date.now()}@example.com`
      const password = 'a quiet walk in the market'
      await registerShopper(context.request, { name: 'Amina', surname: 'Walker', phone: '', email, credential: { identifier: email, secret: password } })
      await context.close()
      await use({ email, password })
    },
    { scope: 'worker' },
  ],
  // A fresh session per test: refresh tokens rotate, so one test's session must never be replayed
  // by the next (a replayed refresh token revokes its whole family, as it should).
  shopper: async ({ browser, shopperAccount, servicesServer }, use) => {
    const context = await browser.newContext({ baseURL: servicesServer.url })
    const res = await context.request.post('/api/auth/account/authenticate', {
      data: { identifier: shopperAccount.email, secret: shopperAccount.password },
    })
    if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`)
    const cookies = await context.cookies()
    await context.close()
    await use({ ...shopperAccount, cookies })
  },
})

/** The newest e-mail the server wrote for this address (DATA_DIR/mail/*.eml), waiting for it. */
export function mailTo(address: string, containing = '', timeoutMs = 10_000): Promise<{ text: string; links: string[] }> {
  return mailFileTo(path.join(process.env.E2E_DATA_DIR!, 'mail'), address, containing, timeoutMs)
}

/**
 * Registers through the API as the register screen does (decision 012): the form, the code the
 * server e-mailed, the confirmation, whose session cookies stay in `request`'s context.
 */
export async function registerShopper(request: APIRequestContext, input: { email: string } & Record<string, unknown>): Promise<void> {
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { data })
    return { status: res.status(), text: await res.text() }
  }
  const res = await registerByMail(post, input, codeFromMailDir(process.env.E2E_DATA_DIR!))
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`)
}

/**
 * Resolves once a service worker controls the page (the first one claims the page it installs
 * from, after precaching the shell and every route chunk): from then on the app opens offline.
 */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
}

export { expect }

/** The only console error an offline page may log: the API calls the network refused. */
export const REFUSED_OFFLINE = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/

/** Console errors of a page the fixture does not watch (a second page of the context). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

/**
 * The real server's farm answers held back, as a slow link would, until `release()`: a first visit
 * is drawn and the app starts, but its catalog does not arrive. Opens `path` and returns once the
 * app has asked for the produce list.
 */
export async function openWithCatalogHeld(page: Page, path: string): Promise<{ release: () => void }> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/farm/**', async (route) => {
    await held
    await route.continue()
  })
  const pulling = page.waitForRequest('**/api/farm/produces?**')
  await page.goto(path)
  await pulling
  return { release }
}
