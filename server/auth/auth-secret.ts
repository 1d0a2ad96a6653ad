/**
 * The key of the auth module's seals and keyed hashes (auth-crypto.ts) when AUTH_SECRET is not
 * configured: kept in the database (`auth_secret`, one row), so that every process on one database
 * shares it. A key per process (the old DATA_DIR/auth-secret file) broke auth across processes: a
 * code e-mailed by one was refused by another, a refresh replayed to another revoked nothing but
 * failed.
 *
 * Run at start under the start-up lock (server/start-up.ts); the insert is race-safe on its own
 * too (ON CONFLICT DO NOTHING, then read what won). An install from before keeps its key: when the
 * database has none and DATA_DIR/auth-secret exists, the file's key is the one stored, so codes
 * and sessions issued before the upgrade still open.
 *
 * Whoever reads the database can read this key: a shop that keeps its backups elsewhere than its
 * secrets sets AUTH_SECRET (which always wins, and is then never written to the database).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { Db } from '../db/client'
import { authSecret } from '../db/schema/auth'

export type AuthSecretSource = 'database' | 'file' | 'generated'

const MIN_LENGTH = 32

function readLegacyFile(file: string): string | null {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim()
    return secret.length >= MIN_LENGTH ? secret : null
  } catch {
    return null
  }
}

/** The database's auth secret, stored first (from `legacyFile` if it holds one, else random) when there is none. */
export async function sharedAuthSecret(db: Db, legacyFile: string | null): Promise<{ secret: string; source: AuthSecretSource }> {
  const kept = async () => (await db.select({ secret: authSecret.secret }).from(authSecret))[0]?.secret
  const existing = await kept()
  if (existing) return { secret: existing, source: 'database' }
  const fromFile = legacyFile ? readLegacyFile(legacyFile) : null
  const candidate = fromFile ?? randomBytes(32).toString('base64url')
  await db.insert(authSecret).values({ id: 1, secret: candidate }).onConflictDoNothing()
  const stored = await kept()
  if (!stored) throw new Error('The auth secret could not be stored in the database (table auth_secret)')
  return { secret: stored, source: stored !== candidate ? 'database' : fromFile ? 'file' : 'generated' }
}
