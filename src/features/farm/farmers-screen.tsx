import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { PRACTICES, type Practice } from '../../api/catalog-lists-contract'
import { useLocale } from '../../i18n/use-locale'
import { useFarmers } from './catalog-queries'
import { FarmerCard } from './farmer-card'
import { useFarmContext } from './farm-layout'
import { PRACTICE_LABELS } from '../../i18n/catalog-labels'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'

export interface FarmersSearch {
  practice?: Practice
  /** Read from old links and ignored: farmers are listed by name (no rating is shown without reviews, issue 30). */
  sort?: 'name' | 'rating'
}

export function FarmersScreen({ search }: { search: FarmersSearch }) {
  const { t, i18n } = useLingui()
  const { storeId, locale, firstPull } = useFarmContext()
  const { param } = useLocale()
  const navigate = useNavigate()
  const farmers = useFarmers(storeId, locale, { practice: search.practice ? [search.practice] : undefined, sort: 'name' })
  const update = (patch: Partial<FarmersSearch>) => void navigate({ to: '/{-$locale}/farm/farmers', params: { locale: param }, search: { ...search, ...patch }, replace: true })
  return (
    <section aria-labelledby="farmers-title">
      <h1 id="farmers-title">
        <Trans>Our farmers</Trans>
      </h1>
      <div className="toolbar">
        <label>
          <Trans>How they farm</Trans>
          <select value={search.practice ?? ''} onChange={(e) => update({ practice: (e.target.value || undefined) as Practice | undefined })}>
            <option value="">{t`All farmers`}</option>
            {PRACTICES.map((p) => (
              <option key={p} value={p}>
                {i18n._(PRACTICE_LABELS[p])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {farmers === undefined || (farmers.length === 0 && firstPull === 'running') ? (
        <CardGridSkeleton />
      ) : farmers.length === 0 && firstPull === 'failed' ? null : farmers.length === 0 ? (
        <p className="empty-state" role="status">
          <Trans>No farmers match. Try another practice.</Trans>
        </p>
      ) : (
        <CardGrid items={farmers} label={t`Farmers`}>
          {(f, i) => <FarmerCard key={f.id} farmer={f} locale={locale} headingLevel={2} eager={i < 2} />}
        </CardGrid>
      )}
    </section>
  )
}
