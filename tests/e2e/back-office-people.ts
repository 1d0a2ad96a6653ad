/**
 * The people of the back-office specs (partner, holidays, back-of-house): an account signed in in a
 * browser context of its own, and an operator's grant as `npm run operator -- add` gives it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, registerShopper } from './fixtures'

export const PASSWORD = 'a quiet walk in the market'
export const origin = () => process.env.E2E_BASE_URL!

/** A new account, signed in, in a context of its own at a phone's size (its cookies are its session). */
export async function account(browser: Browser, label: string): Promise<{ context: Awaited<ReturnType<Browser['newContext']>>; email: string }> {
  const context = await browser.newContext({ baseURL: origin(), viewport: { width: 360, height: 740 } })
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  await registerShopper(context.request, { name: label, surname: 'Test', phone: '', email, credential: { identifier: email, secret: PASSWORD } })
  const res = await context.request.post('/api/auth/account/authenticate', { data: { identifier: email, secret: PASSWORD } })
  expect(res.status()).toBe(200)
  return { context, email }
}

/** `npm run operator -- add` as the server's machine does it: the start's token from DATA_DIR/ops.json, from loopback. */
export async function grantOperator(request: APIRequestContext, email: string): Promise<void> {
  const ops = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'ops.json'), 'utf8')) as { url: string; token: string }
  const res = await request.post(`${ops.url}/api/ops/operators`, { data: { email, grant: true, role: 'admin' }, headers: { authorization: `Bearer ${ops.token}` } })
  expect(res.status(), await res.text()).toBe(200)
}
