// Writes the install assets into public/ (committed; run again only when the favicon or the
// names change): PNG icons rendered from public/favicon.svg by Debian's Chromium through
// Playwright, and one web app manifest per language, each starting in its own language.
//
//   node scripts/pwa-assets.mjs
//
// The PNGs are re-encoded here (palette + zlib level 9, node:zlib only) because Chromium's
// screenshots are written for speed, not size: the icons come out several times smaller.
import { chromium } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { LOCALES as LANGUAGES } from '../src/config.ts'

const PUBLIC = path.resolve('public')
const THEME = '#2f5d3a'
const BACKGROUND = '#fbf7f0'
const ANY_SIZES = [48, 72, 96, 128, 144, 192, 256, 384, 512]
const MASKABLE_SIZES = [192, 512]

const favicon = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8')
// Maskable and Apple icons are full-bleed squares (the launcher cuts its own shape): the same
// drawing without the rounded corners. The glyph already sits inside the 80% safe zone.
const fullBleed = favicon.replace(/ rx="[^"]*"/, '')

/** The manifests: name and description per language; start_url is the language's home. */
const LOCALES = {
  en: { lang: 'en', dir: 'ltr', start: '/', name: 'Malewa — farm produce', description: 'Fresh produce from local farmers, delivered or ready for pickup near you.' },
  fr: { lang: 'fr', dir: 'ltr', start: '/fr', name: 'Malewa — produits de la ferme', description: 'Des produits frais de producteurs locaux, livrés ou à retirer près de chez vous.' },
  es: { lang: 'es', dir: 'ltr', start: '/es', name: 'Malewa — productos del campo', description: 'Productos frescos de agricultores locales, a domicilio o para recoger cerca de ti.' },
  pt: { lang: 'pt', dir: 'ltr', start: '/pt', name: 'Malewa — produtos da quinta', description: 'Produtos frescos de agricultores locais, entregues ou para levantar perto de si.' },
  ar: { lang: 'ar', dir: 'rtl', start: '/ar', name: 'Malewa — منتجات المزارع', description: 'منتجات طازجة من المزارعين المحليين، توصيل أو استلام بالقرب منك.' },
  sw: { lang: 'sw', dir: 'ltr', start: '/sw', name: 'Malewa — mazao ya shambani', description: 'Mazao mapya kutoka kwa wakulima wa karibu, yanaletwa au uyachukue karibu nawe.' },
}

// One manifest per language of the storefront (src/config.ts), no more and no fewer.
if (Object.keys(LOCALES).join() !== LANGUAGES.join()) throw new Error(`pwa-assets: manifests for ${Object.keys(LOCALES)}, languages ${LANGUAGES}`)

async function render(page, svg, size, transparent) {
  await page.setViewportSize({ width: size, height: size })
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  await page.setContent(`<html><body style="margin:0;background:${transparent ? 'transparent' : THEME}"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`)
  await page.locator('img').evaluate((img) => img.decode())
  return page.screenshot({ type: 'png', omitBackground: transparent })
}

// --- a small PNG re-encoder: RGBA 8-bit in, indexed (≤ 256 colours) or RGBA out, zlib level 9.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}
function decodeRgba(png) {
  let offset = 8
  let width = 0
  let height = 0
  let colorType = 0
  const idat = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      colorType = data[9]
      if (data[8] !== 8) throw new Error('only 8-bit PNGs')
    } else if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0
  if (!channels) throw new Error(`PNG colour type ${colorType} not handled`)
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const pixels = Buffer.alloc(width * height * 4)
  const prev = Buffer.alloc(stride)
  const line = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? line[x - channels] : 0
      const b = prev[x]
      const c = x >= channels ? prev[x - channels] : 0
      let v = src[x]
      if (filter === 1) v += a
      else if (filter === 2) v += b
      else if (filter === 3) v += (a + b) >> 1
      else if (filter === 4) {
        const p = a + b - c
        const pa = Math.abs(p - a)
        const pb = Math.abs(p - b)
        const pc = Math.abs(p - c)
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      }
      line[x] = v & 0xff
    }
    for (let x = 0; x < width; x++) {
      for (let ch = 0; ch < 4; ch++) pixels[(y * width + x) * 4 + ch] = ch < channels ? line[x * channels + ch] : 255
    }
    line.copy(prev)
  }
  return { width, height, pixels }
}
function encode({ width, height, pixels }) {
  const colours = new Map()
  for (let i = 0; i < pixels.length && colours.size <= 256; i += 4) {
    const key = pixels.readUInt32BE(i)
    if (!colours.has(key)) colours.set(key, colours.size)
  }
  const indexed = colours.size <= 256
  const bpp = indexed ? 1 : 4
  const rows = Buffer.alloc(height * (width * bpp + 1))
  for (let y = 0; y < height; y++) {
    const row = y * (width * bpp + 1)
    rows[row] = 0
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      if (indexed) rows[row + 1 + x] = colours.get(pixels.readUInt32BE(i))
      else pixels.copy(rows, row + 1 + x * 4, i, i + 4)
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = indexed ? 3 : 6
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)]
  if (indexed) {
    const keys = [...colours.keys()]
    const plte = Buffer.alloc(keys.length * 3)
    const trns = Buffer.alloc(keys.length)
    keys.forEach((k, i) => {
      plte[i * 3] = k >>> 24
      plte[i * 3 + 1] = (k >>> 16) & 0xff
      plte[i * 3 + 2] = (k >>> 8) & 0xff
      trns[i] = k & 0xff
    })
    parts.push(chunk('PLTE', plte))
    if (keys.some((k) => (k & 0xff) !== 255)) parts.push(chunk('tRNS', trns))
  }
  parts.push(chunk('IDAT', zlib.deflateSync(rows, { level: 9, memLevel: 9 })), chunk('IEND', Buffer.alloc(0)))
  return Buffer.concat(parts)
}
/**
 * At most 256 colours so the palette fits: the most frequent colours (the flat fills, exactly the
 * theme's) are kept; the rare anti-aliasing shades of the edges snap to the nearest kept one.
 */
function quantize(image) {
  const { pixels } = image
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3] === 0) pixels.writeUInt32BE(0, i)
  const counts = new Map()
  for (let i = 0; i < pixels.length; i += 4) {
    const key = pixels.readUInt32BE(i)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  if (counts.size <= 256) return image
  const kept = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 256)
    .map(([k]) => k)
  const channels = (k) => [k >>> 24, (k >>> 16) & 0xff, (k >>> 8) & 0xff, k & 0xff]
  const keptChannels = kept.map(channels)
  const nearest = new Map()
  for (let i = 0; i < pixels.length; i += 4) {
    const key = pixels.readUInt32BE(i)
    let to = nearest.get(key)
    if (to === undefined) {
      const c = channels(key)
      let best = Infinity
      keptChannels.forEach((k, j) => {
        const d = (k[0] - c[0]) ** 2 + (k[1] - c[1]) ** 2 + (k[2] - c[2]) ** 2 + 2 * (k[3] - c[3]) ** 2
        if (d < best) {
          best = d
          to = kept[j]
        }
      })
      nearest.set(key, to)
    }
    pixels.writeUInt32BE(to, i)
  }
  return image
}
const shrink = (png) => {
  const smaller = encode(quantize(decodeRgba(png)))
  return smaller.length < png.length ? smaller : png
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-dev-shm-usage'] })
const page = await browser.newPage({ deviceScaleFactor: 1 })
fs.mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true })
const write = (name, png) => {
  fs.writeFileSync(path.join(PUBLIC, 'icons', name), png)
  console.log(`public/icons/${name}  ${png.length} B`)
}
for (const size of ANY_SIZES) write(`icon-${size}.png`, shrink(await render(page, favicon, size, true)))
for (const size of MASKABLE_SIZES) write(`maskable-${size}.png`, shrink(await render(page, fullBleed, size, false)))
write('apple-touch-icon.png', shrink(await render(page, fullBleed, 180, false)))
await browser.close()

const icons = [
  ...ANY_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  ...MASKABLE_SIZES.map((size) => ({ src: `/icons/maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' })),
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
]
for (const [locale, m] of Object.entries(LOCALES)) {
  const manifest = {
    // One app whatever the language it was installed from.
    id: '/',
    name: m.name,
    short_name: 'Malewa',
    description: m.description,
    lang: m.lang,
    dir: m.dir,
    start_url: m.start,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME,
    background_color: BACKGROUND,
    categories: ['food', 'shopping'],
    icons,
  }
  const file = locale === 'en' ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`
  fs.writeFileSync(path.join(PUBLIC, file), JSON.stringify(manifest, null, 2) + '\n')
  console.log(`public/${file}`)
}
