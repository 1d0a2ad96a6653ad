// @vitest-environment node
/** The machine pictures in docs/machines are drawn from the machines as they are now. */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { loadMachines, renderDoc } from '../scripts/machine-diagrams'

test('every machine has a current diagram in docs/machines (run npm run docs:machines)', async () => {
  const machines = await loadMachines()
  expect(machines.length).toBeGreaterThanOrEqual(9)
  for (const { file, name, machine } of machines) {
    const doc = path.resolve(__dirname, '../docs/machines', `${file.replace('.machine.ts', '')}${name.endsWith('ItemMachine') ? '-item' : ''}.md`)
    expect(fs.existsSync(doc), doc).toBe(true)
    expect(fs.readFileSync(doc, 'utf8'), `${doc} is stale`).toBe(renderDoc(file, name, machine))
  }
})
