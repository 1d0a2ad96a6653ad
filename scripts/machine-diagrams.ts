/**
 * Writes docs/machines/<machine>.md: a Mermaid state diagram of each machine in machines/, drawn
 * from the machine's own definition (states, events, timers, invoked results), so the picture is
 * the model the model-based tests walk. Run by `npm run docs:machines`; a test checks it is current.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'

interface NodeLike {
  id: string
  key: string
  type: string
  initial?: { target: NodeLike[] }
  states: Record<string, NodeLike>
  transitions: Map<string, { target?: NodeLike[]; guard?: { type?: string } | unknown }[]>
  always?: { target?: NodeLike[]; guard?: unknown }[]
  tags: Set<string> | string[]
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const safe = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_')

function label(eventType: string): string {
  if (eventType.startsWith('xstate.after.')) return `after ${eventType.split('.')[2]}`
  if (eventType.startsWith('xstate.done.actor.')) return `${eventType.slice('xstate.done.actor.'.length)} done`
  if (eventType.startsWith('xstate.error.actor.')) return `${eventType.slice('xstate.error.actor.'.length)} failed`
  if (eventType.startsWith('xstate.done.state.')) return 'all done'
  return eventType
}

export function toMermaid(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2']
  const walk = (node: NodeLike, indent: string) => {
    const children = Object.values(node.states)
    if (node.initial?.target[0]) lines.push(`${indent}[*] --> ${safe(node.initial.target[0].id)}`)
    for (const child of children) {
      const nested = Object.keys(child.states).length > 0
      if (nested) {
        lines.push(`${indent}state ${safe(child.id)} {`)
        if (child.type === 'parallel') {
          Object.values(child.states).forEach((region, i) => {
            if (i > 0) lines.push(`${indent}  --`)
            lines.push(`${indent}  state ${safe(region.id)} {`)
            walk(region, indent + '    ')
            lines.push(`${indent}  }`)
          })
        } else {
          walk(child, indent + '  ')
        }
        lines.push(`${indent}}`)
      }
      lines.push(`${indent}${safe(child.id)} : ${child.key}${[...child.tags].length ? ` [${[...child.tags].join(', ')}]` : ''}`)
      if (child.type === 'final') lines.push(`${indent}${safe(child.id)} --> [*]`)
    }
    for (const child of children) {
      for (const [eventType, transitions] of child.transitions) {
        for (const t of transitions) for (const target of t.target ?? []) lines.push(`${indent}${safe(child.id)} --> ${safe(target.id)} : ${label(eventType)}`)
      }
      for (const t of child.always ?? []) for (const target of t.target ?? []) lines.push(`${indent}${safe(child.id)} --> ${safe(target.id)} : (decides)`)
    }
  }
  const top = machine.root as unknown as NodeLike
  walk(top, '  ')
  // Events handled at the machine's top level apply in every state.
  for (const [eventType, transitions] of top.transitions) {
    for (const t of transitions) for (const target of t.target ?? []) lines.push(`  note right of ${safe(target.id)} : any state — ${label(eventType)}`)
  }
  return lines.join('\n')
}

export async function loadMachines(): Promise<{ file: string; name: string; machine: AnyStateMachine }[]> {
  const dir = path.join(root, 'machines')
  const found: { file: string; name: string; machine: AnyStateMachine }[] = []
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort()) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(mod)) {
      if (value && typeof value === 'object' && 'root' in value && 'config' in value) found.push({ file, name, machine: value as AnyStateMachine })
    }
  }
  return found
}

export function renderDoc(file: string, name: string, machine: AnyStateMachine): string {
  const source = fs.readFileSync(path.join(root, 'machines', file), 'utf8')
  const header =
    /\/\*\*([\s\S]*?)\*\//
      .exec(source)?.[1]
      ?.replace(/^\s*\* ?/gm, '')
      .trim() ?? ''
  return `# ${name} (\`machines/${file}\`)\n\n${header}\n\n\`\`\`mermaid\n${toMermaid(machine)}\n\`\`\`\n\n_Generated from the machine's definition by \`npm run docs:machines\`; do not edit by hand._\n`
}

async function main() {
  const out = path.join(root, 'docs', 'machines')
  fs.mkdirSync(out, { recursive: true })
  for (const { file, name, machine } of await loadMachines()) {
    const target = path.join(out, `${file.replace('.machine.ts', '')}${name.endsWith('ItemMachine') ? '-item' : ''}.md`)
    fs.writeFileSync(target, renderDoc(file, name, machine))
    console.log(`wrote ${path.relative(root, target)}`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main()
