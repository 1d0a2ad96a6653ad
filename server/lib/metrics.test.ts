import { expect, test } from 'vitest'
import { Registry } from './metrics'
import { parseExposition } from '../ops/exposition.fixtures'

test('a counter renders HELP, TYPE and one sample per label set, label values escaped', () => {
  const registry = new Registry()
  const counter = registry.counter('demo_total', 'Demo\ncount', ['route'])
  counter.inc({ route: '/api/x' })
  counter.inc({ route: '/api/x' }, 2)
  counter.inc({ route: 'a "quoted" \\ route' })
  expect(registry.render()).toBe(['# HELP demo_total Demo\\ncount', '# TYPE demo_total counter', 'demo_total{route="/api/x"} 3', 'demo_total{route="a \\"quoted\\" \\\\ route"} 1', ''].join('\n'))
})

test('a series without labels shows 0 before it is first counted', () => {
  const registry = new Registry()
  registry.counter('restarts_total', 'Restarts')
  expect(registry.render()).toContain('\nrestarts_total 0\n')
})

test('histogram buckets are cumulative and end with +Inf equal to the count', () => {
  const registry = new Registry()
  const h = registry.histogram('took_seconds', 'Took', [0.01, 0.1, 1], ['route'])
  for (const v of [0.005, 0.01, 0.05, 0.5, 3]) h.observe(v, { route: 'r' })
  const samples = parseExposition(registry.render())
  const bucket = (le: string) => samples.find((s) => s.name === 'took_seconds_bucket' && s.labels.le === le)?.value
  expect([bucket('0.01'), bucket('0.1'), bucket('1'), bucket('+Inf')]).toEqual([2, 3, 4, 5])
  expect(samples.find((s) => s.name === 'took_seconds_count')?.value).toBe(5)
  expect(samples.find((s) => s.name === 'took_seconds_sum')?.value).toBeCloseTo(3.565)
})

test('a name is checked and registered once', () => {
  const registry = new Registry()
  registry.gauge('ok_name', 'x')
  expect(() => registry.gauge('ok_name', 'x')).toThrow(/twice/)
  expect(() => registry.gauge('not-a-name', 'x')).toThrow(/not a metric name/)
})
