/**
 * Model-based testing for our XState v5 machines (see README "Model-based tests").
 *
 * `modelPaths` walks the machine's graph with @xstate/graph and returns its shortest and simple
 * paths, including the timers: every `after` transition becomes an explicit event
 * (`xstate.after.<delay>.<state id>`) in the traversal. `runPath` replays one path on a real actor
 * under fake timers — a timer step advances the clock by the named delay's value instead of
 * sending the event — and checks after every step that the actor is where the model says and
 * that the state's meaning holds. `coverage` reports every state and every (state, event)
 * transition that no generated path reached, so a test can fail on an untested corner.
 */
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from '@xstate/graph'
import { createActor, type AnyActorRef, type AnyStateMachine, type EventObject, type SnapshotFrom, type StateValue } from 'xstate'
import { expect, vi } from 'vitest'

interface NodeLike {
  id: string
  path: string[]
  states: Record<string, NodeLike>
  transitions: Map<string, unknown[]>
  after: { eventType: string; delay: string | number }[]
  always?: { target?: NodeLike[] }[]
}

export interface ModelPath<M extends AnyStateMachine> {
  description: string
  steps: { event: EventObject; state: SnapshotFrom<M> }[]
}

function walk(node: NodeLike, visit: (n: NodeLike) => void) {
  visit(node)
  for (const child of Object.values(node.states)) walk(child, visit)
}

const rootOf = (machine: AnyStateMachine) => machine.root as unknown as NodeLike

/** The timer events of every `after` transition, as explicit events for the traversal. */
export function timerEvents(machine: AnyStateMachine): EventObject[] {
  const events: EventObject[] = []
  walk(rootOf(machine), (n) => n.after.forEach((t) => events.push({ type: t.eventType })))
  return events
}

/** How many ms a timer event stands for (named delays resolved from the machine's `delays`; a delay computed from context is computed from the live snapshot's). */
export function delayOf(machine: AnyStateMachine, eventType: string, snapshot?: { context: unknown }): number {
  let found: string | number | undefined
  walk(rootOf(machine), (n) => n.after.forEach((t) => t.eventType === eventType && (found = t.delay)))
  if (typeof found === 'number') return found
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>
  const named = found === undefined ? undefined : delays[found]
  if (typeof named === 'function') return (named as (a: { context: unknown }) => number)({ context: snapshot?.context })
  if (typeof named !== 'number') throw new Error(`no numeric delay for ${eventType}`)
  return named
}

const serialize = (snapshot: { value: StateValue; context?: unknown }) => JSON.stringify({ value: snapshot.value, context: snapshot.context })

export function describePath(steps: { event: EventObject; state: { value: StateValue } }[]): string {
  const show = (v: StateValue): string =>
    typeof v === 'string'
      ? v
      : Object.entries(v)
          .map(([k, s]) => `${k}.${s === undefined ? '' : show(s)}`)
          .join('+')
  return steps
    .map((s, i) => (i === 0 ? show(s.state.value) : `${s.event.type.startsWith('xstate.after.') ? `after ${s.event.type.split('.')[2]}` : s.event.type} → ${show(s.state.value)}`))
    .join(' ⟶ ')
}

/**
 * The paths to test: the shortest path to every state, one path per transition (the shortest
 * path to its source state, then that event: so every edge is walked, cycles included), and
 * optionally every simple path. Deduplicated, each with a readable description.
 */
export function modelPaths<M extends AnyStateMachine>(
  machine: M,
  options: { events: EventObject[]; input?: unknown; simple?: boolean; serializeState?: (s: SnapshotFrom<M>) => string },
): ModelPath<M>[] {
  const serializeState = (options.serializeState ?? serialize) as (s: unknown) => string
  const traversal = { events: [...options.events, ...timerEvents(machine)], input: options.input, serializeState }
  type Steps = { event: EventObject; state: SnapshotFrom<M> }[]
  const shortest = getShortestPaths(machine, traversal as never) as unknown as { steps: Steps; state: SnapshotFrom<M> }[]
  const all: { steps: Steps }[] = [...shortest]
  const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<string, { state: SnapshotFrom<M>; transitions: Record<string, { event: EventObject; state: SnapshotFrom<M> }> }>
  for (const path of shortest) {
    // A finished machine takes no more events: no path goes on from it.
    if ((path.state as unknown as { status?: string }).status === 'done') continue
    const node = adjacency[serializeState(path.state)]
    if (!node) continue
    for (const next of Object.values(node.transitions)) {
      if (serializeState(next.state) === serializeState(path.state) && next.event.type !== 'xstate.init') {
        // An event the state ignores changes nothing: only keep it if the machine handles it.
        const handled = (path.state as unknown as { can(e: EventObject): boolean }).can(next.event)
        if (!handled) continue
      }
      all.push({ steps: [...path.steps, { event: next.event, state: next.state }] })
    }
  }
  if (options.simple !== false) all.push(...(getSimplePaths(machine, traversal as never) as unknown as { steps: Steps }[]))
  const seen = new Map<string, ModelPath<M>>()
  for (const path of all) {
    const description = describePath(path.steps as never)
    if (!seen.has(description)) seen.set(description, { description, steps: path.steps })
  }
  return [...seen.values()]
}

/** Replays a path on a real actor under fake timers; checks state and meaning after each step. */
export function runPath<M extends AnyStateMachine>(
  machine: M,
  path: ModelPath<M>,
  options: {
    input?: unknown
    /** Called after every step with the real actor: assert what the state means. */
    check?: (snapshot: SnapshotFrom<M>, actor: AnyActorRef) => void
    /** Sends an event to the system under test (defaults to actor.send). */
    send?: (actor: AnyActorRef, event: EventObject) => void
  } = {},
): void {
  vi.useFakeTimers()
  try {
    const actor = createActor(machine as AnyStateMachine, { input: options.input }).start()
    for (const [i, step] of path.steps.entries()) {
      if (i > 0) {
        if (step.event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(delayOf(machine, step.event.type, actor.getSnapshot() as { context: unknown }))
        else (options.send ?? ((a, e) => a.send(e)))(actor, step.event)
      }
      const snapshot = actor.getSnapshot() as SnapshotFrom<M>
      const value = (s: unknown) => (s as { value: StateValue }).value
      expect(value(snapshot), `step ${i} (${step.event.type}) of: ${path.description}`).toEqual(value(step.state))
      options.check?.(snapshot, actor)
    }
    actor.stop()
  } finally {
    vi.useRealTimers()
  }
}

const toValue = (path: string[]): StateValue => (path.length === 1 ? path[0]! : { [path[0]!]: toValue(path.slice(1)) })

/** States and (state, event) transitions of the machine that none of the paths reached. */
export function coverage<M extends AnyStateMachine>(machine: M, paths: ModelPath<M>[]): { states: string[]; transitions: string[] } {
  const nodes: NodeLike[] = []
  walk(rootOf(machine), (n) => n.path.length > 0 && nodes.push(n))
  const isIn = (snapshot: SnapshotFrom<M>, node: NodeLike) => (snapshot as unknown as { matches(v: StateValue): boolean }).matches(toValue(node.path))
  const states = new Set(nodes.map((n) => n.id))
  const transitions = new Set<string>()
  const rootNode = rootOf(machine)
  for (const n of [rootNode, ...nodes]) for (const type of n.transitions.keys()) transitions.add(`${n.id} --${type}`)
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      for (const n of nodes) if (isIn(step.state, n)) states.delete(n.id)
      if (i === 0) return
      const before = path.steps[i - 1]!.state
      for (const n of [rootNode, ...nodes]) {
        if ((n === rootNode || isIn(before, n)) && n.transitions.has(step.event.type)) transitions.delete(`${n.id} --${step.event.type}`)
        // A compound or parallel state's onDone fires inside the step that completes it.
        if (n !== rootNode && isIn(before, n) && !isIn(step.state, n)) for (const type of n.transitions.keys()) if (type.startsWith('xstate.done.state.')) transitions.delete(`${n.id} --${type}`)
      }
    })
  }
  // A transient state (only `always` transitions) is never observed at rest: it counts as reached
  // when every state its `always` branches lead to was reached.
  for (let changed = true; changed;) {
    changed = false
    for (const n of nodes) {
      if (!states.has(n.id) || !n.always?.length || n.transitions.size > 0) continue
      const targets = n.always.flatMap((t) => t.target ?? [])
      if (targets.length && targets.every((t) => !states.has(t.id))) {
        states.delete(n.id)
        changed = true
      }
    }
  }
  return { states: [...states], transitions: [...transitions] }
}
