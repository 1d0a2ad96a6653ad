import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { AnyRouter } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { startSessionActor } from '../../session/session-actor'
import { ProfileScreen } from './profile-screen'

const user = {
  id: 'user-1',
  name: 'Wanjiru',
  surname: 'Kamau',
  email: 'wanjiru@example.com',
  avatarUrl: null,
  roles: [],
  phone: '+254 712 000 001',
  gender: null,
  bio: '',
  dateOfBirth: null,
  emailVerified: true,
}
const credential = { identifier: 'wanjiru' }
const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({ data, errors: null, notification: null, ...extra })

let requests: { method: string; url: string; body: Record<string, unknown> | null }[] = []
let answer: (method: string, url: string, body: Record<string, unknown> | null) => { status: number; body: unknown }

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  document.cookie = 'access_token=token-1; path=/'
  localStorage.setItem('session-user', JSON.stringify(user))
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null
      requests.push({ method, url, body })
      const reply = answer(method, url, body)
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  startSessionActor({ navigate: vi.fn(), state: { location: { pathname: '/en/account' } } } as unknown as AnyRouter)
})

afterAll(() => {
  vi.unstubAllGlobals()
})

beforeEach(() => {
  requests = []
})

afterEach(() => {
  cleanup()
})

const shopper = userEvent.setup({ delay: null })

async function replace(field: HTMLElement, text: string) {
  await shopper.clear(field)
  await shopper.click(field)
  await shopper.paste(text)
}

const renderScreen = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ProfileScreen />
    </I18nProvider>,
  )

test('a new e-mail asks for the current password, then for the code sent to the new address, and only then is the account’s', async () => {
  let pending: string | null = null
  let email = user.email
  answer = (method, url, body) => {
    if (url.endsWith('/user/me') && method === 'PUT') {
      if (body?.currentPassword !== 'my real password') {
        return {
          status: 400,
          body: { data: null, errors: [{ field: 'currentPassword', code: 'wrong_password', message: 'wrong' }], notification: { type: 'error', code: 'validation_failed', title: 'x', message: 'x' } },
        }
      }
      pending = String(body.email)
      return {
        status: 200,
        body: envelope({ user: { ...user, email }, credential, pendingEmail: pending }, { notification: { type: 'success', code: 'email_change_sent', title: 'x', message: 'x' } }),
      }
    }
    if (url.endsWith('/user/me/email/confirm')) {
      if (body?.code !== 'ABCDE-23456')
        return { status: 400, body: { data: null, errors: [{ field: null, code: 'token_invalid', message: 'x' }], notification: { type: 'error', code: 'token_invalid', title: 'x', message: 'x' } } }
      email = pending!
      pending = null
      return { status: 200, body: envelope({ user: { ...user, email }, credential, pendingEmail: null }) }
    }
    return { status: 200, body: envelope({ user: { ...user, email }, credential, pendingEmail: pending }) }
  }
  renderScreen()
  const emailField = await screen.findByLabelText('E-mail')
  expect(screen.getAllByLabelText('Current password')).toHaveLength(1) // the sign-in details' own

  await replace(emailField, 'wanjiru.new@example.org')
  expect(screen.getAllByLabelText('Current password')).toHaveLength(2)
  const password = screen.getAllByLabelText('Current password')[0]!
  await replace(password, 'a wrong guess')
  await shopper.click(screen.getByRole('button', { name: 'Save my profile' }))
  expect(await screen.findByText('Your current password is not right.')).toBeTruthy()
  expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ email: 'wanjiru.new@example.org', currentPassword: 'a wrong guess' })

  await replace(screen.getAllByLabelText('Current password')[0]!, 'my real password')
  await shopper.click(screen.getByRole('button', { name: 'Save my profile' }))
  expect(await screen.findByText('We sent a code to wanjiru.new@example.org. Type it here to start using that address; until then your account keeps its current one.')).toBeTruthy()
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('wanjiru@example.com')

  await replace(screen.getByLabelText('Code from the e-mail'), 'ZZZZZ-99999')
  await shopper.click(screen.getByRole('button', { name: 'Confirm my new e-mail' }))
  expect(await screen.findByText('This link or code has expired or was already used. Ask for a new one.')).toBeTruthy()

  await replace(screen.getByLabelText('Code from the e-mail'), 'ABCDE-23456')
  await shopper.click(screen.getByRole('button', { name: 'Confirm my new e-mail' }))
  await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Confirm your new e-mail' })).toBeNull())
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('wanjiru.new@example.org')
})

test('a profile edit that changes neither the e-mail nor the phone sends no password', async () => {
  answer = (method) => ({ status: 200, body: envelope({ user: method === 'PUT' ? { ...user, bio: 'Kale grower' } : user, credential, pendingEmail: null }) })
  renderScreen()
  await replace(await screen.findByLabelText('About you'), 'Kale grower')
  expect(screen.getAllByLabelText('Current password')).toHaveLength(1) // the sign-in details' own
  await shopper.click(screen.getByRole('button', { name: 'Save my profile' }))
  await vi.waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
  expect(requests.find((r) => r.method === 'PUT')!.body).not.toHaveProperty('currentPassword')
})

test('the gender choice says "prefer not to say" once: Female, Male, Other and that', async () => {
  answer = () => ({ status: 200, body: envelope({ user, credential, pendingEmail: null }) })
  renderScreen()
  const gender = await screen.findByRole('combobox', { name: 'Gender' })
  const options = [...(gender as HTMLSelectElement).options].map((o) => o.textContent)
  expect(options).toEqual(['Prefer not to say', 'Female', 'Male', 'Other'])
})
