import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { retryStandIns, standIn } from '../i18n/stand-in-words'
import { WordsNotice } from './words-notice'

afterEach(cleanup)

test('the notice names the page language while English words stand in for its own, and goes when they arrive', async () => {
  i18n.loadAndActivate({ locale: 'pt', messages: {} })
  render(
    <I18nProvider i18n={i18n}>
      <WordsNotice />
    </I18nProvider>,
  )
  const region = screen.getByRole('status')
  expect(region.textContent).toBe('')

  let isReachable = false
  act(() =>
    standIn('catalog:account:pt', 'pt', async () => {
      if (!isReachable) throw new TypeError('Failed to fetch')
    }),
  )
  expect(region.textContent).toContain('the Português words are not on this device yet')

  // Another language's stand-in is not this page's notice.
  act(() => standIn('pages:fr', 'fr', async () => {}))
  await act(() => retryStandIns())
  expect(region.textContent).toContain('Português')

  isReachable = true
  await act(() => retryStandIns())
  expect(region.textContent).toBe('')
})

test('offline in a language whose catalog the device does not hold, the notice says which language the produce is shown in, and goes once its own rows arrive', async () => {
  const { db } = await import('../db/db')
  const { chooseStore } = await import('../db/store-choice')
  await db.produces.clear()
  chooseStore({ storeId: 'nbo' })
  const produce = (lang: string, name: string) => ({
    lang,
    id: 'p-1',
    storeId: 'nbo',
    service: 'farm',
    farmerId: 'f-1',
    name,
    price: 100,
    category: 'vegetables',
    practices: [],
    inSeason: true,
    stock: 3,
    offer: null,
    updatedAt: '2026-03-01T08:00:00.000Z',
    searchText: name.toLowerCase(),
  })
  await db.produces.put(produce('fr', 'Tomates') as never)
  i18n.loadAndActivate({ locale: 'sw', messages: {} })
  render(
    <I18nProvider i18n={i18n}>
      <WordsNotice />
    </I18nProvider>,
  )
  const region = screen.getByRole('status')
  await waitFor(() => expect(region.textContent).toContain('Produce and farmers are shown in Français: their Kiswahili descriptions are not on this device yet'))
  await act(() => db.produces.put(produce('sw', 'Nyanya') as never))
  await waitFor(() => expect(region.textContent).toBe(''))
})
