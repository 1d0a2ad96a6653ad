import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { FarmerCard } from './farmer-card'
import { HowItWorks } from './how-it-works'
import { Later } from '../../ui/later'
import { useCurrentOffers, useFarmers } from './catalog-queries'
import { useFarmContext } from './farm-layout'
import { ProduceCard } from './produce-card'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'

export function FarmLanding() {
  const { t } = useLingui()
  const { storeId, locale, status } = useFarmContext()
  const { param } = useLocale()
  const farmers = useFarmers(storeId, locale, { sort: 'rating' })
  const offers = useCurrentOffers(storeId, locale)
  const featured = farmers?.filter((f) => f.featured)
  // Nothing stored yet and the first pull under way: cards are coming, so their skeletons hold the
  // room they will take (the 'will appear here' line, then cards, moved the page twice).
  const arriving = (rows: readonly unknown[] | undefined) => rows === undefined || (rows.length === 0 && status.isUpdating)
  return (
    <>
      <section className="hero hero--farm" aria-labelledby="farm-title">
        <h1 id="farm-title">
          <Trans>Farm produce from farmers near you</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>Buy straight from the people who grow it: fair prices for them, fresher food for you.</Trans>
        </p>
        <div className="hero__actions">
          <Link to="/{-$locale}/farm/produces" params={{ locale: param }} className="button button--primary">
            <Trans>Browse produce</Trans>
          </Link>
          <Link to="/{-$locale}/farm/farmers" params={{ locale: param }} className="button">
            <Trans>Meet the farmers</Trans>
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="featured-farmers">
        <h2 id="featured-farmers" className="section__title">
          <Trans>Featured farmers</Trans>
        </h2>
        {arriving(featured) ? (
          <CardGridSkeleton count={3} />
        ) : !featured?.length ? (
          <p className="empty-state">
            <Trans>The farmers of this market will appear here once the catalog has loaded.</Trans>
          </p>
        ) : (
          <CardGrid items={featured}>{(f, i) => <FarmerCard key={f.id} farmer={f} locale={locale} headingLevel={3} eager={i < 2} />}</CardGrid>
        )}
      </section>

      <section className="section" aria-labelledby="current-offers">
        <h2 id="current-offers" className="section__title">
          <Trans>Current offers</Trans>
        </h2>
        {arriving(offers) ? (
          <CardGridSkeleton count={3} />
        ) : !offers?.length ? (
          <p className="empty-state">
            <Trans>No offers right now. Farmers post new ones every week.</Trans>
          </p>
        ) : (
          <CardGrid items={offers.slice(0, 6)} label={t`Current offers`}>
            {({ offer, produce }) => <ProduceCard key={offer.id} produce={produce} locale={locale} headingLevel={3} />}
          </CardGrid>
        )}
      </section>

      {/* Below the fold: after the first paint. */}
      <Later>
        <HowItWorks />
      </Later>
    </>
  )
}
