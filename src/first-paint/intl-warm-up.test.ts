// @vitest-environment node
// public/intl-warm-up.js is a classic script with two roles: in the page it starts itself again
// as a worker once the first paint is on screen, telling it the language the app will resolve;
// in the worker it makes that language's formatters (ICU's data is the page process's, shared)
// and ends. It cannot import LOCALES, so its address-prefix pattern is a copy: the first test
// fails when a language is added to LOCALES and not to the script.
import fs from 'node:fs'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES } from '../config'

const SOURCE = fs.readFileSync(new URL('../../public/intl-warm-up.js', import.meta.url), 'utf8')
const SCRIPT_URL = 'https://shop.example/intl-warm-up.js'

type Paint = { name: string }

/** Runs the script as the page does, with a page of the given address and drawn language. */
function runInPage(pathname: string, lang: string, options: { worker?: boolean; refused?: boolean } = {}) {
  const window: { malewaIntlWarm?: Promise<unknown> } = {}
  const workers: { src: string; messages: unknown[] }[] = []
  const timers: (() => void)[] = []
  let onPaint: ((list: { getEntriesByName(name: string): Paint[] }) => void) | undefined
  let observed: unknown
  let disconnected = false
  class FakeWorker {
    messages: unknown[] = []
    onmessage: (() => void) | null = null
    onerror: (() => void) | null = null
    constructor(public src: string) {
      if (options.refused) throw new Error('refused by the CSP')
      workers.push(this)
    }
    postMessage(message: unknown) {
      this.messages.push(message)
    }
  }
  class FakeObserver {
    constructor(callback: typeof onPaint) {
      onPaint = callback
    }
    observe(options: unknown) {
      observed = options
    }
    disconnect() {
      disconnected = true
    }
  }
  vm.runInNewContext(SOURCE, {
    window,
    document: { documentElement: { lang }, currentScript: { src: SCRIPT_URL } },
    location: { pathname },
    Worker: options.worker === false ? undefined : FakeWorker,
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: () => void) => timers.push(callback),
  })
  const paint = (...names: string[]) => onPaint?.({ getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })) })
  /** Whether the promise the app waits on (window.malewaIntlWarm) has settled, after pending callbacks ran. */
  const warmSettled = async () => {
    let settled = false
    void window.malewaIntlWarm?.then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    return settled
  }
  return { workers, timers, paint, window, warmSettled, observed: () => observed, disconnected: () => disconnected }
}

describe('intl-warm-up.js in the page', () => {
  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('an address under /%s warms that language, once the first paint is on screen', (locale) => {
    for (const pathname of [`/${locale}`, `/${locale}/`, `/${locale}/farm/produces`]) {
      // The server drew the page in another language (a stale cookie): the address wins, as in the app.
      const page = runInPage(pathname, 'en')
      expect(page.observed()).toEqual({ type: 'paint', buffered: true })
      expect(page.workers, 'nothing starts before the first paint').toEqual([])
      page.paint('first-paint')
      expect(page.workers, 'first-paint is not yet the page on screen').toEqual([])
      page.paint('first-paint', 'first-contentful-paint')
      expect(page.workers.map((w) => [w.src, w.messages])).toEqual([[SCRIPT_URL, [locale]]])
      expect(page.disconnected()).toBe(true)
      // The fallback timer comes later and starts nothing more.
      for (const timer of page.timers) timer()
      expect(page.workers).toHaveLength(1)
    }
  })

  it('an unprefixed address warms the language the page was drawn in, English when it says none', () => {
    const cases: [string, string, string][] = [
      ['/farm', 'fr', 'fr'],
      ['/', 'ar', 'ar'],
      ['/', '', 'en'],
      // Not language prefixes: a path that only begins with the letters of one, and English's own.
      ['/sweets', 'pt', 'pt'],
      ['/arusha/farmers', 'sw', 'sw'],
      ['/en/farm', 'es', 'es'],
    ]
    for (const [pathname, lang, expected] of cases) {
      const page = runInPage(pathname, lang)
      page.paint('first-contentful-paint')
      expect(page.workers[0]?.messages, `${pathname} drawn in '${lang}'`).toEqual([expected])
    }
  })

  it('a page that never paints (a hidden tab) starts the worker after its timer, once', () => {
    const page = runInPage('/fr/farm', 'fr')
    expect(page.timers).toHaveLength(1)
    page.timers[0]!()
    expect(page.workers.map((w) => w.messages)).toEqual([['fr']])
    page.paint('first-contentful-paint')
    expect(page.workers).toHaveLength(1)
  })

  it('a browser without workers is left alone, with nothing thrown, and the app waits for nothing', () => {
    const page = runInPage('/sw/farm', 'sw', { worker: false })
    expect(page.observed()).toBeUndefined()
    expect(page.timers).toEqual([])
    expect(page.window.malewaIntlWarm).toBeUndefined()
  })

  it('the app’s wait ends when the worker says its formatters are made, or fails', async () => {
    const page = runInPage('/fr/farm', 'fr')
    expect(typeof page.window.malewaIntlWarm?.then, 'there to wait on from the start').toBe('function')
    page.paint('first-contentful-paint')
    expect(await page.warmSettled(), 'not before the worker answers').toBe(false)
    ;(page.workers[0] as unknown as { onmessage: () => void }).onmessage()
    expect(await page.warmSettled()).toBe(true)

    const failed = runInPage('/fr/farm', 'fr')
    failed.paint('first-contentful-paint')
    ;(failed.workers[0] as unknown as { onerror: () => void }).onerror()
    expect(await failed.warmSettled(), 'a worker that failed to load').toBe(true)

    const refused = runInPage('/fr/farm', 'fr', { refused: true })
    refused.paint('first-contentful-paint')
    expect(await refused.warmSettled(), 'a worker the page may not start').toBe(true)
  })
})

describe('intl-warm-up.js as the worker', () => {
  it('makes the formatters of the language it is sent, then ends', () => {
    const made: [string, unknown][] = []
    // The real Intl, each constructor recording the locale it was asked for.
    const recorded = Object.fromEntries(
      ['NumberFormat', 'Collator', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules', 'DisplayNames'].map((name) => {
        const Real = (Intl as unknown as Record<string, new (...args: unknown[]) => unknown>)[name]!
        return [
          name,
          function (...args: unknown[]) {
            made.push([name, args[0]])
            return new Real(...args)
          },
        ]
      }),
    )
    const said: unknown[] = []
    const self: { onmessage?: (event: { data: unknown }) => void; postMessage: (m: unknown) => void; close: () => void; closed: number } = {
      closed: 0,
      postMessage: (m) => said.push(m),
      close() {
        this.closed++
      },
    }
    vm.runInNewContext(SOURCE, { self, Intl: recorded })
    expect(self.onmessage, 'waits for its language').toBeTypeOf('function')
    expect(made).toEqual([])
    self.onmessage!({ data: 'ar' })
    expect(new Set(made.map(([name]) => name))).toEqual(new Set(Object.keys(recorded)))
    expect(made.every(([, locale]) => locale === 'ar' || (Array.isArray(locale) && locale[0] === 'ar'))).toBe(true)
    expect(said, 'tells the page its formatters are made').toEqual(['warm'])
    expect(self.closed).toBe(1)
  })

  it('an engine missing part of Intl still ends the worker', () => {
    const self = {
      onmessage: undefined as undefined | ((event: { data: unknown }) => void),
      closed: 0,
      close() {
        this.closed++
      },
    }
    vm.runInNewContext(SOURCE, { self, Intl: { NumberFormat: Intl.NumberFormat } })
    self.onmessage!({ data: 'sw' })
    expect(self.closed).toBe(1)
  })
})
