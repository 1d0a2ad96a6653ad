/**
 * Draws a catalog page on the server for a shopper's first visit (decision 009), in a worker
 * thread of the API server (server/first-paint.ts), so that the page paints before its scripts
 * have downloaded and run.
 *
 * The worker is a fresh device (./device.ts): it keeps its own copy of each market's catalog with
 * the storefront's own sync layer (`pullCatalog`, against this server's API) and renders the
 * storefront's own routes and screens over it, signed out, with the market's default store. Each
 * request names the catalog version the server's request read; a copy last brought up to date at
 * an older version is pulled again before the page is drawn, so a change acknowledged by any
 * server process is in the next page drawn by every process (issue 27). Only what a page shows before any script runs is drawn: effects do
 * not run, so `Later` parts stay out and lists show their first screen (useStaged).
 *
 * One page at a time (Lingui's active language is global); a page whose catalog could not be
 * brought up to date is not drawn (the server then sends the plain shell).
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
import { pullCatalog } from '../sync/catalog-pull'
import type { FirstPaint, FirstPaintAnswer, FirstPaintRequest } from './first-paint-contract'
import { QueryPassContext, type QueryPass } from './live-query'

/** Render passes at most: each answers the queries the one before asked (a page and its cards). */
const MAX_PASSES = 5

/** Per store and language: the catalog version the copy on this device was last brought up to date at. */
const pulledAt = new Map<string, { version: number; settled: boolean }>()

/**
 * The catalog of the store in this language on the worker's device, up to date with `version`.
 * Pages are drawn one at a time (below), so pulls never overlap. A failed pull leaves the copy
 * as it was, and the page is not drawn: the plain shell is right, an old price is not.
 */
async function upToDate(storeId: string, locale: Locale, version: { catalogVersion: number; settled: boolean }): Promise<boolean> {
  const key = `${storeId}:${locale}`
  const pulled = pulledAt.get(key)
  if (pulled && pulled.version >= version.catalogVersion && pulled.settled) return true
  try {
    await pullCatalog(baseApi, db, { storeId, locale })
  } catch {
    return false
  }
  pulledAt.set(key, { version: version.catalogVersion, settled: version.settled })
  return true
}

let session: ReturnType<typeof startSessionActor> | null = null

export async function drawPage({ url, catalogVersion, settled }: Omit<FirstPaintRequest, 'id'>): Promise<FirstPaint | null> {
  const prefix = url.split(/[/?#]/)[1] ?? ''
  const locale: Locale = isLocale(prefix) ? prefix : DEFAULT_LOCALE
  if (!(await upToDate(DEFAULT_STORE_ID, locale, { catalogVersion, settled }))) return null
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
      answer = { id: request.id, url: request.url, page: await drawPage(request) }
    } catch (error) {
      answer = { id: request.id, url: request.url, page: null, why: error instanceof Error ? error.message : String(error) }
    }
    parentPort!.postMessage(answer)
  })
})
