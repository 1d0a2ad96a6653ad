/**
 * What the three provider simulators share (decision 033): the requests a simulated provider holds,
 * how the person playing the shopper's phone (or a test) settles them, and how callbacks go out,
 * with the knobs the tests need: once, twice, never, or held back until released (late).
 *
 * Callbacks are delivered through `deliver` (in process: the app's own `request`), after the
 * simulator answered the request that caused them, unless a request is settled at once
 * (`settleAtRequest`): then the callback is delivered before the answer, as M-Pesa may do.
 */
export type SimOutcome = { kind: 'approve' } | { kind: 'decline'; why: 'insufficient_funds' | 'cancelled' } | { kind: 'timeout' }
export type CallbackMode = 'once' | 'twice' | 'never' | 'late'
export type Deliver = (url: string, init: RequestInit) => Promise<Response>

export interface SimRequest {
  provider: 'mpesa' | 'momo' | 'paystack'
  /** The provider's id of the request (CheckoutRequestID, X-Reference-Id, reference). */
  ref: string
  phone: string | null
  /** Minor units. */
  amount: number
  currency: string
  exponent: number
  /** What the prompt names (AccountReference, payeeNote, metadata.order). */
  label: string
  status: 'pending' | 'succeeded' | 'failed'
  /** The provider's result code or reason once settled. */
  code: string | null
  receipt: string | null
  createdAt: number
}

export class SimKit {
  readonly requests = new Map<string, SimRequest>()
  callbackMode: CallbackMode = 'once'
  /** Settle the next request as soon as it arrives, with this outcome (its callback before the answer). */
  settleAtRequest: SimOutcome | null = null
  private held: Array<() => Promise<void>> = []
  private inFlight = new Set<Promise<unknown>>()

  constructor(private deliver: Deliver) {}

  /** Requests still waiting for the phone, oldest first. */
  pending(): SimRequest[] {
    return [...this.requests.values()].filter((r) => r.status === 'pending').sort((a, b) => a.createdAt - b.createdAt)
  }

  /** Sends a callback as the current mode says; `now` awaits it (before our answer), otherwise it goes after. */
  send(url: string, init: RequestInit, now = false): Promise<void> {
    const once = () =>
      this.deliver(url, init).then(
        (res) => void res.body?.cancel(),
        () => {},
      )
    const times = this.callbackMode === 'twice' ? 2 : this.callbackMode === 'never' ? 0 : 1
    if (this.callbackMode === 'late') {
      this.held.push(once)
      return Promise.resolve()
    }
    const run = async () => {
      for (let i = 0; i < times; i++) await once()
    }
    if (now) return this.track(run())
    void this.track(new Promise<void>((resolve) => setImmediate(resolve)).then(run))
    return Promise.resolve()
  }

  /** Delivers the callbacks held back in `late` mode. */
  async releaseLate(): Promise<void> {
    const held = this.held
    this.held = []
    for (const send of held) await this.track(send())
  }

  /** Resolves when the callbacks sent so far were delivered. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight])
  }

  private track<T>(p: Promise<T>): Promise<T> {
    const tracked = p.finally(() => this.inFlight.delete(tracked))
    this.inFlight.add(tracked)
    return tracked
  }
}

export const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('')
export const letters = (n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[Math.floor(Math.random() * 34)]).join('')
