/**
 * The device's basket with choices (decision 048): a meal's options name its line (the same meal
 * with other sides is another line) and travel with every operation on it; a grocery line's
 * substitution changes the line, not its key.
 */
import { beforeEach, expect, test } from 'vitest'
import { cartOpSchema } from '../api/cart-contract'
import { db } from '../db/db'
import { catalogProduce } from '../test/screens'
import { addToCart, cartOpsOf, removeLine, setCartOwnerSource, setQuantity, setSubstitution } from './cart'

const OWNER = 'user-amina'

// The catalog's types are the farm's until the services' catalog lands (helper B): a meal as a 'piece'.
const jollof = catalogProduce('jollof', { name: 'Jollof rice', farmerId: 'k-kemi', storeId: 'los', farmName: "Mama Kemi's Kitchen", unit: 'piece', price: 6_000, currency: 'NGN', stock: null })
const rice = catalogProduce('rice', { name: 'Rice 5 kg', farmerId: 's-corner', storeId: 'los', farmName: 'Corner Grocer', unit: 'bag', price: 15_000, currency: 'NGN', stock: 10 })

const opsSent = async (vertical: 'food' | 'grocery') => (await cartOpsOf(db, OWNER, vertical)).map((e) => e.op)

beforeEach(async () => {
  await Promise.all([db.cartLines.clear(), db.outbox.clear()])
  setCartOwnerSource(() => OWNER)
})

test('the same meal with other options is a second line, each priced with its options, and its operations carry them', async () => {
  await addToCart(jollof, 'food', { choices: { options: { side: ['plantain'] } }, price: 6_500, options: [{ groupId: 'side', optionId: 'plantain', name: 'Alloco', price: 500 }] })
  await addToCart(jollof, 'food', { choices: { options: { side: ['salad'] } }, price: 6_000 })
  await addToCart(jollof, 'food', { choices: { options: { side: ['plantain'] } }, price: 6_500 })
  const lines = await db.cartLines.where('[owner+vertical]').equals([OWNER, 'food']).toArray()
  expect(lines.map((l) => [l.lineKey, l.quantity, l.price]).sort()).toEqual([
    ['jollof~side:plantain', 2, 6_500],
    ['jollof~side:salad', 1, 6_000],
  ])
  await setQuantity('jollof~side:salad', 3, 'food')
  await removeLine('jollof~side:plantain', 'food')
  const ops = await opsSent('food')
  expect(ops.map((op) => cartOpSchema.safeParse(op).success)).toEqual([true, true, true, true, true])
  expect(ops.slice(-2)).toEqual([
    { op: 'set', produceId: 'jollof', quantity: 3, choices: { options: { side: ['salad'] } } },
    { op: 'remove', produceId: 'jollof', choices: { options: { side: ['plantain'] } } },
  ])
  expect((await db.cartLines.where('[owner+vertical]').equals([OWNER, 'food']).toArray()).map((l) => [l.lineKey, l.quantity])).toEqual([['jollof~side:salad', 3]])
})

test('changing a grocery line’s substitution keeps the line and sends the new choice', async () => {
  await addToCart(rice, 'grocery')
  await setSubstitution('rice', { kind: 'named', listingId: 'rice-2' })
  const [line] = await db.cartLines.where('[owner+vertical]').equals([OWNER, 'grocery']).toArray()
  expect(line).toMatchObject({ lineKey: 'rice', quantity: 1, substitution: { kind: 'named', listingId: 'rice-2' } })
  expect((await opsSent('grocery')).at(-1)).toEqual({ op: 'set', produceId: 'rice', quantity: 1, choices: { substitution: { kind: 'named', listingId: 'rice-2' } } })
})
