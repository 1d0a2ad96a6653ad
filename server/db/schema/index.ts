/**
 * The database schema, one file per area (catalog, auth, cart and orders…). Change a file, then
 * `npm run db:generate` writes the next SQL migration into ../migrations; PGlite and PostgreSQL
 * apply the same migrations at start.
 */
export * from './catalog'
export * from './auth'
export * from './commerce'
export * from './contact'
export * from './mail'
export * from './access'
export * from './partner'
export * from './payments'
export * from './cookbook'
export * from './bookings'
