// @vitest-environment node
import { expect, test } from 'vitest'
import { yieldToMain } from './yield'

test('work after a yield runs in a later task: every microtask queued before it has already run', async () => {
  let microtasks = 0
  const yielded = yieldToMain().then(() => microtasks)
  // A chain of microtasks: a yield that were only a microtask would resolve in the middle of it.
  const chain = async () => {
    for (let i = 0; i < 50; i++) {
      await Promise.resolve()
      microtasks++
    }
  }
  void chain()
  expect(await yielded).toBe(50)
})
