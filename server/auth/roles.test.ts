import { expect, test } from 'vitest'
import { hasRequiredRole } from '../../src/api/roles'

test('the role check passes when the user holds at least one required role', () => {
  expect(hasRequiredRole({ roles: ['customer', 'farmer'] }, ['farmer'])).toBe(true)
  expect(hasRequiredRole({ roles: ['customer'] }, ['admin', 'customer'])).toBe(true)
})

test('the role check fails when the user holds none of the required roles', () => {
  expect(hasRequiredRole({ roles: ['customer'] }, ['admin'])).toBe(false)
  expect(hasRequiredRole({ roles: ['Admin'] }, ['admin'])).toBe(false)
})

test('the role check passes when the user, the roles or the required list are missing or empty', () => {
  expect(hasRequiredRole(null, ['admin'])).toBe(true)
  expect(hasRequiredRole(undefined, ['admin'])).toBe(true)
  expect(hasRequiredRole({}, ['admin'])).toBe(true)
  expect(hasRequiredRole({ roles: null }, ['admin'])).toBe(true)
  expect(hasRequiredRole({ roles: [] }, ['admin'])).toBe(true)
  expect(hasRequiredRole({ roles: ['customer'] }, [])).toBe(true)
  expect(hasRequiredRole({ roles: ['customer'] }, null)).toBe(true)
  expect(hasRequiredRole({ roles: ['customer'] }, undefined)).toBe(true)
})
