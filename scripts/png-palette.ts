/**
 * A screenshot made small: an 8-bit RGB(A) PNG as Chromium writes it, rewritten as a PNG of at most
 * 256 colours (the most used ones, at 5 bits a channel, each pixel drawn with its nearest). Our
 * pages are flat colours and drawings, so a palette keeps them sharp at a third of the size. No
 * dependency: PNG is zlib and a few chunks (node:zlib has inflate, deflate and crc32).
 */
import zlib from 'node:zlib'

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/** RGB pixels of an 8-bit, non-interlaced RGB or RGBA PNG; null for any other kind (left as it is). */
function decode(png: Buffer): { width: number; height: number; rgb: Uint8Array } | null {
  let offset = 8
  let width = 0
  let height = 0
  let channels = 0
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      const [depth, colour, , , interlace] = [data[8], data[9], data[10], data[11], data[12]]
      if (depth !== 8 || interlace !== 0 || (colour !== 2 && colour !== 6)) return null
      channels = colour === 6 ? 4 : 3
    } else if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const out = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[y * stride + x - channels]! : 0
      const b = y > 0 ? out[(y - 1) * stride + x]! : 0
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels]! : 0
      const p = a + b - c
      const pa = Math.abs(p - a)
      const pb = Math.abs(p - b)
      const pc = Math.abs(p - c)
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter]!
      out[y * stride + x] = (row[x]! + predictor) & 255
    }
  }
  const rgb = new Uint8Array(width * height * 3)
  for (let i = 0, j = 0; i < out.length; i += channels, j += 3) rgb.set(out.subarray(i, i + 3), j)
  return { width, height, rgb }
}

export function toPalette(png: Buffer): Buffer {
  const image = decode(png)
  if (!image) return png
  const { width, height, rgb } = image
  const key = (i: number) => ((rgb[i]! >> 3) << 10) | ((rgb[i + 1]! >> 3) << 5) | (rgb[i + 2]! >> 3)
  const count = new Uint32Array(32768)
  const sums = new Float64Array(32768 * 3)
  for (let i = 0; i < rgb.length; i += 3) {
    const k = key(i)
    count[k]!++
    sums[k * 3] = sums[k * 3]! + rgb[i]!
    sums[k * 3 + 1] = sums[k * 3 + 1]! + rgb[i + 1]!
    sums[k * 3 + 2] = sums[k * 3 + 2]! + rgb[i + 2]!
  }
  const used = [...count.keys()].filter((k) => count[k]! > 0).sort((a, b) => count[b]! - count[a]!)
  const palette = used.slice(0, 256).map((k) => [0, 1, 2].map((c) => Math.round(sums[k * 3 + c]! / count[k]!)) as [number, number, number])
  const nearest = new Int16Array(32768).fill(-1)
  const indexOf = (k: number, r: number, g: number, b: number) => {
    if (nearest[k]! >= 0) return nearest[k]!
    let best = 0
    let bestDistance = Infinity
    palette.forEach(([pr, pg, pb], i) => {
      const d = (pr - r) ** 2 * 3 + (pg - g) ** 2 * 4 + (pb - b) ** 2 * 2
      if (d < bestDistance) [best, bestDistance] = [i, d]
    })
    nearest[k] = best
    return best
  }
  const rows = Buffer.alloc((width + 1) * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      rows[y * (width + 1) + 1 + x] = indexOf(key(i), rgb[i]!, rgb[i + 1]!, rgb[i + 2]!)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 3, 0, 0, 0], 8)
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('PLTE', Buffer.from(palette.flat())), chunk('IDAT', zlib.deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))])
}
