/**
 * A small catalog for the catalog API tests: two stores with locations, three farmers, seven
 * produces and four offers, with translations missing where the fallback needs testing and
 * seasons and offers set relative to the real clock.
 */
import { createApp } from '../app'
import type { Db } from '../db/client'
import { farmers, locations, offers, produces, stores } from '../db/schema/catalog'
import type { Logger } from '../lib/log'
import type { I18n } from '../seed/seed-types'
import { insertTestStores } from '../test/test-app'

export const OPERATOR_TOKEN = 'test-operator-token-0123456789'

const all = (en: string): I18n => ({ en, fr: en, es: en, pt: en, ar: en, sw: en })
/** Only some languages: the rest must fall back to English. */
const some = (t: Partial<I18n> & { en: string }) => t as I18n

const DAY = 86_400_000

/** This month (1–12) in a time zone, as the server computes `inSeason`. */
export function monthIn(timeZone: string, at = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone, month: 'numeric' }).format(at))
}

/** The catalog emptied and the small catalog inserted again: each test starts from it. */
export async function resetCatalog(db: Db) {
  await db.delete(offers)
  await db.delete(produces)
  await db.delete(farmers)
  await db.delete(locations)
  await db.delete(stores)
  await insertCatalog(db)
}

export async function insertCatalog(db: Db) {
  await insertTestStores(db)
  const jnbMonth = monthIn('Africa/Johannesburg')
  const otherMonth = (jnbMonth % 12) + 1
  await db.insert(locations).values([
    { id: 'jnb-rosebank', storeId: 'jnb', name: 'Rosebank Mall pickup', kind: 'pickup', address: '50 Bath Avenue, Rosebank', deliveryFee: 0 },
    { id: 'jnb-soweto', storeId: 'jnb', name: 'Soweto delivery zone', kind: 'zone', address: 'Orlando West, Soweto', deliveryFee: 3500 },
    { id: 'kgl-kimironko', storeId: 'kgl', name: 'Kimironko Market pickup', kind: 'pickup', address: 'KG 11 Ave, Kimironko', deliveryFee: 0 },
  ])
  await db.insert(farmers).values([
    {
      id: 'thandi',
      storeId: 'jnb',
      name: 'Thandi Mokoena',
      farmName: 'Mokoena Family Farm',
      story: some({ en: 'Three generations growing greens near Magaliesburg.', fr: 'Trois générations de maraîchers près de Magaliesburg.' }),
      photo: '/img/farms/hills.svg',
      town: 'Magaliesburg',
      country: 'ZA',
      practices: ['organic', 'regenerative'],
      deliveryDays: [2, 5],
      rating: 4.8,
      locationIds: ['jnb-rosebank', 'jnb-soweto'],
      featured: true,
    },
    {
      id: 'pieter',
      storeId: 'jnb',
      name: 'Pieter van Wyk',
      farmName: 'Karoo Sun Orchards',
      story: all('Apples and honey from the edge of the Karoo.'),
      photo: '/img/farms/orchard.svg',
      town: 'Prince Albert',
      country: 'ZA',
      practices: ['pesticide-free'],
      deliveryDays: [3],
      rating: 4.2,
      locationIds: ['jnb-rosebank'],
      featured: false,
    },
    {
      id: 'aline',
      storeId: 'kgl',
      name: 'Aline Uwase',
      farmName: 'Uwase Hill Garden',
      story: all('Beans and bananas on the hills above Kigali.'),
      photo: '/img/farms/terraces.svg',
      town: 'Kigali',
      country: 'RW',
      practices: ['organic', 'agroforestry'],
      deliveryDays: [1, 4],
      rating: 4.6,
      locationIds: ['kgl-kimironko'],
      featured: true,
    },
  ])
  const base = { minQty: 1, stepQty: 1, measureAmount: null, measurePer: null } as const
  await db.insert(produces).values([
    {
      ...base,
      id: 'spinach',
      farmerId: 'thandi',
      storeId: 'jnb',
      name: some({ en: 'Spinach', fr: 'Épinards', sw: 'Mchicha' }),
      category: 'leafy-greens',
      unit: 'bunch',
      price: 2500,
      stock: 40,
      seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      photo: '/img/produce/spinach.svg',
      description: some({ en: 'Tender leaves picked the morning of delivery.', fr: 'Feuilles tendres cueillies le matin de la livraison.' }),
    },
    {
      ...base,
      id: 'carrots',
      farmerId: 'thandi',
      storeId: 'jnb',
      name: some({ en: 'Carrots', fr: 'Carottes' }),
      category: 'vegetables',
      unit: 'kg',
      measureAmount: 1,
      measurePer: 'kg',
      price: 1800,
      stock: 0,
      seasonMonths: [jnbMonth],
      stepQty: 0.5,
      photo: '/img/produce/carrots.svg',
      description: some({ en: 'Sweet, crunchy and muddy.', fr: '' }),
    },
    {
      ...base,
      id: 'eggs',
      farmerId: 'thandi',
      storeId: 'jnb',
      name: all('Free-range eggs'),
      category: 'eggs-dairy',
      unit: 'tray30',
      price: 9500,
      stock: null,
      seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      photo: '/img/produce/eggs.svg',
      description: all('Thirty eggs from hens that roam the orchard.'),
    },
    {
      ...base,
      id: 'apples',
      farmerId: 'pieter',
      storeId: 'jnb',
      name: some({ en: 'Golden apples' }),
      category: 'fruit',
      unit: 'kg',
      measureAmount: 1,
      measurePer: 'kg',
      price: 3200,
      stock: 100,
      seasonMonths: [otherMonth],
      photo: '/img/produce/apples.svg',
      description: some({ en: 'Crisp Golden Delicious from the Karoo.' }),
    },
    {
      ...base,
      id: 'honey',
      farmerId: 'pieter',
      storeId: 'jnb',
      name: some({ en: 'Fynbos honey', fr: 'Miel de fynbos' }),
      category: 'honey-preserves',
      unit: 'jar',
      measureAmount: 0.5,
      measurePer: 'kg',
      price: 12000,
      stock: 12,
      seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      photo: '/img/produce/honey.svg',
      description: all('Raw honey from bees foraging on mountain fynbos.'),
    },
    {
      ...base,
      id: 'beans',
      farmerId: 'aline',
      storeId: 'kgl',
      name: some({ en: 'Climbing beans', fr: 'Haricots grimpants' }),
      category: 'grains-legumes',
      unit: 'kg',
      measureAmount: 1,
      measurePer: 'kg',
      price: 1500,
      stock: 300,
      seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      photo: '/img/produce/beans.svg',
      description: all('Dried red beans, sorted by hand.'),
    },
  ])
  const now = Date.now()
  await db.insert(offers).values([
    { id: 'honey-winter', produceId: 'honey', percentOff: 25, title: some({ en: 'Winter honey week', fr: 'Semaine du miel' }), startsAt: new Date(now - 2 * DAY), endsAt: new Date(now + 5 * DAY) },
    { id: 'apples-small', produceId: 'apples', percentOff: 10, title: all('Harvest welcome'), startsAt: new Date(now - DAY), endsAt: new Date(now + 3 * DAY) },
    { id: 'apples-later', produceId: 'apples', percentOff: 20, title: all('Next week'), startsAt: new Date(now + 2 * DAY), endsAt: new Date(now + 9 * DAY) },
    { id: 'spinach-ended', produceId: 'spinach', percentOff: 30, title: all('Last week'), startsAt: new Date(now - 9 * DAY), endsAt: new Date(now - DAY) },
  ])
}

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} }

/** A second app over the same database, opened to the operator token (another "process"). */
export function operatorApp(db: Db) {
  const app = createApp({ db, log: silent, bodyLimit: 102_400, staticDir: null, catalogAdminToken: OPERATOR_TOKEN, auth: { mailWorker: { sends: false } } })
  return {
    app,
    patch: (id: string, body: unknown, token = OPERATOR_TOKEN) =>
      app.request(`/api/farm/produces/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }),
  }
}

export interface ListBody<T> {
  data: T[]
  errors: null
  notification: null
  meta: { page: number; perPage: number; total: number; cursor?: string }
}
