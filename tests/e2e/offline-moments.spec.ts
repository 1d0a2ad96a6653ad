/**
 * Offline at every moment of a first visit (issue 28): from the moment the first page is shown,
 * every kind of route reachable by a link opens offline, with the data on the device and in its
 * language; a language whose words are not on the device shows English words with a notice, never
 * message ids, and switches to its own words once they arrive.
 *
 * Three moments: right after the first paint, once the files links reach have arrived (seconds
 * later; no service worker yet: here none at all, as before its install, which waits for the end
 * of the start-up), during the worker's install, and after it controls the page. Run against the
 * built storefront (`npm run build`).
 */
import type { BrowserContext, Page } from '@playwright/test'
import { messageIds, translated } from './catalogs'
import { readManifest, routeFiles, SHELL_LINKED } from '../../scripts/build-manifest'
import { expect, serviceWorkerControls, test } from './fixtures'
import type { PagesContent } from '../../src/features/pages/page-content'

/** A static page's title in a language (its text module, src/features/pages/content). */
const pageTitle = async (lang: Lang, slug: keyof PagesContent) => ((await import(`../../src/features/pages/content/pages.${lang}.ts`)) as { pages: PagesContent }).pages[slug].title

type Lang = 'en' | 'fr' | 'es' | 'pt' | 'ar' | 'sw'

const CHUNK_ERROR = 'This part of the shop could not be loaded. Check your connection and try again.'
const NOTICE = /in English/

/** The browser's refusals of what the app asks for offline (API pulls; through the worker, a language's words): not app errors. */
const OFFLINE_NOISE = /^Failed to load resource: net::(ERR_INTERNET_DISCONNECTED|ERR_FAILED)$|Could not load the \w+ (\w+ )?catalog/

const ids = messageIds()

/** The page shows no message id where words belong, and not the "could not be loaded" page. */
async function expectWords(page: Page, lang: Lang) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(translated(lang, CHUNK_ERROR))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(CHUNK_ERROR)
  const words = (await page.locator('body').innerText()).split(/[^\w+/]+/)
  expect(
    words.filter((w) => ids.has(w)),
    'message ids on the page',
  ).toEqual([])
}

/** Words of the page in `lang`: its <html lang> and the main menu's link to the farm, in that language. */
async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByRole('navigation', { name: translated(lang, 'Main') }).getByRole('link', { name: translated(lang, 'Farm'), exact: true })).toBeVisible()
}

/**
 * Offline, from the produce list, by links: a produce, its farmer, the farm catalog, the produce
 * list again, home, a static page, the basket and sign-in, each drawn in `lang`.
 */
async function walkOffline(page: Page, lang: Lang) {
  const t = (msgid: string) => translated(lang, msgid)
  const cards = page.getByRole('list', { name: t('Produce') }).getByRole('listitem')
  const produceLink = cards.first().getByRole('heading').getByRole('link')
  const produceName = (await produceLink.textContent())!.trim()
  await produceLink.click()
  await expect(page.getByRole('heading', { level: 1, name: produceName })).toBeVisible()
  await expectWords(page, lang)
  await expectLanguage(page, lang)

  await page.locator('main a[href*="/farm/farmers/"]').first().click()
  await expect(page).toHaveURL(/\/farm\/farmers\/[^/]+$/)
  await expectWords(page, lang)

  await page
    .getByRole('navigation', { name: t('Main') })
    .getByRole('link', { name: t('Farm'), exact: true })
    .click()
  await expect(page).toHaveURL(/\/farm$/)
  await expectWords(page, lang)
  await page
    .getByRole('navigation', { name: t('Farm market') })
    .getByRole('link', { name: t('Produce'), exact: true })
    .click()
  await expect(cards.first()).toBeVisible()
  await expectWords(page, lang)

  await page.getByRole('link', { name: 'Malewa' }).first().click()
  await expect(page).toHaveURL(lang === 'en' ? /\/$/ : new RegExp(`/${lang}$`))
  await expectWords(page, lang)

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('About us') })
    .click()
  await expect(page).toHaveURL(/\/pages\/about$/)
  await expectWords(page, lang)
  await expectLanguage(page, lang)

  await page.getByRole('link', { name: t('Basket, empty') }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expectWords(page, lang)

  await page
    .getByRole('banner')
    .getByRole('link', { name: t('Sign in'), exact: true })
    .click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expectWords(page, lang)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Sign in'))
  await expectLanguage(page, lang)
}

/**
 * Offline, a language never opened online: English words and the notice, never ids; on a static
 * page and on sign-in (the account area's words). Back online, the language's own words replace them.
 */
async function chooseUnseenLanguage(page: Page, context: BrowserContext, lang: Lang) {
  await page.getByRole('combobox', { name: /Language|Langue|اللغة|Idioma|Lugha/ }).selectOption(lang)
  await expect(page).toHaveURL(new RegExp(`/${lang}/auth/login$`))
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible()
  await expectWords(page, 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/pages/about$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await pageTitle('en', 'about'))
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible()
  await expectWords(page, 'en')

  await context.setOffline(false)
  // The page's own text (its language's static-page module) and the menus' words.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await pageTitle(lang, 'about'), { timeout: 15_000 })
  await expectLanguage(page, lang)
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0)
  await expectWords(page, lang)
}

/** A first visit to the produce list, online, until its cards are drawn. */
async function firstVisit(page: Page, lang: Lang) {
  await page.goto(lang === 'en' ? '/farm/produces' : `/${lang}/farm/produces`)
  await expect(
    page
      .getByRole('list', { name: translated(lang, 'Produce') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible()
}

/**
 * Until the files the build lists for offline use (index.html's `malewa-offline-files`) have all
 * arrived (fetched by the page or kept by its fetching worker): seconds after the first paint (decision 015). A build without the list has none to wait for.
 */
async function offlineFilesArrived(page: Page, share = 1) {
  await page.waitForFunction(
    (share) => {
      const all = (document.querySelector('meta[name="malewa-offline-files"]')?.getAttribute('content') ?? '').split(/\s+/).filter(Boolean)
      // The list is smallest first (vite.config.ts): a share of it is its smallest files. All of
      // it: the page language's words and static-page texts and English's too (fetched first).
      const lang = document.documentElement.lang
      const words = (document.querySelector('meta[name="malewa-offline-words"]')?.getAttribute('content') ?? '')
        .split(/\s+/)
        .filter((entry) => entry.startsWith(`${lang}:`) || entry.startsWith('en:'))
        .map((entry) => entry.slice(entry.indexOf(':') + 1))
      const listed = [...(share === 1 ? words : []), ...all.slice(0, Math.ceil(all.length * share))]
      const arrived = new Set([
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
          .map((entry) => new URL(entry.name).pathname),
        // Kept by the page's fetching worker (its requests are in its own timeline): a mark each.
        ...(performance.getEntriesByName('malewa:offline-file', 'mark') as PerformanceMark[]).map((mark) => String(mark.detail)),
      ])
      return listed.every((path) => arrived.has(path))
    },
    share,
    { timeout: 30_000, polling: 100 },
  )
}

const quietOffline = (errors: string[]) => errors.splice(0, errors.length, ...errors.filter((e) => !OFFLINE_NOISE.test(e)))

test.describe('right after the first paint, before any service worker', () => {
  test.use({ serviceWorkers: 'block' })

  test('offline just after the first paint, every kind of route opens by its link in French, and Portuguese, never opened, shows English with a notice until its words arrive', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    await firstVisit(page, 'fr')
    await offlineFilesArrived(page)
    await context.setOffline(true)
    await walkOffline(page, 'fr')
    await chooseUnseenLanguage(page, context, 'pt')
    quietOffline(consoleErrors)
  })

  test("offline once the first quarter of the offline files arrived (the smallest: route entries), the catalog's routes open by their links: a produce seen in the list, its farmer, the farm, the list", async ({
    page,
    context,
    consoleErrors,
  }) => {
    // The catalog's routes share one chunk with the first catalog page (vite.config.ts); each
    // route's entry is a one-line facade importing it, listed first (smallest first), so the
    // catalog opens offline after the first round trips, long before the large chunks arrive.
    await firstVisit(page, 'fr')
    await offlineFilesArrived(page, 1 / 4)
    await context.setOffline(true)
    const t = (msgid: string) => translated('fr', msgid)
    const cards = page.getByRole('list', { name: t('Produce') }).getByRole('listitem')
    const produceLink = cards.first().getByRole('heading').getByRole('link')
    const produceName = (await produceLink.textContent())!.trim()
    await produceLink.click()
    await expect(page.getByRole('heading', { level: 1, name: produceName })).toBeVisible()
    await expectWords(page, 'fr')
    await page.locator('main a[href*="/farm/farmers/"]').first().click()
    await expect(page).toHaveURL(/\/farm\/farmers\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page
      .getByRole('navigation', { name: t('Main') })
      .getByRole('link', { name: t('Farm'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/farm$/)
    await page
      .getByRole('navigation', { name: t('Farm market') })
      .getByRole('link', { name: t('Produce'), exact: true })
      .click()
    await expect(cards.first()).toBeVisible()
    await expectWords(page, 'fr')
    quietOffline(consoleErrors)
  })

  test("the files links reach are fetched by a worker of their own, not on the page's thread, starting as soon as the first page is shown", async ({ page }) => {
    // Pictures that take their time (a slow network): the load event waits for every one of them.
    await page.route('**/img/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000))
      await route.continue()
    })
    await firstVisit(page, 'en')
    await offlineFilesArrived(page)
    await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: 30_000 })
    const seen = await page.evaluate(() => {
      const listed = new Set((document.querySelector('meta[name="malewa-offline-files"]')?.getAttribute('content') ?? '').split(/\s+/).filter(Boolean))
      const byPage = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType === 'fetch' && listed.has(new URL(e.name).pathname))
      const began = performance.getEntriesByName('malewa:offline-files', 'mark')[0]?.startTime
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
      return { byPage: byPage.length, kept: performance.getEntriesByName('malewa:offline-file', 'mark').length, began, load }
    })
    // The page's own timeline has none of them (its thread did not run those requests)...
    expect(seen.byPage).toBe(0)
    expect(seen.kept).toBeGreaterThan(20)
    // ...and they did not wait for the load event (every picture of the page) as they once did.
    expect(seen.began).toBeDefined()
    expect(seen.began!).toBeLessThan(seen.load)
  })

  test('offline once the files of the routes every page links to have arrived (before the account area’s), the basket, sign-in and a static page open by their links, in Swahili', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // Those routes' files, by the build's manifest: each route module and every chunk it imports.
    const manifest = readManifest()
    const linked = routeFiles(manifest, SHELL_LINKED)
    const account = manifest['src/routes/{-$locale}/account/index.tsx?tsr-split=component']!.file

    await firstVisit(page, 'sw')
    const listed = await page.evaluate(() => (document.querySelector('meta[name="malewa-offline-files"]')?.getAttribute('content') ?? '').split(/\s+/).filter(Boolean))
    const needed = listed.filter((path) => linked.has(path))
    expect(needed.length).toBeGreaterThan(3)
    // They come before the account area's (reached only after signing in, online).
    expect(Math.max(...needed.map((path) => listed.indexOf(path)))).toBeLessThan(listed.indexOf(`/${account}`))
    await page.waitForFunction(
      (needed) => {
        const arrived = new Set([
          ...performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
          ...(performance.getEntriesByName('malewa:offline-file', 'mark') as PerformanceMark[]).map((mark) => String(mark.detail)),
        ])
        return needed.every((path) => arrived.has(path))
      },
      needed,
      { timeout: 30_000, polling: 50 },
    )
    await context.setOffline(true)
    const t = (msgid: string) => translated('sw', msgid)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('About us') })
      .click()
    await expect(page).toHaveURL(/\/sw\/pages\/about$/)
    await expectWords(page, 'sw')
    await page.getByRole('link', { name: t('Basket, empty') }).click()
    await expect(page).toHaveURL(/\/sw\/cart$/)
    await expectWords(page, 'sw')
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('Sign in'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/sw\/auth\/login$/)
    await expectWords(page, 'sw')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Sign in'))
    quietOffline(consoleErrors)
  })

  test('offline just after the first paint in Arabic, every kind of route opens by its link, right to left', async ({ page, context, consoleErrors }) => {
    test.setTimeout(90_000)
    await firstVisit(page, 'ar')
    await offlineFilesArrived(page)
    await context.setOffline(true)
    await walkOffline(page, 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    quietOffline(consoleErrors)
  })
})

test("offline during the service worker's install, every kind of route opens by its link in Arabic", async ({ page, context, consoleErrors }) => {
  test.setTimeout(90_000)
  // The network goes the moment the worker starts installing.
  await page.exposeFunction('goOffline', () => context.setOffline(true))
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = async function (...args: Parameters<typeof register>) {
      const registration = await register.apply(this, args)
      const whenInstalling = () => {
        if (registration.installing) void (window as unknown as { goOffline: () => Promise<void> }).goOffline()
      }
      whenInstalling()
      registration.addEventListener('updatefound', whenInstalling)
      return registration
    }
  })
  await firstVisit(page, 'ar')
  await expect.poll(() => page.evaluate(() => navigator.onLine), { timeout: 30_000 }).toBe(false)
  await walkOffline(page, 'ar')
  quietOffline(consoleErrors)
})

test('offline once the service worker controls the page, every kind of route opens by its link in English, and Spanish, never opened, shows English with a notice until its words arrive', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  await firstVisit(page, 'en')
  await serviceWorkerControls(page)
  await context.setOffline(true)
  await walkOffline(page, 'en')
  await chooseUnseenLanguage(page, context, 'es')
  quietOffline(consoleErrors)
})

test('offline once the service worker controls the page, a language never opened shows English words with the notice, never message ids, and its own once back online', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  await firstVisit(page, 'fr')
  await serviceWorkerControls(page)
  const firstName = (lang: Lang) =>
    page
      .getByRole('list', { name: translated(lang, 'Produce') })
      .getByRole('listitem')
      .first()
      .getByRole('heading')
  const frenchName = (await firstName('fr').textContent())!.trim()
  const produceId = (await firstName('fr').getByRole('link').getAttribute('href'))!.split('/').pop()!
  const swahili = await (await page.request.get(`/api/farm/produces/${produceId}`, { headers: { 'Accept-Language': 'sw', Accept: 'application/json' } })).json()
  // The produce's names differ between the two languages, so the test can tell which rows are shown.
  expect((swahili.data as { name: string }).name).not.toBe(frenchName)
  await context.setOffline(true)
  await page.getByRole('combobox', { name: translated('fr', 'Language') }).selectOption('sw')
  await expect(page).toHaveURL(/\/sw\/farm\/produces$/)
  const notice = page.getByRole('status').filter({ hasText: NOTICE })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Kiswahili')
  await expectWords(page, 'en')
  // The heading in English words; the produce as the device holds it (in French: Swahili's rows are not on this device), said so.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('en', 'Fresh produce'))
  await expect(firstName('en')).toHaveText(frenchName)
  await expect(page.getByRole('status').filter({ hasText: 'Produce and farmers are shown in Français: their Kiswahili descriptions are not on this device yet' })).toBeVisible()
  // A page opened afresh in that language, offline (the worker's shell): the same, never ids.
  await page.reload()
  await expect(notice).toBeVisible()
  await expectWords(page, 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('en', 'Fresh produce'))

  await context.setOffline(false)
  await expectLanguage(page, 'sw')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('sw', 'Fresh produce'))
  await expect(notice).toHaveCount(0)
  // The list in Swahili's own rows (its own order): the first card's name is the API's Swahili name for it.
  await expect(firstName('sw')).not.toHaveText(frenchName, { timeout: 15_000 })
  const shownId = (await firstName('sw').getByRole('link').getAttribute('href'))!.split('/').pop()!
  const shown = await (await page.request.get(`/api/farm/produces/${shownId}`, { headers: { 'Accept-Language': 'sw', Accept: 'application/json' } })).json()
  await expect(firstName('sw')).toHaveText((shown.data as { name: string }).name)
  await expect(page.getByRole('status').filter({ hasText: 'Français' })).toHaveCount(0)
  quietOffline(consoleErrors)
})
