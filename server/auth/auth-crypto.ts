/**
 * The small cryptographic toolbox of the auth module: random tokens, their stored hashes, the
 * typeable confirmation code, and sealing (AES-256-GCM) for values the server hands out and must
 * read back untampered (the OIDC state cookie, a rotated session's successor).
 *
 * Keys are derived with HKDF from one server secret (AUTH_SECRET, or the generated file in
 * DATA_DIR), one subkey per purpose, so a value sealed for one purpose never opens for another.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto'
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from '../../src/api/auth-contract'

/** 32 random bytes, base64url: access and refresh tokens, reset tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** How access and refresh tokens are stored: SHA-256, hex. Enough for 256-bit random tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** A confirmation code of VERIFICATION_CODE_LENGTH characters, uniform over the alphabet. */
export function randomCode(): string {
  let code = ''
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)]
  return code
}

/** What a shopper typed → the code as issued: case, spaces and dashes do not matter. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase()
}

/** ABCDE-FGHJK: easier to read in an e-mail and to type. */
export function formatCode(code: string): string {
  return code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code
}

export interface AuthKeys {
  /** Keyed hash for one-time tokens: a short code cannot be brute-forced from a database dump alone. */
  tokenHash(kind: string, token: string): string
  seal(purpose: string, value: unknown): string
  /** The sealed value, or null when it was tampered with, sealed for another purpose or by another key. */
  unseal<T>(purpose: string, sealed: string): T | null
}

export function createAuthKeys(secret: string | Uint8Array): AuthKeys {
  const ikm = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret)
  if (ikm.length < 16) throw new Error('The auth secret must be at least 16 bytes')
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), `malewa-auth:${info}`, 32))
  const hashKey = derive('one-time-token-hash')
  const sealKey = derive('seal')

  return {
    tokenHash(kind, token) {
      return createHmac('sha256', hashKey).update(`${kind}:${token}`).digest('hex')
    },
    seal(purpose, value) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv)
      cipher.setAAD(Buffer.from(purpose))
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    unseal<T>(purpose: string, sealed: string): T | null {
      try {
        const raw = Buffer.from(sealed, 'base64url')
        if (raw.length < 29) return null
        const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12))
        decipher.setAAD(Buffer.from(purpose))
        decipher.setAuthTag(raw.subarray(12, 28))
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
        return JSON.parse(text) as T
      } catch {
        return null
      }
    },
  }
}
