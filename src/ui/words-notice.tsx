/**
 * The short notices shown while another language stands in for the page's own because its words
 * or its catalog are not on this device yet:
 * - English words for the interface (src/i18n/stand-in-words.ts, decision 015);
 * - another language's produce, farmers and markets (the catalog is stored per language; offline in
 *   a language never opened, the screens read one the device holds: src/db/rows-language.ts,
 *   decision 018).
 * Each names the languages in their own words and goes once the page's own arrive. The region is
 * always in the page so screen readers announce it.
 */
import { Trans } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import { catalogLanguage } from '../db/rows-language'
import { useStoreChoice } from '../db/store-choice'
import { isStandingIn, standInWords } from '../i18n/stand-in-words'
import { localeInfo } from '../i18n/locales'
import { useLocale } from '../i18n/use-locale'

export function WordsNotice() {
  const { locale } = useLocale()
  const { storeId } = useStoreChoice()
  useSyncExternalStore(standInWords.subscribe, standInWords.version)
  const catalogIn = useLiveQuery(() => catalogLanguage(locale, storeId).catch(() => locale), [locale, storeId]) ?? locale
  const language = localeInfo(locale).name
  const held = localeInfo(catalogIn).name
  return (
    <div className="connectivity words-notice" role="status">
      {isStandingIn(locale) ? (
        <p>
          <Trans>Some words here are in English: the {language} words are not on this device yet. They will appear once you are back online.</Trans>
        </p>
      ) : null}
      {catalogIn !== locale ? (
        <p>
          <Trans>
            Produce and farmers are shown in {held}: their {language} descriptions are not on this device yet. They will appear once you are back online.
          </Trans>
        </p>
      ) : null}
    </div>
  )
}
