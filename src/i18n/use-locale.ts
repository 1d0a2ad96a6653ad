import { useLingui } from '@lingui/react'
import { DEFAULT_LOCALE, type Locale } from '../config'
import { isLocale, toParam } from './locales'

/** The active locale, and the `{-$locale}` param value that keeps links in it. */
export function useLocale(): { locale: Locale; param: string | undefined } {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return { locale, param: toParam(locale) }
}
