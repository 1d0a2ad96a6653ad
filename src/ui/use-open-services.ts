/**
 * The open services for a component, re-rendered when the list changes (the server's answer after
 * a restart that changed SERVICES: src/sync/open-services-sync.ts).
 */
import { useSyncExternalStore } from 'react'
import { openServices, subscribeOpenServices, type Service } from '../api/services-contract'

export function useOpenServices(): readonly Service[] {
  return useSyncExternalStore(subscribeOpenServices, openServices, openServices)
}
