import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import type { PageDataStatus } from '../../sync/use-page-data'
import { DataAge } from './data-age'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const status = (over: Partial<PageDataStatus>): PageDataStatus => ({ isUpdating: false, hasFailed: false, lastFetchedAt: null, retry: () => {}, ...over })
const show = (s: PageDataStatus, storedAt: number | null = null) =>
  render(
    <I18nProvider i18n={i18n}>
      <DataAge status={s} storedAt={storedAt} />
    </I18nProvider>,
  )

// First: the formatters are cached once built, so a later test would not see one being made.
test('with fresh data the line is an empty live region, and no age is worked out (its formatter loads locale data)', () => {
  const formatter = vi.spyOn(Intl, 'RelativeTimeFormat')
  show(status({ lastFetchedAt: Date.now() - 60_000 }), Date.now() - 60_000)
  expect(screen.getByRole('status').textContent).toBe('')
  expect(formatter).not.toHaveBeenCalled()
})

test('while the catalog updates, the line says so', () => {
  show(status({ isUpdating: true }))
  expect(screen.getByRole('status').textContent).toBe('Updating prices and stock…')
})

test('when the market cannot be reached, the line says how old the saved catalog is and offers to try again', async () => {
  const retry = vi.fn()
  show(status({ hasFailed: true, retry }), Date.now() - 5 * 60_000)
  expect(screen.getByRole('status').textContent).toContain("You're seeing the catalog saved on this device, updated 5 minutes ago.")
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(retry).toHaveBeenCalledOnce()
})

test('when the market cannot be reached and nothing is saved, the line says that instead', () => {
  show(status({ hasFailed: true }))
  expect(screen.getByRole('status').textContent).toContain("We couldn't reach the market and nothing is saved on this device yet.")
})
