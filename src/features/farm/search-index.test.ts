/**
 * The device's search index (decision 029) over the seed's own catalog, in English
 * and French rows: typos, several words, farms, and words of the other catalog languages.
 */
import fs from 'node:fs'
import { beforeAll, expect, test } from 'vitest'
import { GENERATED, synonymsModule } from '../../../scripts/search-synonyms.ts'
import { buildFarmSeed } from '../../../server/seed/farm-seed'
import type { Locale } from '../../config'
import { FIELD, SearchIndex, prefixDistance, type DocFields } from './search-index'

const seed = buildFarmSeed(new Date('2026-11-27T08:00:00Z'))
// Every market's rows in one index: the seed spreads the produce kinds over the markets.
const farmers = seed.farmers
const farmerById = new Map(farmers.map((f) => [f.id, f]))
const produces = seed.produces

function indexOf(lang: Locale): SearchIndex {
  const index = new SearchIndex(lang)
  for (const p of produces) {
    const farmer = farmerById.get(p.farmerId)!
    const fields: string[] = []
    fields[FIELD.name] = p.name[lang]
    fields[FIELD.farm] = `${farmer.farmName} ${farmer.name}`
    fields[FIELD.label] = [p.category, ...farmer.practices].join(' ')
    fields[FIELD.text] = p.description[lang]
    index.upsert(`produce:${p.id}`, '1', fields)
  }
  for (const f of farmers) {
    const fields: DocFields = [f.farmName, f.name, f.practices.join(' '), f.town]
    index.upsert(`farmer:${f.id}`, '1', fields)
  }
  return index
}

let en: SearchIndex
let fr: SearchIndex
beforeAll(() => {
  en = indexOf('en')
  fr = indexOf('fr')
})

const namesFound = (index: SearchIndex, query: string, lang: Locale = 'en') =>
  new Set(
    index
      .search(query)
      .filter((h) => h.key.startsWith('produce:'))
      .map((h) => produces.find((p) => `produce:${p.id}` === h.key)!.name[lang]),
  )

test('a word with a typo finds the produce it names: tomatos, avocdo, spinch', () => {
  expect(namesFound(en, 'tomatos')).toContain('Tomatoes')
  expect(namesFound(en, 'avocdo')).toContain('Avocados')
  expect(namesFound(en, 'spinch')).toContain('Spinach (Swiss chard)')
  // The produce named comes first: a description that mentions it is a weaker match.
  const first = en.search('tomatos')[0]!
  expect(produces.find((p) => `produce:${p.id}` === first.key)?.name.en).toBe('Tomatoes')
})

test('a short word is never read as a typo of another', () => {
  expect(prefixDistance('mint', 'mine', 1)).toBe(1)
  expect(namesFound(en, 'mine').has('Mint')).toBe(false)
})

test('several words must all match, each in the name, the practices, the category or the farm', () => {
  const organicEggs = en.search('organic eggs').filter((h) => h.key.startsWith('produce:'))
  expect(organicEggs.length).toBeGreaterThan(0)
  for (const hit of organicEggs) {
    const p = produces.find((x) => `produce:${x.id}` === hit.key)!
    expect(p.name.en.toLowerCase()).toContain('egg')
    expect(farmerById.get(p.farmerId)!.practices).toContain('organic')
  }
  // Eggs of farms that are not organic are left out.
  const allEggs = en.search('eggs').filter((h) => h.key.startsWith('produce:') && produces.find((x) => `produce:${x.id}` === h.key)!.name.en.includes('eggs'))
  expect(allEggs.length).toBeGreaterThan(organicEggs.length)
})

test('a farm’s name finds the farm first, and its produce', () => {
  const farm = farmers[0]!
  const hits = en.search(farm.farmName)
  expect(hits[0]!.key).toBe(`farmer:${farm.id}`)
  const ofFarm = produces.filter((p) => p.farmerId === farm.id).map((p) => `produce:${p.id}`)
  expect(hits.map((h) => h.key)).toEqual(expect.arrayContaining(ofFarm))
})

test('a word of another catalog language finds the produce in the rows’ language', () => {
  expect(namesFound(en, 'nyanya')).toContain('Tomatoes')
  expect(namesFound(en, 'tomate')).toContain('Tomatoes')
  expect(namesFound(en, 'طماطم')).toContain('Tomatoes')
  expect(namesFound(en, 'parachichi')).toContain('Avocados')
  expect(namesFound(fr, 'nyanya', 'fr')).toContain('Tomates')
  expect(namesFound(fr, 'spinach', 'fr')).toContain('Blettes')
})

test('sync re-indexes only changed rows and drops the rows gone', () => {
  const index = new SearchIndex('en')
  const rows = [
    { id: 'a', updatedAt: '1', name: 'Tomatoes' },
    { id: 'b', updatedAt: '1', name: 'Carrots' },
  ]
  const sync = (some: { id: string; updatedAt: string; name: string }[]) =>
    index.sync(
      some,
      (r) => r.id,
      (r) => r.updatedAt,
      (r) => [r.name],
    )
  expect(sync(rows)).toBe(2)
  expect(sync(rows), 'nothing changed: nothing re-indexed').toBe(0)
  // One row changed, one gone: two changes.
  expect(sync([{ id: 'a', updatedAt: '2', name: 'Honey' }])).toBe(2)
  expect(index.search('tomatoes')).toEqual([])
  expect(index.search('carrots')).toEqual([])
  expect(index.search('honey').map((h) => h.key)).toEqual(['a'])
  expect(index.size).toBe(1)
})

test('the cross-language names are what scripts/search-synonyms.ts writes from the seed’s library', () => {
  expect(fs.readFileSync(GENERATED, 'utf8')).toBe(synonymsModule())
})
