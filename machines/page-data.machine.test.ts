import { createActor, fromPromise } from 'xstate'
import { afterEach, expect, test, vi } from 'vitest'
import { pageDataMachine } from './page-data.machine'

afterEach(() => vi.useRealTimers())

function start(fetch: (signal: AbortSignal) => Promise<void>, lastFetchedAt: number | null = null) {
  const calls: AbortSignal[] = []
  const actor = createActor(
    pageDataMachine.provide({
      actors: {
        fetchPageData: fromPromise(({ signal }) => {
          calls.push(signal)
          return fetch(signal)
        }),
      },
    }),
    { input: { lastFetchedAt } },
  ).start()
  return { actor, calls }
}

test('a fast fetch still shows the updating state for 200 ms', async () => {
  vi.useFakeTimers()
  const { actor } = start(() => Promise.resolve())
  await vi.advanceTimersByTimeAsync(50)
  expect(actor.getSnapshot().hasTag('updating')).toBe(true)
  await vi.advanceTimersByTimeAsync(150)
  expect(actor.getSnapshot().value).toBe('fresh')
})

test('reactivation refetches only when the last fetch is older than 30 s', async () => {
  vi.useFakeTimers()
  const { actor, calls } = start(() => Promise.resolve())
  await vi.advanceTimersByTimeAsync(200)
  expect(calls).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(29_000)
  actor.send({ type: 'page.reactivated' })
  expect(calls).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1_000)
  actor.send({ type: 'page.reactivated' })
  expect(calls).toHaveLength(2)
})

test('data fetched recently is not fetched again when the page opens', () => {
  const { actor, calls } = start(() => Promise.resolve(), Date.now() - 5_000)
  expect(actor.getSnapshot().value).toBe('fresh')
  expect(calls).toHaveLength(0)
})

test('leaving the page aborts the fetch in flight', () => {
  const { actor, calls } = start(() => new Promise(() => {}))
  expect(calls[0]!.aborted).toBe(false)
  actor.send({ type: 'page.left' })
  expect(calls[0]!.aborted).toBe(true)
  expect(actor.getSnapshot().status).toBe('done')
})

test('a failed fetch waits for a retry and counts the failure', async () => {
  vi.useFakeTimers()
  let fail = true
  const { actor } = start(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()))
  await vi.advanceTimersByTimeAsync(10)
  expect(actor.getSnapshot().value).toBe('failed')
  expect(actor.getSnapshot().context.failures).toBe(1)
  fail = false
  actor.send({ type: 'page.retry' })
  await vi.advanceTimersByTimeAsync(200)
  expect(actor.getSnapshot().value).toBe('fresh')
  expect(actor.getSnapshot().context.failures).toBe(0)
})
