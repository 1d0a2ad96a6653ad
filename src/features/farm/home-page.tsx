/**
 * Home: what a shopper sees first. Featured farmers come from Dexie (filled by the sync layer
 * from the API), so the page renders the same online, offline and on a flaky link.
 */
import { Trans } from '@lingui/react/macro'
import { useLocale } from '../../i18n/use-locale'
import { useFeaturedFarmers } from './farmer-queries'
import { FarmerCard } from './farmer-card'
import { HowItWorks } from './how-it-works'
import { Later } from '../../ui/later'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'

export function HomePage({ storeId, syncFailed }: { storeId: string; syncFailed: boolean }) {
  const { locale } = useLocale()
  const farmers = useFeaturedFarmers(storeId, locale)
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <h1 id="hero-title">
            <Trans>Fresh from local farmers, straight to your kitchen</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>Vegetables, fruit, eggs and honey from farms near your city. Order today, collect or get it delivered on the farmer's next delivery day.</Trans>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="featured-title">
        <h2 id="featured-title" className="section__title">
          <Trans>Featured farmers</Trans>
        </h2>
        {farmers === undefined || (farmers.length === 0 && !syncFailed) ? (
          // Skeleton cards of the real cards' size until the first sync: the page does not jump.
          <CardGridSkeleton count={3} />
        ) : farmers.length === 0 ? (
          <p className="empty-state" role="status">
            <Trans>We couldn't reach the market and nothing is saved on this device yet. Check your connection and try again.</Trans>
          </p>
        ) : (
          <CardGrid items={farmers}>{(farmer, i) => <FarmerCard key={farmer.id} farmer={farmer} locale={locale} headingLevel={3} eager={i < 2} />}</CardGrid>
        )}
      </section>

      {/* Below the fold: after the first paint. */}
      <Later>
        <HowItWorks />
      </Later>
    </>
  )
}
