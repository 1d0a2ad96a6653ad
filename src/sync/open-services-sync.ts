/**
 * Which services are open, on the device (issue 34, decision 044). The server decides the list at
 * start (SERVICES) and says it twice: in every page it serves (`<meta name="malewa-services"
 * content="farm,food" data-since="…">`, read here before the first render, so the first paint has
 * the right header without a request) and at GET /api/services (asked once the page is shown and
 * whenever the connection comes back). The device keeps the newer list it has seen in
 * localStorage: the service worker's precached shell carries the list of the day it was cached,
 * so offline, after a restart of the server that changed the list, the device's copy is newer and
 * wins. localStorage rather than Dexie: it is read synchronously before the first render, and it
 * is one short string.
 *
 * Owns: reading and keeping the list. Not: what a closed service shows (routes, links, baskets
 * read `serviceIsOpen`/`openServices` from src/api/services-contract.ts).
 */
import { parseServices, setOpenServices, SERVICES_META, type OpenServicesConfig } from '../api/services-contract'

export const DEVICE_KEY = 'malewa.open-services'

/** `{ services: 'farm,food' | [...], since }` from any source, checked, or null. */
function configFrom(services: unknown, since: unknown): OpenServicesConfig | null {
  const text = Array.isArray(services) ? services.join(',') : services
  if (typeof text !== 'string' || typeof since !== 'number' || !Number.isFinite(since)) return null
  const parsed = parseServices(text)
  return 'services' in parsed ? { services: parsed.services, since } : null
}

/** The list the page was served with, or null (a page without it: the dev server's). */
export function pageServices(doc: Document = document): OpenServicesConfig | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${SERVICES_META}"]`)
  if (!meta) return null
  return configFrom(meta.content, Number(meta.dataset.since ?? 'NaN'))
}

/** The list this device kept, or null. */
export function deviceServices(): OpenServicesConfig | null {
  try {
    const kept = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null') as { services?: unknown; since?: unknown } | null
    return kept ? configFrom(kept.services, kept.since) : null
  } catch {
    return null
  }
}

function keep(config: OpenServicesConfig): void {
  try {
    localStorage.setItem(DEVICE_KEY, JSON.stringify(config))
  } catch {
    // Storage full or refused (a private window): the page's list still holds for this visit.
  }
}

/** Before the first render: the newer of the page's list and the device's. */
export function adoptOpenServices(doc: Document = document): void {
  const candidates = [pageServices(doc), deviceServices()].filter((c): c is OpenServicesConfig => c !== null)
  const newest = candidates.sort((a, b) => b.since - a.since)[0]
  if (!newest) return
  setOpenServices(newest, { force: true })
  keep(newest)
}

/** Asks the server for its list; a newer one is taken and kept. False when the server could not be asked. */
export async function refreshOpenServices(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher('/api/services', { headers: { Accept: 'application/json' }, cache: 'no-store' })
    if (!response.ok) return false
    const body = (await response.json()) as { data?: { services?: unknown; since?: unknown } | null }
    const config = configFrom(body.data?.services, body.data?.since)
    if (!config) return false
    if (setOpenServices(config)) keep(config)
    return true
  } catch {
    return false
  }
}
