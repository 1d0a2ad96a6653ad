/** A small structured logger: one line per event, `LOG_LEVEL` decides what is printed. */
export type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent'
const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 }

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export function createLogger(level: Level = 'info'): Logger {
  const emit = (at: Exclude<Level, 'silent'>, message: string, fields?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return
    const extra = fields ? ' ' + JSON.stringify(fields, (_k, v: unknown) => (v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v)) : ''
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${extra}`
    if (at === 'error' || at === 'warn') console.error(line)
    else console.log(line)
  }
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  }
}
