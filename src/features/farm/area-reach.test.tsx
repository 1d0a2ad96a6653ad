/**
 * The chosen delivery area on the catalog's cards (decision 029), from the device's rows alone: a
 * farm coming to the market says from which day it reaches the area; a farm with no drop-off day
 * says it does not, and why; with no area chosen, the cards say nothing of it.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { db } from '../../db/db'
import { chooseStore } from '../../db/store-choice'
import { jnbFarmer, jnbMarket } from '../../test/screens'
import { AreaNotice, AreaReachNote, AreaReachProvider } from './area-reach'

const soweto = { id: 'jnb-soweto-zone', storeId: 'jnb', name: 'Soweto', kind: 'zone' as const, address: 'Orlando West, Soweto', deliveryFee: 5500 }
const farmer = (id: string, deliveryDays: number[]) => jnbFarmer(id, id, deliveryDays)

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
afterEach(cleanup)
beforeEach(async () => {
  await Promise.all([db.stores.clear(), db.farmers.clear(), db.produces.clear()])
  await db.stores.put(jnbMarket([soweto]))
  await db.farmers.bulkPut([farmer('coming', [3, 6]), farmer('resting', [])])
})

const renderCards = () =>
  render(
    <I18nProvider i18n={i18n}>
      <AreaReachProvider storeId="jnb" locale="en">
        <AreaNotice locale="en" />
        <ul>
          <li>
            <AreaReachNote farmerId="coming" locale="en" />
          </li>
          <li>
            <AreaReachNote farmerId="resting" locale="en" />
          </li>
        </ul>
      </AreaReachProvider>
    </I18nProvider>,
  )

test('with Soweto chosen, a farm coming to the market reaches it from a day, and one with no drop-off day says why it does not', async () => {
  chooseStore({ storeId: 'jnb', locationId: soweto.id })
  renderCards()
  expect(await screen.findByText(/^Reaches Soweto from \w+day/)).toBeTruthy()
  expect(screen.getByText('Doesn’t reach Soweto at the moment: this farm is not bringing produce to the market.'.replace('’', "'"))).toBeTruthy()
  expect(screen.getByRole('status').textContent).toMatch(
    /^Delivering to Soweto: the market brings produce there on Tuesday, Thursday, and Saturday .* Delivery ZAR\s?55\.00, free from ZAR\s?400\.00\./,
  )
})

test('with no area chosen, the cards and the lists say nothing about areas', async () => {
  chooseStore({ storeId: 'jnb' })
  renderCards()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(screen.queryByText(/Soweto/)).toBeNull()
})
