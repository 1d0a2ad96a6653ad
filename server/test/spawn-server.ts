/**
 * Starts the real server (server/main.ts) as a child process on a free port and waits until it
 * listens. Used by the process tests and by Playwright's global setup.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface RunningServer {
  url: string
  /** Its DATA_DIR, when it was given one (the e-mails it writes are in DATA_DIR/mail). */
  dataDir: string | undefined
  child: ChildProcess
  output: () => string
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/** Extra node flags for the spawned server, e.g. SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under a bench. */
const nodeFlags = () => (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)

export async function spawnServer(env: Record<string, string | undefined>, timeoutMs = 60_000, extraNodeFlags: string[] = []): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeFlags(), ...extraNodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let listening = false
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL') // never leave a half-started server holding a port or a DATA_DIR lock
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      // Scanned until found only: with a line per request, the output grows all along.
      const match = listening ? null : /listening on (http:\/\/\S+)/.exec(output)
      if (match) {
        listening = true
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then(([code]) => {
      clearTimeout(timer)
      reject(Object.assign(new Error(`server exited with ${code} before listening:\n${output}`), { code, output }))
    })
  })
  return {
    url,
    dataDir: env.DATA_DIR || undefined,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
      child.kill(signal)
      const [code] = await exited
      return code
    },
  }
}

/**
 * Runs the server expecting it to exit (e.g. refused); resolves with its exit code and output.
 * `as` runs it as another user (the tests run as root, who may write anywhere).
 */
export async function runServerToExit(env: Record<string, string | undefined>, timeoutMs = 30_000, as?: { uid: number; gid: number }): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...nodeFlags(), '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  })
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const [code] = (await once(child, 'exit')) as [number | null]
  clearTimeout(timer)
  return { code, output }
}
