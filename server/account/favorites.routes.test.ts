import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Favorite } from '../../src/api/account-contract'
import { commerceSnapshot, createCommerceTestApp, type CommerceTestApp } from '../orders/commerce.fixtures'

let t: CommerceTestApp

beforeAll(async () => {
  t = await createCommerceTestApp()
})
afterAll(() => t.close())

test('favorites are added, listed newest first and removed', async () => {
  const amina = await t.shopper()
  const farmer = await t.api<Favorite>(amina, 'PUT', '/api/favorites/farmer/thandi')
  expect(farmer.status).toBe(201)
  expect(farmer.body.data).toMatchObject({ kind: 'farmer', targetId: 'thandi' })
  await new Promise((resolve) => setTimeout(resolve, 5))
  expect((await t.api(amina, 'PUT', '/api/favorites/produce/honey')).status).toBe(201)
  const listed = await t.api<Favorite[]>(amina, 'GET', '/api/favorites')
  expect(listed.body.data.map((f) => `${f.kind}:${f.targetId}`)).toEqual(['produce:honey', 'farmer:thandi'])
  expect(listed.body.meta).toMatchObject({ total: 2 })
  const removed = await t.api(amina, 'DELETE', '/api/favorites/farmer/thandi')
  expect(removed.status).toBe(200)
  expect(removed.body.data).toEqual({ kind: 'farmer', targetId: 'thandi', removed: true })
  expect((await t.api<Favorite[]>(amina, 'GET', '/api/favorites')).body.data.map((f) => f.targetId)).toEqual(['honey'])
})

test('PUT and DELETE are idempotent, so an outbox may replay them', async () => {
  const amina = await t.shopper()
  const first = await t.api<Favorite>(amina, 'PUT', '/api/favorites/produce/spinach')
  const again = await t.api<Favorite>(amina, 'PUT', '/api/favorites/produce/spinach')
  expect([first.status, again.status]).toEqual([201, 200])
  expect(again.body.data).toEqual(first.body.data)
  const both = await Promise.all([t.api(amina, 'PUT', '/api/favorites/farmer/pieter'), t.api(amina, 'PUT', '/api/favorites/farmer/pieter')])
  expect(both.map((r) => r.status).sort()).toEqual([200, 201])
  expect((await t.api<Favorite[]>(amina, 'GET', '/api/favorites')).body.data).toHaveLength(2)
  expect((await t.api(amina, 'DELETE', '/api/favorites/produce/spinach')).body.data).toMatchObject({ removed: true })
  const gone = await t.api(amina, 'DELETE', '/api/favorites/produce/spinach')
  expect(gone.status).toBe(200)
  expect(gone.body.data).toMatchObject({ removed: false })
})

test('an unknown or withdrawn farmer or produce is a 404; a bad kind a 400; nothing stored', async () => {
  const amina = await t.shopper()
  const before = await commerceSnapshot(t.db)
  for (const path of ['/api/favorites/farmer/nobody', '/api/favorites/produce/nothing', '/api/favorites/produce/old-kale', '/api/favorites/farmer/honey']) {
    const res = await t.api(amina, 'PUT', path)
    expect(res.status, path).toBe(404)
    expect(res.body.errors![0]!.code).toBe('not_found')
  }
  const bad = await t.api(amina, 'PUT', '/api/favorites/recipe/spinach')
  expect(bad.status).toBe(400)
  expect(bad.body.errors![0]).toMatchObject({ field: 'kind' })
  expect(await commerceSnapshot(t.db)).toBe(before)
})

test('one shopper’s favorites are theirs alone', async () => {
  const amina = await t.shopper()
  const kofi = await t.shopper()
  await t.api(amina, 'PUT', '/api/favorites/farmer/aline')
  expect((await t.api<Favorite[]>(kofi, 'GET', '/api/favorites')).body.data).toEqual([])
  await t.api(kofi, 'DELETE', '/api/favorites/farmer/aline')
  expect((await t.api<Favorite[]>(amina, 'GET', '/api/favorites')).body.data.map((f) => f.targetId)).toEqual(['aline'])
})
