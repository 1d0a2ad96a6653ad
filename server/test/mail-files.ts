/**
 * What tests, benches and the browser suites read of the e-mails a server writes as `.eml` files
 * (DATA_DIR/mail when no SMTP_URL is set), and registration through the API as a shopper does it
 * (decision 012): the form, the code from the e-mail the address gets, the confirmation.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface MailFile {
  /** The message as written, quoted-printable soft breaks joined and `=3D` decoded. */
  text: string
  /** Every distinct http(s) link in it. */
  links: string[]
}

/** Each directory's files read once: file name → its text (a bench registers hundreds of shoppers). */
const read = new Map<string, Map<string, string>>()

function textOf(dir: string, file: string): string {
  let files = read.get(dir)
  if (!files) read.set(dir, (files = new Map()))
  let text = files.get(file)
  if (text === undefined) {
    text = fs
      .readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
    // A file is listed as soon as its writing starts: kept only once whole (a multipart message ends with `--`).
    if (text.trimEnd().endsWith('--')) files.set(file, text)
  }
  return text
}

/** The newest e-mail in `dir` to `address` that contains `containing`, waiting for it. */
export async function mailFileTo(dir: string, address: string, containing = '', timeoutMs = 10_000): Promise<MailFile> {
  const wanted = address.toLowerCase()
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : []
    for (const file of files) {
      const text = textOf(dir, file)
      if (text.toLowerCase().includes(wanted) && text.includes(containing)) return { text, links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])] }
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${dir}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** A registration's code as the e-mail shows it (subject and first paragraph): ABCDE-FGHJK. */
export function registrationCode(text: string): string {
  const code = /:\s*([2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no registration code in: ${text.slice(0, 300)}`)
  return code
}

export interface Posted {
  status: number
  text: string
}

/**
 * Registers through the API: POST /account/register (202 and the sealed pending registration),
 * the code from the e-mail `codeFor` reads, POST /account/register/confirm. `post` sends JSON
 * however the caller talks to the server (fetch, a Playwright request context, app.request) and
 * keeps what it needs of the confirmation's answer (its cookies); the confirmation's answer is
 * returned, a 201 with the session when all went well.
 */
export async function registerByMail(
  post: (path: string, body: unknown) => Promise<Posted>,
  input: { email: string } & Record<string, unknown>,
  codeFor: (email: string) => Promise<string>,
): Promise<Posted> {
  const started = await post('/api/auth/account/register', input)
  if (started.status !== 202) return started
  const { pending } = (JSON.parse(started.text) as { data: { pending: string } }).data
  const code = await codeFor(input.email.trim().toLowerCase())
  return post('/api/auth/account/register/confirm', { pending, code })
}

/** `codeFor` for a server that writes its e-mails to `dataDir`/mail. */
export const codeFromMailDir = (dataDir: string) => async (email: string) => registrationCode((await mailFileTo(path.join(dataDir, 'mail'), email, 'Malewa')).text)

/**
 * `codeFor` for processes on one database, each with its own DATA_DIR: any process's outbox worker
 * may send the e-mail another wrote (decision 022), into its own DATA_DIR/mail.
 */
export const codeFromMailDirs =
  (dataDirs: () => string[], timeoutMs = 25_000) =>
  async (email: string): Promise<string> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      for (const dataDir of dataDirs()) {
        const found = await mailFileTo(path.join(dataDir, 'mail'), email, 'Malewa', 0).catch(() => null)
        if (found) return registrationCode(found.text)
      }
      if (Date.now() > deadline) throw new Error(`no registration e-mail to ${email} in ${dataDirs().join(', ')}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

/** The DATA_DIRs of a cluster's processes (server/test/cluster.ts starts each in <root>/p<n>). */
export const siblingDataDirs = (dataDir: string) => () => {
  const root = path.dirname(dataDir)
  return fs
    .readdirSync(root)
    .map((d) => path.join(root, d))
    .filter((d) => fs.statSync(d).isDirectory())
}

/**
 * `codeFor` for an app whose e-mails go to an in-memory outbox (tests): the newest registration e-mail to the address.
 * Waits up to 25 s: the e-mail goes after the answer, behind the hashes of the files running beside
 * (the fuzzers, the floods); at a load of 8–13 two CI runs saw it come after 10 s.
 */
export const codeFromOutbox =
  (outbox: readonly { to: string; purpose: string; text: string }[], timeoutMs = 25_000) =>
  async (email: string): Promise<string> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mail = outbox.findLast((m) => m.to === email && m.purpose === 'register')
      if (mail) return registrationCode(mail.text)
      if (Date.now() > deadline) throw new Error(`no registration e-mail to ${email}`)
      await new Promise((r) => setTimeout(r, 2))
    }
  }
