/**
 * The booking form's own checks, read by a French-speaking shopper (decision 046): each field that
 * is not right says why in French beside it, nothing is sent, and the total and deposit follow the
 * guests typed.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { AnyRouter } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import type { Availability } from '../../api/chef-bookings-contract'
import { startSessionActor } from '../../session/session-actor'
import { BookingForm } from './booking-form-screen'

const availability: Availability = {
  experienceId: 'amani-coast-dinner',
  experience: { name: 'Dîner de la côte', chefName: 'Amani Otieno', pricePerGuest: 500_000, currency: 'KES', currencyExponent: 2, minGuests: 2, maxGuests: 8, depositPercent: 30, country: 'KE' },
  durationMinutes: 180,
  firstDay: '2026-12-02',
  days: [
    { day: '2026-12-02', starts: ['17:00', '17:30', '18:00'] },
    { day: '2026-12-03', starts: ['19:00'] },
  ],
}

beforeAll(async () => {
  const { messages } = (await import('../../../locales/fr/messages.po')) as { messages: Record<string, string> }
  const { messages: services } = (await import('../../../locales/fr/services.po')) as { messages: Record<string, string> }
  i18n.loadAndActivate({ locale: 'fr', messages: { ...messages, ...services } })
  startSessionActor({ navigate: vi.fn(), state: { location: { pathname: '/fr/chef/book/amani-coast-dinner' } } } as unknown as AnyRouter)
})
afterEach(cleanup)

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <BookingForm availability={availability} />
    </I18nProvider>,
  )

const book = () => fireEvent.click(screen.getByRole('button', { name: 'Réserver et payer l’acompte' }))
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label)
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('-error'))
  return id ? document.getElementById(id)?.textContent : undefined
}

test('an empty request says in French what each field needs and sends nothing', () => {
  const fetch = vi.spyOn(globalThis, 'fetch')
  show()
  book()
  expect(errorOf('Jour')).toBe('Choisissez l’un des jours proposés par le chef.')
  expect(errorOf('Adresse où le chef cuisine')).toBe('Indiquez l’adresse où le chef cuisinera.')
  expect(fetch).not.toHaveBeenCalled()
  fetch.mockRestore()
})

test('guests outside the experience’s range, a day without a time and a bad number are each named in French', () => {
  show()
  fireEvent.input(screen.getByLabelText('Invités'), { target: { value: '12' } })
  fireEvent.change(screen.getByLabelText('Jour'), { target: { value: '2026-12-03' } })
  fireEvent.input(screen.getByLabelText('Adresse où le chef cuisine'), { target: { value: '14 Riverside Drive, Westlands' } })
  fireEvent.input(screen.getByLabelText('Numéro mobile money'), { target: { value: 'abc' } })
  book()
  expect(errorOf('Invités')).toBe('Cette expérience est prévue pour 2 à 8 invités.')
  expect(errorOf('Heure de début')).toBe('Choisissez une heure de début.')
  expect(errorOf('Numéro mobile money')).toBe('Indiquez le numéro mobile money avec lequel vous payez.')
  expect(errorOf('Jour')).toBeUndefined()
  expect(errorOf('Adresse où le chef cuisine')).toBeUndefined()
})

test('the total and the deposit follow the guests typed, in the market’s currency', () => {
  show()
  fireEvent.input(screen.getByLabelText('Invités'), { target: { value: '4' } })
  const figures = screen.getByText('Acompte maintenant (30 %)').closest('dl')!.textContent!.replace(/\s/g, ' ')
  expect(figures).toMatch(/20 000,00/)
  expect(figures).toMatch(/6 000,00/)
  expect(figures).toMatch(/14 000,00/)
})
