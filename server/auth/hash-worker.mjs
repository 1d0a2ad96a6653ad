// One password-hashing thread (passwords.ts `HashThreads`): argon2id computed here, synchronously,
// so that the whole computation runs on this thread, which lowers its own scheduling priority
// first. On Linux `setpriority` applies to one thread when given its id (man 2 setpriority), read
// from /proc/thread-self; elsewhere the thread keeps the normal priority and says so.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { hashSync, verifySync } from '@node-rs/argon2'

let lowered = false
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
  if (Number.isInteger(threadId) && threadId > 0) {
    setPriority(threadId, workerData.nice)
    lowered = true
  }
} catch {
  // Not Linux, or not allowed: hashing competes with serving as it did before.
}
parentPort.postMessage({ ready: true, lowered })

parentPort.on('message', ({ id, op, password, stored, options }) => {
  try {
    const value = op === 'hash' ? hashSync(password, options) : verifySync(stored, password, options)
    parentPort.postMessage({ id, value })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
