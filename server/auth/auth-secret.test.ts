import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { Database } from '../db/client'
import { authSecret } from '../db/schema/auth'
import { createTestDatabase } from '../test/test-db'
import { sharedAuthSecret } from './auth-secret'

let database: Database
let dir: string

beforeAll(async () => {
  database = await createTestDatabase()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'))
})
afterAll(async () => {
  await database.close()
  fs.rmSync(dir, { recursive: true, force: true })
})
afterEach(async () => {
  await database.db.delete(authSecret)
  fs.rmSync(path.join(dir, 'auth-secret'), { force: true })
})

test('without a secret anywhere, one is generated once and every later start reads the same', async () => {
  const first = await sharedAuthSecret(database.db, path.join(dir, 'auth-secret'))
  expect(first.source).toBe('generated')
  expect(first.secret).toHaveLength(43)
  const second = await sharedAuthSecret(database.db, path.join(dir, 'other-data-dir-auth-secret'))
  expect(second).toEqual({ secret: first.secret, source: 'database' })
  expect(fs.existsSync(path.join(dir, 'auth-secret'))).toBe(false)
})

test('the DATA_DIR/auth-secret of an earlier install becomes the database’s, so its codes and sessions still open', async () => {
  fs.writeFileSync(path.join(dir, 'auth-secret'), `${'k'.repeat(43)}\n`, { mode: 0o600 })
  expect(await sharedAuthSecret(database.db, path.join(dir, 'auth-secret'))).toEqual({ secret: 'k'.repeat(43), source: 'file' })
  // Another process with its own (or no) file now gets the same key.
  expect(await sharedAuthSecret(database.db, null)).toEqual({ secret: 'k'.repeat(43), source: 'database' })
})

test('processes that find no secret at the same moment all end up with the one that was stored', async () => {
  const results = await Promise.all(Array.from({ length: 4 }, () => sharedAuthSecret(database.db, null)))
  expect(new Set(results.map((r) => r.secret)).size).toBe(1)
  expect(results.filter((r) => r.source === 'generated')).toHaveLength(1)
})
