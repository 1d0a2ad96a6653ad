/**
 * A lock file for the embedded database directory. PGlite does not lock its files, and two
 * server processes writing one directory corrupt it, so the second one must be refused.
 * The file holds the owner's pid; a lock left by a process that no longer exists is taken over.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface DataDirLock {
  file: string
  release(): void
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another storefront server (pid ${ownerPid}) is already using the data directory ${dataDir}. ` +
        `The embedded database can be opened by one process only: stop that server, or start this one ` +
        `with another DATA_DIR, or use a PostgreSQL server with DATABASE_URL.`,
    )
    this.name = 'DataDirLockedError'
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      let released = false
      const release = () => {
        if (released) return
        released = true
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file)
        } catch {
          // already gone
        }
      }
      process.once('exit', release)
      return { file, release }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10)
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner)
      }
      // Stale lock from a process that died (SIGKILL, power loss): take it over.
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${file}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
