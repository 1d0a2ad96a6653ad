import { describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n, loadCatalogPart } from './i18n'

describe('catalog parts', () => {
  it('a preload fetches the account words without re-rendering the page; the move to the route merges them', async () => {
    await activateLocale('fr')
    const changes = vi.fn()
    const off = i18n.on('change', changes)
    // A message of the account part only (the sign-in screen's).
    const id = Object.keys((await import('../../locales/fr/account.po')).messages).find((key) => !(key in (i18n.messages ?? {})))!
    expect(id).toBeDefined()
    await loadCatalogPart('account', 'fr', true)
    expect(changes, 'no re-render for words no screen shows yet').not.toHaveBeenCalled()
    expect(id in i18n.messages).toBe(false)
    await loadCatalogPart('account', 'fr')
    expect(changes).toHaveBeenCalledTimes(1)
    expect(id in i18n.messages).toBe(true)
    // Already merged: a later preload or move changes nothing.
    await loadCatalogPart('account', 'fr', true)
    await loadCatalogPart('account', 'fr')
    expect(changes).toHaveBeenCalledTimes(1)
    off()
  })
})
