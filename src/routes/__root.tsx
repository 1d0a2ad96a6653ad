import { Outlet, createRootRoute } from '@tanstack/react-router'
import { ChunkErrorGate } from '../ui/chunk-error-gate'
import { ErrorPage, NotFoundPage } from '../ui/error-page'
import { PageMeta } from '../ui/page-meta'
import { StorefrontShell } from './{-$locale}/-storefront-shell'

export const Route = createRootRoute({
  component: () => (
    <>
      <PageMeta />
      <Outlet />
    </>
  ),
  // A path whose first segment is no language (`/no-such-page`): the not-found page in the
  // storefront's shell, header and footer, as any other page (issue 30; the server answers 404).
  // Also a closed service's area (its layout's beforeLoad throws notFound: issue 34).
  notFoundComponent: () => (
    <StorefrontShell>
      <NotFoundPage />
    </StorefrontShell>
  ),
  // Shown without the storefront's shell (a failure above the shell), so it brings the page's main landmark itself.
  // A failed chunk load goes to the chunk-reload guard (reload once per 60 s) before any error page.
  errorComponent: ({ error }) => (
    <main id="main" className="main">
      <ChunkErrorGate error={error}>
        <ErrorPage status={statusOf(error)} message={error instanceof Error && error.message ? error.message : undefined} />
      </ChunkErrorGate>
    </main>
  ),
})

/** Spec 8: the status is taken from statusCode, status or the response status; default 500. */
function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } }
    for (const candidate of [e.statusCode, e.status, e.response?.status]) if (typeof candidate === 'number') return candidate
  }
  return 500
}
