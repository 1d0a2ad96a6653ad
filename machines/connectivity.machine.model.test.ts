/** Model-based: every path between online, flaky, offline and back online, under fake timers. */
import { expect, test } from 'vitest'
import { connectivityMachine } from './connectivity.machine'
import { coverage, modelPaths, runPath } from './test/model'

const events = [{ type: 'network.online' }, { type: 'network.offline' }, { type: 'request.succeeded' }, { type: 'request.failed' }]
const inputs = { 'browser online at start': { isBrowserOnline: true }, 'browser offline at start': { isBrowserOnline: false } }

const allPaths = Object.entries(inputs).flatMap(([kind, input]) => modelPaths(connectivityMachine, { events, input, simple: false }).map((path) => ({ kind, input, path })))

for (const { kind, input, path } of allPaths) {
  test(`${kind}: ${path.description}`, () => {
    runPath(connectivityMachine, path, {
      input,
      check: (snapshot) => {
        // Meaning: exactly one of offline / flaky / online; prefetching ("stable") only when plainly
        // online; "back online, syncing…" only right after a return.
        const shown = ['offline', 'flaky', 'online'].filter((tag) => snapshot.hasTag(tag))
        expect(shown).toHaveLength(1)
        expect(snapshot.hasTag('stable')).toBe(snapshot.matches('online'))
        expect(snapshot.hasTag('recovering')).toBe(snapshot.matches('backOnline'))
      },
    })
  })
}

test('the generated connectivity paths reach every state and transition', () => {
  expect(
    coverage(
      connectivityMachine,
      allPaths.map((p) => p.path),
    ),
  ).toEqual({ states: [], transitions: [] })
})
