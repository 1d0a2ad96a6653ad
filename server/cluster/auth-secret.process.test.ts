/**
 * Two processes on one database, neither given AUTH_SECRET, each with a DATA_DIR of its own: what
 * one seals or hashes with the auth secret, the other opens (server/auth/auth-secret.ts keeps one
 * secret in the database). Before, each made its own key into its DATA_DIR.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { REFRESH_TOKEN_COOKIE } from '../../src/api/auth-contract'
import { describeCluster, startCluster, type Cluster } from '../test/cluster'
import { codeFromMailDirs, registerByMail, siblingDataDirs } from '../test/mail-files'
import type { RunningServer } from '../test/spawn-server'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

/** The processes' one public origin (a load balancer's, here named only): the Origin the session routes expect. */
const ORIGIN = 'http://127.0.0.1:3000'

describeCluster('one auth secret for every process on a database', () => {
  let cluster: Cluster
  beforeAll(async () => {
    cluster = await startCluster(2, { AUTH_SECRET: '', PUBLIC_URL: ORIGIN })
  })
  afterAll(async () => {
    await cluster?.close()
  })

  const post = (base: string, path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) })

  /** A registration begun on `start` and confirmed on `finish` with the code e-mailed (into the DATA_DIR of whichever process sent it). */
  async function register(start: RunningServer, finish: RunningServer = start) {
    const n = Math.random().toString(36).slice(2, 10)
    const email = `nia.${n}@example.test`
    let res!: Response
    const send = async (path: string, body: unknown) => {
      res = await post(path.endsWith('/confirm') ? finish.url : start.url, path, body)
      return { status: res.status, text: await res.clone().text() }
    }
    const input = { name: 'Nia', surname: 'Okafor', phone: '+254 700 000 001', email, credential: { identifier: `nia-${n}`, secret: 'sweet potatoes by the river' } }
    const confirmed = await registerByMail(send, input, codeFromMailDirs(siblingDataDirs(start.dataDir!)))
    const refresh = res.headers
      .getSetCookie()
      .map((line) => new RegExp(`^${REFRESH_TOKEN_COOKIE}=([^;]+)`).exec(line)?.[1])
      .find(Boolean)
    return { email, confirmed, refresh: refresh! }
  }

  test('a registration sealed by one process, with the code it e-mailed, creates the account on the other', async () => {
    const [a, b] = cluster.servers as [RunningServer, RunningServer]
    const { email, confirmed } = await register(a, b)
    expect(confirmed.status, confirmed.text).toBe(201)
    expect(JSON.parse(confirmed.text)).toMatchObject({ data: { user: { emailVerified: true, email } } })
  })

  test('a refresh answered by one process and replayed to the other gets the same successor', async () => {
    const [a, b] = cluster.servers as [RunningServer, RunningServer]
    const { refresh } = await register(a)
    const first = await post(a.url, '/api/auth/session/refresh', { refreshToken: refresh })
    expect(first.status, await first.clone().text()).toBe(200)
    const successor = ((await first.json()) as { data: { refreshToken: string } }).data.refreshToken
    // The answer was lost on the way: the device presents the old token again, to B this time.
    const replayed = await post(b.url, '/api/auth/session/refresh', { refreshToken: refresh })
    expect(replayed.status, await replayed.clone().text()).toBe(200)
    expect(((await replayed.json()) as { data: { refreshToken: string } }).data.refreshToken).toBe(successor)
  })
})
