import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DrizzleQueryError } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { databaseOpenProblem, dataDirProblem, storageProblem } from './storage-problems'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-problems-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const nodeError = (code: string, where: string) => Object.assign(new Error(`${code}: failed, open '${where}'`), { code, errno: -28, syscall: 'open', path: where })

test("Node's, PGlite's and PostgreSQL's ways of saying the disk is full all read the same", () => {
  expect(storageProblem(nodeError('ENOSPC', '/srv/malewa/mail/x.eml'))).toBe('the disk holding /srv/malewa/mail/x.eml is full (ENOSPC): free space on it, or move DATA_DIR to a larger disk')
  expect(storageProblem({ name: 'ErrnoError', errno: 51 }, '/srv/malewa/pg')).toMatch(/^the disk holding \/srv\/malewa\/pg is full \(ENOSPC\)/)
  const diskFull = Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), { code: '53100' })
  expect(storageProblem(new DrizzleQueryError('insert into "orders" …', ['secret'], diskFull))).toMatch(/^the disk holding the database is full/)
  expect(storageProblem(nodeError('EDQUOT', '/srv/x'))).toMatch(/is full \(EDQUOT\)/)
})

test('read-only places and other fixable failures are named with what to do', () => {
  expect(storageProblem(nodeError('EROFS', '/srv/malewa'))).toBe('/srv/malewa is on a read-only file system (EROFS): mount it read-write, or point DATA_DIR at a writable directory')
  expect(storageProblem({ name: 'ErrnoError', errno: 69 }, '/srv/malewa/pg')).toMatch(/^\/srv\/malewa\/pg is on a read-only file system/)
  expect(storageProblem(nodeError('EACCES', '/srv/malewa'))).toMatch(/^\/srv\/malewa is read-only for this server's user \(uid \d+\) \(EACCES\): give that user write access/)
  expect(storageProblem({ name: 'ErrnoError', errno: 63 }, '/srv/malewa/pg')).toMatch(/read-only for this server's user .*\(EPERM\)/)
  expect(storageProblem(nodeError('EIO', '/srv/malewa'))).toMatch(/I\/O error \(EIO\)/)
  expect(storageProblem(Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }))).toMatch(/^the database is read-only \(SQLSTATE 25006\)/)
})

test('other failures are not taken for storage problems', () => {
  expect(storageProblem(new Error('boom'))).toBeNull()
  expect(storageProblem(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull()
  expect(storageProblem(nodeError('ECONNREFUSED', '/x'))).toBeNull()
  expect(databaseOpenProblem(new Error('Cannot connect to PostgreSQL'), null)).toBeNull()
})

test("PGlite's opaque start-up failure is explained for the embedded database's directory", () => {
  expect(databaseOpenProblem(new Error('PGlite failed to initialize properly'), '/srv/malewa/pg')).toMatch(
    /^the embedded database in \/srv\/malewa\/pg could not be opened \(PGlite failed to initialize properly\): check that this server's user/,
  )
  expect(databaseOpenProblem({ name: 'ErrnoError', errno: 51 }, '/srv/malewa/pg')).toMatch(/^the database could not be opened: the disk holding \/srv\/malewa\/pg is full/)
})

test('a writable data directory passes, and the probe leaves nothing behind', () => {
  const dataDir = path.join(dir, 'fresh', 'data')
  expect(dataDirProblem(dataDir, true)).toBeNull()
  expect(fs.readdirSync(dataDir)).toEqual([])
})

test('a data directory under a file is refused with the path and the fix', () => {
  const file = path.join(dir, 'a-file')
  fs.writeFileSync(file, '')
  expect(dataDirProblem(path.join(file, 'data'), true)).toBe(
    `the data directory ${path.join(file, 'data')} cannot be a directory: a file is in the way on its path (ENOTDIR); point DATA_DIR at a directory`,
  )
})
