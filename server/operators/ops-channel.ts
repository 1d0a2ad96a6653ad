/**
 * How `npm run operator` reaches a running server on the embedded database (decision 032). PGlite
 * lets one process open DATA_DIR, so while the server runs the command cannot open the database
 * itself: it asks the server. At start the server writes DATA_DIR/ops.json, readable by its own
 * user only (0600), with the address it listens on and a random token made for this start; the
 * route (operators.routes.ts) answers that token only, and only from a loopback address. The file
 * goes when the server stops; one left by a killed server names an address nobody answers, and
 * the command then opens the database itself.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const OPS_FILE = 'ops.json'

export interface OpsChannel {
  url: string
  token: string
  pid: number
}

/** A token for this start (the server keeps it in memory; the file hands it to the command). */
export const newOpsToken = (): string => randomBytes(32).toString('base64url')

/** Writes DATA_DIR/ops.json (0600, replaced whole); returns a function that removes it. */
export function writeOpsChannel(dataDir: string, channel: OpsChannel): () => void {
  const file = path.join(dataDir, OPS_FILE)
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, JSON.stringify(channel), { mode: 0o600 })
  fs.renameSync(temporary, file)
  return () => {
    try {
      // Only ours: a later server on the same DATA_DIR may have written its own since.
      const now = readOpsChannel(dataDir)
      if (now?.pid === channel.pid && now.token === channel.token) fs.rmSync(file, { force: true })
    } catch {
      // Nothing to remove.
    }
  }
}

export function readOpsChannel(dataDir: string): OpsChannel | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, OPS_FILE), 'utf8')) as Partial<OpsChannel>
    return typeof parsed.url === 'string' && typeof parsed.token === 'string' && typeof parsed.pid === 'number' ? (parsed as OpsChannel) : null
  } catch {
    return null
  }
}
