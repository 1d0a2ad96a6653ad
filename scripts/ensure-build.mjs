// `npm start` builds the storefront only when dist/ is missing or older than the sources, so a
// restart with an existing build is a plain server start (seconds, not a rebuild).
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// The page and the server's first-paint worker (dist-ssr/) come from the same build.
const stamps = ['dist/index.html', 'dist-ssr/worker.js'].map((p) => path.resolve(p))
const sources = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

function newest(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let max = stat.mtimeMs
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) max = Math.max(max, newest(path.join(target, entry.name)))
  return max
}

const built = Math.min(...stamps.map((stamp) => (fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0)))
const changed = Math.max(...sources.map(newest))
if (built && built >= changed) {
  console.log('storefront build is up to date (dist/)')
} else {
  console.log(built ? 'sources changed since the last build: building the storefront…' : 'building the storefront (first start)…')
  execSync('npm run build', { stdio: 'inherit' })
}
