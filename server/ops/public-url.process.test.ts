/**
 * Links in e-mails name the server a newcomer started (issue 28): without PUBLIC_URL, the origin
 * is the address the server listens on, HOST and PORT, and with PORT=0 the port it got. The real
 * server, spawned on the embedded database, writes its e-mails as .eml files under DATA_DIR/mail
 * and logs each one's link.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { spawnServer } from '../test/spawn-server'

vi.setConfig({ testTimeout: 240_000 })

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-url-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Registers a newcomer on a spawned server with `port` and returns the links of the e-mails it wrote. */
async function linksWritten(name: string, port: number): Promise<{ url: string; links: string[] }> {
  const dataDir = path.join(dir, name)
  const server = await spawnServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: '', STATIC_DIR: path.join(dataDir, 'no-dist'), SEED: 'none', LOG_LEVEL: 'info', PORT: String(port) },
    180_000,
  )
  try {
    await fetch(`${server.url}/api/auth/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Amina', surname: 'Diallo', phone: '+27 82 555 0101', email: 'amina@example.test', credential: { identifier: 'amina-d', secret: 'green mangoes at dawn' } }),
    })
    // The mail file transport logs each e-mail's link as it writes it.
    const written = () => [...server.output().matchAll(/"msg":"mail written[^\n]*?"link":"([^"]+)"/g)].map((m) => m[1]!)
    await vi.waitFor(() => expect(written().length).toBeGreaterThan(0), { timeout: 20_000, interval: 100 })
    return { url: server.url, links: written() }
  } finally {
    await server.stop()
  }
}

test('a server started with PORT set and no PUBLIC_URL writes e-mail links to that port', async () => {
  const port = await freePort()
  const { url, links } = await linksWritten('port-set', port)
  expect(url).toBe(`http://127.0.0.1:${port}`)
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) expect(link.startsWith(`http://127.0.0.1:${port}/`)).toBe(true)
})

test('with PORT=0, the links name the port the server got', async () => {
  const { url, links } = await linksWritten('port-zero', 0)
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) expect(link.startsWith(`${url}/`)).toBe(true)
})
