/**
 * Payment callbacks (issue 33's budget: ≥ 500 handled a second, p99 ≤ 50 ms, on PGlite): the
 * storefront's app as server/main.ts builds it (embedded PGlite in a fresh DATA_DIR, the farm seed,
 * the providers on their sandbox simulators) serves HTTP on loopback in this process; many Paystack
 * payments wait for the shopper (orders of the Johannesburg market, each with its attempt, each
 * initialized at the simulated Paystack and paid there, with its own webhook held back); then a
 * SECOND process (callbacks-load.ts) fires the simulator's signed `charge.success` webhooks at
 * /api/payment-callbacks/paystack, each payment's twice (Paystack retries), shuffled, from 32
 * connections at once. Measured: callbacks answered a second and their p99, and how long until
 * every payment is paid (the server confirms each by Paystack's verify after answering,
 * decision 033). After each run: every payment paid exactly once (one succeeded attempt, the one
 * that pays it; nothing credited; the simulated Paystack charged each once).
 *
 *   npx tsx scripts/bench/callbacks.ts [--runs 3] [--quick]
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { createApp } from '../../server/app'
import { authOptionsFromEnv } from '../../server/auth/auth-config'
import { rows } from '../../server/cart/cart-sql'
import { openDatabase } from '../../server/db/client'
import { parseEnv } from '../../server/env'
import { createLogger } from '../../server/lib/log'
import { PAYSTACK_TEST } from '../../server/payments/payments-config'
import type { PaymentsSetup } from '../../server/payments/payments-runtime'
import { prepareDatabase } from '../../server/start-up'
import { confirmedFigures } from '../../server/test/checkout-figures'
import { codeFromMailDir, registerByMail } from '../../server/test/mail-files'
import type { Cart, CheckoutOptions, Order } from '../../src/api/cart-contract'
import { benchArgs, fromSamples, log, report, ROOT, type Figure } from './lib'

const GROUP = 'Payment callbacks (Paystack webhooks over HTTP on loopback, PGlite)'
const args = benchArgs({})
const PAYMENTS = args.quick ? 300 : 1_500
const CONCURRENCY = Number(process.env.BENCH_CALLBACK_CONNECTIONS ?? 32)

export interface LoadResult {
  sent: number
  statuses: Record<string, number>
  seconds: number
  latenciesMs: number[]
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-bench-callbacks-'))
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: 'farm',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    // No reconciliation passes during the load: only the callbacks move the payments.
    PAYMENTS_POLL_MS: '0',
    FIRST_PAINT: 'false',
  })
  const env = parseEnv()
  const logger = createLogger('warn')
  const database = await openDatabase({ databaseUrl: '', dataDir: env.dataDir, migrate: false })
  const { authSecret } = await prepareDatabase(database, env, logger)
  let paid: PaymentsSetup | null = null
  let base = ''
  const app = createApp({
    db: database.db,
    log: logger,
    bodyLimit: env.BODY_LIMIT,
    staticDir: null,
    auth: { ...authOptionsFromEnv(env, authSecret), publicUrl: () => base || env.publicUrl },
    payments: env.payments,
    onPayments: (p) => (paid = p),
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const setup = paid as PaymentsSetup | null
  const sandbox = setup?.sandbox
  if (!setup || !sandbox) throw new Error('the payments did not start in sandbox mode')
  const db = database.db

  try {
    // One real order of the market through the API: the template of the orders whose payments wait.
    const post = async (p: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
      return { status: res.status, text: await res.text() }
    }
    const email = `bench-callbacks-${Date.now()}@example.com`
    const registered = await registerByMail(
      post,
      { name: 'Bench', surname: 'Shopper', phone: '', email, credential: { identifier: email, secret: 'a long bench passphrase for callbacks' } },
      codeFromMailDir(dataDir),
    )
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`)
    const auth = { authorization: `Bearer ${(JSON.parse(registered.text) as { data: { accessToken: string } }).data.accessToken}` }
    const get = async <T>(p: string) => ((await (await fetch(`${base}${p}`, { headers: auth })).json()) as { data: T }).data
    const produce = (await get<{ id: string; minQty: number }[]>('/api/farm/produces?storeId=jnb&inStock=true&perPage=1'))[0]!
    let cart: Cart | null = null
    let options: CheckoutOptions | null = null
    // Enough of it for the market's smallest order.
    for (let quantity = produce.minQty; !cart || !options || cart.subtotal < options.minOrderTotal; quantity += produce.minQty) {
      const op = await post('/api/cart/farm/ops', { op: 'set', produceId: produce.id, quantity }, { ...auth, 'idempotency-key': randomUUID() })
      if (op.status !== 200) throw new Error(`cart: ${op.status} ${op.text}`)
      cart = (JSON.parse(op.text) as { data: Cart }).data
      options = await get<CheckoutOptions>('/api/cart/farm/checkout-options')
    }
    const placed = await post(
      '/api/orders',
      {
        fulfilment: 'pickup',
        pickupLocationId: options.pickupLocations[0]!.id,
        deliveryDay: options.deliveryDays[0],
        payment: { kind: 'cash' },
        confirmed: confirmedFigures(cart, options.serviceFee),
      },
      { ...auth, 'idempotency-key': randomUUID() },
    )
    if (placed.status !== 201) throw new Error(`order: ${placed.status} ${placed.text}`)
    const template = (JSON.parse(placed.text) as { data: Order }).data

    // Held back: the simulated Paystack is paid, but its own webhook does not go; the load's do.
    sandbox.paystack.kit.callbackMode = 'never'
    const runs: { perSecond: number; p99: number; p50: number; settleSeconds: number }[] = []
    for (let run = 1; run <= args.runs; run++) {
      log(`callbacks: run ${run}/${args.runs}: ${PAYMENTS} payments waiting`)
      const prefix = `bench-${run}-`
      await db.execute(sql`
        INSERT INTO orders
        SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object('id', ${prefix} || 'o-' || g, 'number', 'B' || ${run} || '-' || g, 'idempotency_key', ${prefix} || g))).*
        FROM orders o, generate_series(1, ${PAYMENTS}) g WHERE o.id = ${template.id}`)
      await db.execute(sql`
        INSERT INTO payments (id, order_id, method, status, amount, currency)
        SELECT ${prefix} || 'p-' || g, ${prefix} || 'o-' || g, 'paystack', 'awaiting', ${template.total}, ${template.currency} FROM generate_series(1, ${PAYMENTS}) g`)
      await db.execute(sql`
        INSERT INTO payment_attempts (id, payment_id, order_id, provider, provider_ref, email, amount, currency, currency_exponent, status, expires_at, next_query_at)
        SELECT ${prefix} || 'a-' || g, ${prefix} || 'p-' || g, ${prefix} || 'o-' || g, 'paystack', ${prefix} || 'a-' || g, ${email}, ${template.total}, ${template.currency}, ${template.currencyExponent},
               'pending', now() + interval '30 minutes', now() + interval '1 hour'
        FROM generate_series(1, ${PAYMENTS}) g`)
      const refs = Array.from({ length: PAYMENTS }, (_, i) => `${prefix}a-${i + 1}`)
      for (const reference of refs) {
        const res = await sandbox.paystack.app.request('/transaction/initialize', {
          method: 'POST',
          headers: { authorization: `Bearer ${PAYSTACK_TEST.secretKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email, amount: template.total, currency: template.currency, reference }),
        })
        if (res.status !== 200) throw new Error(`simulated initialize: ${res.status} ${await res.text()}`)
        await sandbox.paystack.settle(reference, { kind: 'approve' })
      }

      const jobFile = path.join(dataDir, `load-${run}.json`)
      fs.writeFileSync(
        jobFile,
        JSON.stringify({ url: `${base}/api/payment-callbacks/paystack`, secret: PAYSTACK_TEST.secretKey, refs, amount: template.total, currency: template.currency, concurrency: CONCURRENCY }),
      )
      const started = performance.now()
      const load = await runLoad(jobFile)
      // Every payment paid: the queries that confirm them ran after the answers.
      let settleSeconds = Number.NaN
      for (;;) {
        const [{ n } = { n: 0 }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM payments WHERE id LIKE ${`${prefix}p-%`} AND status = 'paid'`)
        if (n === PAYMENTS) {
          settleSeconds = (performance.now() - started) / 1000
          break
        }
        if (performance.now() - started > 120_000) throw new Error(`only ${n} of ${PAYMENTS} payments paid after 120 s`)
        await new Promise((r) => setTimeout(r, 20))
      }
      await setup.payments.idle()
      const bad = Object.entries(load.statuses).filter(([s]) => s !== '200')
      if (bad.length) throw new Error(`callbacks answered ${JSON.stringify(load.statuses)}`)
      await verifyPaidOnce(prefix, refs)
      const sorted = [...load.latenciesMs].sort((a, b) => a - b)
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!
      runs.push({ perSecond: load.sent / load.seconds, p99: at(0.99), p50: at(0.5), settleSeconds })
      log(
        `  ${load.sent} callbacks in ${load.seconds.toFixed(2)} s: ${(load.sent / load.seconds).toFixed(0)}/s, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms; all ${PAYMENTS} paid after ${settleSeconds.toFixed(2)} s`,
      )
    }

    const figures: Figure[] = [
      fromSamples(
        {
          group: GROUP,
          name: `callbacks answered a second (${PAYMENTS} payments, each webhook twice, ${CONCURRENCY} connections, from a second process)`,
          unit: 'req/s',
          budget: { op: '>=', limit: 500 },
        },
        runs.map((r) => r.perSecond),
      ),
      fromSamples(
        { group: GROUP, name: 'callback p99', unit: 'ms', budget: { op: '<=', limit: 50 } },
        runs.map((r) => r.p99),
        1,
      ),
      fromSamples(
        { group: GROUP, name: 'callback p50', unit: 'ms' },
        runs.map((r) => r.p50),
        1,
      ),
      fromSamples(
        { group: GROUP, name: `payments settled a second (all ${PAYMENTS} paid, each by Paystack's verify, exactly once: checked)`, unit: 'req/s' },
        runs.map((r) => PAYMENTS / r.settleSeconds),
      ),
    ]
    report(args.out, figures)
  } finally {
    await setup.payments.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  /** Each payment paid once: by its one succeeded attempt, nothing credited, the simulated Paystack charged once. */
  async function verifyPaidOnce(prefix: string, refs: string[]) {
    const [check] = await rows<{ paid: number; paid_by_own: number; succeeded: number; credited: number }>(
      db,
      sql`SELECT
            (SELECT count(*)::int FROM payments WHERE id LIKE ${`${prefix}p-%`} AND status = 'paid') AS paid,
            (SELECT count(*)::int FROM payments p JOIN payment_attempts a ON a.id = p.paid_attempt_id AND a.payment_id = p.id WHERE p.id LIKE ${`${prefix}p-%`}) AS paid_by_own,
            (SELECT count(*)::int FROM payment_attempts WHERE id LIKE ${`${prefix}a-%`} AND status = 'succeeded') AS succeeded,
            (SELECT count(*)::int FROM credit_entries WHERE order_id LIKE ${`${prefix}o-%`}) AS credited`,
    )
    const charged = refs.filter((r) => sandbox!.paystack.kit.requests.get(r)?.status === 'succeeded').length
    const expected = { paid: refs.length, paid_by_own: refs.length, succeeded: refs.length, credited: 0 }
    if (JSON.stringify(check) !== JSON.stringify(expected) || charged !== refs.length) {
      throw new Error(`not paid exactly once: ${JSON.stringify(check)}, charged ${charged}, expected ${JSON.stringify(expected)}`)
    }
  }
}

/** The load from a second process: callbacks-load.ts, which answers its figures as JSON on stdout. */
function runLoad(jobFile: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/callbacks-load.ts'), jobFile], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`callbacks-load exited with ${code}`))
      try {
        resolve(JSON.parse(out) as LoadResult)
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}

await main()
