import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LOCALE, LOCALES } from './src/config'

/**
 * Two catalogs per language, each loaded lazily (src/i18n/i18n.ts): `messages` for the storefront
 * every visitor sees, `account` for the sign-in, account and order screens, fetched only when one
 * of those routes opens. Keeps each download under the 12 KB gzip budget (issue 4).
 */
const areaAccount = ['<rootDir>/src/features/account', '<rootDir>/src/features/auth', '<rootDir>/src/features/orders']
const tests = ['**/node_modules/**', '**/routeTree.gen.ts', '**/*.test.ts', '**/*.test.tsx']

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [...tests, ...areaAccount.map((dir) => `${dir}/**`)],
    },
    {
      path: '<rootDir>/locales/{locale}/account',
      include: areaAccount,
      exclude: tests,
    },
  ],
  format: formatter({ lineNumbers: false }),
})
