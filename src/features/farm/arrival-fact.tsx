/**
 * "Can reach you from Thursday 3 December": the first market day a farm's produce can reach the
 * shopper (decision 017), as a row of a facts list. Nothing while the market or the farm is not on
 * this phone yet.
 */
import { Trans } from '@lingui/react/macro'
import { formatDay } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useMarketArrivals } from '../../sync/market-arrival'

export function ArrivalFact({ storeId, farmerId }: { storeId: string; farmerId: string }) {
  const { locale } = useLocale()
  const market = useMarketArrivals(storeId, [farmerId])
  const day = market?.arrivalOf(farmerId)
  if (day === undefined) return null
  const date = day === null ? null : formatDay(day, locale)
  return (
    <>
      <dt>
        <Trans>Can reach you</Trans>
      </dt>
      <dd className="arrival-fact">{date === null ? <Trans>Not coming to the market at the moment</Trans> : <Trans>From {date}, on a market day</Trans>}</dd>
    </>
  )
}
