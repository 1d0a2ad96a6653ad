/**
 * An item sold by weight as a basket shows it (decision 048): about how much it weighs and what
 * that is estimated to cost, and the most the shopper pays (the estimate and the margin they
 * accept); what the packed weight costs less comes back to their credit. Shared by the product
 * page's choice (src/features/grocery/line-choices.tsx) and the basket line.
 */
import { Trans } from '@lingui/react/macro'
import { ph } from '@lingui/core/macro'
import type { WeighedLine } from '../api/line-choices-contract'
import { formatNumber, formatPrice } from '../i18n/format'
import { useLocale } from '../i18n/use-locale'

export function WeighedEstimate({ weighed, quantity, currency, currencyExponent }: { weighed: WeighedLine; quantity: number; currency: string; currencyExponent: number }) {
  const { locale } = useLocale()
  const kg = formatNumber(Math.round(weighed.estimateKg * quantity * 1000) / 1000, locale, { maximumFractionDigits: 3 })
  const estimate = formatPrice(Math.round(weighed.estimate * quantity), currency, currencyExponent, locale)
  const most = formatPrice(Math.round(((weighed.estimate * (100 + weighed.marginPercent)) / 100) * quantity), currency, currencyExponent, locale)
  const margin = formatNumber(weighed.marginPercent, locale)
  return (
    <span className="weighed-estimate">
      <span className="weighed-estimate__about">
        <Trans comment="An item sold by weight: its estimated weight and price, e.g. 'about 1.2 kg · estimated KES 48.00'">
          about {ph({ kg })} kg · estimated {ph({ estimate })}
        </Trans>
      </span>{' '}
      <span className="weighed-estimate__most">
        <Trans>
          You pay at most {ph({ most })} (the estimate and {ph({ margin })}% for the weight); what the packed weight costs less comes back to your credit.
        </Trans>
      </span>
    </span>
  )
}
