/**
 * Mixed load (issue 10): the real server on loopback, on PGlite and on PostgreSQL (a fresh
 * database on postgres://postgres@127.0.0.1:5432/test, dropped afterwards; skipped with the reason
 * when none answers), driven for 60 s by autocannon in a second process
 * (scripts/bench/mixed-load-client.ts): 80 % catalog reads, 15 % cart pushes, 5 % logins.
 *
 * Before the run: the farm seed is loaded, shoppers are registered (each with its own client
 * address: the server runs with TRUST_PROXY=true and the bench sends X-Forwarded-For, as a
 * reverse proxy would, so per-address limits see many shoppers rather than one 127.0.0.1) and
 * signed in (bearer tokens); a 3-second read-only warm-up. After it: every shopper's cart is read
 * back and compared with the pushes the server acknowledged. "Lost cart writes" are acknowledged
 * pushes whose effect is missing (a line whose quantity is neither the last acknowledged one nor
 * that of an unanswered push sent after it).
 *
 * Errors: connection errors, timeouts and every non-2xx answer, except logins refused with 429 or
 * 503 past the server's bound (argon2 concurrency), which are counted apart.
 *
 *   npx tsx scripts/bench/mixed-load.ts [--seconds 60] [--connections 50] [--shoppers 60]
 *                                       [--backend both|pglite|postgres] [--pg postgres://…] [--quick]
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { codeFromMailDir, registerByMail } from '../../server/test/mail-files'
import { api, benchArgs, DEFAULT_PG, fmt, log, postgresUnavailable, report, ROOT, skipped, startServer, type BenchServer, type Figure } from './lib'
import type { ClientResult, Plan, Shopper } from './mixed-load-client'

const args = benchArgs({
  seconds: { type: 'string' },
  connections: { type: 'string', default: '50' },
  shoppers: { type: 'string', default: '60' },
  backend: { type: 'string', default: 'both' },
  pg: { type: 'string', default: DEFAULT_PG },
})
const SECONDS = Number(args.seconds ?? (args.quick ? 15 : 60))
const CONNECTIONS = Number(args.connections)
const SHOPPERS = Number(args.shoppers)
const SECRET = 'a long bench passphrase for the market'

interface CatalogProduce {
  id: string
  minQty: number
  stepQty: number
  storeId: string
}

/** Catalog URLs a shopper's app and visitors ask for: lists, pages, sorts, details, farmers, offers. */
async function readUrls(base: string, storeIds: string[]): Promise<{ urls: string[]; byStore: Map<string, CatalogProduce[]> }> {
  const urls: string[] = []
  const byStore = new Map<string, CatalogProduce[]>()
  for (const storeId of storeIds) {
    const list = await api<CatalogProduce[]>(base, `/api/farm/produces?storeId=${storeId}&perPage=100`)
    if (list.status !== 200) throw new Error(`GET /api/farm/produces answered ${list.status}`)
    byStore.set(storeId, list.data)
    for (let page = 1; page <= 4; page++) {
      urls.push(`/api/farm/produces?storeId=${storeId}&perPage=24&page=${page}`)
      urls.push(`/api/farm/produces?storeId=${storeId}&perPage=24&page=${page}&sortBy=price&order=asc`)
    }
    for (const p of list.data.slice(0, 8)) urls.push(`/api/farm/produces/${p.id}`)
    urls.push(`/api/farm/farmers?storeId=${storeId}&perPage=24`, `/api/farm/farmers?storeId=${storeId}&perPage=24&page=2`, `/api/farm/offers?storeId=${storeId}`, '/api/stores')
  }
  // Interleave the stores so consecutive reads are not all of one store.
  return {
    urls: urls
      .map((u, i) => [u, (i * 7919) % urls.length] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([u]) => u),
    byStore,
  }
}

async function registerShoppers(server: BenchServer, storeIds: string[], byStore: Map<string, CatalogProduce[]>): Promise<Shopper[]> {
  const shoppers: Shopper[] = []
  const run = `${Date.now().toString(36)}`
  let next = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < SHOPPERS) {
        const i = next++
        const email = `load-${run}-${i}@example.com`
        const address = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`
        // The form, then the code the server e-mailed into its DATA_DIR, from the shopper's own address.
        const post = async (path: string, body: unknown) => {
          const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) })
          return { status: res.status, text: await res.text() }
        }
        const input = { name: 'Load', surname: `Shopper ${i}`, phone: '', email, credential: { identifier: email, secret: SECRET } }
        const res = await registerByMail(post, input, codeFromMailDir(server.dataDir))
        const token = res.status === 201 ? (JSON.parse(res.text) as { data?: { accessToken?: string } }).data?.accessToken : undefined
        if (!token) throw new Error(`register shopper ${i}: ${res.status} ${res.text.slice(0, 200)}`)
        const storeId = storeIds[i % storeIds.length]!
        const pool = byStore.get(storeId)!
        const produces = Array.from({ length: 6 }, (_, k) => pool[(i * 6 + k) % pool.length]!).map(({ id, minQty, stepQty }) => ({ id, minQty, stepQty }))
        shoppers[i] = { email, secret: SECRET, token, address, produces }
      }
    }),
  )
  return shoppers
}

function runClient(plan: Plan): Promise<ClientResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-load-'))
  const planFile = path.join(dir, 'plan.json')
  const resultFile = path.join(dir, 'result.json')
  fs.writeFileSync(planFile, JSON.stringify(plan))
  return new Promise<ClientResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/mixed-load-client.ts'), planFile, resultFile], { cwd: ROOT, stdio: ['ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), (plan.seconds + 60) * 1000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      try {
        if (code !== 0 || !fs.existsSync(resultFile)) throw new Error(`the load generator exited with ${code}: ${stderr.slice(-2000)}`)
        resolve(JSON.parse(fs.readFileSync(resultFile, 'utf8')) as ClientResult)
      } catch (error) {
        reject(error)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    })
  })
}

/** Acknowledged pushes whose effect is missing from the server's carts. */
async function lostWrites(base: string, shoppers: Shopper[], result: ClientResult): Promise<{ lost: number; acknowledged: number }> {
  let lost = 0
  let acknowledged = 0
  for (let i = 0; i < shoppers.length; i++) {
    const pushes = result.pushes[i] ?? []
    if (!pushes.length) continue
    const cart = await api<{ lines: { produceId: string; quantity: number }[] }>(base, '/api/cart/farm', { headers: { authorization: `Bearer ${shoppers[i]!.token}` } })
    if (cart.status !== 200) throw new Error(`GET /api/cart/farm for shopper ${i}: ${cart.status}`)
    const onServer = new Map(cart.data.lines.map((l) => [l.produceId, l.quantity]))
    const ids = new Set(pushes.map((p) => p.produceId))
    for (const id of ids) {
      const mine = pushes.filter((p) => p.produceId === id)
      const ok = (s: number | null) => s !== null && s >= 200 && s < 300
      acknowledged += mine.filter((p) => ok(p.status)).length
      const lastAcked = mine.map((p) => ok(p.status)).lastIndexOf(true)
      if (lastAcked < 0) continue
      const allowed = new Set(
        mine
          .slice(lastAcked)
          .filter((p, k) => k === 0 || p.status === null)
          .map((p) => p.quantity),
      )
      if (!allowed.has(onServer.get(id) ?? 0)) lost++
    }
  }
  return { lost, acknowledged }
}

async function measure(backend: 'pglite' | 'postgres'): Promise<Figure[]> {
  const group = `Mixed load, ${backend} (${CONNECTIONS} connections, ${SECONDS} s: 80 % reads, 15 % cart, 5 % logins)`
  let server: BenchServer | null = null
  try {
    server = await startServer({ backend, seed: 'farm', pgUrl: args.pg, env: { TRUST_PROXY: 'true' } })
    const stores = await api<{ id: string }[]>(server.url, '/api/stores')
    const storeIds = stores.data.map((s) => s.id)
    const { urls, byStore } = await readUrls(server.url, storeIds)
    log(`mixed load ${backend}: registering ${SHOPPERS} shoppers`)
    const shoppers = await registerShoppers(server, storeIds, byStore)
    const plan: Plan = { url: server.url, connections: CONNECTIONS, seconds: 3, reads: urls, shoppers, readsOnly: true }
    await runClient(plan)
    log(`mixed load ${backend}: ${SECONDS} s of load`)
    const result = await runClient({ ...plan, seconds: SECONDS, readsOnly: false })
    const { lost, acknowledged } = await lostWrites(server.url, shoppers, result)
    const non2xx = (kind: string, except: number[] = []) =>
      Object.entries(result.statuses[kind] ?? {})
        .filter(([status]) => (Number(status) < 200 || Number(status) >= 300) && !except.includes(Number(status)))
        .reduce((a, [, n]) => a + n, 0)
    const refused = (result.statuses.login?.['429'] ?? 0) + (result.statuses.login?.['503'] ?? 0)
    const errors = result.socketErrors + result.timeouts + non2xx('read') + non2xx('cart') + non2xx('login', [429, 503])
    const isPglite = backend === 'pglite'
    const byKind = (['read', 'cart', 'login'] as const).map((k) => `${k} ${fmt(result.latency[k]?.count ?? 0)} (p50 ${result.latency[k]?.p50} / p99 ${result.latency[k]?.p99} ms)`).join(', ')
    const statusText = (['read', 'cart', 'login'] as const)
      .map(
        (k) =>
          `${k}: ${Object.entries(result.statuses[k] ?? {})
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
      )
      .join('; ')
    return [
      { group, name: 'throughput', value: result.rps, unit: 'req/s', budget: isPglite ? { op: '>=', limit: 1500 } : undefined, runs: 1, note: `${fmt(result.total)} requests: ${byKind}` },
      { group, name: 'latency p50', value: result.p50, unit: 'ms', runs: 1 },
      { group, name: 'latency p99', value: result.p99, unit: 'ms', budget: isPglite ? { op: '<=', limit: 50 } : undefined, runs: 1 },
      { group, name: 'errors', value: errors, unit: 'count', budget: { op: '<=', limit: 0 }, runs: 1, note: `sockets ${result.socketErrors}, timeouts ${result.timeouts}; statuses ${statusText}` },
      { group, name: 'logins refused past the bound (429/503, not errors)', value: refused, unit: 'count', runs: 1 },
      {
        group,
        name: 'lost cart writes',
        value: lost,
        unit: 'count',
        budget: { op: '<=', limit: 0 },
        runs: 1,
        note: `${fmt(acknowledged)} acknowledged pushes checked against ${shoppers.length} server carts`,
      },
    ]
  } finally {
    await server?.stop()
  }
}

async function main() {
  const figures: Figure[] = []
  const want = (b: string) => args.backend === 'both' || args.backend === b
  if (want('pglite')) figures.push(...(await measure('pglite')))
  if (want('postgres')) {
    const reason = await postgresUnavailable(args.pg)
    if (reason) figures.push(skipped(`Mixed load, postgres`, 'all figures', reason))
    else figures.push(...(await measure('postgres')))
  }
  report(args.out, figures)
}

await main()
