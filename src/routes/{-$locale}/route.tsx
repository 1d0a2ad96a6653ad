import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { DEFAULT_LOCALE } from '../../config'
import { activateLocale } from '../../i18n/i18n'
import { isLocale } from '../../i18n/locales'
import { StorefrontShell } from './-storefront-shell'

export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params }) => {
    // English has no prefix: an unknown prefix, or `en` spelled out, is not a page. Its not-found
    // page (the root's, in the storefront's shell) is in English, the language of unprefixed paths.
    if (params.locale !== undefined && (!isLocale(params.locale) || params.locale === DEFAULT_LOCALE)) {
      await activateLocale(DEFAULT_LOCALE)
      throw notFound()
    }
    const locale = params.locale ?? DEFAULT_LOCALE
    await activateLocale(locale)
    return { locale }
  },
  component: () => (
    <StorefrontShell>
      <Outlet />
    </StorefrontShell>
  ),
})
