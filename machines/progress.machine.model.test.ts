// @vitest-environment node
import { expect, test } from 'vitest'
import { progressMachine } from './progress.machine'
import { coverage, modelPaths, runPath } from './test/model'

const events = [{ type: 'navigation.started' }, { type: 'navigation.succeeded' }, { type: 'navigation.failed' }]
const paths = modelPaths(progressMachine, { events, simple: false })

for (const path of paths) {
  test(path.description, () => {
    runPath(progressMachine, path, {
      check: (snapshot) => {
        // Meaning: no bar while idle or during the first 200 ms; red only after a failure.
        expect(snapshot.hasTag('visible')).toBe(!snapshot.matches('idle') && !snapshot.matches('waiting'))
        expect(snapshot.hasTag('failed')).toBe(snapshot.matches('failed'))
      },
    })
  })
}

test('the generated progress paths reach every state and transition', () => {
  expect(coverage(progressMachine, paths)).toEqual({ states: [], transitions: [] })
})
