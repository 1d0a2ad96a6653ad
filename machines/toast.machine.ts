/**
 * Toasts: short notifications stacked on screen (spec 8). Owns the list of visible toasts and
 * each one's lifetime: a toast closes itself after `toastDefault` (2000 ms) — the error page's
 * after `errorToast` (3000 ms) — unless it is permanent; a click dismisses it. Each toast is a
 * child actor (`toastItemMachine`) with its own timer. Does not own rendering.
 */
import { assign, enqueueActions, setup, type ActorRefFrom } from 'xstate'
import { DELAYS } from '../src/config'

export type ToastType = 'success' | 'info' | 'warning' | 'error'

export interface Toast {
  id: string
  type: ToastType
  title: string
  message: string
  permanent: boolean
  /** 'default' closes after toastDefault (2000 ms), 'long' after errorToast (3000 ms). */
  duration: 'default' | 'long'
}

export type ToastInput = Partial<Omit<Toast, 'title' | 'message'>> & { title: string; message: string }

export const toastItemMachine = setup({
  types: {
    input: {} as Toast,
    context: {} as Toast,
    events: {} as { type: 'toast.dismiss' },
  },
  delays: { toastDefault: DELAYS.toastDefault, errorToast: DELAYS.errorToast },
  guards: {
    isPermanent: ({ context }) => context.permanent,
    isLong: ({ context }) => context.duration === 'long',
  },
}).createMachine({
  id: 'toastItem',
  context: ({ input }) => input,
  // The parent learns that a toast closed from its completion (xstate.done.actor.<id>).
  output: ({ context }) => ({ id: context.id }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isPermanent', target: 'permanent' }, { guard: 'isLong', target: 'long' }, { target: 'short' }],
    },
    short: { tags: ['visible'], after: { toastDefault: 'closed' }, on: { 'toast.dismiss': 'closed' } },
    long: { tags: ['visible'], after: { errorToast: 'closed' }, on: { 'toast.dismiss': 'closed' } },
    permanent: { tags: ['visible'], on: { 'toast.dismiss': 'closed' } },
    closed: { type: 'final' },
  },
})

export type ToastItemRef = ActorRefFrom<typeof toastItemMachine>

export const toastMachine = setup({
  types: {
    context: {} as { toasts: Toast[]; nextId: number },
    events: {} as { type: 'toast.show'; toast: ToastInput } | { type: 'toast.dismiss'; id: string } | { type: `xstate.done.actor.${string}`; output: { id: string } },
  },
  actors: { toastItem: toastItemMachine },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  on: {
    'toast.show': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const toast: Toast = {
          id: event.toast.id ?? `toast-${context.nextId}`,
          type: event.toast.type ?? 'success',
          title: event.toast.title,
          message: event.toast.message,
          permanent: event.toast.permanent ?? false,
          duration: event.toast.duration ?? 'default',
        }
        // The same id again replaces the toast (and restarts its timer).
        if (context.toasts.some((t) => t.id === toast.id)) enqueue.stopChild(toast.id)
        enqueue.assign({ toasts: [...context.toasts.filter((t) => t.id !== toast.id), toast], nextId: context.nextId + 1 })
        enqueue.spawnChild('toastItem', { id: toast.id, input: toast })
      }),
    },
    'toast.dismiss': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.toasts.some((t) => t.id === event.id)) enqueue.sendTo(event.id, { type: 'toast.dismiss' })
      }),
    },
    'xstate.done.actor.*': {
      actions: assign(({ context, event }) => ({ toasts: context.toasts.filter((t) => t.id !== event.output.id) })),
    },
  },
})
