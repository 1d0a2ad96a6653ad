// @vitest-environment node
/** Model-based: every path of watching an order's payment, on a real actor under fake timers. */
import { fromPromise } from 'xstate'
import { expect, test } from 'vitest'
import type { PaymentView } from '../src/api/payments-contract'
import { paymentWatchMachine } from './payment-watch.machine'
import { coverage, modelPaths, runPath } from './test/model'

const view = (status: PaymentView['status']): PaymentView => ({
  orderId: 'o1',
  status,
  method: 'mpesa',
  amount: 12_100,
  currency: 'KES',
  currencyExponent: 2,
  creditUsed: 0,
  refund: null,
  payee: 'Malewa',
  attempts: [],
  methods: ['mpesa', 'cash'],
})
const model = paymentWatchMachine.provide({
  actors: { fetchPayment: fromPromise(() => new Promise<PaymentView>(() => {})), askPayment: fromPromise(() => new Promise<PaymentView>(() => {})) },
})
const events = [
  { type: 'xstate.done.actor.0.paymentWatch.fetching', output: view('awaiting') },
  { type: 'xstate.done.actor.0.paymentWatch.fetching', output: view('paid') },
  { type: 'xstate.error.actor.0.paymentWatch.fetching', error: new Error('offline') },
  { type: 'payment.retry', retry: { method: 'cash' } },
  { type: 'payment.refresh' },
  { type: 'xstate.done.actor.0.paymentWatch.asking', output: view('awaiting') },
  { type: 'xstate.error.actor.0.paymentWatch.asking', error: Object.assign(new Error('refused'), { code: 'payment_in_progress' }) },
]
const paths = modelPaths(model, { events, simple: false, serializeState: (s) => JSON.stringify({ v: s.value, status: s.context.view?.status ?? null, refused: s.context.refusal !== null }) })

for (const path of paths) {
  test(path.description, () => {
    runPath(model, path, {
      check: (snapshot) => {
        // Meaning: it keeps asking exactly while the payment waits; a settled payment is never polled.
        expect(snapshot.hasTag('waiting')).toBe(snapshot.matches('watching'))
        if (snapshot.matches('watching')) expect(snapshot.context.view?.status).toBe('awaiting')
        if (snapshot.matches('settled') && snapshot.context.view) expect(snapshot.context.view.status).not.toBe('awaiting')
      },
    })
  })
}

test('the generated paths reach every state and transition of the payment watch', () => {
  expect(coverage(model, paths)).toEqual({ states: [], transitions: [] })
})
