/** A failed read or write, in the back office's words, as an alert; nothing when offline (the screens say that their own way). */
import type { BackOfficeFailure } from './api'

export function FailureAlert({ failure }: { failure: BackOfficeFailure | null | undefined }) {
  if (!failure?.message || failure.isOffline) return null
  return (
    <p className="bo-form__error" role="alert">
      {failure.message}
    </p>
  )
}
