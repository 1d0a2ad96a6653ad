/**
 * Runs the cart sync machine in the browser: fed by the network (online/offline), the cart's
 * outbox and the session. On sign-in the guest cart is merged into the account's, and the shopper
 * is told what changed. The machine starts with the page, so a reload, a reopened tab or a
 * restarted browser carries on pushing what was left.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { outboxMachine } from '../../machines/outbox.machine'
import type { sessionMachine } from '../../machines/session.machine'
import type { CartMergeResult } from '../api/cart-contract'
import { openServices } from '../api/services-contract'
import { GUEST, mergeGuestCart, onCartOutboxChange, pullCart, pushCart, setCartOwnerSource } from './cart'

export type CartSyncActor = ActorRefFrom<typeof outboxMachine>

/** The server's basket of every open service (src/api/services-contract.ts), into the device. */
export async function pullOpenCarts(owner: string): Promise<void> {
  await Promise.all(openServices().map((service) => pullCart(owner, service)))
}

export type MergeOutcome = Omit<CartMergeResult, 'cart'>

/**
 * On sign-in: the guest's basket of every open service joins the account's; what changed, all
 * services together, and whether any account basket held lines already (two baskets combined).
 */
export async function mergeGuestCarts(owner: string): Promise<MergeOutcome> {
  const each = await Promise.all(openServices().map((service) => mergeGuestCart(owner, service)))
  return { changes: each.flatMap((r) => r.changes), combined: each.some((r) => r.combined) }
}
let actor: CartSyncActor | null = null

export function startCartSync(session: ActorRefFrom<typeof sessionMachine>, notify: { merged(outcome: MergeOutcome): void; mergeFailed(): void }): CartSyncActor {
  const ownerNow = () => {
    const s = session.getSnapshot()
    return s.hasTag('signedIn') ? (s.context.user?.id ?? GUEST) : GUEST
  }
  setCartOwnerSource(ownerNow)
  let owner = ownerNow()
  actor = createActor(
    outboxMachine.provide({
      actors: {
        push: fromPromise(() => pushCart(ownerNow())),
        pull: fromPromise(() => pullOpenCarts(ownerNow())),
      },
    }),
    { input: { online: typeof navigator === 'undefined' ? true : navigator.onLine, signedIn: owner !== GUEST } },
  ).start()
  onCartOutboxChange(() => actor?.send({ type: 'outbox.changed' }))
  window.addEventListener('online', () => {
    // A merge that failed offline at sign-in is tried again with the connection.
    if (owner !== GUEST)
      mergeGuestCarts(owner).then(
        (outcome) => outcome.changes.length && notify.merged(outcome),
        () => {},
      )
    actor?.send({ type: 'network.online' })
  })
  window.addEventListener('offline', () => actor?.send({ type: 'network.offline' }))
  session.subscribe(() => {
    const next = ownerNow()
    if (next === owner) return
    const previous = owner
    owner = next
    if (next === GUEST) {
      actor?.send({ type: 'session.signedOut' })
      return
    }
    const signIn = () => actor?.send({ type: 'session.signedIn' })
    if (previous === GUEST) {
      mergeGuestCarts(next)
        .then(
          (outcome) => outcome.changes.length && notify.merged(outcome),
          () => notify.mergeFailed(),
        )
        .finally(signIn)
    } else {
      signIn()
    }
  })
  return actor
}

export function cartSyncActor(): CartSyncActor {
  if (!actor) throw new Error('cart sync has not started')
  return actor
}
