// Prints the summary of `npm test`: each step with its time, then the test counts of every
// runner added up, ending with the plain line 'N passed, N failed'.
import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null)
const counts = []
for (const [label, file] of [
  ['vitest: unit + server (PGlite)', '.tmp/vitest.json'],
  ['vitest: server (PostgreSQL)', '.tmp/vitest-pg.json'],
]) {
  const r = read(file)
  if (r) counts.push([label, r.numPassedTests, r.numFailedTests, r.numPendingTests + (r.numTodoTests ?? 0)])
}
const pw = read('.tmp/playwright.json')
if (pw) {
  const s = pw.stats
  counts.push(['playwright: browser', s.expected + (s.flaky ?? 0), s.unexpected, s.skipped])
}
if (fs.existsSync('.tmp/vitest-pg.skipped')) counts.push(['vitest: server (PostgreSQL) — SKIPPED, no server', 0, 0, 0])

// Why a vitest pass failed, here at the end where a CI log's tail shows it: the failed files and
// tests from its JSON, and from its output the sections that name no test (an error outside any
// test, a file that failed to load or a hook), which fail the run with every test passed.
const plain = (line) => stripVTControlCharacters(line)
const why = []
for (const [label, json, logFile] of [
  ['unit + server (PGlite)', '.tmp/vitest.json', '.tmp/vitest.log'],
  ['server (PostgreSQL)', '.tmp/vitest-pg.json', '.tmp/vitest-pg.log'],
]) {
  const r = read(json)
  if (r?.success !== false) continue
  why.push(`${label}:`)
  for (const f of r.testResults.filter((t) => t.status === 'failed')) {
    const failed = f.assertionResults.filter((a) => a.status === 'failed')
    why.push(`  ${path.relative(process.cwd(), f.name)}${f.message ? `: ${plain(f.message).split('\n')[0].slice(0, 200)}` : ''}`)
    for (const a of failed)
      why.push(
        `    ✗ ${a.title}: ${plain(a.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 200)}`,
      )
  }
  if (fs.existsSync(logFile)) {
    const lines = fs.readFileSync(logFile, 'utf8').split('\n').map(plain)
    lines.forEach((line, i) => {
      if (/⎯{2,} (Unhandled (Errors|Rejection)|Failed Suites?|Errors?) /.test(line)) why.push(...lines.slice(i, i + 25).map((l) => `  | ${l}`))
    })
  }
}

const steps = fs.existsSync('.tmp/steps.txt')
  ? fs
      .readFileSync('.tmp/steps.txt', 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split('|'))
  : []
console.log('\n==================== summary ====================')
for (const [status, name, secs] of steps) console.log(`${status === 'PASS' ? '✓' : '✗'} ${name.padEnd(42)} ${String(secs).padStart(4)} s`)
console.log('-------------------------------------------------')
let passed = 0
let failed = 0
let skipped = 0
for (const [label, p, f, s] of counts) {
  console.log(`${label.padEnd(42)} ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}`)
  passed += p
  failed += f
  skipped += s
}
if (why.length) console.log(`-------------------------------------------------\nwhy vitest failed:\n${why.join('\n')}`)
const stepFailures = steps.filter(([s]) => s === 'FAIL').length
console.log('=================================================')
console.log(`${passed} passed, ${failed + (failed === 0 && stepFailures ? stepFailures : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`)
