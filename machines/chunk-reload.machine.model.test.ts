/** Model-based: every path of the chunk-reload guard, with and without a recent reload, under fake timers. */
import { expect, test } from 'vitest'
import { chunkReloadMachine } from './chunk-reload.machine'
import { coverage, modelPaths, runPath } from './test/model'

const inputs = {
  'no reload yet': { msSinceLastReload: null },
  'reloaded 10 s ago': { msSinceLastReload: 10_000 },
  'reloaded 61 s ago': { msSinceLastReload: 61_000 },
}
const events = [{ type: 'chunk.loadFailed' }]

const allPaths = Object.entries(inputs).flatMap(([kind, input]) => modelPaths(chunkReloadMachine, { events, input }).map((path) => ({ kind, input, path })))

for (const { kind, input, path } of allPaths) {
  test(`${kind}: ${path.description}`, () => {
    const reloads: number[] = []
    let startedAt: number | undefined
    const machine = chunkReloadMachine.provide({ actions: { reloadPage: () => void reloads.push(Date.now()) } })
    runPath(machine, path, {
      input,
      check: (snapshot) => {
        // Meaning: never two reloads within 60 s (counting the one before this page); the error
        // page only inside the guard window.
        startedAt ??= Date.now()
        const times = input.msSinceLastReload === null ? reloads : [startedAt - input.msSinceLastReload, ...reloads]
        for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(60_000)
        expect(snapshot.hasTag('reloading')).toBe(snapshot.matches('reloading'))
        expect(snapshot.hasTag('failed')).toBe(snapshot.matches({ guarded: 'failed' }))
        if (snapshot.hasTag('failed')) expect(reloads).toHaveLength(0)
      },
    })
  })
}

test('the generated chunk-reload paths reach every state and transition', () => {
  expect(
    coverage(
      chunkReloadMachine,
      allPaths.map((p) => p.path),
    ),
  ).toEqual({ states: [], transitions: [] })
})
