/**
 * Language dropdown: a globe and the current language's short code; lists all six by their own
 * names; moves to the same page in the chosen language. No flags (docs/design.md): emoji flags are
 * empty boxes where the system has no flag glyphs (Debian's Chromium, Windows), and a flag names a
 * country, not a language (Arabic and Portuguese are spoken under many).
 */
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
      <span aria-hidden="true" className="language-menu__current">
        <svg viewBox="0 0 24 24" width="20" height="20">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {current.short}
      </span>
      <select value={locale} onChange={(e) => choose(e.target.value as Locale)} className="language-menu__select">
        {LOCALE_TABLE.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  )
}
