import type { AnyRouter } from '@tanstack/react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { DELAYS } from '../config'
import { connectivityActor } from './connectivity-actor'
import { canPrefetch, startLinkPrefetch } from './link-prefetch'

const setConnection = (connection: { saveData?: boolean; effectiveType?: string } | undefined) => Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })

afterEach(() => {
  setConnection(undefined)
  // Back to a plain, stable connection for the next test (the actor is the app's one instance).
  connectivityActor.send({ type: 'network.online' })
  connectivityActor.send({ type: 'request.succeeded' })
  connectivityActor.send({ type: 'request.failed' })
  connectivityActor.send({ type: 'request.succeeded' })
})

test('links are prefetched on a stable connection', () => {
  expect(canPrefetch()).toBe(true)
})

test('nothing is prefetched with Save-Data, on 2g or on slow-2g', () => {
  setConnection({ saveData: true, effectiveType: '4g' })
  expect(canPrefetch()).toBe(false)
  setConnection({ effectiveType: '2g' })
  expect(canPrefetch()).toBe(false)
  setConnection({ effectiveType: 'slow-2g' })
  expect(canPrefetch()).toBe(false)
  setConnection({ effectiveType: '3g' })
  expect(canPrefetch()).toBe(true)
})

test('nothing is prefetched while the connectivity machine says flaky or offline', () => {
  connectivityActor.send({ type: 'request.failed' })
  expect(canPrefetch()).toBe(false)
  connectivityActor.send({ type: 'request.succeeded' })
  expect(canPrefetch()).toBe(true)
  connectivityActor.send({ type: 'network.offline' })
  expect(canPrefetch()).toBe(false)
  connectivityActor.send({ type: 'network.online' })
  // "Back online, syncing…": the sync layer goes first.
  expect(canPrefetch()).toBe(false)
})

test('visible links are preloaded one per idle period, each after the previous one settled', async () => {
  vi.useFakeTimers()
  const idle: (() => void)[] = []
  const observed: Element[] = []
  let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | undefined
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', () => {})
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback
      }
      observe(el: Element) {
        observed.push(el)
      }
      unobserve() {}
      disconnect() {}
    },
  )
  document.body.innerHTML = '<a href="/farm/produces">Produce</a><a href="/farm/farmers">Farmers</a><a href="/farm/offers">Offers</a>'
  const settle: (() => void)[] = []
  const preloaded: string[] = []
  const router = {
    state: { status: 'idle' },
    subscribe: () => () => {},
    preloadRoute: ({ href }: { href: string }) => (preloaded.push(href), new Promise<void>((resolve) => settle.push(resolve))),
  }
  const stop = startLinkPrefetch(router as unknown as AnyRouter)
  report!(observed.map((target) => ({ target, isIntersecting: true })))
  vi.advanceTimersByTime(DELAYS.prefetchIdle)
  idle.shift()!() // the first idle period
  expect(preloaded).toEqual(['/farm/produces'])
  expect(idle).toHaveLength(0) // nothing more until that preload settles
  settle.shift()!()
  await vi.waitFor(() => expect(idle).toHaveLength(1))
  idle.shift()!()
  expect(preloaded).toEqual(['/farm/produces', '/farm/farmers'])
  settle.shift()!()
  await vi.waitFor(() => expect(idle).toHaveLength(1))
  idle.shift()!()
  expect(preloaded).toEqual(['/farm/produces', '/farm/farmers', '/farm/offers'])
  stop()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  document.body.innerHTML = ''
})
