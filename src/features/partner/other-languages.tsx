/**
 * A listing's or a farm's words in the other five languages, folded away: optional, the storefront
 * shows the member's own language where one is missing. One group per language, marked with its
 * `lang` and `dir` so each is typed and read in its own script and direction.
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Locale } from '../../config'
import { localeInfo } from '../../i18n/locales'

export function OtherLanguages({ locales, children }: { locales: readonly Locale[]; children: (locale: Locale, name: string) => ReactNode }) {
  return (
    <details className="bo-details">
      <summary>
        <Trans>Other languages (optional: shoppers see yours where one is missing)</Trans>
      </summary>
      {locales.map((l) => {
        const { name, dir } = localeInfo(l)
        return (
          <fieldset key={l} className="bo-fieldset" lang={l} dir={dir}>
            <legend>{name}</legend>
            {children(l, name)}
          </fieldset>
        )
      })}
    </details>
  )
}
