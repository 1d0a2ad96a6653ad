/**
 * Test kit for screen tests: a screen mounted under a memory router with the session actor
 * started and Lingui active (English, the source messages).
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, type AnyRouter, type RouteComponent } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { startSessionActor, type SessionActor } from '../session/session-actor'

/** Mounts `routes` (path → component) at `url`; returns the router and the session actor. */
export function renderScreens(routes: Record<string, RouteComponent>, url: string): { router: AnyRouter; session: SessionActor } {
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} })
  const root = createRootRoute({ component: Outlet })
  const children = Object.entries(routes).map(([path, component]) => createRoute({ getParentRoute: () => root, path, component }))
  const router = createRouter({ routeTree: root.addChildren(children), history: createMemoryHistory({ initialEntries: [url] }) })
  const session = startSessionActor(router)
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { router, session }
}

/** Every request fails as if offline: the screens work from Dexie. */
export function failEveryRequest() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  )
}
