import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LOCALE, LOCALES } from './src/config'

/**
 * Three catalogs per language, each loaded lazily (src/i18n/i18n.ts): `messages` for the storefront
 * every visitor sees, `account` for the sign-in, account, order and checkout screens, fetched only
 * when one of those routes (or the basket's checkout step) opens. Keeps each download under the
 * 12 KB gzip budget (issue 4): the checkout's words moved there when search, the delivery area
 * and the home's shelves took the Arabic storefront catalog past it. `backoffice` for the layout the provider
 * portal and the operator console share (decision 032), `partner` for the portal's routes and
 * features, `admin` for the console's: a member of a farm does not fetch the console's words,
 * nor an operator the portal's until opening it; a shopper never fetches any of the three.
 */
const checkoutFiles = ['checkout-*', 'guest-*', 'order-summary.tsx', 'prices-changed.tsx', 'waiting-order.tsx', 'place-order-button.tsx', 'choice-group.tsx'].map(
  (file) => `<rootDir>/src/features/cart/${file}`,
)
// `*` for the `{-$locale}` folder: braces in a glob are an alternation.
const areaBackOffice = ['<rootDir>/src/features/backoffice/**']
const areaPartner = ['<rootDir>/src/features/partner/**', '<rootDir>/src/routes/*/partner/**']
const areaAdmin = ['<rootDir>/src/features/admin/**', '<rootDir>/src/routes/*/admin/**']
// The payment panel is shared by the checkout's receipt and the order screen: its words go with theirs.
const areaAccount = ['<rootDir>/src/features/account/**', '<rootDir>/src/features/auth/**', '<rootDir>/src/features/orders/**', '<rootDir>/src/ui/payment-panel.tsx', ...checkoutFiles]
// The other services' screens and routes (decision 045): their words load when one of their pages opens.
// Their own features too (meal options, substitutions, bookings, recipes): the storefront catalog of
// a farm-only build carries none of their words.
const areaServices = [
  ...['services', 'food', 'grocery', 'chef-booking', 'cookbook'].map((feature) => `<rootDir>/src/features/${feature}/**`),
  ...['food', 'grocery', 'chef', 'cookbook'].map((service) => `<rootDir>/src/routes/*/${service}/**`),
]
const tests = ['**/node_modules/**', '**/routeTree.gen.ts', '**/*.test.ts', '**/*.test.tsx']

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [...tests, ...areaAccount, ...areaBackOffice, ...areaPartner, ...areaAdmin, ...areaServices],
    },
    {
      path: '<rootDir>/locales/{locale}/services',
      include: areaServices,
      exclude: tests,
    },
    {
      path: '<rootDir>/locales/{locale}/account',
      include: areaAccount,
      exclude: tests,
    },
    {
      path: '<rootDir>/locales/{locale}/backoffice',
      include: areaBackOffice,
      exclude: tests,
    },
    {
      path: '<rootDir>/locales/{locale}/partner',
      include: areaPartner,
      exclude: tests,
    },
    {
      path: '<rootDir>/locales/{locale}/admin',
      include: areaAdmin,
      exclude: tests,
    },
  ],
  format: formatter({ lineNumbers: false }),
})
