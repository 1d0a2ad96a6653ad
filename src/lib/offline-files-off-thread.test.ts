import { afterEach, expect, test, vi } from 'vitest'
import { KEPT_MARK, keepForOfflineOffThread } from './offline-files-off-thread'

/** A worker that answers as offline-files.worker.ts does, from a script of messages. */
function fakeWorker(script: (post: (message: unknown) => void, paths: string[]) => void, fail = false) {
  const worker = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    terminated: false,
    posted: [] as unknown[],
    postMessage(message: { paths: string[] }) {
      this.posted.push(message)
      setTimeout(() => {
        if (fail) return this.onerror?.({ preventDefault() {} } as ErrorEvent)
        script((data) => this.onmessage?.({ data } as MessageEvent), message.paths)
      }, 1)
    },
    terminate() {
      this.terminated = true
    },
  }
  return worker
}

const kept = () => performance.getEntriesByName(KEPT_MARK, 'mark').map((mark) => (mark as PerformanceMark).detail as string)

afterEach(() => {
  performance.clearMarks()
  vi.unstubAllGlobals()
})

test('the worker fetches the list; each file it keeps leaves a mark in the page; the worker ends with the answer', async () => {
  const worker = fakeWorker((post, paths) => {
    for (const path of paths.slice(1)) post({ kept: path })
    post({ missed: [] })
  })
  const missed = await keepForOfflineOffThread(['/assets/a.js', '/assets/b.js', '/assets/c.js'], () => worker as unknown as Worker)
  expect(missed).toEqual([])
  expect(worker.posted).toEqual([{ paths: ['/assets/a.js', '/assets/b.js', '/assets/c.js'] }])
  expect(kept()).toEqual(['/assets/b.js', '/assets/c.js'])
  expect(worker.terminated).toBe(true)
})

test('where no worker starts, or it fails to load, or it could fetch nothing while the network is up, the page fetches the files itself', async () => {
  const fetch = vi.fn(async (_url: string) => ({ ok: true, arrayBuffer: async () => new ArrayBuffer(0) }) as unknown as Response)
  vi.stubGlobal('fetch', fetch)
  expect(await keepForOfflineOffThread(['/assets/a.js'], () => null)).toEqual([])
  expect(await keepForOfflineOffThread(['/assets/b.js'], () => fakeWorker(() => {}, true) as unknown as Worker)).toEqual([])
  // A host whose scripts carry a CSP that lets a worker fetch nothing: all refused, online.
  expect(await keepForOfflineOffThread(['/assets/c.js'], () => fakeWorker((post, paths) => post({ missed: paths })) as unknown as Worker)).toEqual([])
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
  expect(kept()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
})

test('offline, what the worker could not fetch is given back to be tried when the network returns', async () => {
  vi.stubGlobal('navigator', { onLine: false })
  const fetch = vi.fn()
  vi.stubGlobal('fetch', fetch)
  const missed = await keepForOfflineOffThread(['/assets/a.js', '/assets/b.js'], () => fakeWorker((post, paths) => post({ missed: paths })) as unknown as Worker)
  expect(missed).toEqual(['/assets/a.js', '/assets/b.js'])
  expect(fetch).not.toHaveBeenCalled()
})
