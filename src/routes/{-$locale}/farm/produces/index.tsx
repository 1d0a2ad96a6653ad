import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_LOCALE } from '../../../../config'
import { ProducesScreen } from '../../../../features/farm/produces-screen'
import { readProduceListAhead } from '../../../../features/farm/catalog-queries'
import { readProduceSearch } from '../../../../features/farm/produce-search'
import { isLocale } from '../../../../i18n/locales'

export const Route = createFileRoute('/{-$locale}/farm/produces/')({
  validateSearch: readProduceSearch,
  // The first screen's IndexedDB read runs beside the screen's chunk download, not after its paint.
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => readProduceListAhead(isLocale(params.locale) ? params.locale : DEFAULT_LOCALE, deps),
  component: RouteComponent,
})

function RouteComponent() {
  return <ProducesScreen search={Route.useSearch()} readAhead={Route.useLoaderData()} />
}
