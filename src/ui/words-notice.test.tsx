import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
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
