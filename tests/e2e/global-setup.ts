/**
 * Browser tests run against the real server and a real, fresh database: the built storefront
 * (dist/, from `npm run build`) served by server/main.ts on a free port with a new DATA_DIR,
 * e-mail written as .eml files there, a catalog admin token (to change prices in tests) and a
 * real OpenID provider for social login.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawnServer } from '../../server/test/spawn-server'
import { OIDC_CLIENT, startOidcProvider } from './oidc-provider'

export const E2E_ADMIN_TOKEN = 'e2e-catalog-admin-token-0123456789'

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
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATA_DIR = dataDir
  process.env.E2E_ADMIN_TOKEN = E2E_ADMIN_TOKEN
  return async () => {
    await server.stop()
    await op.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
