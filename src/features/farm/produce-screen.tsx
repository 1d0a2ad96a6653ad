import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatDate } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { useFetchIfMissing } from '../../sync/fetch-one'
import { NotFoundPage } from '../../ui/error-page'
import { useDocumentMeta } from '../../ui/page-meta'
import { useProduce } from './catalog-queries'
import { CATEGORY_LABELS, PRACTICE_LABELS } from '../../i18n/catalog-labels'
import { AddToCartButton } from './add-to-cart-button'
import { ArrivalFact } from './arrival-fact'
import { FavoriteButton } from './favorite-button'
import { ProducePrice } from './price'
import { StockNote } from './produce-card'

export function ProduceScreen({ id }: { id: string }) {
  const { t, i18n } = useLingui()
  const { locale, param } = useLocale()
  const produce = useProduce(locale, id)
  useDocumentMeta(produce?.name, produce?.description)
  const fetching = useFetchIfMissing('produces', locale, id, produce === undefined ? undefined : produce)
  if (produce === null && fetching === 'missing') return <NotFoundPage />
  if (!produce) return <div className="detail detail--loading" aria-busy="true" />
  const months = produce.seasonMonths.length === 12 ? null : produce.seasonMonths.map((m) => formatDate(new Date(2024, m - 1, 1), locale, { month: 'long' }))
  return (
    <article className="detail" aria-labelledby="produce-title">
      <img className="detail__media" src={produce.photo} alt="" width="640" height="360" fetchPriority="high" />
      <div className="detail__body">
        <p className="detail__kicker">{i18n._(CATEGORY_LABELS[produce.category])}</p>
        <h1 id="produce-title">{produce.name}</h1>
        <FavoriteButton kind="produce" targetId={produce.id} name={produce.name} variant="detail" />
        {produce.offer ? (
          <p className="badge badge--offer">
            {produce.offer.title} · {t`until ${{ date: formatDate(produce.offer.endsAt, locale) }}`}
          </p>
        ) : null}
        <ProducePrice produce={produce} locale={locale} />
        <p className="detail__stock">
          <StockNote produce={produce} />
        </p>
        <AddToCartButton produce={produce} />
        <p>{produce.description}</p>
        <dl className="facts">
          <dt>
            <Trans>Grown by</Trans>
          </dt>
          <dd>
            <Link to="/{-$locale}/farm/farmers/$id" params={{ locale: param, id: produce.farmerId }}>
              {produce.farmName}
            </Link>{' '}
            ({produce.farmerName})
          </dd>
          {produce.practices.length ? (
            <>
              <dt>
                <Trans>How it's grown</Trans>
              </dt>
              <dd>{produce.practices.map((p) => i18n._(PRACTICE_LABELS[p])).join(', ')}</dd>
            </>
          ) : null}
          <ArrivalFact storeId={produce.storeId} farmerId={produce.farmerId} />
          <dt>
            <Trans>Season</Trans>
          </dt>
          <dd>{months ? months.join(', ') : t`All year`}</dd>
          <dt>
            <Trans>Order</Trans>
          </dt>
          <dd>
            <Trans>
              From {ph({ min: produce.minQty })}, in steps of {ph({ step: produce.stepQty })}
            </Trans>
          </dd>
        </dl>
      </div>
    </article>
  )
}
