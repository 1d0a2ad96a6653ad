// @vitest-environment node
import { fromPromise } from 'xstate'
import { expect, test, vi } from 'vitest'
import { outboxMachine, type PushOutcome } from './outbox.machine'
import { coverage, modelPaths, runPath } from './test/model'

const model = outboxMachine.provide({
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
  'a queue that needs no session, signed out': { online: true, signedIn: false, needsSession: false },
  'a queue that needs no session, offline': { online: false, signedIn: true, needsSession: false },
}
const serializeState = (s: { value: unknown; context: { online: boolean; signedIn: boolean; needsSession: boolean } }) =>
  JSON.stringify([s.value, s.context.online, s.context.signedIn, s.context.needsSession])
const all = Object.entries(inputs).flatMap(([name, input]) => modelPaths(model, { events, input, simple: false, serializeState }).map((path) => ({ name, input, path })))

for (const { name, input, path } of all) {
  test(`${name}: ${path.description}`, () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    runPath(model, path, {
      input,
      check: (snapshot) => {
        // Meaning: nothing is sent while offline, nor signed out when the queue needs a session; a
        // refused change waits for the shopper.
        const { online, signedIn, needsSession } = snapshot.context
        if (snapshot.matches('pushing')) expect(online && (signedIn || !needsSession)).toBe(true)
        if (needsSession && !signedIn) expect(snapshot.matches('signedOut')).toBe(true)
        if (!needsSession) expect(snapshot.matches('signedOut')).toBe(false)
        expect(snapshot.hasTag('attention')).toBe(snapshot.matches('conflict'))
      },
    })
    vi.restoreAllMocks()
  })
}

test('the generated outbox paths reach every state and transition', () => {
  expect(
    coverage(
      model,
      all.map((p) => p.path),
    ),
  ).toEqual({ states: [], transitions: [] })
})
