/**
 * The short notice shown while English words stand in for the page language's own (they are not
 * on this device yet: src/i18n/stand-in-words.ts, decision 015). It names the language in its own
 * words and goes once they arrive. The region is always in the page so screen readers announce it.
 */
import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { isStandingIn, standInWords } from '../i18n/stand-in-words'
import { localeInfo } from '../i18n/locales'
import { useLocale } from '../i18n/use-locale'

export function WordsNotice() {
  const { locale } = useLocale()
  useSyncExternalStore(standInWords.subscribe, standInWords.version)
  const language = localeInfo(locale).name
  return (
    <div className="connectivity words-notice" role="status">
      {isStandingIn(locale) ? (
        <Trans>Some words here are in English: the {language} words are not on this device yet. They will appear once you are back online.</Trans>
      ) : null}
    </div>
  )
}
