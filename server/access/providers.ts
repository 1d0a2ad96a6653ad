/**
 * Providers as the catalog knows them: a provider speaks for its `farmers` row (a farm, a kitchen, a
 * store, a chef, a creator: issue 34). The id is derived from the service and the catalog row's id
 * (migration 0015 and the seeds write the same), so a provider page's id names its provider without
 * a lookup.
 */
import type { Service } from '../../src/api/services-contract'

export const providerIdOf = (service: Service, kindId: string): string => `${service}-${kindId}`

export const farmProviderId = (farmerId: string): string => providerIdOf('farm', farmerId)
