import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_LOCALE } from '../../../../config'
import { ProducesScreen } from '../../../../features/farm/produces-screen'
import { readProduceListAhead } from '../../../../features/farm/catalog-queries'
import { readProduceSearch } from '../../../../features/farm/produce-search'
import { isLocale } from '../../../../i18n/locales'

export const Route = createFileRoute('/{-$locale}/farm/produces/')({
  staticData: {
    kind: 'catalog',
    title: msg`Fresh produce — Malewa`,
    description: msg`Vegetables, fruit, greens, eggs, honey and more, with prices per kg to compare. Filter by season, stock and farming practice.`,
  },
  validateSearch: readProduceSearch,
  // The first screen's IndexedDB read runs beside the screen's chunk download, not after its paint.
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => readProduceListAhead(isLocale(params.locale) ? params.locale : DEFAULT_LOCALE, deps),
  component: RouteComponent,
})

function RouteComponent() {
  return <ProducesScreen search={Route.useSearch()} readAhead={Route.useLoaderData()} />
}
