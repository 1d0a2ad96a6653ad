/**
 * An in-process cache bounded in bytes (issue 28: a cache bounded only in entries grew by 150 MB
 * under 8 000 distinct junk URLs, because one entry can be a 16 KB URL). Every cache of the server
 * that a request can add to keeps its entries in a `ByteBudgetMap`: each entry is charged an
 * estimate of the memory it holds (`sizeOf`), and when the total passes the budget the least
 * recently used entries go first. An entry larger than the whole budget is not kept at all.
 *
 * The estimates are deliberately pessimistic: a JavaScript string is charged two bytes a character
 * (V8 stores most of ours in one) and every entry `ENTRY_OVERHEAD_BYTES` for the map's slot and the
 * objects around the value, so a budget is an upper bound on what the cache holds, not a target.
 */

/** What a Map slot and the small objects around a cached value cost, roughly (charged once an entry). */
export const ENTRY_OVERHEAD_BYTES = 128

/** The most a string can take in memory (UTF-16). */
export const stringBytes = (s: string): number => 2 * s.length

export const MIB = 1024 * 1024

export class ByteBudgetMap<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>()
  private total = 0

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (key: K, value: V) => number,
  ) {}

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** The value, without changing its place in the eviction order. */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value
  }

  /** Keeps `value` (charged `sizeOf(key, value)`), evicting the least recently used beyond the budget. */
  set(key: K, value: V): void {
    this.delete(key)
    const bytes = this.sizeOf(key, value) + ENTRY_OVERHEAD_BYTES
    if (bytes > this.maxBytes) return
    this.entries.set(key, { value, bytes })
    this.total += bytes
    this.shrinkTo(this.maxBytes)
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key)
    if (!entry) return false
    this.entries.delete(key)
    this.total -= entry.bytes
    return true
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  /** Drops the least recently used entries until at most `maxBytes` are held. */
  private shrinkTo(maxBytes: number): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= maxBytes) return
      this.entries.delete(key)
      this.total -= entry.bytes
    }
  }

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.total
  }
}
