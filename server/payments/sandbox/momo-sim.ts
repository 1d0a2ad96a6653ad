/**
 * An MTN MoMo Collection simulator speaking the documented API (docs/payments/protocols.md §2):
 * the token (Basic + subscription key), request-to-pay answered 202 with no body (400 on an id that
 * is not a UUID v4, 409 on a reused id, 500 INVALID_CALLBACK_URL_HOST when the callback host is not
 * the provisioned one), GET status by X-Reference-Id (200 even when FAILED, 404 unknown), and the
 * callback with the status body (PUT, or POST: which one MTN uses is unverified).
 */
import { Hono } from 'hono'
import { digits, letters, SimKit, type Deliver, type SimOutcome, type SimRequest } from './sim-kit'

export interface MomoSimConfig {
  apiUser: string
  apiKey: string
  subscriptionKey: string
  targetEnvironment: string
  /** The callback host registered for the API user. */
  callbackHost: string
  /** Currencies and their exponents the simulated environment takes. */
  currencies: Record<string, number>
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function momoSimulator(config: MomoSimConfig, deliver: Deliver) {
  const kit = new SimKit(deliver)
  const tokens = new Set<string>()
  const extra = new Map<string, { callbackUrl: string; externalId: string; payerMessage: string; payeeNote: string }>()
  let callbackMethod: 'PUT' | 'POST' = 'PUT'

  const major = (r: SimRequest) => (r.exponent === 0 ? String(r.amount) : (r.amount / 10 ** r.exponent).toFixed(r.exponent))

  function statusBody(r: SimRequest) {
    const more = extra.get(r.ref)!
    return {
      amount: major(r),
      currency: r.currency,
      externalId: more.externalId,
      payer: { partyIdType: 'MSISDN', partyId: r.phone },
      payerMessage: more.payerMessage,
      payeeNote: more.payeeNote,
      status: r.status === 'pending' ? 'PENDING' : r.status === 'succeeded' ? 'SUCCESSFUL' : 'FAILED',
      ...(r.status === 'succeeded' ? { financialTransactionId: r.receipt } : {}),
      ...(r.status === 'failed' ? { reason: r.code } : {}),
    }
  }

  function settle(ref: string, outcome: SimOutcome): Promise<void> {
    const r = kit.requests.get(ref)
    if (!r || r.status !== 'pending') return Promise.resolve()
    r.code = outcome.kind === 'approve' ? null : outcome.kind === 'timeout' ? 'COULD_NOT_PERFORM_TRANSACTION' : outcome.why === 'insufficient_funds' ? 'NOT_ENOUGH_FUNDS' : 'APPROVAL_REJECTED'
    r.status = outcome.kind === 'approve' ? 'succeeded' : 'failed'
    if (r.status === 'succeeded') r.receipt = digits(9)
    return kit.send(extra.get(ref)!.callbackUrl, { method: callbackMethod, headers: { 'content-type': 'application/json' }, body: JSON.stringify(statusBody(r)) })
  }

  const authorised = (c: { req: { header(name: string): string | undefined } }) => {
    const header = c.req.header('authorization')
    return (
      header?.startsWith('Bearer ') &&
      tokens.has(header.slice(7)) &&
      c.req.header('ocp-apim-subscription-key') === config.subscriptionKey &&
      c.req.header('x-target-environment') === config.targetEnvironment
    )
  }
  const denied = { statusCode: 401, message: 'Access denied due to invalid subscription key or token.' }

  const app = new Hono()
    .post('/collection/token/', (c) => {
      const expected = `Basic ${Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64')}`
      if (c.req.header('ocp-apim-subscription-key') !== config.subscriptionKey || c.req.header('authorization') !== expected) return c.json(denied, 401)
      const token = letters(40)
      tokens.add(token)
      return c.json({ access_token: token, token_type: 'access_token', expires_in: 3600 })
    })
    .post('/collection/v1_0/requesttopay', async (c) => {
      if (!authorised(c)) return c.json(denied, 401)
      const ref = c.req.header('x-reference-id') ?? ''
      if (!UUID_V4.test(ref)) return c.json({ code: 'INVALID_REFERENCE_ID', message: 'Reference id is not a UUID version 4' }, 400)
      if (kit.requests.has(ref)) return c.json({ code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' }, 409)
      const callbackUrl = c.req.header('x-callback-url') ?? ''
      const host = URL.canParse(callbackUrl) ? new URL(callbackUrl).hostname : ''
      if (host !== config.callbackHost) return c.json({ code: 'INVALID_CALLBACK_URL_HOST', message: 'Callback URL with different host than the one provisioned' }, 500)
      const b = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
      const payer = b && typeof b.payer === 'object' && b.payer !== null ? (b.payer as Record<string, unknown>) : null
      const exponent = config.currencies[String(b?.currency)]
      if (!b || exponent === undefined) return c.json({ code: 'INVALID_CURRENCY', message: 'Currency not supported.' }, 500)
      const amount = String(b.amount ?? '')
      if (!/^\d+(\.\d+)?$/.test(amount) || !payer || payer.partyIdType !== 'MSISDN' || !/^\d{8,15}$/.test(String(payer.partyId))) return c.json({ code: 'BAD_REQUEST', message: 'Bad request' }, 400)
      kit.requests.set(ref, {
        provider: 'momo',
        ref,
        phone: String(payer.partyId),
        amount: Math.round(Number(amount) * 10 ** exponent),
        currency: String(b.currency),
        exponent,
        label: String(b.payeeNote ?? ''),
        status: 'pending',
        code: null,
        receipt: null,
        createdAt: Date.now(),
      })
      extra.set(ref, { callbackUrl, externalId: String(b.externalId ?? ''), payerMessage: String(b.payerMessage ?? ''), payeeNote: String(b.payeeNote ?? '') })
      return c.body(null, 202)
    })
    .get('/collection/v1_0/requesttopay/:id', (c) => {
      if (!authorised(c)) return c.json(denied, 401)
      const r = kit.requests.get(c.req.param('id'))
      if (!r) return c.json({ code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' }, 404)
      return c.json(statusBody(r))
    })

  return {
    kit,
    app,
    settle,
    useCallbackMethod(method: 'PUT' | 'POST') {
      callbackMethod = method
    },
    /** A success callback for a request the payer has not approved (MoMo callbacks are not signed). */
    forge(ref: string) {
      const r = kit.requests.get(ref)
      if (!r) return Promise.resolve()
      const body = { ...statusBody(r), status: 'SUCCESSFUL', financialTransactionId: '999999999' }
      return deliver(extra.get(ref)!.callbackUrl, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(() => {})
    },
  }
}

export type MomoSimulator = ReturnType<typeof momoSimulator>
