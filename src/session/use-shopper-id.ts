import { useSelector } from '@xstate/react'
import { sessionActor } from './session-actor'

/** The signed-in shopper's id; undefined while the session is still being read (or nobody is signed in). */
export function useShopperId(): string | undefined {
  return useSelector(sessionActor(), (s) => (s.hasTag('signedIn') ? s.context.user?.id : undefined))
}
