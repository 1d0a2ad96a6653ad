/** A provider's own page (a kitchen, a store, a chef, a creator): the farmer's page with its service's facts and listings. */
import { useLingui } from '@lingui/react/macro'
import { FarmerScreen } from '../farm/farmer-screen'
import { useLocale } from '../../i18n/use-locale'
import { DESCRIPTORS, type OtherService } from './descriptors'
import { takeListing, type ListingChooser } from './listing-take'
import { ProviderFacts } from './service-details'

export function ProviderScreen({ service, id, chooser }: { service: OtherService; id: string; chooser?: ListingChooser }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const d = DESCRIPTORS[service]
  return (
    <FarmerScreen
      id={id}
      parts={{
        service,
        facts: (provider) => <ProviderFacts provider={provider} locale={locale} />,
        listingsTitle: i18n._(d.fromProvider),
        noListings: i18n._(d.noListings),
        take: (listing) => takeListing(listing, 'card', chooser),
      }}
    />
  )
}
