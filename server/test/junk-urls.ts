/**
 * Memory under a crawl of distinct junk URLs (issue 28): what the memory process test
 * (server/ops/memory.process.test.ts) and the `memory` bench part (scripts/bench/memory.ts) share. A junk URL is a catalog list asked with a random search (`q`) or a
 * random unknown query parameter: each is a URL the server has never seen, so every in-process
 * cache keyed by URL or query meets a new key.
 */
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import type { Duplex } from 'node:stream'
import type { RunningServer } from './spawn-server'

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status). */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`)
  return Number(kb) * 1024
}

/** Bytes of the random value of a junk URL's unknown parameter (a URL stays under Node's 16 KB of headers). */
export const JUNK_VALUE_BYTES = 12_000

/** The n-th junk URL: one in four a random search (at most 100 characters, the schema's limit), the others a long random unknown parameter. */
export function junkUrl(n: number): string {
  const word = randomBytes(9).toString('base64url')
  return n % 4 === 0 ? `/api/farm/produces?perPage=24&q=${randomBytes(75).toString('base64url')}` : `/api/farm/produces?perPage=24&${word}=${randomBytes(JUNK_VALUE_BYTES / 2).toString('hex')}`
}

/** Asks `count` distinct junk URLs of `origin`, `concurrency` at a time; the statuses seen, counted. */
export async function crawlJunk(origin: string, count: number, concurrency = 8): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  let next = 0
  const one = async () => {
    while (next < count) {
      const res = await fetch(origin + junkUrl(next++), { headers: { accept: 'application/json', 'accept-encoding': 'gzip, br' } })
      await res.arrayBuffer()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, one))
  return statuses
}

export interface JunkCrawlMemory {
  /** RSS after a warm-up of `checkpointEvery` junk URLs and a full collection, in bytes. */
  before: number
  /** RSS after each `checkpointEvery` URLs and a full collection. */
  readings: number[]
  /** The highest RSS sampled while the requests flowed (garbage not yet collected included). */
  peak: number
  statuses: Map<number, number>
}

/**
 * Crawls `count` junk URLs of `server` (started with INSPECTABLE) and reads its resident memory,
 * each time after a full garbage collection (collectGarbage): after a warm-up of `checkpointEvery`
 * URLs (the database's, the JIT's and the heap's own growth come first), then after every
 * `checkpointEvery` URLs, and the peak all along (uncollected garbage included).
 */
export async function crawlJunkMemory(server: RunningServer, { count = 20_000, checkpointEvery = 5_000 } = {}): Promise<JunkCrawlMemory> {
  const pid = server.child.pid!
  const settled = async () => {
    await collectGarbage(server.output())
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    return rssOf(pid)
  }
  await crawlJunk(server.url, checkpointEvery)
  const before = await settled()
  let peak = before
  const readings: number[] = []
  const statuses = new Map<number, number>()
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 200)
  try {
    for (let sent = 0; sent < count; sent += checkpointEvery) {
      for (const [status, n] of await crawlJunk(server.url, Math.min(checkpointEvery, count - sent))) statuses.set(status, (statuses.get(status) ?? 0) + n)
      readings.push(await settled())
    }
  } finally {
    clearInterval(sampler)
  }
  return { before, readings, peak: Math.max(peak, ...readings), statuses }
}

/** Node flags that let `collectGarbage` reach the server: its inspector, on a free loopback port. */
export const INSPECTABLE = ['--inspect=127.0.0.1:0']

/**
 * A full garbage collection in a server started with INSPECTABLE, through its inspector (the
 * DevTools protocol's HeapProfiler.collectGarbage over one WebSocket frame): so that a reading of
 * its memory is what it keeps, not garbage it has not collected yet. `output` is what it printed.
 */
export async function collectGarbage(output: string): Promise<void> {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1]
  if (!url) throw new Error('the server has no inspector (start it with INSPECTABLE)')
  const { hostname, port, pathname } = new URL(url)
  const request = http.request({
    host: hostname,
    port,
    path: pathname,
    headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Key': randomBytes(16).toString('base64'), 'Sec-WebSocket-Version': '13' },
  })
  request.end()
  const [, socket] = (await once(request, 'upgrade')) as [http.IncomingMessage, Duplex]
  try {
    for (const id of [1, 2]) {
      const payload = Buffer.from(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }))
      const mask = randomBytes(4)
      // A client's frame: final, text, masked, a length under 126.
      socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, payload.map((b, i) => b ^ mask[i % 4]!)]))
      await new Promise<void>((resolve, reject) => {
        let seen = ''
        const onData = (chunk: Buffer) => {
          seen += chunk.toString('latin1')
          if (seen.includes(`"id":${id}`)) {
            socket.off('data', onData)
            resolve()
          }
        }
        socket.on('data', onData)
        socket.once('error', reject)
      })
    }
  } finally {
    socket.destroy()
  }
}
