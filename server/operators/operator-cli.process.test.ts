/**
 * The first operator on a fresh embedded database, with the server running (issue 32, decision
 * 032): the server says how at start, `npm run operator -- add` reaches it through DATA_DIR/ops.json
 * (0600, gone when the server stops), the account signs in again as an operator; with the server
 * stopped the command opens the database itself.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { codeFromMailDir, registerByMail } from '../test/mail-files'
import { spawnServer } from '../test/spawn-server'
import { NO_OPERATOR_HINT } from './operators'
import { OPS_FILE } from './ops-channel'

vi.setConfig({ testTimeout: 240_000 })

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cli-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** `npm run operator -- …` as a shopper's machine runs it, on this DATA_DIR. */
function operatorCommand(dataDir: string, ...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/operators/operator-cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, out }))
  })
}

test('npm start says how to make the first operator; the command makes one while the server runs, and again once it has stopped', async () => {
  const dataDir = path.join(dir, 'data')
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: '', STATIC_DIR: path.join(dataDir, 'no-dist'), SEED: 'none', LOG_LEVEL: 'info' }
  const server = await spawnServer(env, 180_000)
  let stopped = false
  try {
    await vi.waitFor(() => expect(server.output()).toContain(NO_OPERATOR_HINT), { timeout: 10_000 })
    const opsFile = path.join(dataDir, OPS_FILE)
    expect(fs.statSync(opsFile).mode & 0o777, 'readable by the server’s user only').toBe(0o600)

    const post = async (p: string, body: unknown) => {
      const res = await fetch(server.url + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { status: res.status, text: await res.text() }
    }
    const email = 'amina@example.test'
    const registered = await registerByMail(
      post,
      { name: 'Amina', surname: 'Diallo', phone: '+27 82 555 0101', email, credential: { identifier: 'amina-d', secret: 'green mangoes at dawn' } },
      codeFromMailDir(dataDir),
    )
    expect(registered.status).toBe(201)

    expect(await operatorCommand(dataDir, 'add', 'nobody@example.test')).toMatchObject({ code: 1, out: expect.stringContaining('No account has the e-mail nobody@example.test') })
    expect(await operatorCommand(dataDir, 'make', email)).toMatchObject({ code: 2, out: expect.stringContaining('usage: npm run operator') })
    const added = await operatorCommand(dataDir, 'add', email)
    expect(added, added.out).toMatchObject({ code: 0, out: expect.stringContaining(`${email} is an admin of every market`) })

    const signedIn = await post('/api/auth/account/authenticate', { identifier: 'amina-d', secret: 'green mangoes at dawn' })
    expect(signedIn.status).toBe(200)
    const token = (JSON.parse(signedIn.text) as { data: { accessToken: string } }).data.accessToken
    const me = async () =>
      ((await (await fetch(`${server.url}/api/auth/user/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { user: { roles: string[] } } }).data.user.roles
    // The grant is a fact of the account at once, no new sign-in needed (decision 034).
    expect(await me()).toContain('operator:admin')
    // This database has no market (SEED=none): a grant naming one is refused and changes nothing.
    expect(await operatorCommand(dataDir, 'add', email, '--markets', 'jnb')).toMatchObject({ code: 1, out: expect.stringContaining('No market jnb') })
    const support = await operatorCommand(dataDir, 'add', email, '--support')
    expect(support, support.out).toMatchObject({ code: 0, out: expect.stringContaining(`${email} is support of every market`) })
    expect(await me()).toContain('operator:support')

    await server.stop()
    stopped = true
    expect(fs.existsSync(opsFile), 'the token leaves with the server').toBe(false)
    expect(await operatorCommand(dataDir, 'list')).toMatchObject({ code: 0, out: expect.stringContaining(`${email}\tsupport\tevery market`) })
    expect(await operatorCommand(dataDir, 'remove', email)).toMatchObject({ code: 0, out: expect.stringContaining(`${email} is no longer an operator`) })
    expect(await operatorCommand(dataDir, 'list')).toMatchObject({ code: 0, out: expect.stringContaining('No operator yet.') })
  } finally {
    if (!stopped) await server.stop()
  }
})
