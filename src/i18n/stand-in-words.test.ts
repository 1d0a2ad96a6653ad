import { expect, test, vi } from 'vitest'
import { isStandingIn, onWordsArrived, retryStandIns, standIn, standInWords, wordsArrived } from './stand-in-words'

test('a stand-in shows until a retry brings its words; listeners hear of the arrival once', async () => {
  const changed = vi.fn()
  const arrived = vi.fn()
  const offChange = standInWords.subscribe(changed)
  const offArrived = onWordsArrived(arrived)
  let isReachable = false
  const retry = vi.fn(async () => {
    if (!isReachable) throw new TypeError('Failed to fetch')
  })
  const before = standInWords.version()
  standIn('catalog:messages:pt', 'pt', retry)
  standIn('catalog:messages:pt', 'pt', retry)
  expect(isStandingIn('pt')).toBe(true)
  expect(isStandingIn('fr')).toBe(false)
  expect(changed).toHaveBeenCalledTimes(1)
  expect(standInWords.version()).not.toBe(before)

  // Back online, but the words still cannot be had: the stand-in stays.
  await retryStandIns()
  expect(retry).toHaveBeenCalledTimes(1)
  expect(isStandingIn('pt')).toBe(true)
  expect(arrived).not.toHaveBeenCalled()

  isReachable = true
  await retryStandIns()
  expect(arrived).toHaveBeenCalledTimes(1)
  expect(isStandingIn('pt')).toBe(false)
  expect(changed).toHaveBeenCalledTimes(2)
  // Nothing left to retry: nobody is told twice.
  await retryStandIns()
  expect(retry).toHaveBeenCalledTimes(2)
  expect(arrived).toHaveBeenCalledTimes(1)
  offChange()
  offArrived()
})

test('words loaded by other means end the stand-in without a retry', async () => {
  const retry = vi.fn(async () => {})
  standIn('pages:sw', 'sw', retry)
  expect(isStandingIn('sw')).toBe(true)
  wordsArrived('pages:sw')
  expect(isStandingIn('sw')).toBe(false)
  await retryStandIns()
  expect(retry).not.toHaveBeenCalled()
})
