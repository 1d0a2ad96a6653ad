import { useLingui } from '@lingui/react/macro'
import type { CatalogProduce } from '../../api/catalog-contract'
import type { Locale } from '../../config'
import { formatPrice } from '../../i18n/format'
import { MEASURE_LABELS } from '../../i18n/catalog-labels'
import { UNIT_LABELS } from '../../i18n/units'

/** The price per kg or litre, for comparing unit prices, or null where it does not apply. */
export function comparablePrice(p: Pick<CatalogProduce, 'price' | 'measure' | 'unit'>, price = p.price): { amount: number; per: 'kg' | 'l' } | null {
  if (!p.measure || p.measure.amount <= 0) return null
  if (p.unit === 'kg' && p.measure.per === 'kg' && p.measure.amount === 1) return null // already per kg
  if (p.unit === 'litre' && p.measure.per === 'l' && p.measure.amount === 1) return null
  return { amount: Math.round(price / p.measure.amount), per: p.measure.per }
}

/** Unit price (with the offer's price and the old one struck through), and the price per kg or litre. */
export function ProducePrice({ produce, locale }: { produce: CatalogProduce; locale: Locale }) {
  const { i18n } = useLingui()
  const fmt = (minor: number) => formatPrice(minor, produce.currency, produce.currencyExponent, locale)
  const current = produce.offer?.price ?? produce.price
  const perUnit = i18n._(UNIT_LABELS[produce.unit])
  const comparable = comparablePrice(produce, current)
  return (
    <p className="price">
      <span className="price__current">{fmt(current)}</span> <span className="price__unit">{perUnit}</span>
      {produce.offer ? (
        <>
          {' '}
          <del className="price__old">{fmt(produce.price)}</del>
        </>
      ) : null}
      {comparable ? (
        <span className="price__comparable">
          {fmt(comparable.amount)} {i18n._(MEASURE_LABELS[comparable.per])}
        </span>
      ) : null}
    </p>
  )
}
