/**
 * Test kit for the access model: a farm's provider for a catalog farmer, and members. Grants go
 * through `setOperatorGrant` (grants.ts), as the command writes them.
 */
import type { Conn } from '../cart/cart-sql'
import { providerMembers, providers } from '../db/schema/access'
import type { ProviderStatus } from './access'
import type { MemberRole } from './permissions'
import { farmProviderId } from './providers'

/** The provider of an existing `farmers` row (as the seed and migration 0015 make them); answers its id. */
export async function insertFarmProvider(conn: Conn, farmer: { id: string; storeId: string }, status: ProviderStatus = 'active'): Promise<string> {
  const id = farmProviderId(farmer.id)
  await conn.insert(providers).values({ id, service: 'farm', storeId: farmer.storeId, kindId: farmer.id, status })
  return id
}

export async function addMember(conn: Conn, providerId: string, userId: string, role: MemberRole): Promise<void> {
  await conn
    .insert(providerMembers)
    .values({ providerId, userId, role })
    .onConflictDoUpdate({ target: [providerMembers.providerId, providerMembers.userId], set: { role } })
}
