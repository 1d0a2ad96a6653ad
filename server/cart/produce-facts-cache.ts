/**
 * Produce facts (price with the best current offer, stock, quantity rule, store, withdrawn, names)
 * kept in memory per catalog version, so that a cart write or read does not run the offers query
 * while the catalog stays the same: the facts of a produce change only with a catalog write (which
 * changes the version, see server/catalog/catalog-version.ts) or when one of its offers starts or
 * ends (each entry is kept only until then).
 *
 * A request takes its version with `source()` before it opens its transaction (on PGlite a query
 * on `db` inside a transaction would wait for it forever): the version guarantees it sees every
 * catalog write acknowledged before it arrived, as the database itself would. On PostgreSQL,
 * facts loaded soon after a version change are not kept (see CatalogVersion.keepUntil: the new
 * rows may not be visible yet under the new number); they are read again until that window ends.
 *
 * Bounded in bytes (FACTS_BYTES, least recently used out: server/lib/byte-budget.ts), each entry
 * charged its key and its facts as JSON text: the produces × languages of the catalog fit many
 * times over, and no request can add more than the catalog has.
 *
 * Checkout does not use this: it locks the produces and decides on stock, so it reads them itself.
 */
import type { CatalogVersion } from '../catalog/catalog-version'
import { ByteBudgetMap, MIB, stringBytes } from '../lib/byte-budget'
import type { Lang } from '../seed/seed-types'
import type { Conn } from './cart-sql'
import { loadProduceFacts, type FactsSource, type ProduceFacts } from './cart-store'

/** Memory the facts may take. */
export const FACTS_BYTES = 16 * MIB

interface Entry {
  facts: ProduceFacts
  /** Date.now() after which the facts may be out of date (an offer starts or ends). */
  until: number
}

export class ProduceFactsCache {
  private version = -1
  /** `${lang}\n${id}` → facts at `version`. */
  private readonly entries = new ByteBudgetMap<string, Entry>(FACTS_BYTES, (key, entry) => stringBytes(key) + stringBytes(JSON.stringify(entry.facts)))

  constructor(private readonly catalog: CatalogVersion) {}

  /** Facts as a request arriving now must see them. */
  async source(): Promise<FactsSource> {
    const version = await this.catalog.current()
    return (conn, ids, lang) => this.get(conn, version, ids, lang)
  }

  private async get(conn: Conn, version: number, ids: readonly string[], lang: Lang): Promise<Map<string, ProduceFacts>> {
    if (version > this.version) {
      this.version = version
      this.entries.clear()
    }
    const found = new Map<string, ProduceFacts>()
    const missing: string[] = []
    const now = Date.now()
    for (const id of ids) {
      // A request that took an older version than the newest seen is answered from the database.
      const entry = version === this.version ? this.entries.get(`${lang}\n${id}`) : undefined
      if (entry && entry.until > now) found.set(id, entry.facts)
      else missing.push(id)
    }
    if (missing.length === 0) return found
    const loadedAt = Date.now()
    const loaded = await loadProduceFacts(conn, missing, lang)
    const keep = version === this.version && this.catalog.keepUntil(version, loadedAt) === Number.POSITIVE_INFINITY
    for (const { facts, changesInMs } of loaded) {
      found.set(facts.id, facts)
      if (!keep) continue
      const key = `${lang}\n${facts.id}`
      this.entries.set(key, { facts, until: changesInMs === null ? Number.POSITIVE_INFINITY : loadedAt + changesInMs })
    }
    return found
  }
}
