/**
 * A client that goes away in the middle of sending its request body (a phone losing its signal
 * while a form is sent) is nobody's fault on our side: it is logged at info, one line without a
 * stack, and nothing is answered (there is no one to answer). Driven over a real socket: the app
 * served by Node's HTTP server, a raw request that declares a Content-Length, sends part of it,
 * then destroys its socket.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { expect, test, vi } from 'vitest'
import { createTestApp } from './test/test-app'

/** Sends part of a body then destroys the socket; `declared` a Content-Length, else chunked. */
async function cutOff(port: number, declared: boolean) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(declared ? { 'content-length': '50000' } : {}) }
  const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/contact', headers })
  request.on('error', () => {}) // our own socket, destroyed on purpose
  request.write(`{"name":"Amina","email":"amina@example.test","message":"${'Fresh mangoes? '.repeat(1_000)}`)
  await new Promise((resolve) => setTimeout(resolve, 200))
  request.destroy()
}

test.each([
  ['with a declared Content-Length', true],
  ['sent in chunks', false],
])('a request body cut off by its client (%s) is logged at info without a stack, never as an error', async (_, declared) => {
  const t = await createTestApp()
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  const aborted = () => t.logs.filter((l) => l.message === 'request body aborted by the client')
  try {
    await cutOff(port, declared)
    await vi.waitFor(() => expect(t.logs.some((l) => l.message === 'request')).toBe(true), { timeout: 10_000, interval: 50 })
    expect(t.logs.filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([])
    expect(aborted()).toHaveLength(1)
    expect(aborted()[0]).toMatchObject({ level: 'info', fields: { method: 'POST', route: '/api/contact' } })
    expect(JSON.stringify(t.logs)).not.toMatch(/stack|\n\s+at /)
  } finally {
    await new Promise((resolve) => server.close(resolve))
    await t.close()
  }
})
