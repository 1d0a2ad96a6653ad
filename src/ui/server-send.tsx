/**
 * What a form does with the server, for the screens that send it themselves: busy while a request
 * runs, the server's field errors by their fields, and a refusal that is not about a field said in
 * words above the form.
 */
import { useState } from 'react'
import { ApiError } from '../api/http'
import { requestMessage } from '../i18n/error-messages'
import type { ServerFieldError } from './use-form'

export const fieldsOf = (error: unknown): ServerFieldError[] => (error instanceof ApiError ? error.errors.filter((e) => e.field).map((e) => ({ field: e.field!, code: e.code, params: e.params })) : [])

export function useServerSend() {
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async (request: () => Promise<void>) => {
    setBusy(true)
    setFailure(null)
    try {
      await request()
      setServerErrors([])
    } catch (error) {
      setServerErrors(fieldsOf(error))
      setFailure(error instanceof ApiError && error.code !== 'validation_failed' ? requestMessage(error.code) : null)
    } finally {
      setBusy(false)
    }
  }
  return { serverErrors, failure, busy, send }
}

export function Failure({ text }: { text: string | null }) {
  return text ? (
    <p className="notice notice--error" role="alert">
      {text}
    </p>
  ) : null
}
