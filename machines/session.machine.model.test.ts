/**
 * Model-based: every path through the session, replayed on a real actor. The calls it makes
 * (authenticate, register, fetchMe, refresh, logout) never settle by themselves here; each path
 * settles them explicitly with their done/error events, so every outcome is walked.
 */
import { fromPromise } from 'xstate'
import { expect, test, vi } from 'vitest'
import { sessionMachine, type SignedIn } from './session.machine'
import { coverage, modelPaths, runPath } from './test/model'

const ada: SignedIn = { user: { id: 'u1', name: 'Ada', surname: 'Okafor', email: 'ada@example.com', avatarUrl: null, roles: [] }, credential: { identifier: 'ada@example.com' } }
/** A call that never settles by itself: each path settles it with its done/error event. */
const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}))
const navigate = vi.fn()
const model = sessionMachine.provide({
  actors: {
    authenticate: never<SignedIn, { identifier: string; secret: string }>(),
    register: never<SignedIn, unknown>(),
    fetchMe: never<SignedIn | null, unknown>(),
    refresh: never<SignedIn, unknown>(),
    logout: never<void, { all: boolean }>(),
  },
  actions: { navigateAfterLoginChange: (_, p) => navigate(p.to) },
})

const events = [
  { type: 'session.login', identifier: 'ada@example.com', secret: 'green mangoes', returnTo: '/fr/account' },
  { type: 'session.register', payload: {}, returnTo: null },
  { type: 'session.logout' },
  { type: 'session.logout', stay: true },
  { type: 'session.unauthorized' },
  { type: 'session.userLoaded', user: ada.user, credential: ada.credential },
  { type: 'xstate.done.actor.authenticate', output: ada },
  { type: 'xstate.error.actor.authenticate', error: { code: 'invalid_credentials' } },
  { type: 'xstate.done.actor.register', output: ada },
  { type: 'xstate.error.actor.register', error: { code: 'validation_failed', errors: [{ field: 'email', code: 'taken' }] } },
  { type: 'xstate.done.actor.fetchMe', output: ada },
  { type: 'xstate.done.actor.fetchMe', output: null },
  { type: 'xstate.error.actor.fetchMe', error: new Error('offline') },
  { type: 'xstate.done.actor.refresh', output: ada },
  { type: 'xstate.error.actor.refresh', error: new Error('expired') },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
]

const inputs = { 'no token at load': { hasToken: false }, 'a token at load': { hasToken: true, user: ada.user, credential: ada.credential } }
const serializeState = (s: { value: unknown; context: { user: unknown; stayAfterLogout: boolean; errorCode: string | null } }) =>
  JSON.stringify([s.value, s.context.user !== null, s.context.stayAfterLogout, s.context.errorCode])
const all = Object.entries(inputs).flatMap(([name, input]) => modelPaths(model, { events, input, simple: false, serializeState: serializeState as never }).map((path) => ({ name, input, path })))

for (const { name, input, path } of all) {
  test(`${name}: ${path.description}`, () => {
    runPath(model, path, {
      input,
      check: (snapshot) => {
        // Meaning: signed in exactly when a user is known or being loaded; signed out holds no user.
        const signedIn = snapshot.hasTag('signedIn')
        expect(signedIn || snapshot.hasTag('signedOut')).toBe(true)
        if (snapshot.hasTag('signedOut')) expect(snapshot.context.user).toBeNull()
        if (snapshot.matches({ signedIn: 'ready' }) && snapshot.context.hadToken === false) expect(snapshot.context.user).not.toBeNull()
      },
    })
  })
}

test('the generated session paths reach every state and transition', () => {
  expect(
    coverage(
      model,
      all.map((p) => p.path),
    ),
  ).toEqual({ states: [], transitions: [] })
})
