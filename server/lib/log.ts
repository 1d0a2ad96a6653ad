/**
 * A small structured logger: one JSON object a line, `{"time","level","msg",…fields}`, which log
 * collectors read as they come; `LOG_LEVEL` decides what is printed. An error among the fields is
 * written as error-facts.ts describes it (the driver's error under Drizzle's, a storage problem in
 * words, never a query's parameters). Logging never throws: fields it cannot write are dropped.
 */
import { describeError } from './error-facts'

export type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent'
const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 }

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

type Emitted = Exclude<Level, 'silent'>

/** Warnings and errors to stderr, the rest to stdout. */
function toConsole(line: string, at: Emitted): void {
  if (at === 'error' || at === 'warn') console.error(line)
  else console.log(line)
}

const isErrorLike = (value: unknown) => value instanceof Error || (typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ErrnoError')
const replacer = (_key: string, value: unknown) => (isErrorLike(value) ? describeError(value) : typeof value === 'bigint' ? value.toString() : value)

/** The JSON line of one event: the fields after time, level and msg (a field of one of those names is written as `field.<name>`). */
export function formatLine(at: Emitted, message: string, fields?: Record<string, unknown>, now = new Date()): string {
  const entry: Record<string, unknown> = { time: now.toISOString(), level: at, msg: message }
  for (const [key, value] of Object.entries(fields ?? {})) entry[key in entry ? `field.${key}` : key] = value
  try {
    return JSON.stringify(entry, replacer)
  } catch {
    return JSON.stringify({ time: entry.time, level: at, msg: message, fields: 'not serializable' })
  }
}

/** `write` receives each line (tests keep them; the server prints them). */
export function createLogger(level: Level = 'info', write: (line: string, at: Emitted) => void = toConsole): Logger {
  const emit = (at: Emitted, message: string, fields?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return
    write(formatLine(at, message, fields), at)
  }
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  }
}
