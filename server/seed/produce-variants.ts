/**
 * The produce drawings' variants (issue 30, "five identical butternuts side by side"): one library
 * drawing per kind, and the same kind sold by several farms of a market shows it framed three
 * more ways, so neighbouring cards differ on purpose. Written beside each drawing:
 *
 *   <kind>--pair.svg   two of it, on a green tint
 *   <kind>--close.svg  a close-up, mirrored, cropped square, on a warm tint
 *   <kind>--trio.svg   three of it, on a blue tint
 *
 * Each stays a self-contained SVG without references (server/seed/farm-seed.test.ts), a few KB.
 * Written by `npx tsx scripts/produce-variants.ts` after adding or changing a drawing (the seed
 * test fails when a variant is missing or out of date).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const PRODUCE_VARIANTS = ['pair', 'close', 'trio'] as const
export type ProduceVariant = (typeof PRODUCE_VARIANTS)[number]

const HEAD = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="(#[0-9a-f]{3,6})"\/>(.*)<\/svg>\s*$/s

/** The variant's SVG text, from the library drawing's; null when the drawing is not of the library's shape. */
export function variantSvg(svg: string, variant: ProduceVariant): string | null {
  const match = HEAD.exec(svg)
  if (!match) return null
  const drawing = match[2] ?? ''
  const open = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
  const copy = (transform: string) => `<g transform="${transform}">${drawing}</g>`
  switch (variant) {
    case 'pair':
      return `${open}<rect width="64" height="64" rx="14" fill="#e8f0df"/>${copy('translate(2 6) scale(.66)')}${copy('translate(20 18) scale(.68)')}</svg>`
    case 'close':
      return `${open}<rect width="64" height="64" fill="#f8ead8"/>${copy('translate(72 -10) scale(-1.3 1.3)')}</svg>`
    case 'trio':
      return `${open}<rect width="64" height="64" rx="14" fill="#e2ecf3"/>${copy('translate(1 14) scale(.54)')}${copy('translate(29 14) scale(.54)')}${copy('translate(15 28) scale(.56)')}</svg>`
  }
}

/** `/img/produce/garlic.svg` → `/img/produce/garlic--pair.svg`; variant 0 is the drawing itself. */
export function producePhoto(img: string, variant: number): string {
  const name = variant % (PRODUCE_VARIANTS.length + 1) === 0 ? img : `${img}--${PRODUCE_VARIANTS[(variant % (PRODUCE_VARIANTS.length + 1)) - 1]}`
  return `/img/produce/${name}.svg`
}

export const PRODUCE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'img', 'produce')

/** Every variant file that the library's drawings call for, with its expected text. */
export function expectedVariants(dir = PRODUCE_DIR): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.svg') || file.includes('--')) continue
    const svg = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const variant of PRODUCE_VARIANTS) {
      const text = variantSvg(svg, variant)
      if (text) out.set(path.join(dir, file.replace(/\.svg$/, `--${variant}.svg`)), text)
    }
  }
  return out
}
