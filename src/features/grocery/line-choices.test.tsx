/**
 * The product page's choices (decision 048), in French and Arabic: what to do if the item is
 * missing (a similar one by default, a named one of the store, or a refund), and an item sold by
 * weight's estimate with the most the shopper pays.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, test } from 'vitest'
import { DEFAULT_SUBSTITUTION } from '../../api/line-choices-contract'
import type { Substitution } from '../../api/service-details-contract'
import { activateLocale, loadCatalogPart } from '../../i18n/i18n'
import { WeighedEstimate } from '../../ui/weighed-estimate'
import { chosenProduct, SubstitutionChoice, weighedOf } from './line-choices'

function Product({ onChange }: { onChange: (s: Substitution) => void }) {
  const [value, setValue] = useState<Substitution>(DEFAULT_SUBSTITUTION)
  return (
    <I18nProvider i18n={i18n}>
      <SubstitutionChoice
        value={value}
        onChange={(s) => {
          setValue(s)
          onChange(s)
        }}
        alternatives={[
          { id: 'rice-2', name: 'Riz Tastic' },
          { id: 'rice-3', name: 'Riz basmati' },
        ]}
      />
      <WeighedEstimate weighed={weighedOf(2_000, { estimateKg: 1.2, marginPercent: 10 })} quantity={2} currency="XOF" currencyExponent={0} />
    </I18nProvider>
  )
}

afterEach(cleanup)

test('in French, a similar item is the default, a named item of the store or a refund can be chosen, and a weighed item shows its estimate and its most', async () => {
  await activateLocale('fr')
  await loadCatalogPart('services', 'fr')
  const seen: Substitution[] = []
  render(<Product onChange={(s) => seen.push(s)} />)
  expect((screen.getByRole('radio', { name: 'Apporter un article similaire' }) as HTMLInputElement).checked).toBe(true)
  fireEvent.click(screen.getByRole('radio', { name: /Apporter cet article à la place/ }))
  fireEvent.change(screen.getByRole('combobox', { name: 'L’article de remplacement' }), { target: { value: 'rice-3' } })
  fireEvent.click(screen.getByRole('radio', { name: 'Pas de remplacement : remboursez-moi' }))
  expect(seen).toEqual([{ kind: 'named', listingId: 'rice-2' }, { kind: 'named', listingId: 'rice-3' }, { kind: 'refund' }])
  // Two units of about 1.2 kg at 2 000 a kg: about 2.4 kg, estimated 4 800, at most 5 280.
  expect(screen.getByText(/environ 2,4 kg · estimé à/).textContent).toMatch(/4\s?800/)
  expect(screen.getByText(/Vous payez au plus/).textContent).toMatch(/5\s?280/)
  expect(chosenProduct(2_000, { estimateKg: 1.2, marginPercent: 10 }, { kind: 'refund' })).toMatchObject({ price: 2_640, choices: { substitution: { kind: 'refund' } } })
})

test('in Arabic, the choice and the estimate are in Arabic', async () => {
  await activateLocale('ar')
  await loadCatalogPart('services', 'ar')
  render(<Product onChange={() => {}} />)
  expect(screen.getByRole('group', { name: 'إن لم يتوفر هذا المنتج في اليوم المحدد' })).toBeTruthy()
  expect((screen.getByRole('radio', { name: 'أحضِر منتجًا مشابهًا' }) as HTMLInputElement).checked).toBe(true)
  expect(screen.getByText(/حوالي .* كغ · تقديريًا/)).toBeTruthy()
})
