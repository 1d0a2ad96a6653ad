import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { isPageReady } from './page-snapshot'
import { CardGrid } from './card-grid'
import { endPageLoad, Later, resetLaterForTests, Soon, STAGE_FIRST, STAGE_STEP } from './later'

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

const names = Array.from({ length: 9 }, (_, i) => `Farm ${i + 1}`)
const Farms = ({ items = names }: { items?: string[] }) => (
  <main>
    <h1>Farmers</h1>
    <CardGrid items={items} label="Farmers">
      {(name) => <li key={name}>{name}</li>}
    </CardGrid>
  </main>
)

test('on a page load, a card grid shows its first screen at once and the rest a few cards per task, busy until whole', async () => {
  const { container } = render(<Farms />)
  const list = screen.getByRole('list', { name: 'Farmers' })
  expect(screen.getAllByRole('listitem')).toHaveLength(STAGE_FIRST)
  expect(list.getAttribute('aria-busy')).toBe('true')
  expect(isPageReady(container)).toBe(false)

  await act(async () => {
    await vi.advanceTimersToNextTimerAsync()
    await vi.advanceTimersToNextTimerAsync()
  })
  expect(screen.getAllByRole('listitem')).toHaveLength(STAGE_FIRST + STAGE_STEP)

  await act(async () => {
    await vi.runAllTimersAsync()
  })
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(names)
  expect(list.hasAttribute('aria-busy')).toBe(false)
  expect(isPageReady(container)).toBe(true)
})

test('after the first navigation, a card grid is whole in its first render, and a grid that grows shows its new cards', async () => {
  endPageLoad()
  const { rerender } = render(<Farms />)
  expect(screen.getAllByRole('listitem')).toHaveLength(names.length)
  rerender(<Farms items={[...names, 'Farm 10']} />)
  expect(screen.getAllByRole('listitem')).toHaveLength(names.length + 1)
})

const Shell = () => (
  <div>
    <Soon>
      <header>
        Malewa
        <Soon>
          <nav>Basket</nav>
        </Soon>
      </header>
    </Soon>
    <main>
      <Soon>
        <h1>Farm produce</h1>
      </Soon>
    </main>
  </div>
)

test('beneath a drawn page, the header, its tools and the page come after the first render, a part nested in another after it, and the page counts as arriving until all are in', async () => {
  vi.useRealTimers()
  const drawn = document.createElement('div')
  drawn.id = 'snapshot'
  document.body.append(drawn)
  try {
    const { container } = render(<Shell />)
    // What the app's page holds after each change, while it arrives.
    const seen: string[] = []
    const record = () =>
      seen.push(
        `${container.querySelector('header') ? 'header' : '-'} ${container.querySelector('nav') ? 'tools' : '-'} ${container.querySelector('h1') ? 'page' : '-'} ${isPageReady(container) ? 'ready' : 'busy'}`,
      )
    const observer = new MutationObserver(record)
    observer.observe(container, { childList: true, subtree: true })
    record()
    await waitFor(() => expect(isPageReady(container)).toBe(true))
    observer.disconnect()

    expect(seen[0]).toBe('- - - busy')
    expect(seen.at(-1)).toBe('header tools page ready')
    // The tools, inside the header, come in a task after it: there was a moment with the header and no tools.
    expect(seen.some((s) => s.startsWith('header -'))).toBe(true)
    // Not ready before the last part is in.
    expect(seen.filter((s) => s.endsWith('ready'))).toEqual(['header tools page ready'])
  } finally {
    drawn.remove()
  }
})

test('with nothing drawn over the app (a plain first visit, a navigation), the header, its tools and the page are in the first render', () => {
  vi.useRealTimers()
  const { container } = render(<Shell />)
  expect(screen.getByText('Malewa')).toBeTruthy()
  expect(screen.getByText('Basket')).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'Farm produce' })).toBeTruthy()
  expect(container.querySelector('[aria-busy]')).toBeNull()
})
