import { Outlet, createRootRoute } from '@tanstack/react-router'
import { ChunkErrorGate } from '../ui/chunk-error-gate'
import { ErrorPage, NotFoundPage } from '../ui/error-page'
import { PageMeta } from '../ui/page-meta'

export const Route = createRootRoute({
  component: () => (
    <>
      <PageMeta />
      <Outlet />
    </>
  ),
  // Shown without the storefront's shell (a path whose first segment is no language, a failure
  // above the shell), so each brings the page's main landmark itself.
  notFoundComponent: () => (
    <main id="main" className="main">
      <NotFoundPage />
    </main>
  ),
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
