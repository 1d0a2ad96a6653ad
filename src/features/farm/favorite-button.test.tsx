import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { db } from '../../db/db'
import { FavoriteButton } from './favorite-button'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

afterEach(cleanup)

beforeEach(async () => {
  await Promise.all([db.favorites.clear(), db.outbox.clear()])
})

const renderHeart = (variant?: 'card' | 'detail') =>
  render(
    <I18nProvider i18n={i18n}>
      <FavoriteButton kind="produce" targetId="p-tomatoes" name="Tomatoes" variant={variant} />
    </I18nProvider>,
  )

test('the heart is a toggle button that saves a favorite and then offers to remove it', async () => {
  renderHeart()
  const heart = await screen.findByRole('button', { name: 'Save to favorites', pressed: false })

  await userEvent.click(heart)

  expect(await screen.findByRole('button', { name: 'Remove from favorites', pressed: true })).toBe(heart)
  expect(await db.favorites.get(['produce', 'p-tomatoes'])).toMatchObject({ name: 'Tomatoes' })
})

test('signed out and offline, a heart is kept on this device with its change waiting to be sent', async () => {
  renderHeart('detail')

  await userEvent.click(await screen.findByRole('button', { name: 'Save to favorites' }))
  await screen.findByRole('button', { name: 'Remove from favorites', pressed: true })
  await userEvent.click(screen.getByRole('button', { name: 'Remove from favorites' }))
  await screen.findByRole('button', { name: 'Save to favorites', pressed: false })

  expect(await db.favorites.count()).toBe(0)
  expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.kind, e.status])).toEqual([
    ['favorite-put', 'pending'],
    ['favorite-delete', 'pending'],
  ])
})
