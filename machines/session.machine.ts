/**
 * The shopper's session (spec 3, 4, 6): signed out ⇄ signed in through login, registration (the
 * `register` call confirms a pending registration with the code e-mailed to its address, decision
 * 012; the register screen asks for the code itself) or social login (which comes back as a page load with the token cookie set); logout of this session
 * or of all; a 401 while signed in first tries one refresh (the access token may just have been
 * rotated) and signs out when that fails; the page navigates home — or back to the page that asked
 * for sign-in — `redirectAfterLogin` (200 ms) after the login state changes. When signed in it loads
 * the user's details. Owns the status and the user shown in the header; the app provides the
 * calls (`authenticate`, `register`, `logout`, `fetchMe`, `refresh`) and `navigateAfterLoginChange`.
 */
import { assign, fromPromise, setup } from 'xstate'
import { DELAYS } from '../src/config'

export interface SessionUser {
  id: string
  name: string
  surname: string
  email: string
  avatarUrl: string | null
  roles: string[]
}
export interface SessionCredential {
  identifier: string
}
export interface SignedIn {
  user: SessionUser
  credential: SessionCredential
}

export interface SessionContext {
  user: SessionUser | null
  credential: SessionCredential | null
  /** The page to return to after signing in (a guarded page the visitor asked for). */
  returnTo: string | null
  /** The last failure's code (translated by the screen), cleared on the next attempt. */
  errorCode: string | null
  fieldErrors: { field: string; code: string }[]
  /** Whether an access token was there when the page loaded. */
  hadToken: boolean
  /** The logout under way was asked by an auth page, which the shopper stays on. */
  stayAfterLogout: boolean
}

export type SessionEvent =
  | { type: 'session.login'; identifier: string; secret: string; returnTo?: string | null }
  | { type: 'session.register'; payload: unknown; returnTo?: string | null }
  | { type: 'session.logout'; all?: boolean; /** Opened an auth page: sign out but stay on it. */ stay?: boolean }
  | { type: 'session.unauthorized' }
  | { type: 'session.userLoaded'; user: SessionUser; credential: SessionCredential }

interface Failure {
  code?: string
  errors?: { field: string | null; code: string }[]
}

const failureOf = (error: unknown) => {
  const f = (error ?? {}) as Failure
  return { errorCode: f.code ?? 'network_error', fieldErrors: (f.errors ?? []).filter((e) => e.field).map((e) => ({ field: e.field!, code: e.code })) }
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as { hasToken: boolean; user?: SessionUser | null; credential?: SessionCredential | null },
    events: {} as SessionEvent,
  },
  delays: { redirectAfterLogin: DELAYS.redirectAfterLogin },
  actors: {
    authenticate: fromPromise<SignedIn, { identifier: string; secret: string }>(async () => {
      throw new Error('authenticate not provided')
    }),
    register: fromPromise<SignedIn, unknown>(async () => {
      throw new Error('register not provided')
    }),
    logout: fromPromise<void, { all: boolean }>(async () => {}),
    fetchMe: fromPromise<SignedIn | null>(async () => null),
    refresh: fromPromise<SignedIn>(async () => {
      throw new Error('refresh not provided')
    }),
  },
  guards: {
    hadToken: ({ context }) => context.hadToken,
  },
  actions: {
    storeSignedIn: assign(({ event }) => {
      const out = (event as unknown as { output: SignedIn }).output
      return { user: out.user, credential: out.credential, errorCode: null, fieldErrors: [] }
    }),
    storeUser: assign(({ event }) => (event.type === 'session.userLoaded' ? { user: event.user, credential: event.credential } : {})),
    rememberReturn: assign(({ event }) => ({ ...('returnTo' in event ? { returnTo: event.returnTo ?? null } : {}), errorCode: null, fieldErrors: [] })),
    storeFailure: assign(({ event }) => failureOf((event as unknown as { error: unknown }).error)),
    // Not the failure's field errors: a refused registration enters signedOut with them, for the
    // screen to show (a new attempt and a sign-in clear them).
    clearSession: assign({ user: null, credential: null }),
    forgetReturn: assign({ returnTo: null }),
    // Provided by the app: persist/clear what the spec keeps on the device, and navigate.
    persistSession: () => {},
    clearStoredSession: () => {},
    navigateAfterLoginChange: (_: unknown, _params: { to: string | null }) => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user ?? null, credential: input.credential ?? null, returnTo: null, errorCode: null, fieldErrors: [], hadToken: input.hasToken, stayAfterLogout: false }),
  initial: 'starting',
  states: {
    /** Spec 4: at page load the tokens are read from cookies; a token means signed in. */
    starting: {
      always: [{ guard: 'hadToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      tags: ['signedOut'],
      entry: ['clearSession', 'clearStoredSession'],
      on: {
        'session.login': { target: 'authenticating', actions: 'rememberReturn' },
        'session.register': { target: 'registering', actions: 'rememberReturn' },
      },
    },
    authenticating: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ event }) => (event.type === 'session.login' ? { identifier: event.identifier, secret: event.secret } : { identifier: '', secret: '' }),
        onDone: { target: 'signedIn.redirecting', actions: ['storeSignedIn', 'persistSession'] },
        onError: { target: 'signedOut', actions: 'storeFailure' },
      },
    },
    registering: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }: { event: SessionEvent }) => (event.type === 'session.register' ? event.payload : null),
        onDone: { target: 'signedIn.redirecting', actions: ['storeSignedIn', 'persistSession'] },
        onError: { target: 'signedOut', actions: 'storeFailure' },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      initial: 'loadingUser',
      on: {
        'session.logout': {
          target: 'loggingOut',
          actions: assign(({ event }) => ({ stayAfterLogout: event.type === 'session.logout' && Boolean(event.stay) })),
        },
        'session.unauthorized': { target: 'refreshing' },
        'session.userLoaded': { actions: ['storeUser', 'persistSession'] },
      },
      states: {
        /** Spec 4: when signed in, the user's details are loaded on start. */
        loadingUser: {
          invoke: {
            id: 'fetchMe',
            src: 'fetchMe',
            onDone: [{ guard: ({ event }) => event.output !== null, target: 'ready', actions: ['storeSignedIn', 'persistSession'] }, { target: 'ready' }],
            onError: { target: 'ready' }, // offline: keep the stored user; a 401 arrives as session.unauthorized
          },
        },
        redirecting: {
          after: {
            redirectAfterLogin: { target: 'ready', actions: [{ type: 'navigateAfterLoginChange', params: ({ context }) => ({ to: context.returnTo }) }, 'forgetReturn'] },
          },
        },
        ready: {},
      },
    },
    refreshing: {
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'refresh',
        src: 'refresh',
        onDone: { target: 'signedIn.ready', actions: ['storeSignedIn', 'persistSession'] },
        onError: { target: 'signedOutAfterChange' },
      },
    },
    loggingOut: {
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ event }) => ({ all: event.type === 'session.logout' && Boolean(event.all) }),
        // Signed out locally whatever the server answered (offline logout still forgets the tokens).
        // An auth page's own logout stays on that page; any other goes home after 200 ms.
        onDone: [{ guard: ({ context }) => context.stayAfterLogout, target: 'signedOut' }, { target: 'signedOutAfterChange' }],
        onError: [{ guard: ({ context }) => context.stayAfterLogout, target: 'signedOut' }, { target: 'signedOutAfterChange' }],
      },
    },
    /** Signed out because the login state changed: go home after 200 ms. */
    signedOutAfterChange: {
      tags: ['signedOut'],
      entry: ['clearSession', 'clearStoredSession'],
      after: { redirectAfterLogin: { target: 'signedOut', actions: { type: 'navigateAfterLoginChange', params: { to: null } } } },
      on: {
        'session.login': { target: 'authenticating', actions: 'rememberReturn' },
        'session.register': { target: 'registering', actions: 'rememberReturn' },
      },
    },
  },
})
