/**
 * The meal page's choices (decision 048), in French and Arabic: each group says how many to choose
 * in the shopper's language (Arabic's plural forms), the price follows the options, an incomplete
 * group says why, and what it hands to the basket is what the server accepts.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, test } from 'vitest'
import { lineKeyOf } from '../../api/line-choices-contract'
import { activateLocale, loadCatalogPart } from '../../i18n/i18n'
import { chosenMeal, MealChoices, type MealOptionGroup } from './meal-choices'

const GROUPS: MealOptionGroup[] = [
  {
    id: 'side',
    name: 'Accompagnement',
    min: 1,
    max: 2,
    options: [
      { id: 'plantain', name: 'Alloco', price: 50_000 },
      { id: 'salad', name: 'Salade', price: 0 },
      { id: 'moimoi', name: 'Moi moi', price: 80_000 },
    ],
  },
  { id: 'spice', name: 'Piment', min: 0, max: 1, options: [{ id: 'hot', name: 'Fort', price: 0 }] },
]

function Meal({ onChosen }: { onChosen: (v: ReturnType<typeof chosenMeal>) => void }) {
  const [value, setValue] = useState<Record<string, string[]>>({})
  const [tried, setTried] = useState(false)
  return (
    <I18nProvider i18n={i18n}>
      <MealChoices groups={GROUPS} basePrice={600_000} currency="XOF" currencyExponent={2} value={value} onChange={setValue} showErrors={tried} />
      <button
        type="button"
        onClick={() => {
          setTried(true)
          onChosen(chosenMeal(GROUPS, 600_000, value))
        }}
      >
        add
      </button>
    </I18nProvider>
  )
}

afterEach(cleanup)

test('in French, each group says how many to choose, the price adds the options, and an incomplete group says why', async () => {
  await activateLocale('fr')
  await loadCatalogPart('services', 'fr')
  let chosen: ReturnType<typeof chosenMeal> = null
  render(<Meal onChosen={(v) => (chosen = v)} />)
  expect(screen.getByRole('group', { name: /Accompagnement/ }).textContent).toContain('Choisissez de 1 à 2')
  expect(screen.getByRole('group', { name: /Piment/ }).textContent).toContain('Facultatif : jusqu’à 1 choix')
  fireEvent.click(screen.getByRole('button', { name: 'add' }))
  expect(chosen).toBeNull()
  expect(screen.getByText('Choisissez au moins 1 option')).toBeTruthy()
  fireEvent.click(screen.getByRole('checkbox', { name: /Alloco/ }))
  fireEvent.click(screen.getByRole('checkbox', { name: /Salade/ }))
  // Two sides chosen: the third cannot be.
  expect((screen.getByRole('checkbox', { name: /Moi moi/ }) as HTMLInputElement).disabled).toBe(true)
  expect(screen.getByText(/Prix avec vos choix/).textContent).toMatch(/6\s?500/)
  fireEvent.click(screen.getByRole('button', { name: 'add' }))
  expect(chosen).toMatchObject({ choices: { options: { side: ['plantain', 'salad'] } }, price: 650_000 })
  expect(lineKeyOf('jollof', chosen!.choices.options)).toBe('jollof~side:plantain+salad')
})

test('in Arabic, the groups use Arabic plural forms and the spice group is a single choice', async () => {
  await activateLocale('ar')
  await loadCatalogPart('services', 'ar')
  render(<Meal onChosen={() => {}} />)
  expect(screen.getByRole('group', { name: /Piment/ }).textContent).toContain('اختياري: اختيار واحد كحد أقصى')
  fireEvent.click(screen.getByRole('button', { name: 'add' }))
  expect(screen.getByText('اختر خيارًا واحدًا على الأقل')).toBeTruthy()
  expect((screen.getByRole('radio', { name: /Fort/ }) as HTMLInputElement).checked).toBe(false)
  fireEvent.click(screen.getByRole('radio', { name: /Fort/ }))
  expect((screen.getByRole('radio', { name: /Fort/ }) as HTMLInputElement).checked).toBe(true)
  expect(screen.getByText(/السعر مع اختياراتك/)).toBeTruthy()
})
