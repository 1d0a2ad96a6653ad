import { createFileRoute, notFound } from '@tanstack/react-router'
import { isPageSlug, loadPage } from '../../../features/pages/page-content'
import { StaticPage } from '../../../features/pages/static-page'

export const Route = createFileRoute('/{-$locale}/pages/$slug')({
  staticData: { kind: 'content' },
  loader: async ({ params, context }) => {
    if (!isPageSlug(params.slug)) throw notFound()
    return { slug: params.slug, page: await loadPage(context.locale, params.slug) }
  },
  component: PageRoute,
})

function PageRoute() {
  const { slug, page } = Route.useLoaderData()
  return <StaticPage slug={slug} page={page} />
}
