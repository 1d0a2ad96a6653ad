/** A service's search and offers pages: the farm's screens, with the service's words. */
import { useLingui } from '@lingui/react/macro'
import { OffersScreen } from '../farm/offers-screen'
import { SearchScreen } from '../farm/search-screen'
import type { CatalogProduce } from '../../api/catalog-contract'
import { DESCRIPTORS, type OtherService } from './descriptors'
import { takeListing } from './listing-take'

export function ServiceSearchScreen({ service, q }: { service: OtherService; q: string }) {
  const { i18n } = useLingui()
  const d = DESCRIPTORS[service]
  const words = {
    label: i18n._(d.search.label),
    placeholder: i18n._(d.search.placeholder),
    hint: i18n._(d.search.hint),
    providers: i18n._(d.providers),
    providersFound: i18n._(d.search.providersFound),
    listings: i18n._(d.listings ?? d.providers),
    take: (listing: CatalogProduce) => takeListing(listing, 'card'),
  }
  return <SearchScreen q={q} words={words} />
}

export function ServiceOffersScreen({ service }: { service: OtherService }) {
  const { i18n } = useLingui()
  return <OffersScreen empty={i18n._(DESCRIPTORS[service].noOffers)} take={(listing) => takeListing(listing, 'card')} />
}
