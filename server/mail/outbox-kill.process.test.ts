/**
 * The outbox under a kill (issue 31, decision 022): an e-mail committed with what it reports, its
 * server killed with SIGKILL after the commit and before the send, goes out once the server is
 * started again, exactly once. MAIL_FIRST_SEND_DELAY_MS holds the first e-mail the worker claims,
 * so the kill lands in that window every time. On the embedded database (DATA_DIR: the next start
 * releases the dead process's claim at once) and on PostgreSQL (the claim's lease expires).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { mailFileTo } from '../test/mail-files'
import { spawnServer, type RunningServer } from '../test/spawn-server'
import { createPostgresDatabase, testBackend } from '../test/test-db'

vi.setConfig({ testTimeout: 180_000 })

let dataDir: string
let env: Record<string, string>
let dropDatabase: (() => Promise<void>) | undefined
const running: RunningServer[] = []

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-kill-'))
  env = { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', STATIC_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'info', MAIL_LEASE_MS: '3000', MAIL_POLL_MS: '250' }
  if (testBackend() === 'postgres') {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
    env.DATABASE_URL = created.url
    dropDatabase = created.drop
  }
})

afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL')
  await dropDatabase?.()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const mailDir = () => path.join(dataDir, 'mail')
const filesTo = (address: string) =>
  fs.existsSync(mailDir())
    ? fs
        .readdirSync(mailDir())
        .filter((f) => f.endsWith('.eml'))
        .filter((f) => fs.readFileSync(path.join(mailDir(), f), 'utf8').toLowerCase().includes(address))
    : []

async function waitFor(what: string, check: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

test('killed with SIGKILL between the commit and the send, the server sends the e-mail after its restart, exactly once', async () => {
  const first = await spawnServer({ ...env, MAIL_FIRST_SEND_DELAY_MS: '600000' })
  running.push(first)
  const address = `kill-test-${Date.now()}@example.org`
  const res = await fetch(`${first.url}/api/farm/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Nomvula Dlamini',
      farmName: 'Dlamini Greens',
      email: address,
      phone: '+27 82 555 0134',
      town: 'Hartbeespoort',
      storeId: 'jnb',
      practices: ['organic'],
      produce: 'Spinach, kale and spring onions, about 200 bunches a week.',
      message: '',
    }),
  })
  // 201: the application and its e-mail are committed.
  expect(res.status, await res.clone().text()).toBe(201)
  // The worker claimed it and holds it: the window between the commit and the send.
  await waitFor('the worker to hold the e-mail', () => first.output().includes('holding the first e-mail'))
  expect(filesTo(address)).toEqual([])
  first.child.kill('SIGKILL')
  await new Promise((resolve) => first.child.once('exit', resolve))
  expect(filesTo(address)).toEqual([])

  const second = await spawnServer(env)
  running.push(second)
  const mail = await mailFileTo(mailDir(), address, 'Malewa', 30_000)
  expect(mail.text).toMatch(/\b\d{6}\b/) // the application's code
  // Long enough for a second send, had the row not been marked: several polls and a lease.
  await new Promise((r) => setTimeout(r, 4_000))
  expect(filesTo(address)).toHaveLength(1)
  expect(await second.stop('SIGTERM')).toBe(0)
})
