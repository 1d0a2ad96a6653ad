/**
 * WORKERS=N: one command runs N server processes on one port (README, "Many processes"). They
 * serve together, a process that dies is started again, SIGTERM to the primary drains them all
 * and it exits 0; without DATABASE_URL the command refuses, and a start that cannot succeed
 * fails the command instead of spinning.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { describeCluster, startCluster, type Cluster } from '../test/cluster'
import { runServerToExit } from '../test/spawn-server'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const listening = (output: string) => [...output.matchAll(/listening on \S+ \(ready in \d+ ms\) \(worker (\d+) of 2, pid (\d+)\)/g)].map((m) => Number(m[2]))

describeCluster('WORKERS=2', () => {
  let cluster: Cluster
  beforeAll(async () => {
    cluster = await startCluster(1, { WORKERS: '2' })
  })
  afterAll(async () => {
    await cluster?.close()
  })

  test('two processes serve one port; one killed is replaced; SIGTERM drains both and the command exits 0', async () => {
    const primary = cluster.servers[0]!
    await vi.waitFor(() => expect(listening(primary.output())).toHaveLength(2), { timeout: 60_000, interval: 100 })
    const [first, second] = listening(primary.output()) as [number, number]
    expect(first).not.toBe(second)
    expect(first).not.toBe(primary.child.pid)
    for (let i = 0; i < 20; i++) expect((await fetch(`${primary.url}/api/health`)).status).toBe(200)

    process.kill(first, 'SIGKILL')
    await vi.waitFor(() => expect(listening(primary.output())).toHaveLength(3), { timeout: 60_000, interval: 100 })
    expect(primary.output()).toMatch(new RegExp(`server process ${first} stopped \\(signal SIGKILL\\); starting another`))
    for (let i = 0; i < 20; i++) expect((await fetch(`${primary.url}/api/farm/farmers?perPage=1`)).status).toBe(200)

    expect(await primary.stop('SIGTERM')).toBe(0)
    expect(primary.output().match(/drained in \d+ ms/g)).toHaveLength(2)
    expect(primary.output()).toContain('every server process has stopped')
  })
})

test('WORKERS above 1 without DATABASE_URL is refused with the reason', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workers-'))
  try {
    const refused = await runServerToExit({ WORKERS: '2', DATABASE_URL: '', DATA_DIR: dataDir })
    expect(refused.code).toBe(2)
    expect(refused.output).toContain('WORKERS=2 needs DATABASE_URL')
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

test('a start that cannot succeed (no database there) ends the command with an error, not a loop of restarts', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workers-'))
  try {
    const failed = await runServerToExit({ WORKERS: '2', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: dataDir }, 60_000)
    expect(failed.code).not.toBe(0)
    expect(failed.code).not.toBeNull()
    expect(failed.output).toContain('stopped before it served')
    expect(failed.output).not.toContain('starting another')
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
