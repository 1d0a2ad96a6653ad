/** A service's area (decision 045): the farm's CatalogArea with the service's tabs and its own catalog sync. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { SERVICE_NOUNS } from '../../api/service-routes-contract'
import { CatalogArea } from '../farm/farm-layout'
import { useLocale } from '../../i18n/use-locale'
import { DESCRIPTORS, type OtherService } from './descriptors'
import { DetailTakeContext, type DetailTake } from './listing-chooser'

/** A service's pages without cards (no area notice above them): its join form and a listing's own page. */
const withoutCards = (service: OtherService) => new RegExp(`/${service}/(join|${SERVICE_NOUNS[service].listings}/[^/]+)/?$`)

/** `detailTake`: what a listing's page of this service draws to take it with its choice (listing-chooser.tsx). */
export function ServiceLayout({ service, detailTake }: { service: OtherService; detailTake?: DetailTake }) {
  const { i18n } = useLingui()
  const { param } = useLocale()
  const d = DESCRIPTORS[service]
  const routes = d.routes
  return (
    <DetailTakeContext.Provider value={detailTake ?? null}>
      <CatalogArea
        service={service}
        label={i18n._(d.area)}
        withoutCards={withoutCards(service)}
        tabs={(tab) => (
          <>
            <Link to={routes.providers} params={{ locale: param }} {...tab}>
              {i18n._(d.providers)}
            </Link>
            {routes.listings && d.listings ? (
              <Link to={routes.listings} params={{ locale: param }} {...tab}>
                {i18n._(d.listings)}
              </Link>
            ) : null}
            {service === 'cookbook' ? (
              <>
                <Link to="/{-$locale}/cookbook/recipes" params={{ locale: param }} {...tab}>
                  <Trans>Recipes</Trans>
                </Link>
                <Link to="/{-$locale}/cookbook/ingredients" params={{ locale: param }} {...tab}>
                  <Trans>Ingredients</Trans>
                </Link>
              </>
            ) : null}
            <Link to={routes.offers} params={{ locale: param }} {...tab}>
              <Trans>Offers</Trans>
            </Link>
            <Link to={routes.search} params={{ locale: param }} {...tab}>
              <Trans>Search</Trans>
            </Link>
            <Link to={routes.join} params={{ locale: param }} {...tab}>
              <Trans>Join</Trans>
            </Link>
          </>
        )}
      />
    </DetailTakeContext.Provider>
  )
}
