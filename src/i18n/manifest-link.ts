/**
 * Points `<link rel="manifest">` at the language's own web app manifest (public/manifest.<locale>
 * .webmanifest, written by scripts/pwa-assets.mjs), so a shopper who installs the storefront from
 * /fr opens it on /fr. English has the plain manifest.webmanifest (start URL /).
 */
import { DEFAULT_LOCALE, type Locale } from '../config'

export const manifestHref = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`)

export function applyManifestLocale(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  const href = manifestHref(locale)
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href)
}
