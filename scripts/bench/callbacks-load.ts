/**
 * The load of the callbacks bench (callbacks.ts), in its own process: Paystack's `charge.success`
 * webhook for each reference, twice (Paystack retries), shuffled, signed as Paystack signs them
 * (hex HMAC-SHA512 of the raw body keyed with the secret key), from `concurrency` connections at
 * once, after a warm-up of the connections. Prints {sent, statuses, seconds, latenciesMs} as JSON on stdout.
 *
 *   node --import tsx scripts/bench/callbacks-load.ts <job.json>
 */
import fs from 'node:fs'
import { createHmac, randomInt } from 'node:crypto'

interface Job {
  url: string
  secret: string
  refs: string[]
  amount: number
  currency: string
  concurrency: number
}

const job = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Job

function webhook(reference: string, id: number): { body: string; signature: string } {
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      id,
      domain: 'test',
      status: 'success',
      reference,
      amount: job.amount,
      requested_amount: job.amount,
      gateway_response: 'Successful',
      paid_at: new Date().toISOString(),
      channel: 'card',
      currency: job.currency,
      fees: 0,
      authorization: { channel: 'card', last4: '4081' },
      customer: { email: 'bench@example.com' },
    },
  })
  return { body, signature: createHmac('sha512', job.secret).update(body, 'utf8').digest('hex') }
}

// Each webhook twice, in a shuffled order: a retry may come before, between or after the others.
const queue = job.refs.flatMap((ref, i) => {
  const signed = webhook(ref, 4_000_000_000 + i)
  return [signed, signed]
})
for (let i = queue.length - 1; i > 0; i--) {
  const j = randomInt(i + 1)
  ;[queue[i], queue[j]] = [queue[j]!, queue[i]!]
}

const statuses: Record<string, number> = {}
const latenciesMs: number[] = []
let next = 0
async function worker() {
  while (next < queue.length) {
    const { body, signature } = queue[next++]!
    const started = performance.now()
    const res = await fetch(job.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body })
    await res.arrayBuffer()
    latenciesMs.push(performance.now() - started)
    statuses[res.status] = (statuses[res.status] ?? 0) + 1
  }
}

// Warm-up, not counted: each connection opened and the route's code run once (a provider the shop does not know: a 400, nothing stored).
const unknownProvider = job.url.replace(/\/paystack$/, '/visa')
await Promise.all(
  Array.from({ length: job.concurrency * 2 }, async () => {
    const res = await fetch(unknownProvider, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    await res.arrayBuffer()
  }),
)
const started = performance.now()
await Promise.all(Array.from({ length: job.concurrency }, worker))
const seconds = (performance.now() - started) / 1000
process.stdout.write(JSON.stringify({ sent: queue.length, statuses, seconds, latenciesMs }))
