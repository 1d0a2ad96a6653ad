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
 */
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2'

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

/**
 * NFKC first: the same password typed on another keyboard or OS (composed vs decomposed accents,
 * full-width digits) must give the same hash.
 */
const normalize = (password: string) => password.normalize('NFKC')

export function createPasswordHasher(params: Argon2Params, limits: { concurrency: number; queueLimit: number }): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...params }
  const semaphore = new Semaphore(limits.concurrency, limits.queueLimit)
  // Made once at start, with the same cost as real hashes, so an unknown identifier costs the
  // same time as a wrong password.
  const dummy = hash(`dummy-${Math.random()}`, options)
  dummy.catch(() => {}) // awaited (and reported) by the first verify that needs it
  const dummyHash = () => dummy

  /** Which form of the password the stored hash was made from (see `verifyForm`), the first hash run by `run`. */
  async function verifyFormIn(run: Reservation['run'], stored: string | null, password: string): Promise<'normalized' | 'asTyped' | null> {
    const target = stored ?? (await dummyHash())
    const normalized = normalize(password)
    if ((await run(() => verify(target, normalized).catch(() => false))) && stored !== null) return 'normalized'
    // Only a password that NFKC changes can have an older, un-normalised hash: a second argon2, queued as any other.
    if (stored === null || normalized === password) return null
    return (await semaphore.run(() => verify(stored, password).catch(() => false))) ? 'asTyped' : null
  }
  const inQueue: Reservation['run'] = (task) => semaphore.run(task)

  return {
    params,
    hash: (password) => semaphore.run(() => hash(normalize(password), options)),
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
const squash = (value: string) => value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
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
