/**
 * SQL building blocks shared by the catalog queries. The catalog's list queries are raw SQL
 * (CTEs, window counts, keyset cursors) behind Drizzle's `sql` template; this module keeps the
 * driver differences out of them: every value a query returns is cast to a type that PGlite and
 * node-postgres parse the same way (int, float8, text, text[], int[], jsonb), and timestamps
 * come back as ISO text with microseconds, so a client's `updatedSince` compares exactly.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { LANGS, type Lang } from '../seed/seed-types'

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/**
 * A JSONB i18n column in the request's language, English when that language is missing or empty.
 * The language is a literal (from a closed list), not a parameter, so that the expression is the
 * same text in every query of that language (plan caching, expression indexes).
 */
export function localized(column: SQL, lang: Lang): SQL {
  if (!(LANGS as readonly string[]).includes(lang)) throw new Error(`unknown language ${lang}`)
  if (lang === 'en') return sql`coalesce(${column} ->> 'en', '')`
  return sql`coalesce(nullif(${column} ->> ${sql.raw(`'${lang}'`)}, ''), ${column} ->> 'en', '')`
}

/** A timestamptz as `2026-11-22T08:15:30.123456Z` (microseconds: the database's own precision). */
export function isoText(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

/** `IN (…)` for a non-empty list of values, each a bound parameter. */
export function inList(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`
}

/** A text[] literal from bound parameters (`ARRAY[$1, $2]::text[]`). */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
}

export function and(parts: (SQL | undefined | null | false | 0)[]): SQL {
  const kept = parts.filter((p): p is SQL => Boolean(p))
  return kept.length ? sql.join(kept, sql` AND `) : sql`TRUE`
}

/** Search words: up to eight, each an ILIKE pattern with its wildcards escaped. */
export function searchPatterns(q: string | undefined): string[] {
  if (!q) return []
  return q
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
}
