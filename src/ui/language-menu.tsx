/** Language dropdown: the current flag and short code; lists all six; moves to the same page in the chosen language. */
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../config'
import { localeActor } from '../i18n/locale-actor'
import { LOCALE_TABLE, localeInfo } from '../i18n/locales'
import { useLocale } from '../i18n/use-locale'

export function LanguageMenu() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const current = localeInfo(locale)
  // The locale machine saves the cookie and moves to the same page in the chosen language.
  const choose = (next: Locale) => localeActor()?.send({ type: 'locale.choose', locale: next })
  return (
    <label className="language-menu">
      <span className="visually-hidden">{t`Language`}</span>
      <span aria-hidden="true" className="language-menu__flag">
        {current.flag} {current.short}
      </span>
      <select value={locale} onChange={(e) => choose(e.target.value as Locale)} className="language-menu__select">
        {LOCALE_TABLE.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.flag} {l.name}
          </option>
        ))}
      </select>
    </label>
  )
}
