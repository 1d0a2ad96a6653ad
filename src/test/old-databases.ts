/**
 * The device's database as older versions of src/db/db.ts declared it, for upgrade tests: a device
 * written by version `upTo` opens under today's code. Versions are listed once here, as they were.
 */
import Dexie from 'dexie'

const VERSIONS: Record<number, Record<string, string | null>> = {
  1: { farmers: '[lang+id], [lang+storeId], updatedAt', syncState: 'key' },
  2: {
    farmers: '[lang+id], [lang+storeId], [lang+storeId+name], updatedAt',
    produces: '[lang+id], [lang+storeId+name], [lang+storeId+price], [lang+storeId+updatedAt], [lang+farmerId], updatedAt',
    offers: '[lang+id], [lang+storeId], [lang+produceId]',
    stores: '[lang+id]',
    outbox: '++seq, kind, idempotencyKey, status',
  },
  3: { favorites: '[kind+targetId], createdAt', addresses: 'id, ownerId', paymentMethods: 'id, ownerId' },
  4: { cartLines: '[owner+vertical+produceId], [owner+vertical]', cartOps: '++seq, [owner+vertical], [owner+status]' },
  5: { orders: 'id, [owner+createdAt]', pendingOrders: 'id, [owner+vertical], [owner+status]', checkoutOptions: '[owner+vertical]' },
  6: { partnerOrders: '[providerId+id], providerId', partnerListings: '[providerId+id], providerId', partnerProviders: '[owner+id], owner' },
  7: { credits: '[owner+currency], owner' },
  8: { outbox: '++seq, kind, idempotencyKey, status, &id, [kind+owner+status], [kind+owner+vertical]', cartOps: null, pendingOrders: null },
}

/** The database named `name` as version `upTo` declared it (without its upgrades: a new device's). */
export function storefrontUpTo(name: string, upTo: number): Dexie {
  const old = new Dexie(name)
  for (let v = 1; v <= upTo; v++) old.version(v).stores(VERSIONS[v]!)
  return old
}
