/**
 * Two processes on one database, neither given AUTH_SECRET, each with a DATA_DIR of its own: what
 * one seals or hashes with the auth secret, the other opens (server/auth/auth-secret.ts keeps one
 * secret in the database). Before, each made its own key into its DATA_DIR.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { REFRESH_TOKEN_COOKIE } from '../../src/api/auth-contract'
import { describeCluster, startCluster, type Cluster } from '../test/cluster'

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

  const post = (base: string, path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) })

  async function register(base: string) {
    const n = Math.random().toString(36).slice(2, 10)
    const email = `nia.${n}@example.test`
    const res = await post(base, '/api/auth/account/register', { name: 'Nia', surname: 'Okafor', phone: '+254 700 000 001', email, credential: { identifier: `nia-${n}`, secret: 'sweet potatoes by the river' } })
    expect(res.status, await res.clone().text()).toBe(201)
    const refresh = res.headers
      .getSetCookie()
      .map((line) => new RegExp(`^${REFRESH_TOKEN_COOKIE}=([^;]+)`).exec(line)?.[1])
      .find(Boolean)
    return { email, refresh: refresh! }
  }

  test('a confirmation code e-mailed by one process confirms the account on the other', async () => {
    const [a, b] = cluster.servers as [(typeof cluster.servers)[0], (typeof cluster.servers)[0]]
    const { email } = await register(a.url)
    // Without SMTP_URL the mail goes to A's DATA_DIR and its link to A's log.
    const code = await vi.waitFor(
      () => {
        const line = a.output().split('\n').find((l) => l.includes('mail written') && l.includes(email))
        const token = line && /verify-account\?token=([A-Z0-9]+)/.exec(line)?.[1]
        if (!token) throw new Error('no verification mail yet')
        return token
      },
      { timeout: 10_000 },
    )
    const confirmed = await post(b.url, '/api/auth/verification/confirm', { token: code })
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    expect(await confirmed.json()).toMatchObject({ data: { emailVerified: true, email } })
  })

  test('a refresh answered by one process and replayed to the other gets the same successor', async () => {
    const [a, b] = cluster.servers as [(typeof cluster.servers)[0], (typeof cluster.servers)[0]]
    const { refresh } = await register(a.url)
    const first = await post(a.url, '/api/auth/session/refresh', { refreshToken: refresh })
    expect(first.status, await first.clone().text()).toBe(200)
    const successor = ((await first.json()) as { data: { refreshToken: string } }).data.refreshToken
    // The answer was lost on the way: the device presents the old token again, to B this time.
    const replayed = await post(b.url, '/api/auth/session/refresh', { refreshToken: refresh })
    expect(replayed.status, await replayed.clone().text()).toBe(200)
    expect(((await replayed.json()) as { data: { refreshToken: string } }).data.refreshToken).toBe(successor)
  })
})
