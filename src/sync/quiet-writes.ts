/**
 * Writes that no live query hears of until `wake` (decision 041). Dexie tells every live query
 * whose tables a transaction touched when it commits; the first sync writes a page of 500 produce
 * in 20 transactions of 25 rows, and each one re-ran the page's live queries on the page's thread
 * (the list's query, its comparison, often a render): most of the blocking time left after a first
 * visit's first paint. A quiet transaction commits its rows as any other, but takes back what it
 * changed from Dexie before the commit (Dexie announces `mutatedParts` at the commit, and only if
 * the transaction has it); `wake` then announces the whole of the tables written, once.
 *
 * Nothing is hidden from a query that starts meanwhile (a new screen, a navigation, offline): the
 * rows are in IndexedDB from each commit. Only the queries already on screen see them later, when
 * the page (or the pull, cut off) is done.
 */
import Dexie, { RangeSet, type ObservabilitySet } from 'dexie'

/** Dexie's own channel name for changes across tabs (dexie.mjs: STORAGE_MUTATED_DOM_EVENT_NAME). */
const DEXIE_CHANNEL = 'x-storagemutated-1'

let channel: BroadcastChannel | null | undefined

function dexieChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DEXIE_CHANNEL)
  // Node (tests, the first-paint worker) would otherwise stay alive for the channel.
  ;(channel as unknown as { unref?: () => void } | null)?.unref?.()
  return channel
}

/** Every key and index range of these tables, as Dexie describes a change to all of them. */
function wholeTables(db: Dexie, names: Iterable<string>): ObservabilitySet {
  const parts: ObservabilitySet = {}
  const everything = () => new RangeSet(-Infinity, [[[]]])
  for (const name of names) {
    const prefix = `idb://${db.name}/${name}/`
    parts[prefix] = everything()
    parts[`${prefix}:dels`] = everything()
    for (const index of db.table(name).schema.indexes) if (index.name) parts[prefix + index.name] = everything()
  }
  return parts
}

export interface QuietWrites {
  /** `db.transaction('rw', tables, fn)` whose changes wait for `wake`. */
  transaction<T>(tables: Dexie.Table[], fn: () => Promise<T>): Promise<T>
  /** Tells the live queries of every tab, once, of the quiet transactions since the last wake. */
  wake(): void
}

export function quietWrites(db: Dexie): QuietWrites {
  const written = new Set<string>()
  return {
    transaction(tables, fn) {
      return db.transaction('rw', tables, async () => {
        const result = await fn()
        // Every write of the transaction has been recorded by now (each bulkPut resolves after
        // Dexie's observability layer adds its parts); the commit comes after this callback.
        const idbtrans = Dexie.currentTransaction?.idbtrans as (IDBTransaction & { mutatedParts?: ObservabilitySet }) | undefined
        if (idbtrans && 'mutatedParts' in idbtrans) {
          delete idbtrans.mutatedParts
          for (const table of tables) written.add(table.name)
        }
        return result
      })
    },
    wake() {
      if (!written.size) return
      const parts = wholeTables(db, written)
      written.clear()
      // Through Dexie's own channel: this tab's Dexie receives it as a change from another tab
      // (its cached query answers dropped, its live queries run again, in a task of its own), and
      // so do the other tabs. Without a channel (no other tab can exist), Dexie's event for this tab.
      const bc = dexieChannel()
      if (bc) bc.postMessage(parts)
      else if (typeof dispatchEvent === 'function') dispatchEvent(new CustomEvent(DEXIE_CHANNEL, { detail: parts }))
    },
  }
}
