// @vitest-environment node
/** Model-based: every path of one toast's life, replayed on a real actor under fake timers. */
import { expect, test } from 'vitest'
import { toastItemMachine, type Toast } from './toast.machine'
import { coverage, modelPaths, runPath } from './test/model'

const inputs: Record<string, Toast> = {
  default: { id: 't', type: 'success', title: 'Saved', message: 'Your address is saved', permanent: false, duration: 'default' },
  long: { id: 't', type: 'error', title: 'Error', message: 'An error occurred', permanent: false, duration: 'long' },
  permanent: { id: 't', type: 'info', title: 'Offline', message: 'You are offline', permanent: true, duration: 'default' },
}

const allPaths = Object.entries(inputs).flatMap(([kind, input]) => modelPaths(toastItemMachine, { events: [{ type: 'toast.dismiss' }], input }).map((p) => ({ kind, input, path: p })))

for (const { kind, input, path } of allPaths) {
  test(`${kind} toast: ${path.description}`, () => {
    runPath(toastItemMachine, path, {
      input,
      check: (snapshot) => {
        // Meaning: visible exactly until closed; a permanent toast never closes by itself.
        expect(snapshot.hasTag('visible')).toBe(snapshot.status !== 'done')
        if (input.permanent) expect(snapshot.value === 'permanent' || snapshot.value === 'closed').toBe(true)
      },
    })
  })
}

test('the generated paths reach every state and transition of a toast', () => {
  const result = coverage(
    toastItemMachine,
    allPaths.map((p) => p.path),
  )
  expect(result).toEqual({ states: [], transitions: [] })
})
