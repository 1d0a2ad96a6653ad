// @vitest-environment node
import { createActor, fromPromise } from 'xstate'
import { afterEach, expect, test, vi } from 'vitest'
import { backoffDelay, outboxMachine, type OutboxInput, type PushOutcome } from './outbox.machine'

afterEach(() => vi.useRealTimers())

function start(outcomes: PushOutcome[], input: OutboxInput = { online: true, signedIn: true }) {
  const pushes: number[] = []
  let pulls = 0
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        push: fromPromise(async () => {
          pushes.push(Date.now())
          return outcomes.shift() ?? 'drained'
        }),
        pull: fromPromise(async () => {
          pulls++
        }),
      },
    }),
    { input },
  ).start()
  return { actor, pushes, pulls: () => pulls }
}

test('on start it pushes what the last run left, then pulls the server cart', async () => {
  const { actor, pushes, pulls } = start([])
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
  expect(pushes).toHaveLength(1)
  expect(pulls()).toBe(1)
})

test('offline it waits, and pushes as soon as the network is back', async () => {
  const { actor, pushes } = start([], { online: false, signedIn: true })
  expect(actor.getSnapshot().value).toBe('waitingForNetwork')
  actor.send({ type: 'outbox.changed' })
  expect(pushes).toHaveLength(0)
  actor.send({ type: 'network.online' })
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
  expect(pushes).toHaveLength(1)
})

test('a server failure backs off with growing jittered delays, then succeeds', async () => {
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockReturnValue(1)
  const { actor, pushes } = start(['retryable', 'retryable'])
  await vi.advanceTimersByTimeAsync(0)
  expect(actor.getSnapshot().value).toBe('backingOff')
  await vi.advanceTimersByTimeAsync(999)
  expect(pushes).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(pushes).toHaveLength(2)
  await vi.advanceTimersByTimeAsync(2000)
  expect(pushes).toHaveLength(3)
  await vi.advanceTimersByTimeAsync(0)
  expect(actor.getSnapshot().value).toBe('idle')
})

test('the backoff is jittered below a doubling ceiling capped at 60 s', () => {
  expect(backoffDelay(1, 1)).toBe(1000)
  expect(backoffDelay(3, 1)).toBe(4000)
  expect(backoffDelay(20, 1)).toBe(60_000)
  expect(backoffDelay(5, 0.5)).toBe(8000)
  expect(backoffDelay(5, 0)).toBe(250)
})

test('a refused change stops the queue until the shopper resolves it', async () => {
  const { actor, pushes } = start(['rejected'])
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('conflict'))
  expect(actor.getSnapshot().hasTag('attention')).toBe(true)
  actor.send({ type: 'conflict.resolved' })
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
  expect(pushes).toHaveLength(2)
})

test('signed out it keeps the outbox and sends nothing until the same shopper signs in', async () => {
  const { actor, pushes } = start([], { online: true, signedIn: false })
  actor.send({ type: 'outbox.changed' })
  actor.send({ type: 'network.online' })
  expect(pushes).toHaveLength(0)
  actor.send({ type: 'session.signedIn' })
  await vi.waitFor(() => expect(pushes).toHaveLength(1))
})

test('a queue that needs no session (the join form) goes signed out, and looks again at a sign-in', async () => {
  const { actor, pushes } = start([], { online: true, signedIn: false, needsSession: false })
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
  expect(pushes).toHaveLength(1)
  actor.send({ type: 'session.signedIn' })
  await vi.waitFor(() => expect(pushes).toHaveLength(2))
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
  actor.send({ type: 'session.signedOut' })
  actor.send({ type: 'outbox.changed' })
  await vi.waitFor(() => expect(pushes).toHaveLength(3))
})

test('a 401 in a queue that needs no session waits for the next change, it does not loop', async () => {
  const { actor, pushes } = start(['unauthorized'], { online: true, signedIn: true, needsSession: false })
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
  expect(pushes).toHaveLength(1)
  expect(actor.getSnapshot().context.signedIn).toBe(false)
})
