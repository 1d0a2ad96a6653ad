import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { AnyRouter } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import type { MyProvider } from '../../api/partner-contract'
import { startSessionActor } from '../../session/session-actor'
import type { PartnerEntry } from '../../sync/partner'
import { FarmHolidays } from './holidays-section'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  startSessionActor({ navigate: vi.fn(), state: { location: { pathname: '/en/partner' } } } as unknown as AnyRouter)
})

afterEach(cleanup)

const provider: MyProvider = {
  id: 'farm-f1',
  service: 'farm',
  name: 'Green Acres',
  status: 'active',
  role: 'owner',
  storeId: 'jnb',
  dropOffDays: [2, 4],
  marketDays: [2, 4, 6],
  timeZone: 'Africa/Johannesburg',
  cutoffMinute: 18 * 60,
  holidays: [],
}

/** A holiday queued offline, refused when it was sent: its first day had passed meanwhile. */
const refused = (fields: { field: string; code: string }[]): PartnerEntry => ({
  seq: 1,
  idempotencyKey: 'k1',
  createdAt: Date.now(),
  attempts: 1,
  status: 'rejected',
  error: { code: 'validation_failed', fields },
  kind: 'partner-holiday-add',
  payload: { providerId: 'farm-f1', holiday: { id: 'h1', first: '2026-11-20', last: '2026-11-22', note: '' } },
})

const show = (pending: PartnerEntry[]) =>
  render(
    <I18nProvider i18n={i18n}>
      <FarmHolidays provider={provider} pending={pending} canEdit={false} />
    </I18nProvider>,
  )

test('a holiday the server refused says which rule it broke, not "check the highlighted fields" with none highlighted', () => {
  show([refused([{ field: 'first', code: 'in_the_past' }])])
  const alert = screen.getByRole('alert')
  expect(alert.textContent).toContain('Choose today or a later day.')
  expect(alert.textContent).toContain('was not saved.')
  expect(alert.textContent).not.toContain('highlighted')
})

test('a refusal without a known field rule keeps the code’s own words', () => {
  show([{ ...refused([]), error: { code: 'forbidden' } }])
  expect(screen.getByRole('alert').textContent).toContain('Your role does not allow this.')
})
