/**
 * A provider's page names its cuisines or specialties in the shopper's language (decision 049): the
 * device holds the vocabulary's keys, the services catalog their words, and the list is joined the
 * language's way; a key from before the vocabulary (free text) is shown as it was written.
 */
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { Locale } from '../../config'
import { db, type FarmerRow } from '../../db/db'
import { activateLocale, loadCatalogPart } from '../../i18n/i18n'
import { jnbFarmer, renderRoutes } from '../../test/screens'
import type { OtherService } from './descriptors'
import { ProviderScreen } from './provider-screen'

beforeEach(async () => {
  await Promise.all([db.farmers.clear(), db.produces.clear()])
})
afterEach(async () => {
  cleanup()
  await activateLocale('en')
})

/** The provider's page in `lang`, from this device's database alone; answers the text of the fact named `label`. */
async function factOf(lang: Locale, service: OtherService, details: Record<string, unknown>, label: string) {
  await activateLocale(lang)
  await loadCatalogPart('services', lang)
  await db.farmers.put({ ...jnbFarmer('nomvula', 'Nomvula’s Kitchen', []), service, details, lang } as FarmerRow)
  renderRoutes('/provider/nomvula', { '/provider/$id': () => <ProviderScreen service={service} id="nomvula" /> })
  await screen.findByRole('heading', { level: 1, name: 'Nomvula’s Kitchen' })
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label)
  expect(term, `a fact named ${label}`).toBeDefined()
  return term!.nextElementSibling!.textContent
}

const KITCHEN = { kind: 'home', openingHours: [{ day: 2, open: '11:00', close: '19:00' }], prepMinutes: 50 }

test("a kitchen's cuisines in French: the French words, joined with « et »", async () => {
  expect(await factOf('fr', 'food', { ...KITCHEN, cuisines: ['south-african', 'braai', 'small-chops'] }, 'Cuisines')).toBe('Sud-africaine, Barbecue braai et Bouchées de fête (small chops)')
})

test("a chef's cuisines in Arabic, joined with و, without a Latin comma", async () => {
  const text = await factOf('ar', 'chef', { cuisines: ['moroccan', 'seafood'], availability: [], answerWithinHours: 24, noticeDays: 2 }, 'المطابخ')
  expect(text).toBe('مغربي ومأكولات بحرية')
})

test("a creator's specialties in Swahili; a key the vocabulary does not know is shown as written, not a crash", async () => {
  expect(await factOf('sw', 'cookbook', { specialties: ['kenyan', 'Kikuyu home cooking'] }, 'Utaalamu')).toBe('Kikenya na Kikuyu home cooking')
})
