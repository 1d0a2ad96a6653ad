/**
 * What a first visit to a page needs beyond the entry, announced in the page itself so that it
 * downloads beside the entry instead of after it: the language's catalog and the route's code
 * chunks, as `<link rel="modulepreload">`.
 *
 * Without them a first visit to /farm fetched, one after the other: the HTML; the entry and its
 * libraries; then (once those had run) the catalog; then the route's eleven chunks; then the API.
 * Measured over a 150 ms / 1.6 Mbit/s link, the route's chunks arrived ~700 ms after the entry.
 *
 * The plan is read from the build's manifest (dist/.vite/manifest.json, `build.manifest: true`)
 * and the pages the routes declare (src/lib/route-facts.gen.ts, decision 025: each page's path
 * and file); the layouts are the manifest's `route.tsx` files (the layout of their folder). A
 * path's `$id` is one dynamic segment, `$` everything else under its folder. Static segments win
 * over dynamic ones, which win over a catch-all; the deepest catch-all wins. A route's chunks are its `?tsr-split=` chunks and what they import statically,
 * without what the entry already loads. The languages are the build's catalogs
 * (`locales/<lang>/messages.po`); English is the unprefixed one (the spec's routes).
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROUTE_FACTS } from '../src/lib/route-facts.gen'
import type { RouteFact } from '../src/lib/route-kinds'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

type Kind = 'layout' | 'page' | 'param' | 'splat'
interface RouteFile {
  key: string
  /** A page's own segments (a layout's folder, a param or catch-all route's folder), below the locale. */
  dir: string[]
  kind: Kind
}

const ROUTES_DIR = 'src/routes/{-$locale}/'
const UNPREFIXED = 'en'
const CATALOG = /^locales\/([a-z]{2})\/messages\.po$/
const SPLIT = /\?tsr-split=/

/** The layouts in the manifest and the pages the routes declare. */
function routeFiles(manifest: Manifest, pages: readonly RouteFact[]): RouteFile[] {
  const layouts = new Set<string>()
  for (const key of Object.keys(manifest)) {
    const file = key.split('?')[0]!
    if (file.startsWith(ROUTES_DIR) && SPLIT.test(key) && /\/route\.tsx?$/.test(file)) layouts.add(file)
  }
  const out: RouteFile[] = [...layouts].map((file) => ({ key: file, dir: file.slice(ROUTES_DIR.length).split('/').slice(0, -1), kind: 'layout' }))
  for (const page of pages) {
    const segments = page.path.split('/').filter(Boolean)
    const last = segments.at(-1)
    const kind: Kind = last === '$' ? 'splat' : last?.startsWith('$') ? 'param' : 'page'
    out.push({ key: page.file, dir: kind === 'page' ? segments : segments.slice(0, -1), kind })
  }
  return out
}

const startsWith = (segments: string[], prefix: string[]) => prefix.length <= segments.length && prefix.every((p, i) => p === segments[i])
const equals = (a: string[], b: string[]) => a.length === b.length && startsWith(a, b)

/** The route files a path goes through: its layouts and the one page that answers it. */
function matchRouteFiles(routes: RouteFile[], segments: string[]): RouteFile[] {
  const layouts = routes.filter((r) => r.kind === 'layout' && startsWith(segments, r.dir))
  const leaf =
    routes.find((r) => r.kind === 'page' && equals(r.dir, segments)) ??
    routes.find((r) => r.kind === 'param' && segments.length === r.dir.length + 1 && startsWith(segments, r.dir)) ??
    routes.filter((r) => r.kind === 'splat' && startsWith(segments, r.dir) && segments.length > r.dir.length).sort((a, b) => b.dir.length - a.dir.length)[0]
  return leaf ? [...layouts, leaf] : layouts
}

export interface RoutePreloads {
  /** The asset URLs (/assets/…) a first visit to this path needs beyond the entry, in load order. */
  forPath(pathname: string): string[]
  /**
   * True when a page of the route table answers the path: a static page, or a dynamic one (`$id`,
   * whose record may still not exist: the app then draws its not-found page, and the status stays
   * 200). False when only a catch-all answers it (`/no-such-page`, `/fr/farm/unknown`): the server
   * answers 404 with the storefront's page, which draws the not-found page in its shell (issue 30).
   */
  isPage(pathname: string): boolean
}

/** The preload plan of a build, or null when the build has no manifest (nothing is announced). */
export function loadRoutePreloads(root: string, pages: readonly RouteFact[] = ROUTE_FACTS): RoutePreloads | null {
  const file = path.join(root, '.vite/manifest.json')
  if (!fs.existsSync(file)) return null
  let manifest: Manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  } catch {
    return null
  }
  const closure = (keys: string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      if (into.has(key) || !manifest[key]) return
      into.add(key)
      for (const imported of manifest[key]!.imports ?? []) visit(imported)
    }
    keys.forEach(visit)
    return into
  }
  const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry)
  const loadedByEntry = closure(entry)
  const routes = routeFiles(manifest, pages)
  /** Language → its storefront catalog's file. */
  const catalogs = new Map<string, string>()
  for (const key of Object.keys(manifest)) {
    const lang = CATALOG.exec(key)?.[1]
    if (lang) catalogs.set(lang, manifest[key]!.file)
  }
  const cache = new Map<string, string[]>()

  const below = (pathname: string) => {
    const segments = pathname.split('/').filter(Boolean)
    const locale = segments[0] !== undefined && catalogs.has(segments[0]) ? segments.shift()! : UNPREFIXED
    return { locale, segments }
  }
  return {
    isPage(pathname) {
      const leaf = matchRouteFiles(routes, below(pathname).segments).at(-1)
      return leaf !== undefined && (leaf.kind === 'page' || leaf.kind === 'param')
    },
    forPath(pathname) {
      const { locale, segments } = below(pathname)
      const matched = matchRouteFiles(routes, segments)
      const cacheKey = `${locale}|${matched.map((r) => r.key).join('|')}`
      const known = cache.get(cacheKey)
      if (known) return known
      const splitKeys = matched.flatMap((r) => Object.keys(manifest).filter((k) => k.startsWith(`${r.key}?`) && SPLIT.test(k)))
      const keys = [...closure(splitKeys)].filter((k) => !loadedByEntry.has(k))
      const files = [catalogs.get(locale), ...keys.map((k) => manifest[k]!.file)].filter((f): f is string => !!f && f.endsWith('.js'))
      const urls = [...new Set(files)].map((f) => `/${f}`)
      cache.set(cacheKey, urls)
      return urls
    },
  }
}
