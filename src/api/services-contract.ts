/**
 * The marketplace's services (verticals) and which of them are open: the one list the header's
 * service bar, the baskets, the server's carts and its checkout read (issue 29, decision 025).
 *
 * Which are open is configuration, not code (issue 34, decision 044): the server reads
 * `SERVICES=farm,food,…` at start (server/env.ts, parsed by `parseServices` below) and hands the
 * list to its routers (`createApp({ services })`); it writes the same list into every page it
 * serves (`<meta name="malewa-services">`) and answers it at GET /api/services. The client keeps
 * the newer of the page's list and its device copy (src/sync/open-services-sync.ts) in the small
 * store below, which `serviceIsOpen` and `openServices` read. Zod-free: the first page imports it.
 */
export const SERVICES = ['farm', 'food', 'grocery', 'chef', 'cookbook'] as const
export type Service = (typeof SERVICES)[number]

/** The spec's build: farm alone (SERVICES unset). */
export const DEFAULT_SERVICES: readonly Service[] = ['farm']

/** Whether a service other than the farm is open: their words (the `services` catalog) are then the shopper's too. */
export const otherServiceOpen = (): boolean => SERVICES.some((service) => service !== 'farm' && serviceIsOpen(service))

export const isService = (value: string): value is Service => (SERVICES as readonly string[]).includes(value)

/** The configuration as the server writes it and the client reads it: the list and when the server that decided it started. */
export interface OpenServicesConfig {
  services: Service[]
  /** The start of the server that decided this list (ms since the epoch): of two lists, the later-decided wins. */
  since: number
}

/** The page's `<meta name>` carrying the list (`content="farm,food"`, `data-since="<ms>"`). */
export const SERVICES_META = 'malewa-services'

/**
 * `farm,food,grocery` → the services in that order (the service bar's), or the problem in words.
 * Empty entries around commas and spaces are ignored; a repeated name counts once; an unknown
 * name or an empty list is refused, naming the valid ones.
 */
export function parseServices(text: string): { services: Service[] } | { problem: string } {
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const valid = SERVICES.join(', ')
  if (names.length === 0) return { problem: `names no service; give one or more of: ${valid}` }
  const unknown = names.filter((n) => !isService(n))
  if (unknown.length > 0) return { problem: `${unknown.map((u) => `"${u}"`).join(', ')} ${unknown.length === 1 ? 'is not a service' : 'are not services'}; the services are: ${valid}` }
  return { services: [...new Set(names as Service[])] }
}

let current: OpenServicesConfig = { services: [...DEFAULT_SERVICES], since: 0 }
const listeners = new Set<() => void>()

/** The open services, in the service bar's order (the same array until the list changes). */
export const openServices = (): readonly Service[] => current.services

/** The open services with the start of the server that decided them. */
export const openServicesConfig = (): OpenServicesConfig => current

/** Whether a service is switched on: the one question routes, links and baskets ask (issue 34). */
export const serviceIsOpen = (service: Service): boolean => current.services.includes(service)

/**
 * Takes a list when it was decided later than the one held (or `force`, a test's or the server's
 * own start): the page's list and the device's copy race at boot, the newer wins. True when taken.
 */
export function setOpenServices(next: OpenServicesConfig, { force = false } = {}): boolean {
  if (!force && next.since < current.since) return false
  const same = next.services.length === current.services.length && next.services.every((s, i) => s === current.services[i])
  current = same ? { services: current.services, since: next.since } : { services: [...next.services], since: next.since }
  if (!same) for (const listener of listeners) listener()
  return true
}

/** Called when the list changes (useSyncExternalStore's subscribe). */
export function subscribeOpenServices(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
