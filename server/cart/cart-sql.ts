/**
 * What the cart and order modules share about talking to the database: one type for "the
 * database or a transaction of it" (so a helper runs inside the caller's transaction — on PGlite
 * a query on `db` while a transaction is open would wait for that transaction forever), and raw
 * rows from `sql` (both drivers answer `{ rows }`).
 */
import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Conn = Db | Tx

export async function rows<T>(conn: Conn, query: SQL): Promise<T[]> {
  const result = (await conn.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
