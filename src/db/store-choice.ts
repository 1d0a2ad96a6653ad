/**
 * The shopper's chosen store (regional market) and delivery location, remembered on the device.
 * Kept in localStorage because every request reads it synchronously for its X-STORE-* headers.
 */
import { useSyncExternalStore } from 'react'
import { DEFAULT_STORE_ID } from '../config'

const KEY = 'store-choice'

export interface StoreChoice {
  storeId: string
  locationId?: string
}

export function currentStore(): StoreChoice {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY)
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<StoreChoice>
      if (typeof parsed.storeId === 'string' && parsed.storeId) {
        return { storeId: parsed.storeId, locationId: typeof parsed.locationId === 'string' ? parsed.locationId : undefined }
      }
    }
  } catch {
    // unreadable (private mode, corrupted value): fall back to the default store
  }
  return { storeId: DEFAULT_STORE_ID }
}

const listeners = new Set<() => void>()
let cached: { raw: string | null; value: StoreChoice } | null = null

export function chooseStore(choice: StoreChoice): void {
  localStorage.setItem(KEY, JSON.stringify(choice))
  listeners.forEach((l) => l())
}

/** The store choice as React state: re-renders when the shopper picks another store or location. */
export function useStoreChoice(): StoreChoice {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      const onStorage = (e: StorageEvent) => e.key === KEY && listener()
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
    () => {
      const raw = localStorage.getItem(KEY)
      if (!cached || cached.raw !== raw) cached = { raw, value: currentStore() }
      return cached.value
    },
  )
}
