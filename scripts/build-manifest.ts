/**
 * Reading the build's manifest (dist/.vite/manifest.json): which files a route needs beyond what
 * every page loads first. Used by the 3G lab and the offline-moments test to know when the routes
 * every page links to can open offline (decision 027).
 */
import fs from 'node:fs'

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>

export function readManifest(file = 'dist/.vite/manifest.json'): Manifest {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
}

/** The routes every page links to: the basket, sign-in, a static page (the header's and footer's links). */
export const SHELL_LINKED = /^src\/routes\/\{-\$locale\}\/(cart\/index|auth\/(login|route)|pages\/(\$slug|route))\.tsx\?tsr-split=component$/

/**
 * The site paths (`/assets/…`) of the route modules whose manifest keys match `routes` and of every
 * chunk they import, statically or not; not the entry, our shared code or the libraries (every
 * page has them, and their dynamic imports are every route).
 */
export function routeFiles(manifest: Manifest, routes: RegExp): Set<string> {
  const seen = new Set<string>()
  const walk = (keys: string[]) => {
    for (const key of keys) {
      const item = manifest[key]
      if (!item || item.isEntry || /^_(app|vendor)-/.test(key) || seen.has(`/${item.file}`)) continue
      seen.add(`/${item.file}`)
      walk([...(item.imports ?? []), ...(item.dynamicImports ?? [])])
    }
  }
  walk(Object.keys(manifest).filter((key) => routes.test(key)))
  return seen
}
