/**
 * The shopper's language (spec 2 and 9): the URL prefix first, then the saved cookie, then the
 * browser's languages, then English. The root page `/` redirects only when the detected language
 * differs from the current one (English). Choosing a language saves the cookie (365 days) and
 * moves to the same page in that language. Owns the decision and its order; the app provides
 * `saveCookie` and `navigate` (no DOM here).
 */
import { assign, setup } from 'xstate'
import { LOCALES, type Locale } from '../src/config'

export const LOCALE_CODES = LOCALES
export type LocaleCode = Locale
export type LocaleSource = 'url' | 'cookie' | 'browser' | 'default' | 'choice'

const isLocaleCode = (v: unknown): v is LocaleCode => typeof v === 'string' && (LOCALE_CODES as readonly string[]).includes(v)
const fromBrowser = (languages: readonly string[]): LocaleCode | undefined => languages.map((l) => l.toLowerCase().split('-')[0]).find(isLocaleCode)

export interface LocaleInput {
  /** The URL's language prefix, if any (`/fr/cart` → 'fr'; English pages have none). */
  urlPrefix?: string
  isRootPath: boolean
  cookie?: string
  browserLanguages: readonly string[]
}

interface LocaleContext extends LocaleInput {
  locale: LocaleCode
  source: LocaleSource
}

export const localeMachine = setup({
  types: {
    input: {} as LocaleInput,
    context: {} as LocaleContext,
    events: {} as { type: 'locale.choose'; locale: LocaleCode } | { type: 'url.changed'; urlPrefix?: string; isRootPath: boolean },
  },
  guards: {
    hasUrlLocale: ({ context }) => isLocaleCode(context.urlPrefix),
    hasCookieLocale: ({ context }) => isLocaleCode(context.cookie),
    hasBrowserLocale: ({ context }) => fromBrowser(context.browserLanguages) !== undefined,
    /** On `/` only, and only when the detected language is not the one shown (English). */
    needsRootRedirect: ({ context }) => context.isRootPath && context.locale !== 'en',
  },
  actions: {
    useUrl: assign(({ context }) => ({ locale: context.urlPrefix as LocaleCode, source: 'url' as const })),
    useCookie: assign(({ context }) => ({ locale: context.cookie as LocaleCode, source: 'cookie' as const })),
    useBrowser: assign(({ context }) => ({ locale: fromBrowser(context.browserLanguages)!, source: 'browser' as const })),
    useDefault: assign({ locale: 'en' as const, source: 'default' as const }),
    showEnglish: assign({ locale: 'en' as const }),
    chooseLocale: assign(({ event }) => (event.type === 'locale.choose' ? { locale: event.locale, source: 'choice' as const, cookie: event.locale } : {})),
    rememberUrl: assign(({ event }) => (event.type === 'url.changed' ? { urlPrefix: event.urlPrefix, isRootPath: event.isRootPath } : {})),
    // Provided by the app:
    saveCookie: () => {},
    navigate: (_: unknown, _params: { locale: LocaleCode; replace: boolean }) => {},
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ ...input, locale: 'en', source: 'default' }),
  initial: 'detecting',
  states: {
    detecting: {
      always: [
        { guard: 'hasUrlLocale', target: 'active', actions: 'useUrl' },
        { guard: 'hasCookieLocale', target: 'checkingRoot', actions: 'useCookie' },
        { guard: 'hasBrowserLocale', target: 'checkingRoot', actions: 'useBrowser' },
        { target: 'active', actions: 'useDefault' },
      ],
    },
    checkingRoot: {
      always: [
        { guard: 'needsRootRedirect', target: 'redirecting' },
        { target: 'active', actions: 'showEnglish' },
      ],
    },
    redirecting: {
      tags: ['busy'],
      entry: { type: 'navigate', params: ({ context }) => ({ locale: context.locale, replace: true }) },
      on: { 'url.changed': { target: 'detecting', actions: 'rememberUrl' } },
    },
    active: {
      on: {
        'locale.choose': { target: 'switching', actions: ['chooseLocale', 'saveCookie'] },
        'url.changed': { target: 'detecting', actions: 'rememberUrl' },
      },
    },
    switching: {
      tags: ['busy'],
      entry: { type: 'navigate', params: ({ context }) => ({ locale: context.locale, replace: false }) },
      on: { 'url.changed': { target: 'detecting', actions: 'rememberUrl' } },
    },
  },
})
