/** The first-paint figures of GET /api/metrics: pages drawn, plain shells, worker restarts. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import type { CatalogVersion } from '../catalog/catalog-version'
import { firstPaints } from '../first-paint'
import type { Logger } from '../lib/log'
import { metrics } from '../lib/metrics'
import { parseExposition, sampleValue } from './exposition.fixtures'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-metrics-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }
const version: CatalogVersion = { current: async () => 1, keepUntil: () => Number.POSITIVE_INFINITY }

const figures = () => {
  const samples = parseExposition(metrics.render())
  return {
    drawn: sampleValue(samples, 'first_paint_pages_total', { result: 'drawn' }) ?? 0,
    shell: sampleValue(samples, 'first_paint_pages_total', { result: 'shell' }) ?? 0,
    restarts: sampleValue(samples, 'first_paint_worker_restarts_total') ?? 0,
  }
}

test('pages drawn, plain shells and worker restarts are counted', async () => {
  const bundle = path.join(dir, 'worker.mjs')
  fs.writeFileSync(
    bundle,
    `import { parentPort } from 'node:worker_threads'
parentPort.on('message', ({ id, url }) => {
  if (url === '/crash') process.exit(3)
  parentPort.postMessage({ id, url, page: url === '/' ? null : { html: '<main></main>', lang: 'en', dir: 'ltr' } })
})\n`,
  )
  const before = figures()
  const paints = firstPaints({ bundle, log: silent, version, keepMs: 0, restartMs: 50 })!
  try {
    expect(await paints.draw('/farm')).toBeNull() // not started yet: the plain shell
    paints.start('http://127.0.0.1:1')
    expect(await paints.draw('/farm')).not.toBeNull()
    expect(await paints.draw('/crash')).toBeNull()
    await expect.poll(async () => (await paints.draw('/farm/offers')) !== null, { timeout: 3_000, interval: 50 }).toBe(true)
  } finally {
    await paints.close()
  }
  const after = figures()
  expect(after.restarts - before.restarts).toBe(1)
  expect(after.drawn - before.drawn).toBe(2)
  expect(after.shell - before.shell).toBeGreaterThanOrEqual(2)
})
