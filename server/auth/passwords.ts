/**
 * Password hashing (argon2id through @node-rs/argon2, off the event loop) behind a small
 * semaphore, and the rule against passwords made of the account's own facts (the breached-password
 * list is breached-passwords.ts).
 *
 * Why the semaphore: each argon2id computation holds `memoryCost` KiB (19 MiB at the production
 * cost). Without a bound, a burst of logins would allocate that much per request and could exhaust
 * memory; with it at most `concurrency` hashes run at once (4 × 19 MiB), at most `queueLimit`
 * wait, and anything beyond is refused at once with `BusyError` (503 `busy`) rather than queued
 * without end. A sign-in takes its place with `reserve()` before anything else costs (the account
 * lookup, the attempt counter's write), so a request refused for load is refused before it costs
 * the database anything.
 *
 * Why threads of our own (`HashThreads`): a hash is ~12 ms of a core. Run on libuv's pool (the
 * library's async functions) it competed with the event loop at the same priority, so during a
 * sign-in flood the few hashes the limits let through took a core from serving everything else
 * (the catalog's p99 rose 5 to 11 ×, issue 28). Each hashing thread here lowers its own
 * priority (`HASH_NICE`): a hash uses the cores the server does not need at that moment, and waits
 * while it does. A sign-in gets slower under load, the shop does not.
 */
import { Worker } from 'node:worker_threads'
import { parseOptions, type Algorithm, type Options } from '@node-rs/argon2'

export interface Argon2Params {
  /** KiB. Production: 19 456 (OWASP's argon2id minimum, issue 6). */
  memoryCost: number
  timeCost: number
  parallelism: number
}

/** The production cost (issue 6: m ≥ 19 MiB, t = 2, p = 1); measured ~12 ms a hash on 2 cores. */
export const PRODUCTION_ARGON2: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

// `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm

/** More hashes were asked for than the semaphore's queue holds. */
export class BusyError extends Error {
  constructor() {
    super('Too many password checks in flight')
    this.name = 'BusyError'
  }
}

/** A place taken in the semaphore ahead of the work: `run` uses it (once), `release` gives it back unused. */
export interface Reservation {
  run<T>(task: () => Promise<T>): Promise<T>
  release(): void
}

/** A counting semaphore with a bounded queue; places can be reserved ahead of the work. */
export class Semaphore {
  private active = 0
  private reserved = 0
  private readonly waiting: (() => void)[] = []
  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {}

  get pending() {
    return this.waiting.length
  }

  private get full() {
    return this.active + this.waiting.length + this.reserved >= this.concurrency + this.queueLimit
  }

  /** Takes a place now, or throws `BusyError` when running, waiting and reserved tasks fill the queue. */
  reserve(): Reservation {
    if (this.full) throw new BusyError()
    this.reserved++
    let held = true
    const release = () => {
      if (held) {
        held = false
        this.reserved--
      }
    }
    return {
      run: (task) => {
        if (!held) return Promise.reject(new Error('This reservation was already used or released'))
        release()
        return this.enter(task)
      },
      release,
    }
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.full) return Promise.reject(new BusyError())
    return this.enter(task)
  }

  private async enter<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.active++
    }
    try {
      return await task()
    } finally {
      // Hand the slot straight to the next waiter (active stays the same), or free it.
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}

export interface PasswordHasher {
  readonly params: Argon2Params
  /** Where the hashes run (threads of lowered priority). */
  readonly threads?: HashThreads
  hash(password: string): Promise<string>
  /** Verifies against the stored hash, or against a dummy hash when there is none (same time either way). */
  verify(stored: string | null, password: string): Promise<boolean>
  /**
   * `verify`, and which form matched: `normalized` (NFKC, how every hash is made now) or `asTyped`
   * (a hash stored before passwords were normalised: the caller rehashes it, normalised).
   */
  verifyForm(stored: string | null, password: string): Promise<'normalized' | 'asTyped' | null>
  /** True when a stored hash was made with weaker parameters than the current ones. */
  needsRehash(stored: string): boolean
  /** A place for one `verify`, taken now (or `BusyError`): take it before the work that leads to the hash. */
  reserve(): Pick<PasswordHasher, 'verify' | 'verifyForm'> & { release(): void }
}

/** The nice value of the hashing threads: well below serving (0), above idle work (19). */
export const HASH_NICE = 10

interface HashJob {
  op: 'hash' | 'verify'
  password: string
  stored?: string
  options?: Options
}

interface Thread {
  worker: Worker
  job: { resolve(value: unknown): void; reject(error: Error): void } | null
  ready: Promise<boolean>
  idle: ReturnType<typeof setTimeout> | null
}

/** A thread idle this long ends (its ~10 MB given back); the next hash starts one again (~30 ms). */
const IDLE_THREAD_MS = 60_000

/**
 * `size` hashing threads (hash-worker.mjs), started on first use, each running one computation
 * at a time. A thread keeps the process alive only while it computes (ref while busy, unref
 * when idle) and ends after `IDLE_THREAD_MS` idle, so no one has to close them; one that dies
 * fails its job and is replaced.
 */
export class HashThreads {
  private readonly threads: Thread[] = []
  private readonly queue: { job: HashJob; settle: Thread['job'] & {} }[] = []
  /** Whether the threads could lower their priority (false where the OS does not allow it). */
  lowered: Promise<boolean> | null = null

  constructor(private readonly size: number) {}

  run<T extends string | boolean>(job: HashJob): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, settle: { resolve: resolve as (value: unknown) => void, reject } })
      this.next()
    })
  }

  private next() {
    while (this.queue.length > 0) {
      let thread = this.threads.find((t) => t.job === null)
      if (!thread && this.threads.length < this.size) thread = this.start()
      if (!thread) return
      const { job, settle } = this.queue.shift()!
      if (thread.idle) clearTimeout(thread.idle)
      thread.idle = null
      thread.job = settle
      thread.worker.ref()
      thread.worker.postMessage(job)
    }
  }

  private start(): Thread {
    const worker = new Worker(new URL('./hash-worker.mjs', import.meta.url), { workerData: { nice: HASH_NICE } })
    worker.unref()
    let ready!: (lowered: boolean) => void
    const thread: Thread = { worker, job: null, idle: null, ready: new Promise<boolean>((resolve) => (ready = resolve)) }
    this.lowered ??= thread.ready
    const done = () => {
      thread.job = null
      worker.unref()
      thread.idle = setTimeout(() => {
        this.threads.splice(this.threads.indexOf(thread), 1)
        void worker.terminate()
      }, IDLE_THREAD_MS)
      thread.idle.unref()
      this.next()
    }
    worker.on('message', (message: { ready?: boolean; lowered?: boolean; id?: number; value?: unknown; error?: string }) => {
      if (message.ready) return ready(message.lowered === true)
      const job = thread.job
      if (!job) return
      if (message.error !== undefined) job.reject(new Error(message.error))
      else job.resolve(message.value)
      done()
    })
    const lost = (error: Error) => {
      ready(false)
      this.threads.splice(this.threads.indexOf(thread), 1)
      thread.job?.reject(error)
      thread.job = null
      this.next()
    }
    worker.on('error', lost)
    worker.on('exit', (code) => {
      if (this.threads.includes(thread)) lost(new Error(`The password-hashing thread stopped (exit code ${code})`))
    })
    this.threads.push(thread)
    return thread
  }
}

/**
 * NFKC first: the same password typed on another keyboard or OS (composed vs decomposed accents,
 * full-width digits) must give the same hash.
 */
const normalize = (password: string) => password.normalize('NFKC')

export function createPasswordHasher(params: Argon2Params, limits: { concurrency: number; queueLimit: number }): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...params }
  const semaphore = new Semaphore(limits.concurrency, limits.queueLimit)
  const threads = new HashThreads(limits.concurrency)
  const hash = (password: string) => threads.run<string>({ op: 'hash', password, options })
  const verify = (stored: string, password: string) => threads.run<boolean>({ op: 'verify', stored, password })
  // Made once, on the hasher's first use, with the same cost as real hashes, so an unknown
  // identifier costs the same time as a wrong password.
  let dummy: Promise<string> | null = null
  const dummyHash = () => (dummy ??= hash(`dummy-${Math.random()}`))

  /** Which form of the password the stored hash was made from (see `verifyForm`), the first hash run by `run`. */
  async function verifyFormIn(run: Reservation['run'], stored: string | null, password: string): Promise<'normalized' | 'asTyped' | null> {
    const made = dummyHash()
    made.catch(() => {}) // awaited (and reported) by the first verify that needs it
    const target = stored ?? (await made)
    const normalized = normalize(password)
    if ((await run(() => verify(target, normalized).catch(() => false))) && stored !== null) return 'normalized'
    // Only a password that NFKC changes can have an older, un-normalised hash: a second argon2, queued as any other.
    if (stored === null || normalized === password) return null
    return (await semaphore.run(() => verify(stored, password).catch(() => false))) ? 'asTyped' : null
  }
  const inQueue: Reservation['run'] = (task) => semaphore.run(task)

  return {
    params,
    threads,
    hash: (password) => semaphore.run(() => hash(normalize(password))),
    verify: async (stored, password) => (await verifyFormIn(inQueue, stored, password)) !== null,
    verifyForm: (stored, password) => verifyFormIn(inQueue, stored, password),
    reserve() {
      const place = semaphore.reserve()
      return {
        verify: async (stored, password) => (await verifyFormIn(place.run, stored, password)) !== null,
        verifyForm: (stored, password) => verifyFormIn(place.run, stored, password),
        release: place.release,
      }
    },
    needsRehash(stored) {
      try {
        const used = parseOptions(stored)
        return used.memoryCost < params.memoryCost || used.timeCost < params.timeCost || used.algorithm !== ARGON2ID
      } catch {
        return true
      }
    },
  }
}

/** What a password may not be built from: the account's own names, addresses and numbers. */
export interface PersonalFacts {
  identifier?: string | null
  email?: string | null
  name?: string | null
  surname?: string | null
  phone?: string | null
}

/** Letters and digits only, NFKC, lower case: "Amina.Diallo" and "amina diallo" are one word. */
const squash = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
const reversed = (value: string) => [...value].reverse().join('')

/**
 * True when the password is one of the account's own facts or a close variant: any case, spaces
 * or punctuation, digits or symbols added before or after ("Amina2024!", "1aminadiallo"), reversed
 * ("olla idanima"), the e-mail's local part, the name with the surname either way round, the phone
 * number's last 7 digits anywhere in it. Facts shorter than 3 letters are not words to refuse.
 */
export function isPersonalPassword(password: string, facts: PersonalFacts): boolean {
  const whole = squash(password)
  const core = whole.replace(/^\p{N}+|\p{N}+$/gu, '')
  const shapes = new Set([whole, core, reversed(whole), reversed(core)])
  const words = new Set<string>()
  const add = (value: string | null | undefined) => {
    const word = squash(value ?? '')
    if ([...word].length >= 3) words.add(word)
  }
  add(facts.identifier)
  add(facts.email)
  add(facts.email?.split('@')[0])
  add(facts.name)
  add(facts.surname)
  add(`${facts.name ?? ''}${facts.surname ?? ''}`)
  add(`${facts.surname ?? ''}${facts.name ?? ''}`)
  for (const word of words) if (shapes.has(word)) return true
  // The phone in any format (+27 82…, 082…): its last 7 digits among the password's digits.
  const phoneDigits = (facts.phone ?? '').replace(/\D+/g, '')
  const passwordDigits = password.normalize('NFKC').replace(/\D+/g, '')
  return phoneDigits.length >= 7 && passwordDigits.includes(phoneDigits.slice(-7))
}
