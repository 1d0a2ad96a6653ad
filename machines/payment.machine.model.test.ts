// @vitest-environment node
/**
 * Model-based: every path of one payment attempt, replayed on a real actor. The law checked after
 * each step: an attempt succeeds only with the amount asked (and keeps the receipt), a failure
 * always has a reason, a settled attempt waits for nothing, and `nextAttemptState` (what the
 * server stores) agrees with the actor at every step.
 */
import { expect, test } from 'vitest'
import { nextAttemptState, paymentAttemptMachine, type PaymentAttemptContext, type PaymentAttemptEvent } from './payment.machine'
import { coverage, modelPaths, runPath } from './test/model'
import type { AttemptStatus } from '../src/api/payments-contract'

const AMOUNT = 12_100
const events: PaymentAttemptEvent[] = [
  { type: 'attempt.accepted', providerRef: 'ws_CO_1' },
  { type: 'attempt.refused', reason: 'provider_error' },
  { type: 'provider.succeeded', amount: AMOUNT, receipt: 'NLJ7RT61SV' },
  { type: 'provider.succeeded', amount: AMOUNT - 1, receipt: 'NLJ7RT61SW' },
  { type: 'provider.failed', reason: 'insufficient_funds' },
  { type: 'attempt.windowClosed' },
]
const input = { amount: AMOUNT }
const paths = modelPaths(paymentAttemptMachine, { events, input })

for (const path of paths) {
  test(path.description, () => {
    let stored: { status: AttemptStatus; context: PaymentAttemptContext } = { status: 'initiated', context: { amount: AMOUNT, providerRef: null, reason: null, receipt: null, late: false } }
    runPath(paymentAttemptMachine, path, {
      input,
      send: (actor, event) => {
        stored = nextAttemptState(stored.status, stored.context, event as PaymentAttemptEvent) ?? stored
        actor.send(event)
      },
      check: (snapshot) => {
        expect(snapshot.value).toBe(stored.status)
        expect(snapshot.context).toEqual(stored.context)
        expect(snapshot.hasTag('waiting')).toBe(snapshot.matches('initiated') || snapshot.matches('pending'))
        if (snapshot.matches('succeeded')) expect(snapshot.context.receipt).toBe('NLJ7RT61SV')
        if (snapshot.matches('failed')) expect(snapshot.context.reason).not.toBeNull()
        if (snapshot.context.late) expect(snapshot.matches('succeeded')).toBe(true)
      },
    })
  })
}

test('the generated paths reach every state and transition of an attempt', () => {
  expect(coverage(paymentAttemptMachine, paths)).toEqual({ states: [], transitions: [] })
})

test('a callback repeated after the attempt settled changes nothing', () => {
  const paid = nextAttemptState('pending', { amount: AMOUNT, providerRef: 'r', reason: null, receipt: null, late: false }, { type: 'provider.succeeded', amount: AMOUNT, receipt: 'R1' })
  expect(paid?.status).toBe('succeeded')
  expect(nextAttemptState('succeeded', paid!.context, { type: 'provider.succeeded', amount: AMOUNT, receipt: 'R1' })).toBeNull()
  expect(nextAttemptState('succeeded', paid!.context, { type: 'provider.failed', reason: 'cancelled' })).toBeNull()
})
