/**
 * The one leader lock of the outboxes: one tab sends a queue at a time (Web Locks where the
 * browser has them; without them, this tab alone). `skipIfHeld`: another tab is already sending,
 * so this run does nothing and answers undefined (the cart, favorites and the join form); without
 * it the run waits its turn and then reads the queue afresh (the orders, so that a checkout
 * pressed in this tab is sent once the other tab's run ends).
 */
export async function withLeaderLock<T>(name: string, run: () => Promise<T>, { skipIfHeld = true }: { skipIfHeld?: boolean } = {}): Promise<T | undefined> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return run()
  if (!skipIfHeld) return locks.request(`malewa-outbox:${name}`, run)
  return locks.request(`malewa-outbox:${name}`, { ifAvailable: true }, async (lock) => (lock ? run() : undefined))
}
