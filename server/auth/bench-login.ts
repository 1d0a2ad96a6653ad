/**
 * Login latency with the production argon2id cost (issue 6 budget: p95 ≤ 300 ms on 2 cores).
 *
 *   npx tsx server/auth/bench-login.ts [--logins 200] [--concurrency 4] [--in-process]
 *
 * createApp over a fresh in-memory PGlite, served on 127.0.0.1 by @hono/node-server (or called
 * in-process with app.request when --in-process), four shoppers signing in over and over with
 * the given concurrency. Prints p50/p95/p99/max of the whole login request.
 */
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { createApp } from '../app'
import { openDatabase } from '../db/client'
import type { Logger } from '../lib/log'
import type { OutgoingMail } from '../mail/mailer'
import { codeFromOutbox, registerByMail } from '../test/mail-files'
import { PRODUCTION_ARGON2 } from './passwords'

const { values } = parseArgs({
  options: {
    logins: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    'in-process': { type: 'boolean', default: false },
  },
})
const logins = Number(values.logins)
const concurrency = Number(values.concurrency)

const quiet: Logger = { debug() {}, info() {}, warn() {}, error: (m, f) => console.error(m, f) }
const database = await openDatabase({ dataDir: null })
const outbox: OutgoingMail[] = []
const app = createApp({ db: database.db, log: quiet, bodyLimit: 102_400, staticDir: null, auth: { mail: { outbox } } })

let base = ''
let server: ReturnType<typeof serve> | null = null
if (!values['in-process']) {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
const post = (path: string, body: unknown) => {
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
  return values['in-process'] ? app.request(path, init) : fetch(`${base}${path}`, init)
}

const shoppers = Array.from({ length: 4 }, (_, i) => ({ identifier: `bench-${i}`, secret: `a long bench passphrase ${i}` }))
for (const s of shoppers) {
  const input = { name: 'Bench', surname: 'Shopper', email: `${s.identifier}@example.test`, credential: s }
  const send = async (path: string, body: unknown) => {
    const res = await post(path, body)
    return { status: res.status, text: await res.text() }
  }
  const res = await registerByMail(send, input, codeFromOutbox(outbox))
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`)
}

// Warm-up (JIT, the dummy hash, PGlite's plan cache), not measured.
for (const s of shoppers) await post('/api/auth/account/authenticate', s)

const latencies: number[] = []
let next = 0
let failures = 0
const started = performance.now()
const cpuBefore = process.cpuUsage()
await Promise.all(
  Array.from({ length: concurrency }, async (_, worker) => {
    while (next < logins) {
      next++
      const s = shoppers[worker % shoppers.length]!
      const t0 = performance.now()
      const res = await post('/api/auth/account/authenticate', { identifier: s.identifier, secret: s.secret })
      await res.arrayBuffer()
      latencies.push(performance.now() - t0)
      if (res.status !== 200) failures++
    }
  }),
)
const wall = performance.now() - started
const cpu = process.cpuUsage(cpuBefore)

const sorted = [...latencies].sort((a, b) => a - b)
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1)
console.log(
  `logins ${latencies.length} (failed ${failures}), concurrency ${concurrency}, ${values['in-process'] ? 'in-process' : 'HTTP on 127.0.0.1'}, ` +
    `argon2id m=${PRODUCTION_ARGON2.memoryCost} t=${PRODUCTION_ARGON2.timeCost} p=${PRODUCTION_ARGON2.parallelism}`,
)
console.log(`p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  max ${sorted.at(-1)!.toFixed(1)} ms  throughput ${((latencies.length / wall) * 1000).toFixed(0)} logins/s`)
// CPU of this process (all threads: argon2 runs on libuv's pool) per login, server and load generator
// together: what a login costs whatever else the machine is doing.
console.log(
  `cpu ${((cpu.user + cpu.system) / 1000 / latencies.length).toFixed(1)} ms per login; load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)

server?.close()
await database.close()
if (failures > 0) process.exitCode = 1
