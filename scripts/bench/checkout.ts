/**
 * Checkout options for a big basket (issue 31's budget, p95 ≤ 50 ms): a shopper's farm basket of
 * 30 lines from 10 farmers of the Johannesburg market (the farm seed), then GET
 * /api/cart/farm/checkout-options over HTTP on loopback, one request at a time, after a warm-up.
 * The answer computes every farmer's arrival, the market days, and the places left in every window
 * of every zone and pickup point on those days (decision 017, slot_bookings).
 *
 *   npx tsx scripts/bench/checkout.ts [--runs 3] [--quick]
 */
import { randomUUID } from 'node:crypto'
import { benchArgs, fromSamples, log, report, startServer, type Figure } from './lib'
import { codeFromMailDir, registerByMail } from '../../server/test/mail-files'

const GROUP = 'Checkout (HTTP on loopback, farm seed)'
const args = benchArgs({})
const REQUESTS = args.quick ? 60 : 200

function p95(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!
}

async function main() {
  const server = await startServer({ seed: 'farm' })
  try {
    const email = `bench-checkout-${Date.now()}@example.com`
    // The form, then the code from the e-mail the server wrote (registration proves the address first, decision 012).
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { status: res.status, text: await res.text() }
    }
    const registered = await registerByMail(
      post,
      { name: 'Bench', surname: 'Shopper', phone: '', email, credential: { identifier: email, secret: 'a long bench passphrase for checkout' } },
      codeFromMailDir(server.dataDir),
    )
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`)
    const token = (JSON.parse(registered.text) as { data: { accessToken: string } }).data.accessToken
    const auth = { authorization: `Bearer ${token}` }

    const listed = await fetch(`${server.url}/api/farm/produces?storeId=jnb&inStock=true&perPage=500`)
    const produces = ((await listed.json()) as { data: { id: string; farmerId: string; minQty: number }[] }).data
    const byFarmer = new Map<string, { id: string; minQty: number }[]>()
    for (const p of produces) byFarmer.set(p.farmerId, [...(byFarmer.get(p.farmerId) ?? []), p])
    const basket = [...byFarmer.values()]
      .filter((list) => list.length >= 3)
      .slice(0, 10)
      .flatMap((list) => list.slice(0, 3))
    if (basket.length !== 30) throw new Error(`the seed gave ${basket.length} lines from ${byFarmer.size} farmers, not 30 from 10`)
    for (const p of basket) {
      const res = await fetch(`${server.url}/api/cart/farm/ops`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...auth },
        body: JSON.stringify({ op: 'set', produceId: p.id, quantity: p.minQty }),
      })
      if (res.status !== 200) throw new Error(`cart op: ${res.status} ${await res.text()}`)
    }

    const once = async () => {
      const started = performance.now()
      const res = await fetch(`${server.url}/api/cart/farm/checkout-options`, { headers: auth })
      const body = (await res.json()) as { data: { deliveryDays: string[]; arrivals: unknown[] } }
      const ms = performance.now() - started
      if (res.status !== 200 || body.data.arrivals.length !== 10 || body.data.deliveryDays.length === 0) throw new Error(`checkout options: ${res.status} ${JSON.stringify(body).slice(0, 300)}`)
      return ms
    }
    for (let i = 0; i < 20; i++) await once()
    const runs: { p50: number; p95: number }[] = []
    for (let run = 1; run <= args.runs; run++) {
      log(`checkout: run ${run}/${args.runs} (${REQUESTS} requests)`)
      const samples: number[] = []
      for (let i = 0; i < REQUESTS; i++) samples.push(await once())
      samples.sort((a, b) => a - b)
      runs.push({ p50: samples[Math.floor(samples.length / 2)]!, p95: p95(samples) })
    }
    const figures: Figure[] = [
      fromSamples(
        { group: GROUP, name: `checkout options p95 (30 lines from 10 farmers, ${REQUESTS} requests a run)`, unit: 'ms', budget: { op: '<=', limit: 50 } },
        runs.map((r) => r.p95),
        1,
      ),
      fromSamples(
        { group: GROUP, name: 'checkout options p50', unit: 'ms' },
        runs.map((r) => r.p50),
        1,
      ),
    ]
    report(args.out, figures)
  } finally {
    await server.stop()
  }
}

await main()
