import { afterAll, beforeAll, expect, test } from 'vitest'
import fs from 'node:fs'
import { breachedPasswords, isBreachedPassword } from './breached-passwords'
import { BusyError, HASH_NICE, PRODUCTION_ARGON2, Semaphore, createPasswordHasher, isPersonalPassword } from './passwords'
import { createAuthTestApp, type AuthTestApp } from './auth-test-kit'

test('the breached-password list holds at least 100 000 entries, matches in any case, and a check takes microseconds', () => {
  const before = process.memoryUsage()
  const loadStarted = performance.now()
  const list = breachedPasswords()
  const loadMs = performance.now() - loadStarted
  const after = process.memoryUsage()
  expect(list.entries).toBeGreaterThanOrEqual(100_000)
  // From the 10 000 most common, and from the larger SecLists lists only (not among those 10 000).
  for (const p of ['password', 'PASSWORD', 'Password1', 'qwertyuiop', 'iloveyou', 'Malewa123', 'trustno1', 'jenhiccups', 'JeffAndDeb', 'ricardoarjona', 'ｒｉｃｈｉｅｒｉｃｈ']) {
    expect(isBreachedPassword(p), p).toBe(true)
  }
  for (const p of ['green mangoes at dawn', 'k8#Vq!2zP0', 'okra and sorghum porridge']) expect(isBreachedPassword(p), p).toBe(false)
  const started = performance.now()
  const checks = 20_000
  for (let i = 0; i < checks; i++) isBreachedPassword(`a passphrase number ${i}`)
  const perCheckUs = ((performance.now() - started) * 1000) / checks
  console.log(
    `breached passwords: ${list.entries} entries, filter ${(list.bits / 8 / 1024).toFixed(0)} KiB, ` +
      `load ${loadMs.toFixed(1)} ms (heap +${((after.heapUsed - before.heapUsed) / 1048576).toFixed(1)} MiB, ` +
      `external +${((after.external + after.arrayBuffers - before.external - before.arrayBuffers) / 1048576).toFixed(1)} MiB), ` +
      `${perCheckUs.toFixed(1)} µs a check`,
  )
  expect(perCheckUs).toBeLessThan(1000)
})

test('a password made of the account’s own facts, or a close variant of one, is personal', () => {
  const facts = { identifier: 'amina-k', email: 'amina.diallo@example.test', name: 'Amina', surname: 'Diallo', phone: '+27 82 555 0101' }
  for (const p of [
    'amina-k',
    'AMINA-K',
    'amina.diallo@example.test',
    'amina.diallo',
    'Amina.Diallo2024!',
    '1aminadiallo',
    'Diallo Amina',
    'ollaid animA',
    'k-anima',
    'diallo1234',
    '0825550101',
    'amina 825 5501 01',
    'Amina!!!!!',
  ]) {
    expect(isPersonalPassword(p, facts), p).toBe(true)
  }
  for (const p of ['green mangoes at dawn', 'amina grows okra', 'a quiet river 0101']) expect(isPersonalPassword(p, facts), p).toBe(false)
  // A fact of two letters is not a word to refuse.
  expect(isPersonalPassword('bo bo bo bo', { name: 'Bo' })).toBe(false)
})

test('a hash verifies only its own password, with composed and decomposed accents alike', async () => {
  const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }, { concurrency: 2, queueLimit: 4 })
  const stored = await hasher.hash('café au lait')
  expect(await hasher.verify(stored, 'cafe\u0301 au lait')).toBe(true)
  expect(await hasher.verify(stored, 'cafe au lait')).toBe(false)
  expect(await hasher.verify(null, 'café au lait')).toBe(false)
  expect(await hasher.verify('not a hash', 'café au lait')).toBe(false)
  expect(hasher.needsRehash(stored)).toBe(false)
  // Full-width letters and digits are the same password as their plain forms (NFKC).
  const wide = await hasher.hash('ｇｒｅｅｎ ｍａｎｇｏｅｓ ２０２６')
  expect(await hasher.verifyForm(wide, 'green mangoes 2026')).toBe('normalized')
  const stronger = createPasswordHasher(PRODUCTION_ARGON2, { concurrency: 1, queueLimit: 1 })
  expect(stronger.needsRehash(stored)).toBe(true)
})

test('the semaphore runs at most its concurrency at once and refuses past its queue', async () => {
  const semaphore = new Semaphore(2, 3)
  let running = 0
  let peak = 0
  const release: (() => void)[] = []
  const task = () =>
    semaphore.run(async () => {
      running++
      peak = Math.max(peak, running)
      await new Promise<void>((resolve) => release.push(resolve))
      running--
    })
  const accepted = Array.from({ length: 5 }, task)
  await expect(task()).rejects.toBeInstanceOf(BusyError)
  expect(semaphore.pending).toBe(3)
  while (release.length || semaphore.pending) {
    release.shift()?.()
    await new Promise((r) => setTimeout(r, 1))
  }
  await Promise.all(accepted)
  expect(peak).toBe(2)
})

let t: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp({
    argon2: PRODUCTION_ARGON2,
    limits: {
      loginPerAccountAndAddress: { max: 1000, windowSeconds: 900 },
      loginPerAccount: { max: 1000, windowSeconds: 900 },
      loginPerAddress: { max: 1000, windowSeconds: 900 },
    },
  })
})
afterAll(() => t.close())

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

test('a wrong password and an unknown identifier take the same time (production cost)', async () => {
  const { input } = await t.register()
  const time = async (identifier: string) => {
    const started = performance.now()
    const res = await t.login(identifier, 'definitely not it')
    const ms = performance.now() - started
    expect(res.status).toBe(401)
    return ms
  }
  await time('warm-up') // the first call pays for the dummy hash and JIT
  const known: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < 9; i++) {
    known.push(await time(input.credential.identifier))
    unknown.push(await time(`nobody-${i}`))
  }
  const [a, b] = [median(known), median(unknown)]
  // Same band: both pay one argon2id verification (~10–20 ms here); skipping it would be ~1 ms.
  expect(Math.min(a, b) / Math.max(a, b), `known ${a.toFixed(1)} ms vs unknown ${b.toFixed(1)} ms`).toBeGreaterThan(0.5)
})

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

test('hashes run on threads that give way to serving (a lowered priority where the OS allows it, Linux here), and a password still verifies', async () => {
  const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }, { concurrency: 1, queueLimit: 4 })
  const onLinux = process.platform === 'linux'
  const before = onLinux ? threadNiceValues().filter((nice) => nice === HASH_NICE).length : 0
  const stored = await hasher.hash('correct horse battery staple')
  // Elsewhere the thread says it could not lower its priority, and hashes as before.
  expect(await hasher.threads!.lowered).toBe(onLinux)
  if (onLinux) expect(threadNiceValues().filter((nice) => nice === HASH_NICE).length).toBe(before + 1)
  expect(await hasher.verify(stored, 'correct horse battery staple')).toBe(true)
  expect(await hasher.verify(stored, 'wrong')).toBe(false)
  expect(await hasher.verify(null, 'anything')).toBe(false)
})
