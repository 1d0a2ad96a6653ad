/**
 * The one-way import rules (STYLE.md "Shape"), checked on every file: routes → features →
 * {db, sync, api, machines, ui, i18n, session}; a feature never imports another feature; machines
 * import no React and no DOM globals; ui imports no feature; the server imports from src/ only the
 * shared contract modules.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const root = path.resolve(__dirname, '..')

function files(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(rel)
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.gen.ts') ? [rel] : []
  })
}

function imports(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g)].map((m) => m[1] ?? m[2]!)
}

const resolved = (file: string, spec: string) => (spec.startsWith('.') ? path.normalize(path.join(path.dirname(file), spec)) : spec)

test('a feature never imports another feature', () => {
  const broken = files('src/features')
    .filter((f) => !f.includes('.test.'))
    .flatMap((f) => {
      const own = f.split(path.sep)[2]
      return imports(f)
        .map((s) => resolved(f, s))
        .filter((t) => t.startsWith(`src${path.sep}features${path.sep}`) && t.split(path.sep)[2] !== own)
        .map((t) => `${f} → ${t}`)
    })
  expect(broken).toEqual([])
})

test('machines import no React and touch no DOM globals', () => {
  const broken = files('machines')
    .filter((f) => !f.includes('.test.') && !f.includes(`${path.sep}test${path.sep}`))
    .filter((f) => {
      const text = fs.readFileSync(path.join(root, f), 'utf8')
      return imports(f).some((s) => /^react|^@xstate\/react|src\/(ui|features)/.test(s)) || /\b(window|document|localStorage|navigator)\./.test(text)
    })
  expect(broken).toEqual([])
})

test('shared ui components import no feature', () => {
  const broken = files('src/ui').flatMap((f) =>
    imports(f)
      .map((s) => resolved(f, s))
      .filter((t) => t.startsWith(`src${path.sep}features`))
      .map((t) => `${f} → ${t}`),
  )
  expect(broken).toEqual([])
})

test('the server imports from src/ only the shared contracts, roles and the page snapshot format', () => {
  const broken = files('server').flatMap((f) =>
    imports(f)
      .map((s) => resolved(f, s))
      .filter((t) => t.startsWith(`src${path.sep}`) && !/^src\/(api\/([\w-]*contract|roles)|first-paint\/[\w-]*contract|lib\/page-snapshot)$/.test(t.split(path.sep).join('/')))
      .map((t) => `${f} → ${t}`),
  )
  expect(broken).toEqual([])
})
