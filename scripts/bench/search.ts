/**
 * The device's search (decision 029) over 5 000 produces: the index the search page builds
 * (src/features/farm/search-index.ts), in Node, over the largest market of the generated benchmark
 * catalog (SEED=large's generator, 30 000 produces: the largest market holds ≈5 000) with its
 * farmers, the fields the page indexes (name, farm and farmer, category and practices, description;
 * farms by name, farmer, practices and town). Reported: the first build, a re-sync with nothing
 * changed and with 50 rows changed (a sync delta), and each query's time (the typos, several words,
 * another language's word, a farm's name, a one-letter prefix: the widest answer), median and p95
 * over the runs, against the budget (≤ 50 ms a query on the device). Node on this machine
 * is faster than a phone's browser: the note gives the load average so a figure can be weighed.
 *
 *   npx tsx scripts/bench/search.ts [--runs 50] [--quick]
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { generateLargeCatalog } from '../../server/seed/farm-seed'
import { FIELD, SearchIndex, type DocFields } from '../../src/features/farm/search-index'
import { benchArgs, fromSamples, report, type Figure } from './lib'

const GROUP = 'Search on the device (Node, in-memory index)'
const args = benchArgs({}, 50)
const QUERIES = ['tomatos', 'avocdo', 'spinch', 'organic eggs', 'nyanya', 'tomate', 'طماطم', 'a', 'free range eggs organic']

function main() {
  const seed = generateLargeCatalog(30_000, new Date('2026-11-27T08:00:00Z'))
  const farmerById = new Map(seed.farmers.map((f) => [f.id, f]))
  const perStore = new Map<string, number>()
  for (const p of seed.produces) {
    const store = farmerById.get(p.farmerId)!.storeId
    perStore.set(store, (perStore.get(store) ?? 0) + 1)
  }
  const [storeId] = [...perStore].sort((a, b) => b[1] - a[1])[0]!
  const farmers = seed.farmers.filter((f) => f.storeId === storeId)
  const produces = seed.produces.filter((p) => farmerById.get(p.farmerId)!.storeId === storeId).slice(0, 5000)
  const rows = [
    ...produces.map((p) => {
      const f = farmerById.get(p.farmerId)!
      const fields: string[] = []
      fields[FIELD.name] = p.name.en
      fields[FIELD.farm] = `${f.farmName} ${f.name}`
      fields[FIELD.label] = [p.category, ...f.practices].join(' ')
      fields[FIELD.text] = p.description.en
      return { key: `p:${p.id}`, version: '1', fields: fields as DocFields }
    }),
    ...farmers.map((f) => ({ key: `f:${f.id}`, version: '1', fields: [f.farmName, f.name, f.practices.join(' '), f.town] as DocFields })),
  ]
  const sync = (index: SearchIndex, list: typeof rows) =>
    index.sync(
      list,
      (r) => r.key,
      (r) => r.version,
      (r) => r.fields,
    )

  const figures: Figure[] = []
  const builds: number[] = []
  let index = new SearchIndex('en')
  for (let i = 0; i < Math.min(args.runs, 5); i++) {
    index = new SearchIndex('en')
    const t0 = performance.now()
    sync(index, rows)
    builds.push(performance.now() - t0)
  }
  figures.push(fromSamples({ group: GROUP, name: `first build, ${produces.length} produces and ${farmers.length} farms`, unit: 'ms' }, builds, 1))
  const unchanged: number[] = []
  const delta: number[] = []
  for (let i = 0; i < Math.min(args.runs, 5); i++) {
    let t0 = performance.now()
    sync(index, rows)
    unchanged.push(performance.now() - t0)
    const changed = rows.map((r, j) => (j % 100 === i ? { ...r, version: `${i + 2}` } : r))
    t0 = performance.now()
    sync(index, changed)
    delta.push(performance.now() - t0)
  }
  figures.push(fromSamples({ group: GROUP, name: 're-sync, nothing changed', unit: 'ms' }, unchanged, 1))
  figures.push(fromSamples({ group: GROUP, name: 're-sync, a delta of 50 rows', unit: 'ms' }, delta, 1))

  const farmQuery = farmers[0]!.farmName
  let worst: { query: string; p95: number } = { query: '', p95: 0 }
  for (const query of [...QUERIES, farmQuery]) {
    const samples: number[] = []
    let found = 0
    for (let i = 0; i < args.runs; i++) {
      const t0 = performance.now()
      found = index.search(query).length
      samples.push(performance.now() - t0)
    }
    const sorted = [...samples].sort((a, b) => a - b)
    const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!
    if (p95 > worst.p95) worst = { query, p95 }
    figures.push(fromSamples({ group: GROUP, name: `query “${query}”`, unit: 'ms', note: `${found} found; p95 ${p95.toFixed(1)} ms` }, samples, 1))
  }
  const load = os.loadavg().map((l) => l.toFixed(2))
  figures.push({
    group: GROUP,
    name: 'slowest query, p95',
    value: worst.p95,
    unit: 'ms',
    digits: 1,
    runs: args.runs,
    budget: { op: '<=', limit: 50 },
    note: `“${worst.query}”; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${load.join(' ')}`,
  })
  report(args.out, figures)
}

main()
