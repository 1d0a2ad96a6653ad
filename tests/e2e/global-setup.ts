/**
 * Browser tests run against the real server and a real, fresh database: the built storefront
 * (dist/, from `npm run build`) served by server/main.ts on a free port with a new DATA_DIR,
 * e-mail written as .eml files there, a catalog admin token (to change prices in tests) and a
 * real OpenID provider for social login.
 *
 * Two servers on the one build, started side by side (issue 34): the spec's, SERVICES unset (farm
 * alone: the `chromium` project), and one with all five services open, SERVICES=farm,food,grocery,
 * chef,cookbook, with its own DATA_DIR and so its own database and seeds (the `services` project;
 * ./fixtures.ts points that project's workers at it). E2E_SERVICES=off leaves the second one out
 * (a run of the farm project alone).
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawnServer } from '../../server/test/spawn-server'
import { OIDC_CLIENT, startOidcProvider } from './oidc-provider'

export const E2E_ADMIN_TOKEN = 'e2e-catalog-admin-token-0123456789'

/** What the `services` project's server opens. */
export const ALL_SERVICES = 'farm,food,grocery,chef,cookbook'

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export default async function globalSetup() {
  if (!fs.existsSync('dist/index.html') || !fs.existsSync('dist-ssr/worker.js')) throw new Error('dist/ or dist-ssr/ is missing: run "npm run build" before the browser tests')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  const port = await freePort()
  const publicUrl = `http://127.0.0.1:${port}`
  const op = await startOidcProvider(publicUrl)
  const name = OIDC_CLIENT.name.toUpperCase()
  const withServices = process.env.E2E_SERVICES !== 'off'
  const servicesDataDir = withServices ? fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-services-data-')) : ''
  const servicesPort = withServices ? await freePort() : 0
  const servicesServer = withServices
    ? spawnServer({
        PORT: String(servicesPort),
        PUBLIC_URL: `http://127.0.0.1:${servicesPort}`,
        DATA_DIR: servicesDataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        STATIC_DIR: 'dist',
        LOG_LEVEL: 'info',
        REQUEST_LOG: 'false',
        CATALOG_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        REGISTER_LIMIT_PER_ADDRESS: '200',
        SERVICES: ALL_SERVICES,
      })
    : null
  const server = await spawnServer({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'info',
    CATALOG_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    // Every journey registers its own shopper from 127.0.0.1.
    REGISTER_LIMIT_PER_ADDRESS: '200',
    OIDC_PROVIDERS: OIDC_CLIENT.name,
    [`OIDC_${name}_ISSUER`]: op.issuer,
    [`OIDC_${name}_CLIENT_ID`]: OIDC_CLIENT.id,
    [`OIDC_${name}_CLIENT_SECRET`]: OIDC_CLIENT.secret,
    [`OIDC_${name}_LABEL`]: OIDC_CLIENT.label,
  })
  const services = await servicesServer?.catch(async (error: unknown) => {
    await server.stop()
    await op.close()
    throw error
  })
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATA_DIR = dataDir
  process.env.E2E_ADMIN_TOKEN = E2E_ADMIN_TOKEN
  if (services) {
    process.env.E2E_SERVICES_BASE_URL = services.url
    process.env.E2E_SERVICES_DATA_DIR = servicesDataDir
  }
  return async () => {
    await Promise.all([server.stop(), services?.stop()])
    await op.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (servicesDataDir) fs.rmSync(servicesDataDir, { recursive: true, force: true })
  }
}
