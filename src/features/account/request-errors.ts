/**
 * What a failed account write shows: the server's field errors beside their fields (translated by
 * the form), a translated request-level message otherwise, and whether it failed for want of a
 * connection (then the form keeps its draft and says it will work once back online).
 */
import { ApiError } from '../../api/http'
import { requestMessage } from '../../i18n/error-messages'
import type { ServerFieldError } from '../../ui/use-form'

export interface WriteFailure {
  fields: ServerFieldError[]
  /** A translated message for the whole request, when there is more to say than the fields. */
  message: string | null
  isOffline: boolean
}

export function writeFailureOf(error: unknown): WriteFailure {
  if (!(error instanceof ApiError)) return { fields: [], message: requestMessage('internal_error'), isOffline: false }
  if (error.isNetwork) return { fields: [], message: null, isOffline: true }
  const fields = error.errors.filter((e) => e.field).map((e) => ({ field: e.field!, code: e.code, params: e.params }))
  const message = error.code === 'validation_failed' && fields.length ? null : requestMessage(error.code)
  return { fields, message, isOffline: false }
}
