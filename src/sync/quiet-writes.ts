/**
 * Writes that no live query hears of until `wake` (decision 041). Dexie tells every live query
 * whose tables a transaction touched when it commits; the first sync writes a page of 500 produce
 * in 20 transactions of 25 rows, and each one re-ran the page's live queries on the page's thread
 * (the list's query, the home's shelves over every stored produce, their comparisons, often a
 * render): most of the blocking time left after a first visit's first paint. A quiet write
 * commits its rows as any other, but takes back what it changed from Dexie before the commit
 * (Dexie announces a transaction's `mutatedParts` at its commit, and only if it has them); `wake`
 * then announces the whole of the tables, once.
 *
 * Nothing is hidden from a query that starts meanwhile (a new screen, a navigation, offline): the
 * rows are in IndexedDB from each commit. Only the queries already on screen see them later, when
 * the page (or the pull, cut off) is done.
 */
import Dexie, { RangeSet, type ObservabilitySet } from 'dexie'

/** Called last in a write transaction's callback: its changes wait for `wake`. */
export function hush(): void {
  delete (Dexie.currentTransaction!.idbtrans as { mutatedParts?: ObservabilitySet }).mutatedParts
}

let channel: BroadcastChannel | undefined

/** Tells the live queries of every tab, once, that these tables changed, every row and index. */
export function wake(db: Dexie, tables: string[]): void {
  const parts: ObservabilitySet = {}
  for (const name of tables) {
    for (const index of ['', ':dels', ...db.table(name).schema.indexes.map((i) => i.name)]) parts[`idb://${db.name}/${name}/${index}`] = new RangeSet(-Infinity, [[[]]])
  }
  // Through Dexie's own channel (dexie.mjs: STORAGE_MUTATED_DOM_EVENT_NAME): this tab's Dexie
  // receives it as a change made in another tab (its cached query answers dropped, its live
  // queries run again, in a task of their own), and so do the other tabs.
  ;(channel ??= new BroadcastChannel('x-storagemutated-1')).postMessage(parts)
}
