/**
 * The route-level gate of the services (issue 34, decision 044): a service's layout route calls
 * `requireOpenService('food')` in its `beforeLoad` (or with its `$service` param), and a closed
 * or unknown service is the not-found page, in the page's language, as any unknown path is. The
 * list is the one the page was served with or the device's newer copy (src/sync/open-services-sync.ts).
 */
import { notFound } from '@tanstack/react-router'
import { isService, serviceIsOpen, type Service } from '../../api/services-contract'

/** Throws notFound() unless `service` names an open service; returns it, typed, when it does. */
export function requireOpenService(service: string): Service {
  if (!isService(service) || !serviceIsOpen(service)) throw notFound()
  return service
}
