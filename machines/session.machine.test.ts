import { createActor, fromPromise } from 'xstate'
import { afterEach, expect, test, vi } from 'vitest'
import { sessionMachine, type SignedIn } from './session.machine'

afterEach(() => vi.useRealTimers())

const ada: SignedIn = {
  user: { id: 'u1', name: 'Ada', surname: 'Okafor', email: 'ada@example.com', avatarUrl: null, roles: [] },
  credential: { identifier: 'ada@example.com' },
}

function start(
  options: { hasToken?: boolean; authenticate?: () => Promise<SignedIn>; register?: () => Promise<SignedIn>; refresh?: () => Promise<SignedIn>; fetchMe?: () => Promise<SignedIn | null> } = {},
) {
  const navigate = vi.fn()
  const logout = vi.fn(async (_: { all: boolean }) => {})
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        authenticate: fromPromise(options.authenticate ?? (async () => ada)),
        register: fromPromise(options.register ?? (async () => ada)),
        logout: fromPromise(({ input }) => logout(input)),
        fetchMe: fromPromise(options.fetchMe ?? (async () => ada)),
        refresh: fromPromise(options.refresh ?? (async () => Promise.reject(new Error('expired')))),
      },
      actions: { navigateAfterLoginChange: (_, { to }) => navigate(to) },
    }),
    { input: { hasToken: options.hasToken ?? false } },
  ).start()
  return { actor, navigate, logout }
}

test('a token cookie at page load starts signed in and loads the user details', async () => {
  const { actor } = start({ hasToken: true })
  expect(actor.getSnapshot().hasTag('signedIn')).toBe(true)
  await vi.waitFor(() => expect(actor.getSnapshot().context.user?.name).toBe('Ada'))
})

test('signing in navigates 200 ms after the login change, back to the asked page', async () => {
  vi.useFakeTimers()
  const { actor, navigate } = start()
  actor.send({ type: 'session.login', identifier: 'ada@example.com', secret: 'a long secret', returnTo: '/fr/account' })
  await vi.advanceTimersByTimeAsync(0)
  expect(actor.getSnapshot().hasTag('signedIn')).toBe(true)
  await vi.advanceTimersByTimeAsync(199)
  expect(navigate).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(navigate).toHaveBeenCalledWith('/fr/account')
})

test('a wrong password keeps the shopper signed out with the error code to show', async () => {
  const { actor } = start({ authenticate: () => Promise.reject({ code: 'invalid_credentials', errors: [{ field: null, code: 'invalid_credentials' }] }) })
  actor.send({ type: 'session.login', identifier: 'ada@example.com', secret: 'nope nope' })
  await vi.waitFor(() => expect(actor.getSnapshot().context.errorCode).toBe('invalid_credentials'))
  expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
})

test('a refused registration code keeps its field errors for the register screen, until the next try', async () => {
  const { actor } = start({ register: () => Promise.reject({ code: 'validation_failed', errors: [{ field: 'code', code: 'invalid_code' }] }) })
  actor.send({ type: 'session.register', payload: { pending: 'sealed', code: 'ABCDE-FGHJK' } })
  await vi.waitFor(() => expect(actor.getSnapshot().context.errorCode).toBe('validation_failed'))
  expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
  expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'code', code: 'invalid_code' }])
  actor.send({ type: 'session.register', payload: { pending: 'sealed', code: 'ABCDE-FGHJM' } })
  expect(actor.getSnapshot().context.fieldErrors).toEqual([])
})

test('a 401 while signed in tries one refresh, and signs out and goes home when it fails', async () => {
  vi.useFakeTimers()
  const { actor, navigate } = start({ hasToken: true })
  await vi.advanceTimersByTimeAsync(0)
  actor.send({ type: 'session.unauthorized' })
  await vi.advanceTimersByTimeAsync(0)
  expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
  expect(actor.getSnapshot().context.user).toBeNull()
  await vi.advanceTimersByTimeAsync(200)
  expect(navigate).toHaveBeenCalledWith(null)
})

test('a 401 with a refreshable session stays signed in', async () => {
  const { actor } = start({ hasToken: true, refresh: async () => ada })
  actor.send({ type: 'session.unauthorized' })
  await vi.waitFor(() => expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true))
})

test('logging out of all sessions asks the server for all, and signs out even offline', async () => {
  const { actor, logout } = start({ hasToken: true })
  logout.mockRejectedValueOnce(new Error('offline'))
  actor.send({ type: 'session.logout', all: true })
  await vi.waitFor(() => expect(actor.getSnapshot().hasTag('signedOut')).toBe(true))
  expect(logout).toHaveBeenCalledWith({ all: true })
})

test("an auth page's logout signs out without leaving the page", async () => {
  vi.useFakeTimers()
  const { actor, navigate } = start({ hasToken: true })
  await vi.advanceTimersByTimeAsync(0)
  actor.send({ type: 'session.logout', stay: true })
  await vi.advanceTimersByTimeAsync(1000)
  expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
  expect(navigate).not.toHaveBeenCalled()
})
