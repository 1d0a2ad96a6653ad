/** A basket line says what it chose (decision 048): a meal's options with their prices, a grocery line's substitution, a weighed item's estimate. In French. */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { activateLocale } from '../../i18n/i18n'
import { formatPrice } from '../../i18n/format'
import { cartLine } from '../../test/screens'
import { LineChoicesSummary } from './line-choices-summary'

afterEach(cleanup)
const money = (minor: number) => formatPrice(minor, 'XOF', 0, 'fr')

test('a meal line lists its options and what they add; a weighed grocery line says about how much it weighs, estimated, and what to do if it is missing', async () => {
  await activateLocale('fr')
  const meal = cartLine({
    vertical: 'food',
    produceId: 'jollof',
    lineKey: 'jollof~side:plantain;spice:hot',
    options: [
      { groupId: 'side', optionId: 'plantain', name: 'Alloco', price: 500 },
      { groupId: 'spice', optionId: 'hot', name: 'Fort', price: 0 },
    ],
  })
  const tomatoes = cartLine({
    vertical: 'grocery',
    produceId: 'tomatoes',
    quantity: 2,
    currency: 'XOF',
    currencyExponent: 0,
    substitution: { kind: 'refund' },
    weighed: { estimateKg: 1.2, marginPercent: 10, pricePerKg: 2000, estimate: 2400 },
  })
  render(
    <I18nProvider i18n={i18n}>
      <LineChoicesSummary line={meal} money={money} />
      <LineChoicesSummary line={tomatoes} money={money} />
    </I18nProvider>,
  )
  expect(screen.getByText(/Alloco/).textContent).toMatch(/^Alloco \(\+500\s?F\s?CFA\) · Fort$/)
  expect(screen.getByText(/environ 2,4 kg · estimé à/).textContent).toMatch(/4\s?800/)
  expect(screen.getByText('S’il manque : remboursement')).toBeTruthy()
})
