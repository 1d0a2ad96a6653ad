/**
 * Delta sync across processes (issue 27, item 1; decision 010): writers on two server processes
 * and transactions held open on the shared database, a device syncing from one process then the
 * other; after every round the device equals the database.
 */
import pg from 'pg'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { describeCluster, startCluster, type Cluster } from '../test/cluster'
import { SyncDevice } from '../test/sync-device'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 })

describeCluster('delta sync over two processes', () => {
  let cluster: Cluster
  let pool: pg.Pool
  beforeAll(async () => {
    cluster = await startCluster(2)
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 })
  })
  afterAll(async () => {
    await pool?.end()
    await cluster?.close()
  })

  const through = (i: number) => (path: string, init?: RequestInit) => fetch(cluster.servers[i % 2]!.url + path, init)

  async function databaseFacts(): Promise<Record<string, string>> {
    const { rows } = await pool.query<{ id: string; price: number; stock: number | null }>(
      `SELECT p.id, p.price, p.stock FROM produces p JOIN farmers f ON f.id = p.farmer_id
       WHERE p.store_id = 'kgl' AND p.service = 'farm' AND p.deleted_at IS NULL AND f.deleted_at IS NULL`,
    )
    return Object.fromEntries(rows.map((r) => [r.id, `${r.price}/${r.stock}`]))
  }

  const same = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, v]) => b[id] === v)

  test('writers on both processes and held transactions, a device alternating between processes: after each of 200 rounds it equals the database', async () => {
    const device = new SyncDevice('kgl', 40)
    await device.sync(through(0), ['produces'])
    const ids = Object.keys(await databaseFacts()).slice(0, 30)
    let seed = 2711
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
    const operator = { 'content-type': 'application/json', authorization: `Bearer ${cluster.env.CATALOG_ADMIN_TOKEN}` }

    for (let round = 0; round < 200; round++) {
      const [a, b, c] = [ids[round % ids.length]!, ids[(round + 7) % ids.length]!, ids[(round + 13) % ids.length]!]
      await Promise.all([
        // A price change through each process's API.
        through(round)(`/api/farm/produces/${a}`, { method: 'PATCH', headers: operator, body: JSON.stringify({ price: 100 + Math.floor(random() * 9_000) }) }),
        through(round + 1)(`/api/farm/produces/${b}`, { method: 'PATCH', headers: operator, body: JSON.stringify({ stock: Math.floor(random() * 90) }) }),
        // A transaction that takes its snapshot, waits, writes and waits again before it commits.
        (async () => {
          const client = await pool.connect()
          try {
            await client.query('BEGIN')
            await client.query('SELECT now()')
            await sleep(Math.floor(random() * 4))
            await client.query('UPDATE produces SET stock = $1, updated_at = now() WHERE id = $2', [Math.floor(random() * 90), c])
            await sleep(Math.floor(random() * 4))
            await client.query('COMMIT')
          } finally {
            client.release()
          }
        })(),
        (async () => {
          await sleep(Math.floor(random() * 5))
          await device.sync(through(round), ['produces'])
        })(),
      ])
      for (let i = 0; ; i++) {
        await device.sync(through(round + i), ['produces'])
        const expected = await databaseFacts()
        if (same(device.produceFacts(), expected) || i === 40) {
          expect(device.produceFacts(), `round ${round}`).toEqual(expected)
          break
        }
        await sleep(50)
      }
    }
  })
})
