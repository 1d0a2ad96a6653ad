/**
 * The storage failures an operator can fix, in words: a full disk, a read-only data directory, a
 * directory this user may not write, a file where a directory should be. The embedded database
 * reports them opaquely (Emscripten's `ErrnoError { errno: 51 }`, "PGlite failed to initialize
 * properly", a WebAssembly abort), so the server checks DATA_DIR before opening it and names the
 * problem and the fix; the same words go into the error log when a write fails later (Node's
 * error codes, Emscripten's numbers, PostgreSQL's SQLSTATE 53100 disk_full and its kin).
 */
import fs from 'node:fs'
import path from 'node:path'

/** Emscripten's errno numbers (the WASI ones), as PGlite's file system throws them. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  22: 'EFBIG',
  29: 'EIO',
  33: 'EMFILE',
  41: 'ENFILE',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
}

/** PostgreSQL's SQLSTATEs that are the storage's doing. */
const SQLSTATE: Record<string, string> = { '53100': 'ENOSPC', '58030': 'EIO', '25006': 'read_only_sql_transaction' }

/** The errno name of an error: Node's `code`, Emscripten's number, or a storage SQLSTATE. */
export function errnoName(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { code, errno, name } = error as { code?: unknown; errno?: unknown; name?: unknown }
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code
  if (typeof code === 'string' && code in SQLSTATE) return SQLSTATE[code]
  // Node's errno numbers are negative and come with a `code`; Emscripten's are positive, alone.
  if (typeof errno === 'number' && errno > 0 && (name === 'ErrnoError' || code === undefined)) return EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno}`
  return undefined
}

function uid(): string {
  return typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : ''
}

/** A sentence naming the problem with `where` (a directory or file) and what to do, or null. */
export function describeStorageCode(code: string, where: string): string | null {
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return `the disk holding ${where} is full (${code}): free space on it, or move DATA_DIR to a larger disk`
    case 'EROFS':
      return `${where} is on a read-only file system (EROFS): mount it read-write, or point DATA_DIR at a writable directory`
    case 'EACCES':
    case 'EPERM':
      return `${where} is read-only for this server's user${uid()} (${code}): give that user write access to it (chown/chmod, or remove an immutable attribute), or point DATA_DIR at a writable directory`
    case 'ENOTDIR':
      return `${where} cannot be a directory: a file is in the way on its path (ENOTDIR); point DATA_DIR at a directory`
    case 'EIO':
      return `reading or writing ${where} failed with an I/O error (EIO): the disk or its file system is failing (see the kernel log)`
    case 'EMFILE':
    case 'ENFILE':
      return `the server has too many open files (${code}) while using ${where}: raise the open-file limit (ulimit -n)`
    case 'EFBIG':
      return `a file under ${where} reached the file-size limit (EFBIG): raise the limit (ulimit -f)`
    case 'read_only_sql_transaction':
      return `the database is read-only (SQLSTATE 25006): DATABASE_URL points at a standby or a read-only database; point it at the primary`
    default:
      return null
  }
}

/**
 * The storage problem behind an error (looking through `cause`, as Drizzle wraps the driver's
 * error), as a sentence; `fallbackWhere` names the place when the error does not carry a path.
 */
export function storageProblem(error: unknown, fallbackWhere = 'the database'): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = errnoName(e)
    if (!code) continue
    const where = typeof (e as { path?: unknown }).path === 'string' ? String((e as { path: string }).path) : fallbackWhere
    const sentence = describeStorageCode(code, where)
    if (sentence) return sentence
  }
  return null
}

/**
 * Checks before the server opens anything that it can write where it must: DATA_DIR (created
 * when missing), and for the embedded database DATA_DIR/pg and every file in it (a copy
 * restored as another user, a read-only mount). Returns the problem as a sentence, or null.
 */
export function dataDirProblem(dataDir: string, embeddedDatabase: boolean): string | null {
  const dirs = [dataDir]
  const pgDir = path.join(dataDir, 'pg')
  if (embeddedDatabase && fs.existsSync(pgDir)) dirs.push(pgDir)
  for (const dir of dirs) {
    try {
      fs.mkdirSync(dir, { recursive: true })
      const probe = path.join(dir, `.write-probe-${process.pid}`)
      fs.writeFileSync(probe, 'probe')
      fs.rmSync(probe)
    } catch (error) {
      return inWords(error, `the data directory ${dir}`)
    }
  }
  if (dirs.length === 2) {
    let file = pgDir
    try {
      for (const entry of fs.readdirSync(pgDir, { recursive: true, withFileTypes: true })) {
        file = path.join(entry.parentPath, entry.name)
        if (entry.isFile()) fs.accessSync(file, fs.constants.W_OK)
      }
    } catch (error) {
      return inWords(error, `the embedded database's file ${file}`)
    }
  }
  return null
}

function inWords(error: unknown, where: string): string {
  const code = errnoName(error)
  return (code && describeStorageCode(code, where)) || `${where} cannot be used: ${error instanceof Error ? error.message : String(error)}`
}

/**
 * Why the database could not be opened, when storage is the cause: an errno or SQLSTATE in the
 * error, or, for the embedded database (`embeddedDir`), PGlite's opaque start-up failures, which
 * come from files it could not write.
 */
export function databaseOpenProblem(error: unknown, embeddedDir: string | null): string | null {
  const storage = storageProblem(error, embeddedDir ?? 'the database')
  if (storage) return `the database could not be opened: ${storage}`
  const message = error instanceof Error ? error.message : ''
  if (embeddedDir && /PGlite failed to initialize|Aborted\(\)/.test(message)) {
    return `the embedded database in ${embeddedDir} could not be opened (${message}): check that this server's user${uid()} can write every file under it and that its disk is not full`
  }
  return null
}
