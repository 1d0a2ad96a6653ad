/**
 * Runs the fuzz property for one endpoint: fast-check draws who calls (the shopper, a visitor, a
 * forged or cross-site session, an admin, the catalog operator) and one to three mutations of the
 * endpoint's valid sample; every answer must pass the oracle of fuzz-kit.ts, and every refusal
 * must be the right one for who called (a visitor 401, a cross-site cookie 403, a shopper on an
 * admin route 403, anyone but the operator on the operator route 401).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWorld, endpoints, OTHER_MARKER, routeKey, type Endpoint, type World } from './endpoints'
import { bodyText, buildRequest, counter, expectEnvelope, expectNoPollution, fuzzSeed, mutationArb, newErrors, report, send, stateTracker, type Mutation, type Request } from './fuzz-kit'
import { OPERATOR_TOKEN, PUBLIC_URL } from './hardening-app'

type Who = 'owner' | 'visitor' | 'forged' | 'cookie-cross-site' | 'cookie-same-site' | 'admin' | 'operator'

function whoArb(ep: Endpoint): fc.Arbitrary<Who> {
  const w = (weight: number, who: Who) => ({ weight, arbitrary: fc.constant(who) })
  switch (ep.access) {
    case 'public':
      return ep.noOwnerToken ? fc.oneof(w(4, 'visitor'), w(1, 'forged')) : fc.oneof(w(4, 'visitor'), w(1, 'owner'), w(1, 'forged'))
    case 'user':
      return fc.oneof(w(14, 'owner'), w(2, 'visitor'), w(1, 'forged'), w(ep.method === 'GET' ? 0 : 2, 'cookie-cross-site'), w(1, 'cookie-same-site'))
    case 'admin':
      return fc.oneof(w(6, 'admin'), w(3, 'owner'), w(1, 'visitor'))
    case 'operator':
      return fc.oneof(w(7, 'operator'), w(2, 'visitor'), w(1, 'forged'), w(1, 'owner'))
  }
}

function authHeaders(w: World, who: Who): Record<string, string> {
  switch (who) {
    case 'owner':
      return { authorization: `Bearer ${w.owner.token}` }
    case 'admin':
      return { authorization: `Bearer ${w.admin.token}` }
    case 'operator':
      return { authorization: `Bearer ${OPERATOR_TOKEN}` }
    case 'forged':
      return { authorization: `Bearer ${'A'.repeat(43)}` }
    case 'cookie-cross-site':
      return { cookie: `access_token=${w.owner.token}`, origin: 'https://evil.example' }
    case 'cookie-same-site':
      return { cookie: `access_token=${w.owner.token}`, origin: PUBLIC_URL }
    case 'visitor':
      return {}
  }
}

/** The statuses a caller may get whatever the request says, or null when anything below 500 goes. */
function allowedStatuses(ep: Endpoint, who: Who, mutations: Mutation[]): number[] | null {
  const touchesAuth = mutations.some((m) => m.kind === 'header' && ['authorization', 'cookie', 'origin', 'sec-fetch-site'].includes(m.name))
  if (touchesAuth) return null
  // Refusals that come before authentication: a body that is not JSON (415) or too large (413);
  // a mangled parameter ('..', '') can move the request off the route (404).
  const early = [413, 415, ...(mutations.some((m) => m.kind === 'param') ? [404] : [])]
  if (ep.access === 'user' || ep.access === 'admin') {
    if (who === 'visitor' || who === 'forged') return [401, ...early]
    if (who === 'cookie-cross-site') return [403, ...early]
  }
  if (ep.access === 'admin' && (who === 'owner' || who === 'cookie-same-site')) return [403, ...early]
  if (ep.access === 'operator' && who !== 'operator') return [401, ...early]
  return null
}

let keySerial = 0

/** The value with every `%CASE%` in its strings replaced by the case's serial number. */
function withSerial(value: unknown, serial: number, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('%CASE%') ? value.replaceAll('%CASE%', String(serial)) : value
  // Samples are shallow; a generated 3 000-deep nest holds no placeholder.
  if (value === null || typeof value !== 'object' || depth > 4) return value
  if (Array.isArray(value)) return value.map((v) => withSerial(v, serial, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: withSerial(v, serial, depth + 1), enumerable: true, writable: true, configurable: true })
  return out
}

export async function fuzzEndpoint(w: World, ep: Endpoint, options: { numRuns: number; seed: number }) {
  await ep.prepare?.(w)
  const tracker = stateTracker(w.h)
  await tracker.reset()
  counter.current = routeKey(ep)
  const property = fc.asyncProperty(whoArb(ep), fc.array(mutationArb(ep), { minLength: 1, maxLength: 3 }), async (who, mutations) => {
    const mutated = buildRequest(ep, mutations)
    const request: Request = { ...mutated, headers: { ...authHeaders(w, who), ...mutated.headers } }
    // Fresh values per case where a sample needs them (keys, e-mail addresses that must be new).
    const serial = ++keySerial
    if (request.headers['idempotency-key'] === 'replaced-per-case') request.headers['idempotency-key'] = `fuzz-case-${serial}`
    if (request.body && 'json' in request.body) request.body = { json: withSerial(request.body.json, serial) }
    const errorsBefore = w.h.errors().length
    const answer = await send(w.h, request)
    const label = `${request.method} ${request.path.slice(0, 100)} as ${who}`
    expect(newErrors(w.h, errorsBefore), `${label}: the app logged errors`).toEqual([])
    expectEnvelope(answer, label)
    expectNoPollution()
    if (who !== 'admin') expect(answer.text, `${label}: another shopper's data leaked`).not.toContain(OTHER_MARKER)
    const allowed = allowedStatuses(ep, who, mutations)
    if (allowed) expect(allowed, `${label}: ${answer.text.slice(0, 200)}`).toContain(answer.status)

    const changed = await tracker.changed()
    if (changed.length > 0) {
      expect(answer.status, `${label} changed ${changed.join(', ')} although it answered ${answer.status}: ${answer.text.slice(0, 200)}`).toBeLessThan(300)
      expect(ep.stores, `${label} changed ${changed.join(', ')}: this endpoint must store nothing`).toBeDefined()
      expect(
        changed.filter((t) => !ep.stores!.tables.includes(t)),
        `${label}: tables this endpoint must not touch`,
      ).toEqual([])
      // What the server received: the JSON text parsed back (a -0 travels as 0, undefined drops out).
      const text = request.body && 'json' in request.body ? bodyText(request.body) : undefined
      const sent = text === undefined ? undefined : (JSON.parse(text) as unknown)
      await ep.stores!.verify(w, sent, answer, request)
      await tracker.reset() // a check may itself write (it re-fills a cart): start the next case from here
    }
  })
  await fc.assert(property, { seed: options.seed, numRuns: options.numRuns, endOnFailure: true })
}

/**
 * Declares one fuzz file: a world built once, one test per endpoint (fast-check, `runs` cases
 * each, seeds derived from the file's logged seed), and a last test that the file covered exactly
 * the endpoints it names and ran at least the cases it promised.
 */
export function fuzzSuite(file: string, names: readonly string[], runs: number | Record<string, number>) {
  const seed = fuzzSeed(file)
  const runsOf = (name: string) => (typeof runs === 'number' ? runs : (runs[name] ?? runs.default ?? 200))
  let w: World
  beforeAll(async () => {
    w = await createWorld()
  })
  afterAll(async () => {
    report(file)
    await w?.h.close()
  })
  names.forEach((name, i) => {
    test(`${name} answers hostile input below 500, in the envelope, changing nothing it should not`, async () => {
      const ep = endpoints(w).find((e) => routeKey(e) === name)
      expect(ep, `${name} is in the endpoint list`).toBeDefined()
      await fuzzEndpoint(w, ep!, { numRuns: runsOf(name), seed: seed + i })
    })
  })
  test(`${file} ran every case it promised`, () => {
    const promised = names.reduce((sum, name) => sum + runsOf(name), 0)
    expect(counter.cases).toBeGreaterThanOrEqual(promised)
  })
}
