// @vitest-environment node
/**
 * Each page route says its kind, title and description in its own file (decision 025); the build,
 * the service worker, the server and the route walk read the kinds from src/lib/route-facts.gen.ts.
 * These tests fail when a page route has no kind, when that module is stale, or when the route walk
 * cannot walk a route.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { GENERATED, readRouteFacts, renderRouteFacts } from '../../scripts/route-facts.ts'
import { routeTable } from '../../tests/e2e/route-table'
import { ROUTE_FACTS } from './route-facts.gen'
import { snapshotPaths } from './page-snapshot'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'

const root = path.resolve(import.meta.dirname, '../..')

test('every page route says its kind, and src/lib/route-facts.gen.ts is current (`tsx scripts/route-facts.ts` writes it)', () => {
  expect(fs.readFileSync(path.join(root, GENERATED), 'utf8')).toBe(renderRouteFacts(readRouteFacts(root)))
})

test('the kinds read from the files are the ones the router has', () => {
  const router = createRouter({ routeTree })
  const pages = Object.values(router.routesById)
    .filter((route) => !route.children && route.id !== '__root__')
    .map((route) => [route.id.replace(/^\/\{-\$locale\}/, '').replace(/\/$/, '') || '/', route.options.staticData?.kind ?? '(no kind)'])
  expect(Object.fromEntries(pages)).toEqual(Object.fromEntries(ROUTE_FACTS.map((r) => [r.path, r.kind])))
})

test('a page route without a kind stops the build, naming its file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-facts-'))
  try {
    const routes = path.join(dir, 'src/routes/{-$locale}/farm/meals')
    fs.mkdirSync(routes, { recursive: true })
    fs.writeFileSync(path.join(routes, 'index.tsx'), "export const Route = createFileRoute('/{-$locale}/farm/meals/')({\n  component: Meals,\n})\n")
    fs.writeFileSync(path.join(routes, '$id.tsx'), "export const Route = createFileRoute('/{-$locale}/farm/meals/$id')({\n  staticData: { kind: 'catalog' },\n})\n")
    expect(() => readRouteFacts(dir)).toThrow(/farm\/meals\/index\.tsx \(no staticData\.kind\)/)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('a new catalog page is drawn and kept for offline visits, in every language, with no other edit', () => {
  const meals = [...ROUTE_FACTS, { path: '/farm/meals', file: 'src/routes/{-$locale}/farm/meals/index.tsx', kind: 'catalog' as const }]
  expect(snapshotPaths().test('/ar/farm/meals')).toBe(false)
  expect(renderRouteFacts(meals)).toMatch(/SNAPSHOT_PAGES: readonly string\[\] = \[[^\]]*'\/farm\/meals'/)
  expect(routeTable({ '/farm/farmers/$id': 'f', '/farm/produces/$id': 'p' }, meals).map((r) => r.path)).toContain('/farm/meals')
})

test('the route walk refuses a route with a parameter it has no value for', () => {
  const withParam = [...ROUTE_FACTS, { path: '/farm/meals/$id', file: 'src/routes/{-$locale}/farm/meals/$id.tsx', kind: 'catalog' as const }]
  expect(() => routeTable({ '/farm/farmers/$id': 'f', '/farm/produces/$id': 'p' }, withParam)).toThrow(/\/farm\/meals\/\$id/)
})
