/**
 * The cluster harness itself: two processes on one PostgreSQL database answer the same catalog.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { describeCluster, startCluster, type Cluster } from '../test/cluster'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

describeCluster('two processes on one database', () => {
  let cluster: Cluster
  beforeAll(async () => {
    cluster = await startCluster(2)
  })
  afterAll(async () => {
    await cluster?.close()
  })

  test('both serve the catalog the first one seeded', async () => {
    const totals = await Promise.all(cluster.servers.map(async (s) => ((await (await fetch(`${s.url}/api/farm/farmers?perPage=1`)).json()) as { meta: { total: number } }).meta.total))
    expect(totals).toEqual([60, 60])
    expect(cluster.servers[1]!.output()).toMatch(/seed: catalog already present/)
  })
})
