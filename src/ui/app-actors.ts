/**
 * The app-wide actors, started once: toasts, the alert box and the navigation progress bar.
 * Components read them with useSelector and send events; the API transport feeds the alert
 * (request started, failed, notification received). The locale actor lives in src/i18n.
 */
import { msg } from '@lingui/core/macro'
import { createActor } from 'xstate'
import { alertMachine, type Alert } from '../../machines/alert.machine'
import { progressMachine } from '../../machines/progress.machine'
import { toastMachine } from '../../machines/toast.machine'
import { transportEvents } from '../api/clients'
import type { ApiError } from '../api/http'
import { i18n } from '../i18n/i18n'
import { describeError } from '../i18n/error-messages'
import { yieldToMain } from '../lib/yield'

// Started in a task of their own: the start-up's evaluation is several short tasks (see yieldToMain).
await yieldToMain()
export const toastActor = createActor(toastMachine).start()
export const alertActor = createActor(alertMachine).start()
export const progressActor = createActor(progressMachine).start()

/** What an API failure shows in the alert box, translated; field errors as a list. */
export function alertFromError(error: ApiError): Alert {
  if (error.isNetwork) {
    // Spec 8: the fallback alert when a request fails without an answer.
    return { type: 'error', title: i18n._(msg`Network Error`), message: i18n._(msg`Couldnt make request`) }
  }
  const described = describeError(error)
  return { type: 'error', title: described.title, message: described.message, fields: described.fields }
}

transportEvents.on('request', () => alertActor.send({ type: 'request.started' }))
transportEvents.on('failure', (error) => alertActor.send({ type: 'request.failed', alert: alertFromError(error) }))
