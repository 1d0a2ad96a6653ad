import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test, expect } from 'vitest'
import { buildFarmSeed, generateLargeCatalog } from './farm-seed'
import { kindsOf } from './farm-kinds'
import { PRODUCE_TYPES } from './produce-library'
import { addDays, offeredDays } from '../../src/api/arrival-contract'
import { CATEGORIES, LANGS, PRACTICES, UNITS, type FarmSeed, type I18n } from './seed-types'
import { expectedVariants, PRODUCE_VARIANTS } from './produce-variants'

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url))
const NOW = new Date('2025-03-14T09:30:00Z')
const seed = buildFarmSeed(NOW)
const OTHER_LANGS = LANGS.filter((l) => l !== 'en')

function expectI18n(text: I18n, label: string, mustBeTranslated: boolean): void {
  expect(Object.keys(text).sort(), label).toEqual([...LANGS].sort())
  for (const lang of LANGS) {
    expect(typeof text[lang], `${label} [${lang}]`).toBe('string')
    expect(text[lang].trim().length, `${label} [${lang}] is empty`).toBeGreaterThan(0)
    expect(text[lang], `${label} [${lang}] has an unfilled slot`).not.toMatch(/[{}]/)
  }
  if (mustBeTranslated) {
    for (const lang of OTHER_LANGS) expect(text[lang], `${label} [${lang}] is a copy of the English`).not.toBe(text.en)
  }
}

function expectUnique(ids: string[], label: string): void {
  const seen = new Set<string>()
  const dupes = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)))
  expect(dupes, `duplicate ${label} ids`).toEqual([])
}

test('has the expected counts', () => {
  expect(seed.stores.map((s) => s.id)).toEqual(['jnb', 'nbo', 'los', 'acc', 'kgl', 'cmn'])
  expect(seed.farmers).toHaveLength(60)
  expect(seed.produces).toHaveLength(600)
  expect(seed.offers).toHaveLength(20)
  for (const store of seed.stores) {
    expect(
      seed.farmers.filter((f) => f.storeId === store.id),
      store.id,
    ).toHaveLength(10)
    expect(store.locations.length, store.id).toBeGreaterThanOrEqual(4)
    expect(store.locations.length, store.id).toBeLessThanOrEqual(6)
    const featured = seed.farmers.filter((f) => f.storeId === store.id && f.featured).length
    expect(featured, `${store.id} featured farmers`).toBeGreaterThanOrEqual(2)
    expect(featured, `${store.id} featured farmers`).toBeLessThanOrEqual(3)
  }
  for (const farmer of seed.farmers)
    expect(
      seed.produces.filter((p) => p.farmerId === farmer.id),
      farmer.id,
    ).toHaveLength(10)
})

test('stores have the right currencies, time zones and locations', () => {
  const currencies = Object.fromEntries(seed.stores.map((s) => [s.id, [s.currency, s.currencyExponent, s.country]]))
  expect(currencies).toEqual({
    jnb: ['ZAR', 2, 'ZA'],
    nbo: ['KES', 2, 'KE'],
    los: ['NGN', 2, 'NG'],
    acc: ['GHS', 2, 'GH'],
    kgl: ['RWF', 0, 'RW'],
    cmn: ['MAD', 2, 'MA'],
  })
  for (const store of seed.stores) {
    expect(() => new Intl.DateTimeFormat('en', { timeZone: store.timeZone })).not.toThrow()
    expectI18n(store.name, `store ${store.id} name`, false)
    expect(
      store.locations.some((l) => l.kind === 'pickup'),
      store.id,
    ).toBe(true)
    expect(
      store.locations.some((l) => l.kind === 'zone'),
      store.id,
    ).toBe(true)
    for (const loc of store.locations) {
      expect(loc.id.startsWith(`${store.id}-`), loc.id).toBe(true)
      expect(loc.name.length && loc.address.length, loc.id).toBeTruthy()
      expect(Number.isInteger(loc.deliveryFee), loc.id).toBe(true)
      if (loc.kind === 'pickup') expect(loc.deliveryFee, loc.id).toBe(0)
      else expect(loc.deliveryFee, loc.id).toBeGreaterThan(0)
    }
  }
})

test('ids are unique', () => {
  expectUnique(
    seed.stores.map((s) => s.id),
    'store',
  )
  expectUnique(
    seed.stores.flatMap((s) => s.locations.map((l) => l.id)),
    'location',
  )
  expectUnique(
    seed.farmers.map((f) => f.id),
    'farmer',
  )
  expectUnique(
    seed.produces.map((p) => p.id),
    'produce',
  )
  expectUnique(
    seed.offers.map((o) => o.id),
    'offer',
  )
  expectUnique(
    seed.offers.map((o) => o.produceId),
    'offer produce',
  )
})

test('references point at existing records', () => {
  const stores = new Map(seed.stores.map((s) => [s.id, s]))
  const farmers = new Set(seed.farmers.map((f) => f.id))
  const produces = new Set(seed.produces.map((p) => p.id))
  for (const farmer of seed.farmers) {
    const store = stores.get(farmer.storeId)
    expect(store, `${farmer.id} store`).toBeDefined()
    expect(farmer.locationIds.length, `${farmer.id} serves no location`).toBeGreaterThan(0)
    const own = new Set(store?.locations.map((l) => l.id))
    for (const id of farmer.locationIds) expect(own.has(id), `${farmer.id} → ${id}`).toBe(true)
    expect(farmer.country).toBe(store?.country)
  }
  for (const produce of seed.produces) expect(farmers.has(produce.farmerId), produce.id).toBe(true)
  for (const offer of seed.offers) expect(produces.has(offer.produceId), offer.id).toBe(true)
})

test('every text is present in six languages and actually translated', () => {
  for (const farmer of seed.farmers) {
    expectI18n(farmer.story, `story of ${farmer.id}`, true)
    expect(farmer.story.en).toContain(farmer.farmName)
    expect(farmer.story.en.split(/(?<=[.!?])\s+/).length, `${farmer.id} story length`).toBeGreaterThanOrEqual(2)
  }
  for (const produce of seed.produces) {
    expectI18n(produce.name, `name of ${produce.id}`, true)
    expectI18n(produce.description, `description of ${produce.id}`, true)
  }
  for (const offer of seed.offers) expectI18n(offer.title, `title of ${offer.id}`, true)
})

test('content reads like a real storefront', () => {
  const all = JSON.stringify(seed)
  expect(all.match(/.{0,40}(\blorem\b|\bipsum\b|\b(farmer|produce|product|farm) \d+\b).{0,40}/gi)).toBeNull()
  expect(all.match(/.{0,40}\b(undefined|NaN|TODO|FIXME)\b.{0,40}/g)).toBeNull()
  for (const farmer of seed.farmers) {
    expect(farmer.name).toMatch(/^\p{Lu}[\p{L}'’-]+( \p{L}[\p{L}'’-]*)+$/u)
    expect(farmer.farmName.length).toBeGreaterThan(3)
    expect(farmer.rating).toBeGreaterThanOrEqual(3.8)
    expect(farmer.rating).toBeLessThanOrEqual(5)
    expect(Math.round(farmer.rating * 10) / 10).toBe(farmer.rating)
    expect(farmer.practices.length).toBeGreaterThan(0)
    for (const practice of farmer.practices) expect(PRACTICES).toContain(practice)
    expect(farmer.deliveryDays.length).toBeGreaterThan(0)
    for (const day of farmer.deliveryDays) expect(day >= 0 && day <= 6 && Number.isInteger(day)).toBe(true)
  }
  // A farmer lists ten different products.
  for (const farmer of seed.farmers) {
    const names = seed.produces.filter((p) => p.farmerId === farmer.id).map((p) => p.name.en)
    expect(new Set(names).size, farmer.id).toBe(10)
  }
})

test('produces have sensible units, prices, stock and seasons', () => {
  for (const p of seed.produces) {
    expect(Number.isInteger(p.price) && p.price > 0, `${p.id} price ${p.price}`).toBe(true)
    expect(CATEGORIES).toContain(p.category)
    expect(UNITS).toContain(p.unit)
    expect(p.minQty).toBeGreaterThan(0)
    expect(p.stepQty).toBeGreaterThan(0)
    expect(p.seasonMonths.length).toBeGreaterThan(0)
    for (const m of p.seasonMonths) expect(m >= 1 && m <= 12).toBe(true)
    if (p.stock !== null) expect(Number.isInteger(p.stock) && p.stock >= 1 && p.stock <= 200, `${p.id} stock`).toBe(true)
    if (p.measure) expect(p.measure.amount).toBeGreaterThan(0)
  }
  expect(seed.produces.some((p) => p.stock === null)).toBe(true)
  expect(seed.produces.some((p) => p.stock !== null && p.stock <= 5)).toBe(true)
  expect(seed.produces.filter((p) => p.stock !== null && p.stock >= 10).length).toBeGreaterThan(400)

  const byKey = (suffix: string) => seed.produces.filter((p) => p.id.endsWith(`-${suffix}`))
  for (const p of byKey('eggs')) expect(p.unit).toBe('tray30')
  for (const p of byKey('milk')) expect([p.unit, p.measure]).toEqual(['litre', { amount: 1, per: 'l' }])
  for (const p of byKey('spinach')) expect(p.unit).toBe('bunch')
  for (const p of byKey('tomato')) expect([p.unit, p.stepQty, p.measure]).toEqual(['kg', 0.5, { amount: 1, per: 'kg' }])
  for (const p of byKey('honey')) expect([p.unit, p.measure]).toEqual(['jar', { amount: 0.5, per: 'kg' }])

  // Prices follow the exchange rates: a kilo of tomatoes costs a few dollars everywhere.
  const usdPerUnit: Record<string, number> = { ZAR: 18, KES: 129, NGN: 1550, GHS: 15, RWF: 1400, MAD: 9.9 }
  for (const store of seed.stores) {
    const farmers = new Set(seed.farmers.filter((f) => f.storeId === store.id).map((f) => f.id))
    for (const p of byKey('tomato').filter((t) => farmers.has(t.farmerId))) {
      const usd = p.price / 10 ** store.currencyExponent / (usdPerUnit[store.currency] ?? Number.NaN)
      expect(usd, `${p.id} costs ${p.price} ${store.currency}`).toBeGreaterThan(0.8)
      expect(usd).toBeLessThan(3)
    }
  }
})

test('offers are mostly running now, a couple upcoming, 5–40 % off', () => {
  const now = NOW.getTime()
  const day = 86_400_000
  let current = 0
  let upcoming = 0
  for (const o of seed.offers) {
    expect(o.percentOff).toBeGreaterThanOrEqual(5)
    expect(o.percentOff).toBeLessThanOrEqual(40)
    const starts = Date.parse(o.startsAt)
    const ends = Date.parse(o.endsAt)
    expect(new Date(starts).toISOString()).toBe(o.startsAt)
    expect(ends).toBeGreaterThan(starts)
    if (starts <= now) {
      current++
      expect(ends - now).toBeGreaterThanOrEqual(2 * day)
      expect(ends - now).toBeLessThanOrEqual(31 * day)
    } else {
      upcoming++
      expect(starts - now).toBeLessThanOrEqual(35 * day)
    }
  }
  expect(current).toBeGreaterThanOrEqual(15)
  expect(upcoming).toBeGreaterThanOrEqual(1)
  expect(upcoming).toBeLessThanOrEqual(3)
})

test('every photo exists under public/', () => {
  const photos = new Set([...seed.farmers.map((f) => f.photo), ...seed.produces.map((p) => p.photo)])
  for (const photo of photos) {
    expect(photo.startsWith('/img/'), photo).toBe(true)
    expect(existsSync(join(PUBLIC_DIR, photo)), `${photo} is missing`).toBe(true)
  }
})

test('illustrations are small, self-contained SVGs', () => {
  const dirs = ['img/produce', 'img/farms'].map((d) => join(PUBLIC_DIR, d))
  const files = dirs.flatMap((d) => readdirSync(d).map((f) => join(d, f)))
  expect(readdirSync(dirs[0] ?? '').length).toBeGreaterThanOrEqual(25)
  const farmCount = readdirSync(dirs[1] ?? '').length
  expect(farmCount >= 6 && farmCount <= 8).toBe(true)
  for (const file of files) {
    expect(file.endsWith('.svg'), file).toBe(true)
    expect(statSync(file).size, file).toBeLessThanOrEqual(8 * 1024)
    const text = readFileSync(file, 'utf8')
    expect(text, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">/)
    expect(text, file).not.toMatch(/<script|<text|<image|<foreignObject|href=|url\(|@import|on\w+=/i)
    expect(text.replace('http://www.w3.org/2000/svg', ''), file).not.toMatch(/https?:/)
  }
})

test('buildFarmSeed is deterministic, and only offer dates follow `now`', () => {
  expect(buildFarmSeed(NOW)).toEqual(seed)
  expect(buildFarmSeed(new Date(NOW))).toEqual(buildFarmSeed(NOW))
  const later: FarmSeed = buildFarmSeed(new Date('2025-09-02T18:00:00Z'))
  expect(later.stores).toEqual(seed.stores)
  expect(later.farmers).toEqual(seed.farmers)
  expect(later.produces).toEqual(seed.produces)
  expect(later.offers.map((o) => o.startsAt)).not.toEqual(seed.offers.map((o) => o.startsAt))
})

test('generateLargeCatalog(50 000) is quick and consistent', () => {
  const started = performance.now()
  const big = generateLargeCatalog(50_000, NOW)
  const elapsed = performance.now() - started
  expect(elapsed).toBeLessThan(2000)
  expect(big.produces).toHaveLength(50_000)
  expect(new Set(big.produces.map((p) => p.id)).size).toBe(50_000)
  expect(big.stores).toEqual(seed.stores)
  expect(big.farmers).toEqual(seed.farmers)
  expect(big.produces.slice(0, 600)).toEqual(seed.produces)
  const farmers = new Set(big.farmers.map((f) => f.id))
  const ids = new Set(big.produces.map((p) => p.id))
  for (const p of big.produces) {
    if (!farmers.has(p.farmerId) || !Number.isInteger(p.price) || p.price <= 0) throw new Error(`bad produce ${p.id}`)
  }
  for (const o of big.offers) expect(ids.has(o.produceId)).toBe(true)
  expect(generateLargeCatalog(100, NOW).produces).toHaveLength(100)
  expect(generateLargeCatalog(1_000, NOW)).toEqual(generateLargeCatalog(1_000, NOW))
})

test('every market is a hub with its own days, a minimum below its free delivery, and farmers on different days, any two of whom share a market day (decision 017)', () => {
  for (const store of seed.stores) {
    expect(store.market.days.length, store.id).toBeGreaterThan(0)
    expect(store.market.days.every((d) => d >= 0 && d <= 6)).toBe(true)
    expect(store.market.minOrderTotal, store.id).toBeGreaterThan(0)
    expect(store.market.freeDeliveryFrom!, store.id).toBeGreaterThan(store.market.minOrderTotal)
    const farmers = seed.farmers.filter((f) => f.storeId === store.id)
    expect(new Set(farmers.map((f) => f.deliveryDays.join(','))).size, store.id).toBeGreaterThan(2)
    // Any two farmers of the market, on any day of the week: their basket has a market day to go out on.
    for (let start = 0; start < 7; start++) {
      const today = addDays('2026-11-29', start)
      for (const a of farmers) for (const b of farmers) expect(offeredDays(today, [a.deliveryDays, b.deliveryDays], store.market.days).length, `${store.id} ${a.id} ${b.id}`).toBeGreaterThan(0)
    }
  }
  expect(new Set(seed.stores.map((s) => s.market.days.join(','))).size).toBeGreaterThan(2)
})

test('each farm sells what its name says it grows: a bee farm honey and no avocados, a dairy milk and no honey', () => {
  const kindsByFarm = seed.farmers.map((f) => ({ farmer: f, kinds: kindsOf(f.farmName) }))
  // The table is used: the catalogue has farms of most kinds, among others that may sell anything.
  expect(new Set(kindsByFarm.flatMap((x) => x.kinds)).size).toBeGreaterThanOrEqual(6)
  const wrong: string[] = []
  for (const { farmer, kinds } of kindsByFarm) {
    if (!kinds.length) continue
    const sold = seed.produces.filter((p) => p.farmerId === farmer.id)
    const allowed = new Set(kinds.flatMap((k) => k.categories))
    for (const p of sold) if (!allowed.has(p.category)) wrong.push(`${farmer.farmName} sells ${p.name.en} (${p.category})`)
    for (const k of kinds) {
      if (k.signature && !sold.some((p) => p.id === `${farmer.id}-${k.signature}`)) wrong.push(`${farmer.farmName} does not sell ${k.signature}`)
    }
    const photos = kinds.flatMap((k) => k.photos ?? [])
    if (photos.length && !photos.some((photo) => farmer.photo.endsWith(`/${photo}.svg`))) wrong.push(`${farmer.farmName} is pictured as ${farmer.photo}`)
  }
  expect(wrong).toEqual([])
})

test('each produce kind has a picture of its own: no two kinds share a drawing', () => {
  const byPicture = new Map<string, string[]>()
  for (const type of PRODUCE_TYPES) byPicture.set(type.img, [...(byPicture.get(type.img) ?? []), type.key])
  expect([...byPicture.values()].filter((keys) => keys.length > 1)).toEqual([])
})

test('every picture the storefront serves is at most 20 KB', () => {
  const pictures = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pictures(join(dir, e.name)) : /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i.test(e.name) ? [join(dir, e.name)] : []))
  const files = pictures(PUBLIC_DIR)
  expect(files.length).toBeGreaterThan(60)
  expect(files.filter((file) => statSync(file).size > 20_000).map((file) => `${file}: ${statSync(file).size} B`)).toEqual([])
})

test('farms of one market selling the same kind show it framed differently: no two cards side by side with one drawing', () => {
  const storeOf = new Map(seed.farmers.map((f) => [f.id, f.storeId]))
  const photosBy = new Map<string, string[]>()
  for (const p of seed.produces) {
    const key = `${storeOf.get(p.farmerId)}:${p.photo.replace(/--\w+\.svg$/, '.svg')}`
    photosBy.set(key, [...(photosBy.get(key) ?? []), p.photo])
  }
  const shared = [...photosBy.values()].filter((photos) => photos.length > 1)
  expect(shared.length).toBeGreaterThan(10)
  // Up to four sellers of a kind in a market: four framings, all different.
  for (const photos of shared) expect(new Set(photos).size, photos.join(' ')).toBe(Math.min(photos.length, PRODUCE_VARIANTS.length + 1))
})

test('the drawings’ variants on disk are the ones their drawings make (npx tsx scripts/produce-variants.ts)', () => {
  const expected = expectedVariants()
  expect(expected.size).toBeGreaterThanOrEqual(PRODUCE_TYPES.length * PRODUCE_VARIANTS.length)
  for (const [file, text] of expected) expect(existsSync(file) && readFileSync(file, 'utf8') === text, file).toBe(true)
})
