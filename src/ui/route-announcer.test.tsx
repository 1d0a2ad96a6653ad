import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, expect, test } from 'vitest'
import { RouteAnnouncer } from './route-announcer'

afterEach(cleanup)

/** A page that sets its title as the storefront's pages do (in an effect) and shows its heading. */
const page = (title: string) =>
  function Page() {
    useEffect(() => {
      document.title = title
    }, [])
    return <h1>{title}</h1>
  }

function setup() {
  const root = createRootRoute({
    component: () => (
      <>
        <main id="main">
          <Outlet />
        </main>
        <RouteAnnouncer />
      </>
    ),
  })
  const produces = createRoute({ getParentRoute: () => root, path: '/farm/produces', component: page('Fresh produce') })
  const farmers = createRoute({ getParentRoute: () => root, path: '/farm/farmers', component: page('Our farmers') })
  const router = createRouter({ routeTree: root.addChildren([produces, farmers]), history: createMemoryHistory({ initialEntries: ['/farm/produces'] }) })
  render(<RouterProvider router={router} />)
  return { router, announcer: () => document.getElementById('route-announcer')! }
}

test('a move to another page is announced with its title; the first load and a change of filters are not', async () => {
  const { router, announcer } = setup()
  await screen.findByRole('heading', { name: 'Fresh produce' })
  await act(() => new Promise((r) => setTimeout(r, 100)))
  // The first load: the reader announces the page itself.
  expect(announcer().textContent).toBe('')
  expect(announcer().getAttribute('role')).toBe('status')

  router.history.push('/farm/farmers')
  await screen.findByRole('heading', { name: 'Our farmers' })
  await expect.poll(() => announcer().textContent).toBe('Our farmers')

  // Same page, other search params (a filter): nothing new to say, and the last words are not repeated.
  const changes: MutationRecord[] = []
  const observer = new MutationObserver((m) => changes.push(...m))
  observer.observe(announcer(), { childList: true, characterData: true, subtree: true })
  router.history.push('/farm/farmers?page=2')
  await act(() => new Promise((r) => setTimeout(r, 100)))
  observer.disconnect()
  expect(router.state.location.searchStr).toContain('page=2')
  expect(changes).toHaveLength(0)
  expect(announcer().textContent).toBe('Our farmers')

  // Back to the first page: announced again.
  router.history.push('/farm/produces')
  await expect.poll(() => announcer().textContent).toBe('Fresh produce')
})
