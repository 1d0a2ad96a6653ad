/**
 * The back office's files on the member's device. The build lists them apart from the shopper's
 * (vite.config.ts: `<meta name="malewa-back-office-files">`, `<chunk>:/path` and
 * `<part>:<lang>:/path` for the words), never fetched for a shopper; once an area has opened,
 * its chunks, the shared `backoffice` chunk and their words (the `backoffice` catalog and the area's)
 * in its language and English are fetched
 * into the HTTP cache and the service worker's runtime cache (src/sw.ts), so a farmer in a field
 * opens the portal's every page offline.
 */
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { keepForOffline } from '../../lib/offline-files'

export type BackOfficeArea = 'partner' | 'admin'

/** The files an area needs offline, in `locale` (and English, the stand-in), from the list the build wrote. */
export function backOfficeFiles(area: BackOfficeArea, locale: string, doc: Document = document): string[] {
  const content = doc.querySelector('meta[name="malewa-back-office-files"]')?.getAttribute('content') ?? ''
  const langs = new Set([locale, 'en'])
  return content
    .split(/\s+/)
    .map((entry) => entry.split(':'))
    .filter((parts) => (parts[0] === area || parts[0] === 'backoffice') && (parts.length !== 3 || langs.has(parts[1]!)))
    .map((parts) => parts.at(-1)!)
    .filter((path) => path.startsWith('/assets/'))
}

/** Keeps the area's files once, after the page has rendered and the browser is idle. */
export function useKeepBackOfficeOffline(area: BackOfficeArea): void {
  const { i18n } = useLingui()
  useEffect(() => {
    const files = backOfficeFiles(area, i18n.locale)
    if (!files.length) return
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000))
    idle(() => void keepForOffline(files))
  }, [area, i18n.locale])
}
