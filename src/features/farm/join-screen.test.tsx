import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { JoinConfirm } from './join-screen'

let sent: { url: string; body: unknown }[] = []
let answer: (body: { code: string }) => { status: number; body: unknown }

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as { code: string }
      sent.push({ url, body })
      const reply = answer(body)
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
})
afterAll(() => vi.unstubAllGlobals())
afterEach(() => {
  cleanup()
  sent = []
})

const refused = { data: null, errors: [{ field: 'code', code: 'invalid_code', message: 'wrong' }], notification: { type: 'error', code: 'validation_failed', title: 'x', message: 'x' } }
const receipt = { data: { id: 'a1', storeId: 'jnb', email: 'nomvula@example.org', status: 'received', createdAt: '2026-01-01T00:00:00Z' }, errors: null, notification: null }

test('after sending, the join page says a code went by e-mail and that the team sees the application only once it is confirmed; the right code confirms it', async () => {
  answer = ({ code }) => (code === '482913' ? { status: 200, body: receipt } : { status: 400, body: refused })
  render(
    <I18nProvider i18n={i18n}>
      <JoinConfirm email="nomvula@example.org" />
    </I18nProvider>,
  )
  expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toMatch(/e-mail to nomvula@example\.org.*6-digit code.*sees an application only once it is confirmed/)

  const code = screen.getByRole('textbox', { name: 'Confirmation code' })
  await userEvent.type(code, '111111')
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my application' }))
  expect(await screen.findByText('This code is not right, or no longer valid. Check the latest e-mail we sent.')).toBeTruthy()

  await userEvent.clear(code)
  await userEvent.type(code, '482913')
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my application' }))
  expect(await screen.findByRole('heading', { name: 'Thank you, your application is confirmed' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe('The market team reads every application and will answer you by e-mail.')
  expect(sent.map((s) => [new URL(s.url, 'http://x').pathname, s.body])).toEqual([
    ['/api/farm/join/confirm', { email: 'nomvula@example.org', code: '111111' }],
    ['/api/farm/join/confirm', { email: 'nomvula@example.org', code: '482913' }],
  ])
})
