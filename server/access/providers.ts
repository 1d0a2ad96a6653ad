/**
 * Providers as the catalog knows them: a farm's provider speaks for its `farmers` row. The id is
 * derived from the catalog row's (migration 0015 and the seed write the same), so the farm page's
 * id names its provider without a lookup.
 */
export const farmProviderId = (farmerId: string): string => `farm-${farmerId}`
