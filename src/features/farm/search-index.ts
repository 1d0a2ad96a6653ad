/**
 * The market's search on the device (decision 029): one inverted index over the produce and farms
 * the device holds, built once per market and language and then kept up to date row by row as
 * sync deltas land (`sync` re-reads only rows whose `updatedAt` changed). The same answer offline
 * and online, since it reads only Dexie's rows.
 *
 * A query is words, all of which must match (multi-word: "organic eggs"); each word matches a term
 * of the index exactly, as its beginning ("tom" → tomatoes) or, from five letters on, within one
 * typo (two from nine letters: "tomatos", "avocdo", "spinch"), counting the typo against the
 * term's beginning so that a singular finds a plural. Typos are forgiven in names, farms, places
 * and labels, not in descriptions (a description has too many words: "beans" would find every
 * text about "bean stews"). A word that names a produce kind in another of the catalog's languages
 * ("nyanya", "tomate", "طماطم") also finds the produce whose name is that kind's name in the
 * language of the rows read (PRODUCE_NAMES, generated from the seed's library).
 *
 * Nothing here reads Dexie or React: the screen hands rows in, the bench and the tests too.
 */
import { LOCALES, type Locale } from '../../config'
import { PRODUCE_NAMES } from './search-synonyms.gen'

/** Where a word was found, strongest first; a field's bit in a posting's mask. */
export const FIELD = { name: 0, farm: 1, label: 2, place: 3, text: 4 } as const
const WEIGHTS = [8, 4, 3, 2, 1] as const
const NAME_BIT = 1 << FIELD.name
const TEXT_BIT = 1 << FIELD.text
const EXACT = 1
const PREFIX = 0.75
const SYNONYM = 0.7
const TYPO = 0.5

/** Lower case, no accents or Arabic short vowels, Arabic letter variants folded. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي')
}

export const words = (text: string): string[] =>
  normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** How many typos a word of this length may carry. */
const typosAllowed = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0)

/**
 * The fewest edits (insert, delete, substitute) turning `word` into a beginning of `term`, or
 * `limit + 1` once it is sure to exceed `limit`.
 */
export function prefixDistance(word: string, term: string, limit: number): number {
  const m = word.length
  const n = Math.min(term.length, m + limit)
  let previous = Array.from({ length: n + 1 }, (_, j) => j)
  for (let i = 1; i <= m; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= n; j++) {
      const cost = word.charCodeAt(i - 1) === term.charCodeAt(j - 1) ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    previous = current
  }
  return Math.min(...previous)
}

/** How well a typed word matches a term: 1 exact, less for a beginning or a typo, 0 not at all. */
function matchQuality(word: string, term: string): number {
  if (term === word) return EXACT
  if (term.startsWith(word)) return PREFIX
  const limit = typosAllowed(word.length)
  if (limit === 0 || term.length < word.length - limit) return 0
  return prefixDistance(word, term, limit) <= limit ? TYPO : 0
}

/** A document's text by field: `fields[FIELD.name]` is its name, and so on. */
export type DocFields = readonly (string | undefined)[]

export interface SearchHit {
  key: string
  score: number
}

/** Kinds' names in one language, as word lists, for the words that name them in any language. */
interface KindNames {
  /** Each kind's words in every language, for matching a typed word. */
  all: string[][]
  byLang: Map<Locale, string[][]>
}

let kindNames: KindNames | null = null
function kinds(): KindNames {
  if (kindNames) return kindNames
  const byLang = new Map<Locale, string[][]>(LOCALES.map((lang, i) => [lang, PRODUCE_NAMES.map((names) => words(names[i] ?? ''))]))
  // Words of one or two letters ("de", "wa") name no kind.
  const all = PRODUCE_NAMES.map((names) => [...new Set(names.flatMap(words))].filter((w) => w.length > 2))
  kindNames = { all, byLang }
  return kindNames
}

export class SearchIndex {
  /** term → document key → the fields it is in (bits of FIELD). */
  private readonly postings = new Map<string, Map<string, number>>()
  private readonly docs = new Map<string, { version: string; terms: Map<string, number> }>()

  /** The language of the rows indexed: a kind's name is looked for in it. */
  constructor(readonly lang: Locale) {}

  get size(): number {
    return this.docs.size
  }

  upsert(key: string, version: string, fields: DocFields): void {
    if (this.docs.has(key)) this.remove(key)
    const terms = new Map<string, number>()
    fields.forEach((text, field) => {
      if (!text) return
      for (const term of words(text)) terms.set(term, (terms.get(term) ?? 0) | (1 << field))
    })
    for (const [term, mask] of terms) {
      let posting = this.postings.get(term)
      if (!posting) this.postings.set(term, (posting = new Map()))
      posting.set(key, mask)
    }
    this.docs.set(key, { version, terms })
  }

  remove(key: string): void {
    const doc = this.docs.get(key)
    if (!doc) return
    for (const term of doc.terms.keys()) {
      const posting = this.postings.get(term)
      posting?.delete(key)
      if (posting?.size === 0) this.postings.delete(term)
    }
    this.docs.delete(key)
  }

  /**
   * Brings the index to `rows`: rows not seen or with another version are (re)indexed, keys no
   * longer there removed, the rest untouched. Returns how many documents changed.
   */
  sync<T>(rows: Iterable<T>, keyOf: (row: T) => string, versionOf: (row: T) => string, fieldsOf: (row: T) => DocFields): number {
    const seen = new Set<string>()
    let changed = 0
    for (const row of rows) {
      const key = keyOf(row)
      seen.add(key)
      const version = versionOf(row)
      if (this.docs.get(key)?.version === version) continue
      this.upsert(key, version, fieldsOf(row))
      changed++
    }
    for (const key of [...this.docs.keys()]) {
      if (!seen.has(key)) {
        this.remove(key)
        changed++
      }
    }
    return changed
  }

  /** Every document matching all the query's words, best first (ties in no particular order). */
  search(query: string): SearchHit[] {
    const typed = [...new Set(words(query))]
    if (typed.length === 0) return []
    let total: Map<string, number> | null = null
    // The rarest word first would be faster; a query is a few words, so they go in order.
    for (const word of typed) {
      const scores = this.wordScores(word)
      if (total === null) total = scores
      else {
        const next = new Map<string, number>()
        for (const [key, score] of scores) {
          const before = total.get(key)
          if (before !== undefined) next.set(key, before + score)
        }
        total = next
      }
      if (total.size === 0) return []
    }
    return [...total!].map(([key, score]) => ({ key, score })).sort((a, b) => b.score - a.score)
  }

  /** Each document's best score for one typed word. */
  private wordScores(word: string): Map<string, number> {
    const scores = new Map<string, number>()
    const credit = (key: string, score: number) => {
      if (score > (scores.get(key) ?? 0)) scores.set(key, score)
    }
    for (const [term, posting] of this.postings) {
      const quality = matchQuality(word, term)
      if (quality === 0) continue
      for (const [key, mask] of posting) {
        // A typo counts in names, farms, places and labels only.
        const fields = quality === TYPO ? mask & ~TEXT_BIT : mask
        if (fields === 0) continue
        credit(key, quality * WEIGHTS[lowestBit(fields)]!)
      }
    }
    for (const name of this.kindNamesFor(word)) {
      for (const key of this.namedAll(name)) credit(key, SYNONYM * WEIGHTS[FIELD.name])
    }
    return scores
  }

  /** The names, in the rows' language, of the kinds a word names in any language. */
  private kindNamesFor(word: string): string[][] {
    if (word.length < 3) return []
    const { all, byLang } = kinds()
    const own = byLang.get(this.lang) ?? []
    const found: string[][] = []
    all.forEach((kindWords, i) => {
      if (kindWords.some((w) => matchQuality(word, w) > 0) && own[i]?.length) found.push(own[i])
    })
    return found
  }

  /** Documents whose name holds every one of `name`'s words. */
  private namedAll(name: readonly string[]): string[] {
    const postings = name.map((term) => this.postings.get(term))
    if (postings.length === 0 || postings.some((p) => p === undefined)) return []
    const inName = (posting: Map<string, number> | undefined, key: string) => ((posting?.get(key) ?? 0) & NAME_BIT) !== 0
    return [...postings[0]!.keys()].filter((key) => postings.every((posting) => inName(posting, key)))
  }
}

const lowestBit = (mask: number) => 31 - Math.clz32(mask & -mask)
