/**
 * What an error log says about an error: its name and message, the driver's error under
 * Drizzle's "Failed query" (SQLSTATE, message, detail, constraint…), a storage problem in words
 * (storage-problems.ts), and the stack's frames, with nothing a shopper sent. Drizzle's message
 * and stack carry the query's parameters (e-mails, names, addresses), so they are left out and the
 * SQL text (placeholders only) is kept, cut to 200 characters; PostgreSQL's detail quotes the
 * values of a violated key or of a failing row, and some messages end with the value they could not
 * read: those values are replaced by `…`.
 */
import { DrizzleQueryError } from 'drizzle-orm'
import { storageProblem } from './storage-problems'

const SQL_AT_MOST = 200
const FRAMES_AT_MOST = 10

/** The fields of node-postgres' and PGlite's DatabaseError worth an operator's eyes. */
const DRIVER_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'errno', 'syscall', 'path'] as const

/** "Key (email)=(a@b.c) already exists." → "Key (email)=(…) already exists."; the same for every key of the detail and a failing row. */
export function redactDetail(detail: string): string {
  return detail.replace(/(\bkey \([^)]*\)=)\(.*?\)(?= already exists| is not present| is still referenced| conflicts with|\.?$)/gi, '$1(…)').replace(/(Failing row contains )\(.*\)/s, '$1(…)')
}

/** `invalid input syntax for type uuid: "x"` → `…: "…"`: a value the database could not read. */
export function redactMessage(message: string): string {
  return message.replace(/: ".*"$/s, ': "…"')
}

function frames(stack: unknown): string[] | undefined {
  if (typeof stack !== 'string') return undefined
  const lines = stack.split('\n').filter((line) => /^\s+at /.test(line))
  return lines.length ? lines.slice(0, FRAMES_AT_MOST).map((line) => line.trim()) : undefined
}

/** A plain object for the log: safe to print, without the parameters or values of a query. */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: String(error) }
  const e = error as Record<string, unknown>
  const facts: Record<string, unknown> = {}
  if (typeof e.name === 'string') facts.name = e.name
  if (error instanceof DrizzleQueryError) {
    facts.message = 'Failed query'
    facts.query = error.query.length > SQL_AT_MOST ? `${error.query.slice(0, SQL_AT_MOST)}…` : error.query
  } else if (typeof e.message === 'string') {
    facts.message = redactMessage(e.message)
  }
  for (const field of DRIVER_FIELDS) {
    if (typeof e[field] === 'string' || typeof e[field] === 'number') facts[field] = e[field]
  }
  if (typeof e.detail === 'string') facts.detail = redactDetail(e.detail)
  if (typeof e.hint === 'string') facts.hint = e.hint
  if (depth === 0) {
    const storage = storageProblem(error)
    if (storage) facts.storage = storage
  }
  // Where it was thrown in our code; a cause's stack is the driver's and adds nothing.
  const stack = depth === 0 ? frames(e.stack) : undefined
  if (stack) facts.stack = stack
  if (e.cause !== undefined && depth < 3) facts.cause = describeError(e.cause, depth + 1)
  return facts
}
