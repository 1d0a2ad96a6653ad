/**
 * Memory under a crawl of distinct junk URLs (issue 28): what the memory process test
 * (server/ops/memory.process.test.ts) and the `memory` bench part (scripts/bench/memory.ts) share. A junk URL is a catalog list asked with a random search (`q`) or a
 * random unknown query parameter: each is a URL the server has never seen, so every in-process
 * cache keyed by URL or query meets a new key.
 */
import fs from 'node:fs'
import { randomBytes } from 'node:crypto'

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
  return n % 4 === 0
    ? `/api/farm/produces?perPage=24&q=${randomBytes(75).toString('base64url')}`
    : `/api/farm/produces?perPage=24&${word}=${randomBytes(JUNK_VALUE_BYTES / 2).toString('hex')}`
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
  /** RSS after a warm-up of `checkpointEvery` junk URLs and a quiet time, in bytes. */
  before: number
  /** RSS after each `checkpointEvery` URLs and a quiet time. */
  readings: number[]
  /** The highest RSS sampled while the requests flowed (garbage not yet collected included). */
  peak: number
  statuses: Map<number, number>
}

/**
 * Crawls `count` junk URLs of the server at `origin` (process `pid`) and reads its resident memory:
 * after a warm-up of `checkpointEvery` URLs (the database's, the JIT's and the heap's own growth to
 * its working size come first: without it the first reading is uncollected garbage), then after every
 * `checkpointEvery` URLs, each reading the lowest of the second half of `settleMs` of quiet (no GC
 * can be forced from outside; V8 collects and gives pages back once allocation slows down), and
 * the peak all along.
 */
export async function crawlJunkMemory(origin: string, pid: number, { count = 20_000, checkpointEvery = 5_000, settleMs = 10_000 } = {}): Promise<JunkCrawlMemory> {
  // The lowest reading of the quiet time's second half: what stays, above it only garbage not yet collected.
  const settled = async () => {
    let lowest = Number.POSITIVE_INFINITY
    for (let waited = 0; waited < settleMs; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      if (waited >= settleMs / 2) lowest = Math.min(lowest, rssOf(pid))
    }
    return lowest
  }
  // As many as between two readings: the heap has grown to its working size (and collected) once.
  await crawlJunk(origin, checkpointEvery)
  const before = await settled()
  let peak = before
  const readings: number[] = []
  const statuses = new Map<number, number>()
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 200)
  try {
    for (let sent = 0; sent < count; sent += checkpointEvery) {
      for (const [status, n] of await crawlJunk(origin, Math.min(checkpointEvery, count - sent))) statuses.set(status, (statuses.get(status) ?? 0) + n)
      readings.push(await settled())
    }
  } finally {
    clearInterval(sampler)
  }
  return { before, readings, peak: Math.max(peak, ...readings), statuses }
}
