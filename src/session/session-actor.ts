/**
 * Runs the session machine in the browser: starts from the token cookie (spec 4), keeps the user
 * and credential on the device so the header shows them offline, clears them on logout, turns the
 * transport's 401s into `session.unauthorized`, and navigates after a login change.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { sessionMachine, type SessionCredential, type SessionUser, type SignedIn } from '../../machines/session.machine'
import type { RegisterConfirmInput } from '../api/auth-contract'
import { transportEvents } from '../api/clients'
import { authenticate, fetchMe, logout, refreshSession, register } from '../api/session-api'
import { COOKIES } from '../config'
import { readCookie, writeCookie } from '../lib/cookies'
import { isLocale, toParam } from '../i18n/locales'

const USER_KEY = 'session-user'
const CREDENTIAL_KEY = 'session-credential'

function stored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

const toSignedIn = (data: { user: SessionUser; credential: SessionCredential }): SignedIn => ({
  user: { id: data.user.id, name: data.user.name, surname: data.user.surname, email: data.user.email, avatarUrl: data.user.avatarUrl, roles: data.user.roles },
  credential: data.credential,
})

export type SessionActor = ActorRefFrom<typeof sessionMachine>
let actor: SessionActor | null = null

export function startSessionActor(router: AnyRouter): SessionActor {
  const hasToken = Boolean(readCookie(COOKIES.accessToken.name))
  actor = createActor(
    sessionMachine.provide({
      actors: {
        authenticate: fromPromise(async ({ input }) => toSignedIn(await authenticate(input.identifier, input.secret))),
        register: fromPromise(async ({ input }) => toSignedIn(await register(input as RegisterConfirmInput))),
        logout: fromPromise(async ({ input }) => logout(input.all)),
        fetchMe: fromPromise(async (): Promise<SignedIn | null> => toSignedIn(await fetchMe())),
        refresh: fromPromise(async () => toSignedIn(await refreshSession())),
      },
      actions: {
        persistSession: ({ context }) => {
          if (context.user) localStorage.setItem(USER_KEY, JSON.stringify(context.user))
          if (context.credential) localStorage.setItem(CREDENTIAL_KEY, JSON.stringify(context.credential))
        },
        clearStoredSession: () => {
          localStorage.removeItem(USER_KEY)
          localStorage.removeItem(CREDENTIAL_KEY)
          writeCookie(COOKIES.accessToken.name, undefined) // the server clears the HttpOnly refresh cookie
        },
        navigateAfterLoginChange: (_, { to }) => {
          if (to && to.startsWith('/') && !to.startsWith('//')) {
            void router.navigate({ href: to })
            return
          }
          const prefix = router.state.location.pathname.split('/')[1]
          const locale = isLocale(prefix) ? prefix : 'en'
          void router.navigate({ to: '/{-$locale}', params: { locale: toParam(locale) } } as never)
        },
      },
    }),
    { input: { hasToken, user: hasToken ? stored<SessionUser>(USER_KEY) : null, credential: hasToken ? stored<SessionCredential>(CREDENTIAL_KEY) : null } },
  ).start()
  transportEvents.on('unauthorized', () => actor?.send({ type: 'session.unauthorized' }))
  return actor
}

export function sessionActor(): SessionActor {
  if (!actor) throw new Error('the session actor has not started')
  return actor
}

/** What the UI needs of the session. */
export function useSession() {
  const a = sessionActor()
  const signedIn = useSelector(a, (s) => s.hasTag('signedIn'))
  const busy = useSelector(a, (s) => s.hasTag('busy'))
  const user = useSelector(a, (s) => s.context.user)
  const errorCode = useSelector(a, (s) => s.context.errorCode)
  const fieldErrors = useSelector(a, (s) => s.context.fieldErrors)
  return { signedIn, busy, user, errorCode, fieldErrors, send: a.send }
}

/** Route guard: account pages need a token (spec 6). */
export function hasAccessToken(): boolean {
  return Boolean(readCookie(COOKIES.accessToken.name))
}
