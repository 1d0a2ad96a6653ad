/**
 * What the multi-process suites say to the processes of a cluster (server/test/cluster.ts): JSON
 * calls over real HTTP, and a shopper signed up on one process.
 */
import { codeFromMailDirs, registerByMail, siblingDataDirs } from '../test/mail-files'
import type { RunningServer } from '../test/spawn-server'

/** One AUTH_SECRET for every process of a cluster: a session made by one is checked by all. */
export const CLUSTER_AUTH_SECRET = 'cluster-test-auth-secret-shared-by-every-process-0123'

export interface Answer<T = unknown> {
  status: number
  data: T
  errors: { field: string | null; code: string; message: string }[] | null
}

export async function call<T = unknown>(server: RunningServer, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${server.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const text = await res.text()
  const parsed = text ? (JSON.parse(text) as { data: T; errors: Answer['errors'] }) : { data: null as T, errors: null }
  return { status: res.status, data: parsed.data, errors: parsed.errors }
}

let shoppers = 0

/** Registers a shopper on `server` (the form, the code e-mailed into its DATA_DIR, or another process's whose worker sent it, the confirmation); the answer's access token is a signed-in session. */
export async function signUp(server: RunningServer): Promise<{ identifier: string; secret: string; token: string; userId: string }> {
  const n = `${process.pid}-${++shoppers}-${Math.random().toString(36).slice(2, 8)}`
  const identifier = `shopper-${n}`
  const secret = 'green mangoes at dawn'
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: res.status, text: await res.text() }
  }
  const input = { name: 'Amina', surname: 'Diallo', phone: '+27 82 555 0101', email: `${identifier}@example.test`, credential: { identifier, secret } }
  const answer = await registerByMail(post, input, codeFromMailDirs(siblingDataDirs(server.dataDir!)))
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.text}`)
  const { data } = JSON.parse(answer.text) as { data: { accessToken: string; user: { id: string } } }
  return { identifier, secret, token: data.accessToken, userId: data.user.id }
}

/** Signs in with a password on `server`; the access token of the new session. */
export async function signIn(server: RunningServer, identifier: string, secret: string): Promise<string> {
  const answer = await call<{ accessToken: string }>(server, 'POST', '/api/auth/account/authenticate', { body: { identifier, secret } })
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.errors)}`)
  return answer.data.accessToken
}
