import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LOCALE, LOCALES } from './src/config'

/**
 * Two catalogs per language, each loaded lazily (src/i18n/i18n.ts): `messages` for the storefront
 * every visitor sees, `account` for the sign-in, account, order and checkout screens, fetched only
 * when one of those routes (or the basket's checkout step) opens. Keeps each download under the
 * 12 KB gzip budget (issue 4): the checkout's words moved there when search, the delivery area
 * and the home's shelves took the Arabic storefront catalog past it.
 */
const checkoutFiles = ['checkout-*', 'guest-*', 'order-summary.tsx', 'prices-changed.tsx', 'waiting-order.tsx', 'place-order-button.tsx', 'choice-group.tsx'].map(
  (file) => `<rootDir>/src/features/cart/${file}`,
)
// The payment panel is shared by the checkout's receipt and the order screen: its words go with theirs.
const areaAccount = ['<rootDir>/src/features/account/**', '<rootDir>/src/features/auth/**', '<rootDir>/src/features/orders/**', '<rootDir>/src/ui/payment-panel.tsx', ...checkoutFiles]
const tests = ['**/node_modules/**', '**/routeTree.gen.ts', '**/*.test.ts', '**/*.test.tsx']

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [...tests, ...areaAccount],
    },
    {
      path: '<rootDir>/locales/{locale}/account',
      include: areaAccount,
      exclude: tests,
    },
  ],
  format: formatter({ lineNumbers: false }),
})
