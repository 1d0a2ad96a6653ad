/**
 * Writes src/features/farm/search-synonyms.gen.ts: each produce kind of the seed's library
 * (server/seed/produce-library.ts) as its name in the six catalog languages, the cross-language
 * term list the device's search uses (decision 029): "nyanya" or "tomate" typed in the English
 * storefront finds the tomatoes although the device holds only English rows. The library is the
 * one place the names are written; `src/features/farm/search-index.test.ts` fails when the module
 * is not what this script writes. Run `npx tsx scripts/search-synonyms.ts` after changing the library.
 */
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import { LOCALES } from '../src/config.ts'
import { PRODUCE_TYPES } from '../server/seed/produce-library.ts'

export const GENERATED = 'src/features/farm/search-synonyms.gen.ts'

/** The module's text (one kind a line; .prettierignore leaves it as written). */
export function synonymsModule(): string {
  const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  const rows = PRODUCE_TYPES.map((t) => `  [${LOCALES.map((lang) => quote(t.name[lang])).join(', ')}],`)
  return [
    '// Written by scripts/search-synonyms.ts from server/seed/produce-library.ts: do not edit.',
    `/** Each produce kind's name in ${LOCALES.join(', ')} (src/config.ts LOCALES' order). */`,
    'export const PRODUCE_NAMES: readonly (readonly string[])[] = [',
    ...rows,
    ']',
    '',
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(GENERATED, synonymsModule())
  console.log(`${GENERATED}: ${PRODUCE_TYPES.length} produce kinds`)
}
