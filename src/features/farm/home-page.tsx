/**
 * Home: a shop window (issue 30). What a shopper sees first is what they can buy: the market's
 * offers and what is in season, each shelf's heading a way into the full list; a signed-in
 * shopper's last order, to order again; then the featured farmers. Every shelf reads Dexie
 * (filled by the catalog sync, the farm pages' own), so the page is the same online, offline and
 * drawn by the server on a first visit (decision 009).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Locale } from '../../config'
import type { ProduceRow } from '../../db/db'
import { useLocale } from '../../i18n/use-locale'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'
import { Later } from '../../ui/later'
import { OpenServicesSection } from '../../ui/service-links'
import { HOME_SHELVES, useHomeShelves } from './home-queries'
import { FarmerCard } from './farmer-card'
import { useFeaturedFarmers } from './farmer-queries'
import { LastOrder } from './last-order'
import { ProduceCard } from './produce-card'

export function HomePage({ storeId, syncFailed }: { storeId: string; syncFailed: boolean }) {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const farmers = useFeaturedFarmers(storeId, locale)
  const shelves = useHomeShelves(storeId, locale)
  const loading = shelves === undefined || (shelves.offers.length + shelves.inSeason.length === 0 && !syncFailed)
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <h1 id="hero-title">
            <Trans>Fresh from local farmers, straight to your kitchen</Trans>
          </h1>
          <Link to="/{-$locale}/farm/produces" params={{ locale: param }} className="button button--primary hero__action">
            <Trans>Browse produce</Trans>
          </Link>
        </div>
      </section>

      <OpenServicesSection />

      {/* Signed in only, so never in a page drawn for visitors: after the first paint. */}
      <Later>
        <LastOrder />
      </Later>

      {shelves && !loading && shelves.offers.length === 0 && shelves.inSeason.length === 0 ? (
        <p className="empty-state" role="status">
          <Trans>We couldn't reach the market and nothing is saved on this device yet. Check your connection and try again.</Trans>
        </p>
      ) : null}

      {loading || shelves.offers.length > 0 ? (
        <Shelf id="offers" heading={<Link to="/{-$locale}/farm/offers" params={{ locale: param }}>{t`Offers this week`}</Link>}>
          {loading ? <CardGridSkeleton count={HOME_SHELVES.offers} /> : <ProduceGrid rows={shelves.offers} locale={locale} label={t`Offers`} eager />}
        </Shelf>
      ) : null}

      {loading || shelves.inSeason.length > 0 ? (
        <Shelf
          id="in-season"
          heading={
            <Link to="/{-$locale}/farm/produces" params={{ locale: param }} search={{ inSeason: true }}>
              {t`In season`}
            </Link>
          }
        >
          {loading ? <CardGridSkeleton count={4} /> : <ProduceGrid rows={shelves.inSeason} locale={locale} label={t`In season`} />}
        </Shelf>
      ) : null}

      <Shelf
        id="featured"
        heading={
          <Link to="/{-$locale}/farm/farmers" params={{ locale: param }}>
            {t`Featured farmers`}
          </Link>
        }
      >
        {farmers === undefined || (farmers.length === 0 && !syncFailed) ? (
          // Skeleton cards of the real cards' size until the first sync: the page does not jump.
          <CardGridSkeleton count={3} />
        ) : farmers.length === 0 ? null : (
          <CardGrid items={farmers}>{(farmer) => <FarmerCard key={farmer.id} farmer={farmer} locale={locale} headingLevel={3} />}</CardGrid>
        )}
      </Shelf>
    </>
  )
}

/** A section of the home with its heading (a link to the full list). */
function Shelf({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section className="section shelf" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section__title">
        {heading}
      </h2>
      {children}
    </section>
  )
}

function ProduceGrid({ rows, locale, label, eager = false }: { rows: ProduceRow[]; locale: Locale; label: string; eager?: boolean }) {
  return (
    <CardGrid items={rows} label={label}>
      {(p, i) => <ProduceCard key={p.id} produce={p} locale={locale} headingLevel={3} eager={eager && i < 2} />}
    </CardGrid>
  )
}
