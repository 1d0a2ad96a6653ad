/**
 * The shopper's journey as a model (issue 9): a small XState v5 machine whose generated paths
 * tests/e2e/journeys.spec.ts replays in a real browser against the real server and database.
 *
 *   browsing ─ADD_TO_CART▶ carted ─GO_OFFLINE▶ offline ─RELOAD▶ reloadedOffline ─EDIT_CART▶ editedOffline
 *      offline ─EDIT_CART▶ editedOffline ─COME_ONLINE▶ backOnline ─SIGN_IN▶ signedIn ─CHECKOUT▶ ordered
 *   carted ─SIGN_IN▶ signedIn                   (the short way: no offline stretch)
 *   carted ─SWITCH_LANGUAGE▶ carted (in French)  (once: the rest of the journey runs in /fr)
 *   signedIn ─EDIT_CART▶ signedIn                (a signed-in edit is pushed to the server)
 *   signedIn ─SESSION_REVOKED▶ sessionEnded ─SIGN_IN▶ signedIn   (a 401 mid-journey)
 *
 * The language is context (`lang`), and part of the state's identity for the traversal, so the
 * French half of the graph is walked too. Each state's meaning (`MEANING`) is what the spec
 * asserts in the page after every step.
 *
 * Paths: the shortest path to every (state, language) and one path per transition (the same
 * `modelPaths` the per-machine tests use, machines/test/model.ts), each carried on to the order
 * by the shortest way, deduplicated, and prefixes dropped; bounded by MAX_PATHS and MAX_STEPS.
 */
import { getAdjacencyMap } from '@xstate/graph'
import { assign, setup, type EventObject, type SnapshotFrom } from 'xstate'
import { coverage, modelPaths, type ModelPath } from '../../machines/test/model'

export type Lang = 'en' | 'fr'

export type JourneyEvent =
  | { type: 'ADD_TO_CART' }
  | { type: 'SWITCH_LANGUAGE'; to: Lang }
  | { type: 'GO_OFFLINE' }
  | { type: 'RELOAD' }
  | { type: 'EDIT_CART' }
  | { type: 'COME_ONLINE' }
  | { type: 'SIGN_IN' }
  | { type: 'SESSION_REVOKED' }
  | { type: 'CHECKOUT' }

export const journeyMachine = setup({
  types: { context: {} as { lang: Lang }, events: {} as JourneyEvent },
  guards: { inEnglish: ({ context }) => context.lang === 'en' },
  actions: { switchLanguage: assign(({ event }) => (event.type === 'SWITCH_LANGUAGE' ? { lang: event.to } : {})) },
}).createMachine({
  id: 'journey',
  context: { lang: 'en' },
  initial: 'browsing',
  states: {
    browsing: { on: { ADD_TO_CART: 'carted' } },
    carted: {
      on: {
        GO_OFFLINE: 'offline',
        SIGN_IN: 'signedIn',
        SWITCH_LANGUAGE: { guard: 'inEnglish', target: 'carted', actions: 'switchLanguage' },
      },
    },
    offline: { on: { RELOAD: 'reloadedOffline', EDIT_CART: 'editedOffline' } },
    reloadedOffline: { on: { EDIT_CART: 'editedOffline' } },
    editedOffline: { on: { COME_ONLINE: 'backOnline' } },
    backOnline: { on: { SIGN_IN: 'signedIn' } },
    signedIn: { on: { CHECKOUT: 'ordered', EDIT_CART: 'signedIn', SESSION_REVOKED: 'sessionEnded' } },
    sessionEnded: { on: { SIGN_IN: 'signedIn' } },
    ordered: { type: 'final' },
  },
})

export type JourneyState = keyof typeof journeyMachine.config.states & string
export type JourneySnapshot = SnapshotFrom<typeof journeyMachine>

/** What each state means in the page: the spec checks exactly this after every step. */
export const MEANING: Record<JourneyState, string> = {
  browsing: 'a guest on the produce list, online, the basket empty',
  carted: 'a guest, online, one line in the header basket, kept on the device',
  offline: 'the offline notice shows, the basket still has its line',
  reloadedOffline: 'reloaded without a network: the page comes from the service worker, offline notice, basket kept',
  editedOffline: 'the basket page, offline, the line one step larger on the device',
  backOnline: 'the offline notice is gone, the edited basket kept',
  signedIn: 'the account menu in the header, the basket shows its line, the server cart equals the device',
  sessionEnded: 'after a 401 the app signed the shopper out and went home; the basket is kept on the device (and is back after signing in)',
  ordered: 'the order is placed, the basket is empty on the device and the server',
}

/** Every event the traversal may try in every state (the machine ignores what it does not handle). */
export const JOURNEY_EVENTS: JourneyEvent[] = [
  { type: 'ADD_TO_CART' },
  { type: 'SWITCH_LANGUAGE', to: 'fr' },
  { type: 'GO_OFFLINE' },
  { type: 'RELOAD' },
  { type: 'EDIT_CART' },
  { type: 'COME_ONLINE' },
  { type: 'SIGN_IN' },
  { type: 'SESSION_REVOKED' },
  { type: 'CHECKOUT' },
]

/** Bounds that keep the browser suite within CI time (each path ≈ 10–25 s on 2 cores). */
export const MAX_PATHS = 12
export const MAX_STEPS = 10

const serializeState = (s: JourneySnapshot) => `${String(s.value)}|${s.context.lang}`
const stateName = (s: JourneySnapshot) => `${String(s.value)}${s.context.lang === 'en' ? '' : ` (${s.context.lang})`}`
const eventName = (e: EventObject) => (e.type === 'SWITCH_LANGUAGE' ? `SWITCH_LANGUAGE to ${(e as unknown as { to: string }).to}` : e.type)

export function describeJourney(steps: ModelPath<typeof journeyMachine>['steps']): string {
  return steps.map((step, i) => (i === 0 ? stateName(step.state) : `${eventName(step.event)} → ${stateName(step.state)}`)).join(' ⟶ ')
}

type Step = ModelPath<typeof journeyMachine>['steps'][number]
type Adjacency = Record<string, { state: JourneySnapshot; transitions: Record<string, { event: JourneyEvent; state: JourneySnapshot }> }>

const adjacency = () => getAdjacencyMap(journeyMachine, { events: JOURNEY_EVENTS, serializeState } as never) as unknown as Adjacency

/** The shortest way on from a state to the end of the journey (breadth first over the model's graph). */
function toTheEnd(from: JourneySnapshot, graph: Adjacency): Step[] {
  const start = serializeState(from)
  const previous = new Map<string, { key: string; step: Step } | null>([[start, null]])
  const queue = [start]
  while (queue.length) {
    const key = queue.shift()!
    const node = graph[key]!
    if (node.state.status === 'done') {
      const steps: Step[] = []
      for (let at = previous.get(key); at; at = previous.get(at.key)) steps.unshift(at.step)
      return steps
    }
    for (const next of Object.values(node.transitions)) {
      const nextKey = serializeState(next.state)
      if (previous.has(nextKey)) continue
      previous.set(nextKey, { key, step: { event: next.event, state: next.state } })
      queue.push(nextKey)
    }
  }
  throw new Error(`no way to the end of the journey from ${start}`)
}

export interface JourneyPath {
  description: string
  steps: Step[]
}

/** The generated journeys: see the file's header. Throws when a bound is exceeded, so a growing model is noticed. */
export function journeyPaths(): JourneyPath[] {
  const graph = adjacency()
  const generated = modelPaths(journeyMachine, { events: JOURNEY_EVENTS, serializeState, simple: false })
  const complete = generated.map((path) => {
    const last = path.steps[path.steps.length - 1]!.state
    return [...path.steps, ...toTheEnd(last, graph)]
  })
  const byKey = new Map<string, Step[]>()
  const keyOf = (steps: Step[]) => steps.map((s) => `${eventName(s.event)}>${serializeState(s.state)}`).join(' ')
  for (const steps of complete) byKey.set(keyOf(steps), steps)
  const keys = [...byKey.keys()]
  // A path that is the start of a longer one adds nothing: the longer one checks every step it checks.
  const kept = keys.filter((k) => !keys.some((other) => other !== k && other.startsWith(`${k} `)))
  const paths = kept
    .map((k) => byKey.get(k)!)
    .sort((a, b) => a.length - b.length || keyOf(a).localeCompare(keyOf(b)))
    .map((steps) => ({ description: describeJourney(steps), steps }))
  if (paths.length > MAX_PATHS) throw new Error(`the journey model gives ${paths.length} paths, more than MAX_PATHS (${MAX_PATHS})`)
  const tooLong = paths.find((p) => p.steps.length - 1 > MAX_STEPS)
  if (tooLong) throw new Error(`a journey has ${tooLong.steps.length - 1} steps, more than MAX_STEPS (${MAX_STEPS}): ${tooLong.description}`)
  return paths
}

/** What the paths leave out: model states/transitions (machines/test/model.ts) and (state, language) pairs and edges of the graph. */
export function journeyCoverage(paths: JourneyPath[]) {
  const graph = adjacency()
  const states = new Set(Object.keys(graph))
  const edges = new Set(
    Object.entries(graph).flatMap(([key, node]) =>
      Object.values(node.transitions)
        .filter((t) => key !== serializeState(t.state) || node.state.can(t.event))
        .map((t) => `${key} --${eventName(t.event)}`),
    ),
  )
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      states.delete(serializeState(step.state))
      if (i > 0) edges.delete(`${serializeState(path.steps[i - 1]!.state)} --${eventName(step.event)}`)
    })
  }
  return { ...coverage(journeyMachine, paths as never), graphStates: [...states], graphEdges: [...edges] }
}
