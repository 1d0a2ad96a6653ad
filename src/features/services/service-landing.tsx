/** A service's landing page: what it is, its providers and listings, this week's offers, and how it works in three steps. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCurrentOffers, useFarmers } from '../farm/catalog-queries'
import { FarmerCard } from '../farm/farmer-card'
import { HowItWorks } from '../farm/how-it-works'
import { useFarmContext } from '../farm/farm-layout'
import { ProduceCard } from '../farm/produce-card'
import { useLocale } from '../../i18n/use-locale'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'
import { DESCRIPTORS, type OtherService } from './descriptors'
import { takeListing } from './listing-take'

const FEATURED = 3

export function ServiceLanding({ service }: { service: OtherService }) {
  const { i18n } = useLingui()
  const { param } = useLocale()
  const { storeId, locale } = useFarmContext()
  const d = DESCRIPTORS[service]
  const providers = useFarmers(storeId, locale, { sort: 'rating' }, service)
  const offers = useCurrentOffers(storeId, locale, service)
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="service-title">
        <h1 id="service-title">{i18n._(d.title)}</h1>
        <p className="hero__lead">{i18n._(d.lead)}</p>
        <p className="hero__actions">
          {d.routes.listings && d.listings ? (
            <Link to={d.routes.listings} params={{ locale: param }} className="button button--primary">
              {i18n._(d.listings)}
            </Link>
          ) : null}
          <Link to={d.routes.providers} params={{ locale: param }} className={d.routes.listings ? 'button' : 'button button--primary'}>
            {i18n._(d.providers)}
          </Link>
        </p>
      </section>
      <section className="section" aria-labelledby="service-providers">
        <h2 id="service-providers" className="section__title">
          {i18n._(d.providers)}
        </h2>
        {providers === undefined ? (
          <CardGridSkeleton count={FEATURED} />
        ) : providers.length === 0 ? (
          <p className="empty-state">{i18n._(d.noProviders)}</p>
        ) : (
          <CardGrid items={providers.slice(0, FEATURED)}>{(p) => <FarmerCard key={p.id} farmer={p} locale={locale} headingLevel={3} />}</CardGrid>
        )}
      </section>
      {offers?.length ? (
        <section className="section" aria-labelledby="service-offers">
          <h2 id="service-offers" className="section__title">
            <Trans>Offers this week</Trans>
          </h2>
          <CardGrid items={offers.slice(0, FEATURED).map((o) => o.produce)}>{(p) => <ProduceCard key={p.id} produce={p} locale={locale} headingLevel={3} addSlot={takeListing(p, 'card')} />}</CardGrid>
        </section>
      ) : null}
      <HowItWorks
        steps={[
          { title: <Trans>You choose</Trans>, text: <Trans>Pick what you like from the providers of your market.</Trans> },
          { title: <Trans>They prepare</Trans>, text: <Trans>They prepare your order, and the market brings it to you.</Trans> },
          { title: <Trans>You enjoy</Trans>, text: <Trans>Collect it at a pickup point or receive it at home.</Trans> },
        ]}
      />
    </div>
  )
}
