/**
 * Every route of the spec's table in all six languages (generated from one list): the server
 * answers it (its status, asked directly); the page is loaded from the server in English and
 * reached by a move in the app in the other five (announced to a screen reader with the new
 * page's title); it shows a visible heading, has the right `lang` and `dir`, logs no console
 * error and does not overflow a 360 px screen. A closed service's pages are its layout's one 404
 * (decision 045): the walk opens its folder's page and its pages outside the folder, and
 * tests/e2e/services-config.spec.ts asks the server for the rest (decision 052).
 *
 * Then each page is checked as a shopper is left with it: the app's own page, complete (the app's
 * `isPageReady`: lists drawn). On every route in every language: each control an author named has
 * a name that contains its visible text (WCAG 2.5.3 Label in Name), and headings skip no level
 * (./a11y-checks.ts, tens of milliseconds a page). An axe scan, with every menu open (the mobile
 * menu, the account menu, the notifications panel, the colours, the FAQ), with every rule axe runs
 * by default and its experimental Label in Name rule, fails on a serious or critical violation, a
 * skipped heading level or a name without its label; the two checks above run on those pages with
 * the menus open too. It runs on every route in English and in Arabic (right to left), and on
 * every route in one of the other four languages, taken in turn: each route is scanned in three
 * languages, each language on a quarter of the routes or more. A scan costs 1-2 s (axe.run in the
 * page; every default rule costs 1.3-1.5 times the WCAG A and AA ones), and what it finds is rarely in
 * one Latin-script language only (the catalogs are complete: `lingui compile --strict` fails on a
 * missing message); what a translation can break (a name that no longer holds its label) the
 * checks see in every language. The not-found page that every catch-all route shows is scanned
 * once per language. On the `services` project (the four other services' routes) each route is
 * scanned once, in a language taken in turn over all six.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { isPageReady } from '../../src/ui/page-snapshot'
import { a11yProblems, closeMenus, openMenus } from './a11y-checks'
import { translated } from './catalogs'
import { expect, test } from './fixtures'
import { catalogIds, LOCALES, localized, newServiceOf, routeTable, type RouteCase } from './route-table'

test.use({ viewport: { width: 360, height: 740 } })

// The 404 heading as each catalog translates it.
const NOT_FOUND = Object.fromEntries(LOCALES.map((l) => [l, translated(l, 'This page could not be found')]))

// The ids are read once from the real server's catalog (fresh database, real seed).
let table: RouteCase[] = []
test.beforeAll(async ({ request }) => {
  table = routeTable(await catalogIds(request))
})

// Two tests per language (the public pages; the account area and the not-found pages, signed in),
// each visiting its routes in one browser context, without paying a new context per route: full
// page loads, as a shopper arriving from a link elsewhere would, or moves in the app (`loadedIn`).
// Checks are soft: one test reports every route that is wrong, each under its own step.
//
// On the `services` project (all five open, tagged @services: playwright.config.ts), the four new
// services' routes instead (their landing, tabs, lists, details with rows of their seeds, join
// pages, baskets and catch-alls, and their signed-in account pages: the chef's /account/bookings,
// the cookbook's /account/library), a test per service and language, signed in where the service
// has such a page; the rest of the table is the spec's build's, walked on the `chromium` project,
// where the four are closed and their routes the not-found page.
interface Group {
  name: string
  signedIn: boolean
  pick: (r: RouteCase) => boolean
  tag?: string
}
const GROUPS: readonly Group[] = [
  { name: 'public pages', signedIn: false, pick: (r) => !r.signedIn && !r.notFound },
  { name: 'account and not-found pages', signedIn: true, pick: (r) => !!r.signedIn || !!r.notFound },
  ...(['food', 'grocery', 'chef', 'cookbook'] as const).map((service) => ({
    name: `${service} pages, every service open`,
    // Whether it has signed-in pages is the table's to say (read in beforeAll).
    signedIn: false,
    tag: '@services',
    pick: (r: RouteCase) => newServiceOf(r) === service,
  })),
]

const FULL_SCAN = new Set<string>(['en', 'ar'])
const TURNS = LOCALES.filter((l) => !FULL_SCAN.has(l))
/** Whether the route at this index of the table gets an axe scan in this language. */
const scannedIn = (locale: string, index: number) => FULL_SCAN.has(locale) || TURNS.indexOf(locale as (typeof TURNS)[number]) === index % TURNS.length
/**
 * On the `services` project each route is scanned once, in one language taken in turn over all six
 * (right to left included): the four services draw their screens from one engine
 * (src/features/services/, descriptors), the same components the farm's routes are scanned with in
 * three languages each; a service adds words and rows, which the checks above see everywhere. Three
 * scans a route there were a fifth of the browser tests' time (CI, issue 34).
 */
const scannedOnceIn = (locale: string, index: number) => LOCALES.indexOf(locale as (typeof LOCALES)[number]) === index % LOCALES.length

/**
 * Whether a route is loaded from the server in this language (a full page load, as a shopper
 * arriving from a link elsewhere: the server's drawn first paint, the app started on that page):
 * in English, every route. In the other five (Arabic's right to left included) the route is
 * reached by a move in the app, as a shopper following links does: a full load is 0.5-0.8 s on an
 * idle machine and 2-3 s on a loaded one, a move a third of that. What the server answers for
 * every route in every language (its status) is asked directly first.
 */
const loadedIn = (locale: string) => locale === 'en'

/**
 * Moves the app to `href` (history.pushState, which the router follows) and resolves with what the
 * page's live region announced (src/ui/route-announcer.tsx): the new page is rendered and its
 * title set. Fails if nothing is announced within 15 s.
 */
function navigateInApp(page: Page, href: string): Promise<string> {
  return page.evaluate(
    (to) =>
      new Promise<string>((resolve, reject) => {
        const announcer = document.getElementById('route-announcer')
        if (!announcer) return reject(new Error(`no route announcer on ${location.pathname}`))
        const timer = setTimeout(() => reject(new Error(`nothing announced after moving to ${to}`)), 15_000)
        // The announcer empties its text before saying the new page; a move into or out of the
        // root's not-found page (a closed service's area) draws a new shell and a new announcer.
        let cleared = false
        const observer = new MutationObserver(() => {
          const now = document.getElementById('route-announcer')
          if (!now) return
          if (now !== announcer || !now.textContent) cleared = true
          if (!cleared || !now.textContent) return
          observer.disconnect()
          clearTimeout(timer)
          resolve(now.textContent)
        })
        observer.observe(document.body, { childList: true, characterData: true, subtree: true })
        history.pushState(null, '', to)
      }),
    href,
  )
}

/** axe rules that fail the walk at any impact (axe rates a skipped heading level "moderate"). */
const ALWAYS_FAIL = new Set(['heading-order', 'label-content-name-mismatch'])

for (const locale of LOCALES) {
  for (const group of GROUPS) {
    test(`${locale}: ${group.name}`, { tag: group.tag ? [group.tag] : [] }, async ({ page, context, shopper }) => {
      test.setTimeout(240_000)
      if (group.signedIn || table.some((r) => r.signedIn && group.pick(r))) await context.addCookies(shopper.cookies)
      if (group.tag) expect(table.filter(group.pick).length, 'routes of this service in the table').toBeGreaterThan(5)
      // The sign-in area's pages sign a signed-in shopper out (src/features/auth/auth-layout.tsx):
      // walked last, after every page that needs the session (the account's, the portal's).
      // Pages walked by loading them (`fullLoad`) come after every move in the app, and before the
      // sign-in area's (an account page needs the session).
      const order = (r: RouteCase) => (r.path.startsWith('/auth/') ? 2 : r.fullLoad ? 1 : 0)
      const walked = table.filter(group.pick).sort((a, b) => order(a) - order(b))
      // The server's status for every route of the group in this language, asked directly (once
      // installed, the service worker answers a page's navigations with the shell).
      await test.step('the server answers every route', async () => {
        for (const current of walked) {
          const href = localized(locale, current.path)
          expect.soft((await page.request.get(href)).status(), href).toBe(current.status)
        }
      })
      for (const current of walked) {
        // axe as the header says; the catch-all routes all render the one not-found page, which is
        // scanned once per language (the others are checked for everything else).
        const scan = group.tag
          ? scannedOnceIn(locale, table.indexOf(current))
          : current.notFound
            ? current === table.find((r) => r.notFound && group.pick(r))
            : scannedIn(locale, table.indexOf(current))
        await test.step(`${localized(locale, current.path)}${current.notFound ? ' (404)' : ''}`, async () => {
          const href = localized(locale, current.path)
          if (!loadedIn(locale) && !current.fullLoad && page.url() !== 'about:blank') {
            // As a shopper's tap, only once the app has taken over from the page the server drew
            // (which is inert, and holds a copy of the announcer that goes with it): a move pushed
            // while the drawing was up was never announced (a CI run, after /sw).
            await expect(page.locator('#snapshot')).toHaveCount(0, { timeout: 15_000 })
            const announced = await navigateInApp(page, href)
            expect.soft(announced, 'the page announced to a screen reader').toBe(await page.title())
          } else {
            const response = await page.goto(href)
            // Once installed, the service worker answers a 404's navigation with the shell (200).
            expect.soft(current.status === 404 ? [200, 404] : [200]).toContain(response?.status())
          }
          await expect.soft(page.locator('html')).toHaveAttribute('lang', locale)
          await expect.soft(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
          const heading = page.getByRole('heading', { level: 1 }).first()
          await expect(heading).toBeVisible()
          if (current.notFound) await expect.soft(heading).toHaveText(NOT_FOUND[locale]!)
          else await expect.soft(page.getByText(NOT_FOUND[locale]!)).toHaveCount(0)
          // Checked as the shopper is left with it: the drawn first paint (or a stored snapshot) has
          // made way for the app's own page, and that page is ready by the app's own test (its
          // lists drawn: a card grid is aria-busy until its last card is in).
          await expect(page.locator('#snapshot')).toHaveCount(0, { timeout: 15_000 })
          await page.waitForFunction(isPageReady, await page.locator('#root').elementHandle(), { timeout: 15_000 })
          // A service's account page is walked as its shopper sees it, not as the sign-in page a visitor is sent to.
          if (group.tag && current.signedIn) expect.soft(new URL(page.url()).pathname, 'still on the signed-in page').toBe(href)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          expect.soft(overflow, 'horizontal overflow at 360 px').toBeLessThanOrEqual(0)
          // Where axe scans, with every menu open, as a shopper opens them (./a11y-checks.ts): the
          // menus are the same on every route, and each language opens them on a quarter of its
          // routes or more, signed in and out; elsewhere the page's own content is checked.
          if (scan) await page.evaluate(openMenus)
          const problems = await page.evaluate(a11yProblems)
          expect.soft(problems.labelInName, 'controls whose name leaves out their visible text (WCAG 2.5.3)').toEqual([])
          expect.soft(problems.headingOrder, 'headings that skip a level').toEqual([])
          if (scan) {
            // axe.run in the page itself (legacy mode): the default mode finishes each run in a new
            // blank page, which cost ~1 s a scan, half of it. Our pages have no frames to collect.
            // Every rule axe runs by default (WCAG 2.0-2.2 A and AA, best practices), and its
            // experimental Label in Name rule; any serious or critical violation fails, and so does
            // any of the two rules of the checks above, whatever axe rates them.
            const axe = await new AxeBuilder({ page })
              .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
              .setLegacyMode()
              .analyze()
            const failing = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS_FAIL.has(v.id))
            expect
              .soft(
                failing.map(
                  (v) =>
                    `${v.id}: ${v.nodes
                      .map((n) => n.target.join(' '))
                      .slice(0, 3)
                      .join(', ')}`,
                ),
              )
              .toEqual([])
            await page.evaluate(closeMenus)
          }
        })
      }
    })
  }
}
