/**
 * Draws a catalog page on the server for a shopper's first visit (decision 009), in a worker
 * thread of the API server (server/first-paint.ts), so that the page paints before its scripts
 * have downloaded and run.
 *
 * The worker is a fresh device (./device.ts): it keeps its own copy of each market's catalog with
 * the storefront's own sync layer (`pullCatalog`, against this server's API, refreshed when older
 * than FRESH_MS) and renders the storefront's own routes and screens over it, signed out, with
 * the market's default store. Only what a page shows before any script runs is drawn: effects do
 * not run, so `Later` parts stay out and lists show their first screen (useStaged).
 *
 * One page at a time (Lingui's active language is global); a page whose catalog is not on this
 * "device" yet is not drawn (the server then sends the plain shell), and its pull goes on.
 */
import './device'
import { I18nProvider } from '@lingui/react'
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router'
import { renderToStringAsync } from 'preact-render-to-string'
import { parentPort } from 'node:worker_threads'
import { baseApi } from '../api/clients'
import { DEFAULT_LOCALE, DEFAULT_STORE_ID, type Locale } from '../config'
import { db } from '../db/db'
import { i18n } from '../i18n/i18n'
import { isLocale, localeDir } from '../i18n/locales'
import { routeTree } from '../routeTree.gen'
import { startSessionActor } from '../session/session-actor'
import { catalogFetchedAt, pullCatalog } from '../sync/catalog-pull'
import type { FirstPaint, FirstPaintAnswer, FirstPaintRequest } from './first-paint-contract'
import { QueryPassContext, type QueryPass } from './live-query'

/** A catalog copy younger than this is drawn from as it is; an older one is brought up to date first. */
const FRESH_MS = 10_000
/** Render passes at most: each answers the queries the one before asked (a page and its cards). */
const MAX_PASSES = 5

const pulls = new Map<string, Promise<unknown>>()

/** The catalog of the store in this language on the worker's device, no older than FRESH_MS. */
async function upToDate(storeId: string, locale: Locale): Promise<boolean> {
  const key = `${storeId}:${locale}`
  const fetchedAt = await catalogFetchedAt(db, storeId, locale)
  if (fetchedAt !== undefined && Date.now() - fetchedAt < FRESH_MS) return true
  let pull = pulls.get(key)
  if (!pull) {
    pull = pullCatalog(baseApi, db, { storeId, locale }).finally(() => pulls.delete(key))
    pulls.set(key, pull)
  }
  // A first pull is waited for; a refresh too (a few 304s), but a failed one leaves the copy as it was.
  await pull.catch(() => {})
  return (await catalogFetchedAt(db, storeId, locale)) !== undefined
}

let session: ReturnType<typeof startSessionActor> | null = null

export async function drawPage(url: string): Promise<FirstPaint | null> {
  const prefix = url.split(/[/?#]/)[1] ?? ''
  const locale: Locale = isLocale(prefix) ? prefix : DEFAULT_LOCALE
  if (!(await upToDate(DEFAULT_STORE_ID, locale))) return null
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), isServer: true })
  session ??= startSessionActor(router)
  await router.load()
  const answers = new Map<string, unknown>()
  for (let passes = 0; passes < MAX_PASSES; passes++) {
    const pass: QueryPass = { answers, asked: new Map() }
    const html = await renderToStringAsync(
      <QueryPassContext.Provider value={pass}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryPassContext.Provider>,
    )
    if (pass.asked.size === 0) {
      // The same test as the page's own before it shows itself (ui/page-snapshot's isPageReady,
      // less the lists still drawing): a page with its heading.
      if (!/<main\b[^]*<h1\b/.test(html) || router.state.matches.some((m) => m.status !== 'success')) return null
      return { html, lang: locale, dir: localeDir(locale) }
    }
    for (const [key, answer] of pass.asked) answers.set(key, await answer)
  }
  return null
}

// One page at a time: the language is global to Lingui, and a page is a few milliseconds of work.
let queue: Promise<unknown> = Promise.resolve()
parentPort?.on('message', (request: FirstPaintRequest) => {
  queue = queue.then(async () => {
    let answer: FirstPaintAnswer
    try {
      answer = { id: request.id, url: request.url, page: await drawPage(request.url) }
    } catch (error) {
      answer = { id: request.id, url: request.url, page: null, why: error instanceof Error ? error.message : String(error) }
    }
    parentPort!.postMessage(answer)
  })
})
