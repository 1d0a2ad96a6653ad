/**
 * Delta sync never skips a committed change, whatever the interleaving of transactions (issue 27,
 * decision 010). A transaction that began before a device's sync and commits after it must still
 * reach the device: with `updated_at = now()` as the position it was left behind the cursor for
 * good. Forced here with real concurrent transactions on PostgreSQL (the embedded PGlite has one
 * connection, so transactions there never overlap; the same tests run there as a plain check).
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { SyncDevice } from '../test/sync-device'
import { createTestApp } from '../test/test-app'
import { testBackend } from '../test/test-db'
import { queryRows } from './catalog-sql'
import { resetCatalog } from './catalog.fixtures'

let t: Awaited<ReturnType<typeof createTestApp>>
const onPostgres = testBackend() === 'postgres'
const fetcher = (path: string, init?: RequestInit) => t.app.request(path, init)

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(() => resetCatalog(t.db))

/** A connection of its own, for a transaction the test holds open. */
async function connection(): Promise<pg.PoolClient> {
  return (t.db as unknown as { $client: pg.Pool }).$client.connect()
}

async function databaseFacts(storeId: string): Promise<Record<string, string>> {
  const rows = await queryRows<{ id: string; price: number; stock: number | null }>(
    t.db,
    sql`SELECT p.id, p.price, p.stock FROM produces p JOIN farmers f ON f.id = p.farmer_id
        WHERE p.store_id = ${storeId} AND p.deleted_at IS NULL AND f.deleted_at IS NULL`,
  )
  return Object.fromEntries(rows.map((r) => [r.id, `${r.price}/${r.stock}`]))
}

test.runIf(onPostgres)('a price change that began before a sync and committed after it still reaches the device', async () => {
  const device = new SyncDevice('jnb', 2)
  await device.sync(fetcher)
  expect(device.produceFacts()).toEqual(await databaseFacts('jnb'))

  // A writer takes the row lock on spinach (its transaction began now), and is slow to commit.
  const slow = await connection()
  const quick = await connection()
  try {
    await slow.query('BEGIN')
    await slow.query(`UPDATE produces SET price = 9100, updated_at = now() WHERE id = 'spinach'`)
    // Meanwhile another transaction changes carrots and commits, and the device syncs.
    await quick.query(`UPDATE produces SET price = 9200, updated_at = now() WHERE id = 'carrots'`)
    await device.sync(fetcher)
    await slow.query('COMMIT')
  } finally {
    slow.release()
    quick.release()
  }
  // Every later sync must bring the slow writer's change.
  await device.sync(fetcher)
  const facts = device.produceFacts()
  expect(facts.spinach).toMatch(/^9100\//)
  expect(facts.carrots).toMatch(/^9200\//)
  expect(facts).toEqual(await databaseFacts('jnb'))
})

test.runIf(onPostgres)('a stock change behind a held transaction that is not a catalog write is not kept out of later syncs by the page cache', async () => {
  const device = new SyncDevice('jnb', 50)
  await device.sync(fetcher)
  // An unrelated transaction (any write: a cart, an order) is in flight; a price change commits
  // above it and is held back from this sync; the unrelated one then commits without a catalog change.
  const unrelated = await connection()
  try {
    await unrelated.query('BEGIN')
    await unrelated.query('SELECT pg_current_xact_id()')
    await t.db.execute(sql`UPDATE produces SET stock = 4 WHERE id = 'eggs'`)
    await device.sync(fetcher)
    await unrelated.query('COMMIT')
  } finally {
    unrelated.release()
  }
  await device.sync(fetcher)
  expect(device.produceFacts().eggs).toBe(`${(await databaseFacts('jnb')).eggs}`)
  expect(device.produceFacts().eggs).toMatch(/\/4$/)
})

test.runIf(onPostgres)("a transaction in flight in another database of the same server does not hold this database's changes back", async () => {
  const device = new SyncDevice('jnb', 50)
  await device.sync(fetcher)
  // Another database's writer (another app on the server, a long pg_dump, another test file) has
  // an id and keeps its transaction open while a price change here commits and the device syncs.
  const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await elsewhere.connect()
  try {
    await elsewhere.query('BEGIN')
    await elsewhere.query('SELECT pg_current_xact_id()')
    await t.db.execute(sql`UPDATE produces SET price = 4321 WHERE id = 'eggs'`)
    await device.sync(fetcher)
    expect(device.produceFacts().eggs, "the change, in the sync made while the other database's transaction was open").toMatch(/^4321\//)
    await elsewhere.query('COMMIT')
  } finally {
    await elsewhere.end()
  }
})

test('a device that syncs between every write ends equal to the database (touches through offers and farmers included)', async () => {
  const device = new SyncDevice('jnb', 2)
  await device.sync(fetcher)
  await t.db.execute(sql`UPDATE produces SET price = price + 1 WHERE store_id = 'jnb'`)
  await device.sync(fetcher)
  await t.db.execute(sql`UPDATE farmers SET name = 'Thandi M.' WHERE id = 'thandi'`)
  await device.sync(fetcher)
  expect([...device.rows.produces.values()].filter((p) => p.farmerId === 'thandi').map((p) => p.farmerName)).toEqual(expect.arrayContaining(['Thandi M.']))
  await t.db.execute(sql`UPDATE farmers SET deleted_at = now() WHERE id = 'pieter'`)
  await device.sync(fetcher)
  expect(device.produceFacts()).toEqual(await databaseFacts('jnb'))
})

/**
 * Syncs until the device equals the database. Rows of a transaction that committed while an older
 * one of this database was in flight wait for the next sync.
 */
const sameFacts = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, facts]) => b[id] === facts)

async function syncUntilEqual(device: SyncDevice, storeId: string): Promise<void> {
  for (let i = 0; ; i++) {
    await device.sync(fetcher, ['produces'])
    const expected = await databaseFacts(storeId)
    if (sameFacts(device.produceFacts(), expected) || i === 40) {
      expect(device.produceFacts()).toEqual(expected)
      return
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

test.runIf(onPostgres)('randomised: concurrent writers holding their transactions open, a device syncing among them; after each round the device equals the database (200 rounds)', async () => {
  const device = new SyncDevice('jnb', 3)
  const ids = Object.keys(await databaseFacts('jnb'))
  const writers = await Promise.all([connection(), connection(), connection()])
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  let seed = 27
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  try {
    for (let round = 0; round < 200; round++) {
      await Promise.all([
        ...writers.map(async (w, i) => {
          // Each writer its own produce, so that no writer waits on another's row lock.
          const id = ids[(round + i * 2) % ids.length]!
          const column = random() < 0.5 ? 'price' : 'stock'
          const value = 100 + Math.floor(random() * 9_000)
          const before = Math.floor(random() * 3)
          const hold = Math.floor(random() * 6)
          await sleep(before)
          await w.query('BEGIN')
          // Half of the writers take their snapshot (and now()) a while before they write.
          if (random() < 0.5) {
            await w.query('SELECT now()')
            await sleep(hold)
          }
          await w.query(`UPDATE produces SET ${column} = $1, updated_at = now() WHERE id = $2`, [value, id])
          await sleep(hold)
          await w.query('COMMIT')
        }),
        (async () => {
          await sleep(Math.floor(random() * 6))
          await device.sync(fetcher, ['produces'])
        })(),
      ])
      await syncUntilEqual(device, 'jnb')
    }
  } finally {
    for (const w of writers) w.release()
  }
})
