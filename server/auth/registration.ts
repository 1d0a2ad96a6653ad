/**
 * A registration waiting for its code (decision 012): nothing is stored before the address is
 * proven. The fields, the password's argon2id hash, the keyed hash of the e-mailed code and an
 * expiry are sealed with the server's key (purpose `registration`) and handed to the client, which
 * sends them back with the code.
 *
 * For an address that already has an account the client gets a value of the same shape and length
 * whose code hash is random: no code ever opens it, and nothing in the answer tells it apart.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AuthKeys } from './auth-crypto'

const PURPOSE = 'registration'

/** Wrong codes a pending registration takes before it is void (a new one is a new code). */
export const REGISTRATION_GUESSES = 5

export interface PendingRegistration {
  name: string
  surname: string
  phone: string
  email: string
  identifier: string
  passwordHash: string
  /** tokenHash('registration', code), hex; random hex (64 characters, like a real one) when the address is in use. */
  codeHash: string
  /** Epoch milliseconds. */
  expiresAt: number
}

export function sealRegistration(keys: AuthKeys, fields: Omit<PendingRegistration, 'codeHash' | 'expiresAt'>, code: string, o: { addressInUse: boolean; now: number; ttlSeconds: number }): string {
  // The same fields in the same order either way, so both seals have the same length.
  const pending: PendingRegistration = {
    name: fields.name,
    surname: fields.surname,
    phone: fields.phone,
    email: fields.email,
    identifier: fields.identifier,
    passwordHash: fields.passwordHash,
    codeHash: o.addressInUse ? randomBytes(32).toString('hex') : keys.tokenHash(PURPOSE, code),
    expiresAt: o.now + o.ttlSeconds * 1000,
  }
  return keys.seal(PURPOSE, pending)
}

/** The pending registration, or null when it was tampered with, sealed by another key or for another purpose, or has expired. */
export function openRegistration(keys: AuthKeys, sealed: string, now: number): PendingRegistration | null {
  const pending = keys.unseal<PendingRegistration>(PURPOSE, sealed)
  if (!pending || typeof pending.codeHash !== 'string' || typeof pending.expiresAt !== 'number' || pending.expiresAt <= now) return null
  return pending
}

/** Whether `code` (normalised) is the one e-mailed for this registration; constant time. */
export function registrationCodeMatches(keys: AuthKeys, pending: PendingRegistration, code: string): boolean {
  const expected = Buffer.from(pending.codeHash)
  const given = Buffer.from(keys.tokenHash(PURPOSE, code))
  return expected.length === given.length && timingSafeEqual(expected, given)
}
