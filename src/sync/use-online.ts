/**
 * Whether the browser says it has a connection, as React state. Only a hint (a "connected" phone
 * can still fail a request): screens use it to say up front what will wait for the network; a
 * failed request is still handled where it fails.
 */
import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}
