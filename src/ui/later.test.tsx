import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { isPageReady } from './page-snapshot'
import { Later, resetLaterForTests } from './later'

beforeEach(() => {
  resetLaterForTests()
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const Page = () => (
  <main>
    <h1>Farm produce</h1>
    <Later>
      <p>How it works</p>
    </Later>
    <Later>
      <footer>Contact us</footer>
    </Later>
  </main>
)

test('on a page load, deferred parts arrive after the first paint, one task each, and the page counts as still arriving until they have', async () => {
  const { container } = render(<Page />)
  // The first render holds the heading only: the parts wait, each marked as still arriving.
  expect(screen.getByRole('heading', { name: 'Farm produce' })).toBeTruthy()
  expect(screen.queryByText('How it works')).toBeNull()
  expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(2)
  expect(isPageReady(container)).toBe(false)

  // One task: the first part, not yet the second.
  await act(async () => {
    await vi.advanceTimersToNextTimerAsync()
    await vi.advanceTimersToNextTimerAsync()
  })
  expect(screen.getByText('How it works')).toBeTruthy()
  expect(screen.queryByText('Contact us')).toBeNull()

  await act(async () => {
    await vi.runAllTimersAsync()
  })
  expect(screen.getByText('Contact us')).toBeTruthy()
  expect(container.querySelector('[aria-busy]')).toBeNull()
  expect(isPageReady(container)).toBe(true)
})

test('once the page load is done, a part rendered later (a navigation, an opened menu) is there at once', async () => {
  render(<Page />)
  await act(async () => {
    await vi.runAllTimersAsync()
  })
  cleanup()

  render(<Page />)
  expect(screen.getByText('How it works')).toBeTruthy()
  expect(screen.getByText('Contact us')).toBeTruthy()
})

test('a part that leaves before its turn is dropped from the queue and the others still arrive', async () => {
  const { rerender } = render(<Page />)
  rerender(
    <main>
      <h1>Farm produce</h1>
      <Later>
        <footer>Contact us</footer>
      </Later>
    </main>,
  )
  await act(async () => {
    await vi.runAllTimersAsync()
  })
  expect(screen.getByText('Contact us')).toBeTruthy()
  expect(screen.queryByText('How it works')).toBeNull()
})

test("a part asked for now (a menu opened before its turn) shows at once, and the page load's other parts still wait", () => {
  render(
    <main>
      <h1>Farm produce</h1>
      <Later now>
        <nav>Menu</nav>
      </Later>
      <Later>
        <footer>Contact us</footer>
      </Later>
    </main>,
  )
  expect(screen.getByText('Menu')).toBeTruthy()
  expect(screen.queryByText('Contact us')).toBeNull()
})
