import { fromPromise } from 'xstate'
import { expect, test } from 'vitest'
import { pageDataMachine } from './page-data.machine'
import { coverage, modelPaths, runPath } from './test/model'

const model = pageDataMachine.provide({ actors: { fetchPageData: fromPromise(() => new Promise<void>(() => {})) } })
const events = [
  { type: 'page.reactivated' },
  { type: 'page.retry' },
  { type: 'page.left' },
  { type: 'xstate.done.actor.fetchPageData' },
  { type: 'xstate.error.actor.fetchPageData', error: new Error('offline') },
]
// Fresh data (fetched a moment ago) and no data at all start the machine in different places.
const inputs = { 'never fetched': { lastFetchedAt: null }, 'fetched just now': { lastFetchedAt: Date.now() } }
const all = Object.entries(inputs).flatMap(([name, input]) =>
  modelPaths(model, { events, input, simple: false, serializeState: (s) => JSON.stringify({ v: s.value, failed: s.context.failures > 0, fetched: s.context.lastFetchedAt !== null }) }).map((path) => ({
    name,
    input,
    path,
  })),
)

for (const { name, input, path } of all) {
  test(`${name}: ${path.description}`, () => {
    runPath(model, path, {
      input: { lastFetchedAt: input.lastFetchedAt === null ? null : Date.now() },
      check: (snapshot) => {
        // Meaning: "updating" shows only while fetching; a failure keeps what was stored (no reset of the time).
        expect(snapshot.hasTag('updating')).toBe(snapshot.matches('updating'))
        if (snapshot.matches('failed')) expect(snapshot.context.failures).toBeGreaterThan(0)
      },
    })
  })
}

test('the generated page-data paths reach every state and transition', () => {
  expect(
    coverage(
      model,
      all.map((p) => p.path),
    ),
  ).toEqual({ states: [], transitions: [] })
})
