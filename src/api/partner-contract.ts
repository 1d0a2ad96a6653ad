/**
 * The provider portal's shapes, shared by the server (server/partner/) and the client
 * (src/features/partner/): decision 032.
 */
export type ProviderRole = 'owner' | 'manager' | 'staff'
export type ProviderStatus = 'pending' | 'active' | 'suspended'

/** A provider the signed-in account is a member of (`GET /api/partner/providers`). */
export interface MyProvider {
  id: string
  service: string
  /** The catalog row's name (the farm's). */
  name: string
  status: ProviderStatus
  role: ProviderRole
  /** The provider's market. */
  storeId: string
}
