// Writes .br (brotli q11) and .gz (gzip 9) beside every text file of dist/, so the server can
// answer with the smallest encoding without compressing on each request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(process.argv[2] ?? 'dist')
const compressible = /\.(html|js|mjs|css|json|svg|webmanifest|txt|xml|map)$/
let files = 0
let raw = 0
let br = 0
for (const file of fs.readdirSync(root, { recursive: true, withFileTypes: false })) {
  const full = path.join(root, String(file))
  if (!compressible.test(full) || !fs.statSync(full).isFile()) continue
  const body = fs.readFileSync(full)
  if (body.length < 256) continue
  const brotli = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })
  const gzip = zlib.gzipSync(body, { level: 9 })
  fs.writeFileSync(full + '.br', brotli)
  fs.writeFileSync(full + '.gz', gzip)
  files++
  raw += body.length
  br += brotli.length
}
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(1)} KB → ${(br / 1024).toFixed(1)} KB brotli`)
