// Prints the summary of `npm test`: each step with its time, then the test counts of every
// runner added up, ending with the plain line 'N passed, N failed'.
import fs from 'node:fs'

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
const stepFailures = steps.filter(([s]) => s === 'FAIL').length
console.log('=================================================')
console.log(`${passed} passed, ${failed + (failed === 0 && stepFailures ? stepFailures : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`)
