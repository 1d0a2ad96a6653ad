import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
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

/** A produce page: its list is loading (aria-busy) at first, and its own title is set once it has its data. */
function ProducePage() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    document.title = 'Malewa'
    const timer = setTimeout(() => setLoaded(true), 200)
    return () => clearTimeout(timer)
  }, [])
  useEffect(() => {
    if (loaded) document.title = 'Avocado — Malewa'
  }, [loaded])
  return (
    <>
      <h1>{loaded ? 'Avocado' : 'Produce'}</h1>
      {loaded ? <p>In stock</p> : <p aria-busy="true">Loading</p>}
    </>
  )
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
  const produce = createRoute({ getParentRoute: () => root, path: '/farm/produces/avocado', component: ProducePage })
  const lost = createRoute({ getParentRoute: () => root, path: '/farm/lost', component: page('Page not found') })
  const gone = createRoute({ getParentRoute: () => root, path: '/farm/gone', component: page('Page not found') })
  const router = createRouter({ routeTree: root.addChildren([produces, farmers, produce, lost, gone]), history: createMemoryHistory({ initialEntries: ['/farm/produces'] }) })
  render(<RouterProvider router={router} />)
  return { router, announcer: () => document.getElementById('route-announcer')! }
}

/** The first page is in and the announcer listening (its effect runs after the first paint). */
async function loaded() {
  await screen.findByRole('heading', { name: 'Fresh produce' })
  await act(() => new Promise((r) => setTimeout(r, 100)))
}

test('a move to another page is announced with its title; the first load and a change of filters are not', async () => {
  const { router, announcer } = setup()
  await loaded()
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

test('a page that is still loading is announced once it is ready, with its own title rather than the first one it set', async () => {
  const { router, announcer } = setup()
  await loaded()
  const said: string[] = []
  const observer = new MutationObserver(() => said.push(announcer().textContent ?? ''))
  observer.observe(announcer(), { childList: true, characterData: true, subtree: true })
  router.history.push('/farm/produces/avocado')
  await expect.poll(() => announcer().textContent).toBe('Avocado — Malewa')
  observer.disconnect()
  expect(said.filter(Boolean)).toEqual(['Avocado — Malewa'])
})

test('two pages in a row with the same title are both announced: the region is emptied, then written again', async () => {
  const { router, announcer } = setup()
  await loaded()
  router.history.push('/farm/lost')
  await expect.poll(() => announcer().textContent).toBe('Page not found')
  const said: string[] = []
  const observer = new MutationObserver(() => said.push(announcer().textContent ?? ''))
  observer.observe(announcer(), { childList: true, characterData: true, subtree: true })
  router.history.push('/farm/gone')
  await expect.poll(() => said).toEqual(['', 'Page not found'])
  observer.disconnect()
})
