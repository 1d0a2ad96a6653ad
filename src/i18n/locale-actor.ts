/**
 * Runs the locale machine in the browser: gives it the URL, the saved cookie and the browser's
 * languages, lets it save the cookie and navigate, and tells it when the URL changed.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { createActor, type ActorRefFrom } from 'xstate'
import { localeMachine } from '../../machines/locale.machine'
import { COOKIES } from '../config'
import { readCookie, writeCookie } from '../lib/cookies'
import { isLocale, toParam } from './locales'

export type LocaleActor = ActorRefFrom<typeof localeMachine>
let actor: LocaleActor | null = null

function urlState(pathname: string) {
  const prefix = pathname.split('/')[1]
  return { urlPrefix: isLocale(prefix) && prefix !== 'en' ? prefix : undefined, isRootPath: pathname === '/' || pathname === '' }
}

export function startLocaleActor(router: AnyRouter): LocaleActor {
  actor = createActor(
    localeMachine.provide({
      actions: {
        saveCookie: ({ context }) => writeCookie(COOKIES.locale.name, context.locale, { maxAgeSeconds: COOKIES.locale.maxAgeSeconds }),
        navigate: (_, { locale, replace }) => {
          void router.navigate({
            to: '.',
            params: (prev: Record<string, unknown>) => ({ ...prev, locale: toParam(locale) }),
            search: true,
            replace,
          } as never)
        },
      },
    }),
    {
      input: {
        ...urlState(location.pathname),
        cookie: readCookie(COOKIES.locale.name),
        browserLanguages: typeof navigator === 'undefined' ? [] : [...navigator.languages],
      },
    },
  ).start()
  router.subscribe('onResolved', () => actor?.send({ type: 'url.changed', ...urlState(router.state.location.pathname) }))
  return actor
}

export function localeActor(): LocaleActor | null {
  return actor
}
