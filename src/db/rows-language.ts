/**
 * Which language's rows a screen reads. The catalog (produces, farmers, offers) and the markets are
 * stored per language, as the API gave them; a language never opened online has none on the
 * device. Offline in such a language, the screens read the rows of a language the device holds
 * (English first, then the others in LOCALES' order) rather than showing an empty shop, and
 * `CatalogNotice` says so; once the language's own rows arrive (its pull, back online), every live
 * query reading through here shows them (decision 018).
 *
 * The page's own language costs nothing extra: a query asks its language first and only looks
 * elsewhere when that gives nothing and the device holds none of that language's rows.
 */
import Dexie, { type Table } from 'dexie'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../config'
import type { Service } from '../api/services-contract'
import { db, type StoreRow } from './db'

/** The languages read instead of `locale`, in order: English, then the others. */
export const standInLanguages = (locale: Locale): Locale[] => [DEFAULT_LOCALE, ...LOCALES].filter((l, i, all) => l !== locale && all.indexOf(l) === i)

const holdsCatalog = async (lang: Locale, storeId: string, service: Service) =>
  (await db.produces.where('[lang+service+storeId+name]').between([lang, service, storeId, Dexie.minKey], [lang, service, storeId, Dexie.maxKey]).limit(1).primaryKeys()).length > 0

const holdsStores = async (lang: Locale) => (await db.stores.where('[lang+id]').between([lang, Dexie.minKey], [lang, Dexie.maxKey]).limit(1).primaryKeys()).length > 0

/**
 * The page's language if the device holds rows of it, else the first stand-in it holds. The
 * probes are one read transaction (not one each: on a first visit, before any row has arrived,
 * every live query of a screen asked all six languages, each in its own transaction, after each
 * write of the first pull: decision 027).
 */
async function firstHeld(locale: Locale, table: Table, holds: (lang: Locale) => Promise<boolean>): Promise<Locale> {
  const order = [locale, ...standInLanguages(locale)]
  const answers = await db.transaction('r', table, () => Promise.all(order.map(holds)))
  return order[answers.indexOf(true)] ?? locale
}

/** The language of the market's catalog rows (of a service: the farm's unless said) to read for a page in `locale`. */
export const catalogLanguage = (locale: Locale, storeId: string, service: Service = 'farm'): Promise<Locale> => firstHeld(locale, db.produces, (lang) => holdsCatalog(lang, storeId, service))

/** The language of the market rows (names, zones) to read for a page in `locale`. */
export const storesLanguage = (locale: Locale): Promise<Locale> => firstHeld(locale, db.stores, holdsStores)

/**
 * Runs `read` in the page's language; when it finds nothing there and the device holds none of
 * that language's rows (`language` says which to read instead), runs it again in that one.
 */
export async function readInHeldLanguage<T>(locale: Locale, language: (locale: Locale) => Promise<Locale>, read: (lang: Locale) => Promise<T>, found: (value: T) => boolean): Promise<T> {
  const own = await read(locale)
  if (found(own)) return own
  const held = await language(locale)
  return held === locale ? own : read(held)
}

/** `found` tests for readInHeldLanguage: a list with rows, a row. */
export const someRows = <T>(rows: readonly T[]) => rows.length > 0
export const aRow = <T>(row: T | null | undefined) => row !== null && row !== undefined

/** The markets, in the page's language or (offline, never opened in it) one the device holds. */
export const readStores = (locale: Locale): Promise<StoreRow[]> =>
  readInHeldLanguage(locale, storesLanguage, (lang) => db.stores.where('[lang+id]').between([lang, Dexie.minKey], [lang, Dexie.maxKey]).toArray(), someRows)

export const readStore = (locale: Locale, storeId: string): Promise<StoreRow | null> => readInHeldLanguage(locale, storesLanguage, async (lang) => (await db.stores.get([lang, storeId])) ?? null, aRow)
