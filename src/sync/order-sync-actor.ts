/**
 * Runs the pending-order outbox in the browser. The lifecycle is the cart's (push when there is a
 * connection and a signed-in shopper, wait for `online`, back off with jitter, stop at a refusal,
 * stay put while signed out), so it is the same machine with order actors provided: `push` sends
 * the queued orders (after the cart outbox), `pull` refreshes the order list after one was placed.
 * Started with the page, so an order confirmed offline goes out on the next start or `online`.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { outboxMachine } from '../../machines/outbox.machine'
import type { sessionMachine } from '../../machines/session.machine'
import { baseApi } from '../api/clients'
import { refreshSession } from '../api/session-api'
import { db } from '../db/db'
import { GUEST, pullCart, pushCart } from './cart'
import { onPendingOrdersChange, pullCheckoutOptions, pullOrders, pushPendingOrders, takePlacedSinceLastPull, type PushHooks } from './orders'

export type OrderSyncActor = ActorRefFrom<typeof outboxMachine>
let actor: OrderSyncActor | null = null

export const ORDER_PUSH_HOOKS: PushHooks = {
  drainCart: (owner) => pushCart(owner),
  refreshSession: () => refreshSession(),
  // A refusal may be for prices or fees that changed: the basket and the checkout options catch up.
  afterRejected: async (owner, vertical) => {
    await Promise.all([pullCart(owner, vertical), pullCheckoutOptions(baseApi, db, owner, vertical, {})])
  },
}

export function startOrderSync(session: ActorRefFrom<typeof sessionMachine>): OrderSyncActor {
  if (actor) return actor
  const ownerNow = () => {
    const s = session.getSnapshot()
    return s.hasTag('signedIn') ? (s.context.user?.id ?? GUEST) : GUEST
  }
  let owner = ownerNow()
  const started = createActor(
    outboxMachine.provide({
      actors: {
        push: fromPromise(() => (ownerNow() === GUEST ? Promise.resolve('drained' as const) : pushPendingOrders(baseApi, db, ownerNow(), ORDER_PUSH_HOOKS))),
        pull: fromPromise(async () => {
          if (takePlacedSinceLastPull() && ownerNow() !== GUEST) await pullOrders(baseApi, db, ownerNow())
        }),
      },
    }),
    { input: { online: typeof navigator === 'undefined' ? true : navigator.onLine, signedIn: owner !== GUEST } },
  ).start()
  actor = started
  onPendingOrdersChange(() => started.send({ type: 'outbox.changed' }))
  window.addEventListener('online', () => started.send({ type: 'network.online' }))
  window.addEventListener('offline', () => started.send({ type: 'network.offline' }))
  session.subscribe(() => {
    const next = ownerNow()
    if (next === owner) return
    owner = next
    started.send({ type: next === GUEST ? 'session.signedOut' : 'session.signedIn' })
  })
  return started
}

/** The shopper asked to try now (a lost answer while the browser says it is online). */
export function retryPendingOrders(): void {
  actor?.send({ type: navigator.onLine ? 'network.online' : 'outbox.changed' })
}
