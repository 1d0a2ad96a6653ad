/** A service's providers in the chosen market (kitchens, stores, chefs, creators), from the device's database. */
import { useLingui } from '@lingui/react/macro'
import { useFarmers } from '../farm/catalog-queries'
import { FarmerCard } from '../farm/farmer-card'
import { useFarmContext } from '../farm/farm-layout'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'
import { DESCRIPTORS, type OtherService } from './descriptors'

export function ProvidersScreen({ service }: { service: OtherService }) {
  const { i18n } = useLingui()
  const { storeId, locale, firstPull } = useFarmContext()
  const d = DESCRIPTORS[service]
  const providers = useFarmers(storeId, locale, { sort: 'name' }, service)
  return (
    <section aria-labelledby="providers-title">
      <h1 id="providers-title">{i18n._(d.providers)}</h1>
      {providers === undefined || (providers.length === 0 && firstPull === 'running') ? (
        <CardGridSkeleton />
      ) : providers.length === 0 && firstPull === 'failed' ? null : providers.length === 0 ? (
        <p className="empty-state" role="status">
          {i18n._(d.noProviders)}
        </p>
      ) : (
        <CardGrid items={providers} label={i18n._(d.providers)}>
          {(p, i) => <FarmerCard key={p.id} farmer={p} locale={locale} headingLevel={2} eager={i < 2} />}
        </CardGrid>
      )}
    </section>
  )
}
