/**
 * Every constant of the spec (section 9 and the timers of sections 4 and 8) has its one home
 * here, named, with the spec's value. Machines take these as named delays.
 */
export const LOCALES = ['en', 'fr', 'es', 'pt', 'ar', 'sw'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const RTL_LOCALES: readonly Locale[] = ['ar']

/** The services and which are open: src/api/services-contract.ts (shared with the server). */

export const COOKIES = {
  locale: { name: 'lang', maxAgeSeconds: 365 * 24 * 60 * 60 },
  accessToken: { name: 'access_token', maxAgeSeconds: 21_600, path: '/' },
  refreshToken: { name: 'refresh_token', maxAgeSeconds: 21_600, path: '/' },
  user: { name: 'user' },
  credential: { name: 'credential' },
  themeColor: { name: 'theme_color', maxAgeSeconds: 86_400 },
  themeRadius: { name: 'theme_radius', maxAgeSeconds: 86_400 },
} as const

/** Timers, named after the spec. */
export const DELAYS = {
  toastDefault: 2000,
  errorToast: 3000,
  alertClearAfterError: 1000,
  redirectAfterLogin: 200,
  refetchAfter: 30_000,
  /** An open catalog page's probe for a provider's edits (decision 036), and its longest wait after failures. */
  livePoll: 2_500,
  livePollMax: 60_000,
  pageDataMinDisplay: 200,
  chunkReloadGuard: 60_000,
  progressThrottle: 200,
  progressDuration: 5000,
  /** The progress bar's fade out (its opacity transition, PROGRESS_BAR.opacityTransitionS). */
  progressFade: 400,
  deviceResize: 50,
  prefetchIdle: 2000,
  /** Connectivity: a weak connection counts as fine again after this long without a failed request. */
  flakyQuiet: 30_000,
  /** Connectivity: how long "Back online, syncing…" shows after the connection returns. */
  backOnlineNotice: 3000,
  /** Outbox retries: full jitter below min(max, base·2^attempt). */
  retryBackoffBase: 1000,
  retryBackoffMax: 60_000,
  /** A payment waiting for the shopper's phone is asked about this often (decision 033). */
  paymentPoll: 3000,
} as const

/** Produce cards a list shows before 'Show more', and what a first visit asks for first. */
export const LIST_PAGE_SIZE = 24

export const REQUEST_TIMEOUT_MS = 30_000

export const PROGRESS_BAR = { heightPx: 2, widthTransitionS: 0.1, opacityTransitionS: 0.4 } as const

export const LOCATION_LIST_DEFAULTS = { page: 1, perPage: 15, order: 'asc' } as const

export const THEME_COLOURS = ['bluenavy', 'blueyale', 'blueolympic', 'greenmoss', 'greenlime', 'purplemonster', 'orangecarrot', 'redruby', 'yellowgranola', 'greysteel'] as const
export const DEFAULT_THEME = { colour: 'light.malewa', radius: 'square' } as const

export const BREAKPOINTS = { xs: 419, sm: 575, md: 767, lg: 991, xl: 1199, xxl: 1439 } as const

/** Country variants of the main languages and the local languages (spec section 9). */
export const COUNTRY_VARIANTS = [
  'ZA',
  'BW',
  'ZW',
  'MZ',
  'NA',
  'KE',
  'UG',
  'RW',
  'TZ',
  'CD',
  'NG',
  'GH',
  'SN',
  'CI',
  'CM',
  'MA',
  'DZ',
  'TN',
  'EG',
  'ET',
  'FR',
  'BE',
  'GB',
  'DE',
  'NL',
  'US',
  'CA',
  'BR',
  'AE',
  'QA',
] as const

/** The store a first-time shopper starts in, until they pick one. */
export const DEFAULT_STORE_ID = 'jnb'

export const API_BASE = '/api'
export const AUTH_API_BASE = '/api/auth'
