import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { createLifecycle } from './lifecycle'

/** A server whose /slow answers once `release()` is called, tracked by a fresh lifecycle. */
async function slowServer() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const app = new Hono().get('/slow', async (c) => {
    await released
    return c.text('done')
  })
  const lifecycle = createLifecycle()
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server))
  })
  lifecycle.track(server)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const fire = (n: number) =>
    Array.from({ length: n }, () =>
      fetch(`${url}/slow`).then(
        async (res) => ({ status: res.status, connection: res.headers.get('connection'), body: await res.text() }),
        () => 'cut' as const,
      ),
    )
  const arrived = async (n: number) => {
    while (lifecycle.inFlight < n) await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { lifecycle, url, release, fire, arrived }
}

test('a drain stops taking connections, answers every request in flight with Connection: close, then ends', async () => {
  const s = await slowServer()
  const answers = s.fire(12)
  await s.arrived(12)
  const drained = s.lifecycle.drain(5_000)
  expect(s.lifecycle.draining).toBe(true)
  await expect(fetch(`${s.url}/slow`)).rejects.toThrow()
  s.release()
  expect(await drained).toMatchObject({ inFlight: 12, cut: 0 })
  expect(await Promise.all(answers)).toEqual(Array.from({ length: 12 }, () => ({ status: 200, connection: 'close', body: 'done' })))
})

test('at the deadline the requests still in flight are cut and counted', async () => {
  const s = await slowServer()
  const answers = s.fire(3)
  await s.arrived(3)
  const outcome = await s.lifecycle.drain(200)
  expect(outcome).toMatchObject({ inFlight: 3, cut: 3 })
  expect(outcome.ms).toBeGreaterThanOrEqual(190)
  expect(await Promise.all(answers)).toEqual(['cut', 'cut', 'cut'])
  s.release()
})
