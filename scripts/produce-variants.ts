/**
 * Writes the produce drawings' variants (server/seed/produce-variants.ts) beside each drawing of
 * public/img/produce/: run after adding or changing a drawing.
 *
 *   npx tsx scripts/produce-variants.ts
 */
import fs from 'node:fs'
import { expectedVariants } from '../server/seed/produce-variants'

let written = 0
for (const [file, text] of expectedVariants()) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue
  fs.writeFileSync(file, text)
  written++
}
console.log(`produce variants: ${written} written`)
