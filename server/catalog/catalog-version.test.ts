import { expect, test } from 'vitest'
import type { Db } from '../db/client'
import { createCatalogVersion, RECENT_CHANGE_MS } from './catalog-version'

/** A stand-in for a PostgreSQL pool: each read of the version sequence waits until released. */
function fakePostgres() {
  const reads: { resolve: (v: number) => void }[] = []
  const db = {
    execute: () =>
      new Promise<{ rows: { v: string }[] }>((resolve) => {
        reads.push({ resolve: (v) => resolve({ rows: [{ v: String(v) }] }) })
      }),
  } as unknown as Db
  return { db, reads }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

test('on PostgreSQL a request waits for a version read that started after it arrived', async () => {
  const { db, reads } = fakePostgres()
  const version = createCatalogVersion(db)
  const early = version.current()
  await tick()
  expect(reads).toHaveLength(1)
  // These arrive while the first read is under way: it may predate a write they must see.
  const late = [version.current(), version.current(), version.current()]
  await tick()
  expect(reads).toHaveLength(1)
  reads[0]!.resolve(1)
  expect(await early).toBe(1)
  await tick()
  expect(reads).toHaveLength(2) // one more read, shared by the three
  reads[1]!.resolve(2)
  expect(await Promise.all(late)).toEqual([2, 2, 2])
})

test('pages rendered just after a version change are kept only briefly', async () => {
  const { db, reads } = fakePostgres()
  const version = createCatalogVersion(db)
  const v = version.current()
  await tick()
  reads[0]!.resolve(7)
  expect(await v).toBe(7)
  const now = Date.now()
  expect(version.keepUntil(7, now)).toBeLessThanOrEqual(now + RECENT_CHANGE_MS)
  expect(version.keepUntil(7, now + RECENT_CHANGE_MS + 1)).toBe(Number.POSITIVE_INFINITY)
})
