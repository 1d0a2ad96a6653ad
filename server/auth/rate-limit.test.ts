import { expect, test } from 'vitest'
import { limitAccount, limitAddress } from './rate-limit'

test('an IPv4 address counts as itself, also when IPv4-mapped', () => {
  expect(limitAddress('203.0.113.7')).toBe('203.0.113.7')
  expect(limitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7')
  expect(limitAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7')
})

test('an IPv6 address counts as its /64, however it is written', () => {
  const network = '2001:db8:1:2::/64'
  for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '[2001:db8:1:2::9]', '2001:db8:1:2::1%eth0', '2001:DB8:1:2:a:b:c:d']) {
    expect(limitAddress(address), address).toBe(network)
  }
  expect(limitAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  expect(limitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(limitAddress('::1')).toBe('0:0:0:0::/64')
  expect(limitAddress('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64')
})

test('anything else is kept as it is, cut to 64 characters', () => {
  expect(limitAddress('unknown')).toBe('unknown')
  expect(limitAddress('x'.repeat(100))).toHaveLength(64)
})

test('an account is its id when the login names one, else the login as typed', () => {
  expect(limitAccount({ id: 'u1' }, 'amina@example.test')).toBe('user:u1')
  expect(limitAccount(null, 'ghost')).toBe('name:ghost')
})
