/**
 * `requireOpenService` is the route-level gate a service's routes call in `beforeLoad`: a closed
 * or unknown service is the not-found page (decision 044).
 */
import { isNotFound } from '@tanstack/react-router'
import { afterEach, expect, test } from 'vitest'
import { setOpenServices } from '../../api/services-contract'
import { requireOpenService } from './open-services'

afterEach(() => void setOpenServices({ services: ['farm'], since: 0 }, { force: true }))

const outcome = (service: string) => {
  try {
    return requireOpenService(service)
  } catch (error) {
    return isNotFound(error) ? 'not found' : error
  }
}

test('an open service passes, typed; a closed or unknown one is not found', () => {
  expect(outcome('farm')).toBe('farm')
  expect(outcome('food')).toBe('not found')
  expect(outcome('nope')).toBe('not found')
  setOpenServices({ services: ['farm', 'food'], since: 1 })
  expect(outcome('food')).toBe('food')
  expect(outcome('chef')).toBe('not found')
})
