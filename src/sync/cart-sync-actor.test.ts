/**
 * The cart sync pulls and merges the basket of every open service (src/api/services-contract.ts):
 * opening `food` there makes its basket on /cart the server's, not only what this device holds.
 */
import { afterEach, expect, test, vi } from 'vitest'
import { setOpenServices, type Service } from '../api/services-contract'
import { mergeGuestCarts, pullOpenCarts } from './cart-sync-actor'

const open = (...services: Service[]) => setOpenServices({ services, since: 0 }, { force: true })
const calls = vi.hoisted(() => [] as string[])
vi.mock('./cart', async (original) => ({
  ...(await original<typeof import('./cart')>()),
  pullCart: async (owner: string, vertical: string) => void calls.push(`pull ${owner} ${vertical}`),
  mergeGuestCart: async (owner: string, vertical: string) => {
    calls.push(`merge ${owner} ${vertical}`)
    return { changes: [{ produceId: `${vertical}-1`, kind: 'added' }], combined: vertical === 'food' }
  },
}))

afterEach(() => {
  open('farm')
  calls.length = 0
})

test('with farm and food open, the sync pulls both baskets and merges both guest baskets at sign-in', async () => {
  open('farm', 'food')
  await pullOpenCarts('user-amina')
  const { changes, combined } = await mergeGuestCarts('user-amina')
  expect(calls).toEqual(['pull user-amina farm', 'pull user-amina food', 'merge user-amina farm', 'merge user-amina food'])
  expect(changes.map((c) => c.produceId)).toEqual(['farm-1', 'food-1'])
  expect(combined).toBe(true)
})

test('with farm alone, only the farm basket', async () => {
  await pullOpenCarts('user-amina')
  await mergeGuestCarts('user-amina')
  expect(calls).toEqual(['pull user-amina farm', 'merge user-amina farm'])
})
