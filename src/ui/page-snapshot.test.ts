import { afterEach, describe, expect, test, vi } from 'vitest'
import type { AnyRouter } from '@tanstack/react-router'
import { isPageReady, revealWhenReady, snapshotMarkup } from './page-snapshot'

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('what a snapshot keeps', () => {
  test('the page as shown: the chosen market, the typed search and a ticked box, without open menus, toasts or banners', () => {
    document.body.innerHTML = `<div id="root"><div class="shell">
      <select aria-label="Market"><option value="acc">Accra</option><option value="nbo">Nairobi</option></select>
      <input type="search" value="" /><input type="checkbox" /><input type="password" />
      <details class="dropdown" open><summary>Account</summary></details>
      <div class="connectivity connectivity--offline" role="status">Offline</div>
      <div class="update-offer">Update</div>
      <main><h1>Fresh produce</h1></main>
      <div class="toaster"><div class="toast">Added</div></div>
    </div></div>`
    const root = document.getElementById('root')!
    root.querySelector('select')!.value = 'nbo'
    root.querySelector<HTMLInputElement>('input[type=search]')!.value = 'mango'
    root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true
    root.querySelector<HTMLInputElement>('input[type=password]')!.value = 'secret'

    const kept = document.createElement('div')
    kept.innerHTML = snapshotMarkup(root)

    expect(kept.querySelector('select')!.value).toBe('nbo')
    expect(kept.querySelector('input[type=search]')!.getAttribute('value')).toBe('mango')
    expect(kept.querySelector('input[type=checkbox]')!.hasAttribute('checked')).toBe(true)
    expect(kept.innerHTML).not.toContain('secret')
    expect(kept.querySelector('details')!.hasAttribute('open')).toBe(false)
    expect(kept.querySelector('.connectivity, .update-offer, .toast')).toBeNull()
    expect(kept.querySelector('.toaster')).not.toBeNull()
    expect(kept.querySelector('h1')!.textContent).toBe('Fresh produce')
    // The live page is untouched.
    expect(root.querySelector('details')!.hasAttribute('open')).toBe(true)
    expect(root.querySelector('.toast')).not.toBeNull()
  })

  test('a page is ready once it has its heading and nothing is loading', () => {
    const root = document.createElement('div')
    root.innerHTML = '<main><ul aria-busy="true"></ul></main>'
    expect(isPageReady(root)).toBe(false)
    root.querySelector('main')!.insertAdjacentHTML('afterbegin', '<h1>Farmers</h1>')
    expect(isPageReady(root)).toBe(false)
    root.querySelector('ul')!.removeAttribute('aria-busy')
    expect(isPageReady(root)).toBe(true)
  })
})

describe('the snapshot makes way for the app', () => {
  function page() {
    document.body.innerHTML = '<div id="snapshot" inert aria-busy="true"><main><h1>Farmers</h1></main></div><div id="root"></div>'
    const listeners: (() => void)[] = []
    const router = { state: { status: 'pending' }, subscribe: (_: string, fn: () => void) => (listeners.push(fn), () => {}) }
    return { router, resolve: () => ((router.state.status = 'idle'), listeners.forEach((l) => l())), root: document.getElementById('root')! }
  }
  const flush = () => new Promise((r) => setTimeout(r, 0))

  test('it stays while the app loads its page, and goes once the page has its heading and data', async () => {
    const { router, resolve, root } = page()
    revealWhenReady(router as unknown as AnyRouter)
    root.innerHTML = '<main><h1>Farmers</h1><ul aria-busy="true"></ul></main>'
    await flush()
    expect(document.getElementById('snapshot')).not.toBeNull() // the router is still loading
    resolve()
    await flush()
    expect(document.getElementById('snapshot')).not.toBeNull() // the cards are still loading
    root.querySelector('ul')!.removeAttribute('aria-busy')
    await flush()
    expect(document.getElementById('snapshot')).toBeNull()
  })

  test('an app page that never completes still replaces it after 4 s', async () => {
    vi.useFakeTimers()
    const { router } = page()
    revealWhenReady(router as unknown as AnyRouter)
    vi.advanceTimersByTime(3_999)
    expect(document.getElementById('snapshot')).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(document.getElementById('snapshot')).toBeNull()
  })
})
