// @vitest-environment node
import { fromPromise } from 'xstate'
import { expect, test, vi } from 'vitest'
import { cartSyncMachine, type PushOutcome } from './cart-sync.machine'
import { coverage, modelPaths, runPath } from './test/model'

const model = cartSyncMachine.provide({
  actors: { push: fromPromise<PushOutcome>(() => new Promise(() => {})), pull: fromPromise<void>(() => new Promise(() => {})) },
})
const events = [
  { type: 'outbox.changed' },
  { type: 'network.online' },
  { type: 'network.offline' },
  { type: 'session.signedIn' },
  { type: 'session.signedOut' },
  { type: 'conflict.resolved' },
  ...(['drained', 'offline', 'retryable', 'rejected', 'unauthorized'] as const).map((output) => ({ type: 'xstate.done.actor.push', output })),
  { type: 'xstate.error.actor.push', error: new Error('boom') },
  { type: 'xstate.done.actor.pull' },
  { type: 'xstate.error.actor.pull', error: new Error('offline') },
]
const inputs = {
  'online and signed in': { online: true, signedIn: true },
  offline: { online: false, signedIn: true },
  'signed out': { online: true, signedIn: false },
}
const serializeState = (s: { value: unknown; context: { online: boolean; signedIn: boolean } }) => JSON.stringify([s.value, s.context.online, s.context.signedIn])
const all = Object.entries(inputs).flatMap(([name, input]) => modelPaths(model, { events, input, simple: false, serializeState }).map((path) => ({ name, input, path })))

for (const { name, input, path } of all) {
  test(`${name}: ${path.description}`, () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    runPath(model, path, {
      input,
      check: (snapshot) => {
        // Meaning: nothing is sent while offline or signed out; a refused change waits for the shopper.
        if (snapshot.matches('pushing')) expect(snapshot.context.online && snapshot.context.signedIn).toBe(true)
        if (!snapshot.context.signedIn) expect(snapshot.matches('signedOut')).toBe(true)
        expect(snapshot.hasTag('attention')).toBe(snapshot.matches('conflict'))
      },
    })
    vi.restoreAllMocks()
  })
}

test('the generated cart-sync paths reach every state and transition', () => {
  expect(
    coverage(
      model,
      all.map((p) => p.path),
    ),
  ).toEqual({ states: [], transitions: [] })
})
