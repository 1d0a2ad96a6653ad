import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { afterStartUp, resetStartUp } from '../lib/start-up'
import { usePageData } from './use-page-data'

beforeEach(() => resetStartUp())
afterEach(() => cleanup())

test("a screen's first pull is part of the start-up: what waits for its end (the service worker's install) waits for the pull", async () => {
  let finishPull!: () => void
  const pull = vi.fn(() => new Promise<void>((resolve) => (finishPull = resolve)))
  const ended = vi.fn()
  afterStartUp(Promise.resolve(), ended, 60_000)
  const { result } = renderHook(() => usePageData(pull))
  await waitFor(() => expect(pull).toHaveBeenCalledTimes(1))
  expect(result.current.isUpdating).toBe(true)
  // Long enough for an idle moment with nothing pending to have ended the start-up.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(ended, 'not while the screen pulls its data').not.toHaveBeenCalled()
  finishPull()
  await waitFor(() => expect(ended).toHaveBeenCalledTimes(1))
  await waitFor(() => expect(result.current.isUpdating).toBe(false))
})
