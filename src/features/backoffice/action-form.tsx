/**
 * A back-office form: runs its submit once at a time (the button says it is working and cannot be
 * pressed twice), shows a failure as an alert above the button in the back office's words
 * (`backOfficeFailure`), and keeps what was typed. The fields are the caller's (`Field` from
 * src/ui/field.tsx, given the failure's field errors).
 */
import { Trans } from '@lingui/react/macro'
import { useState, type FormEvent, type ReactNode } from 'react'
import { backOfficeFailure, type BackOfficeFailure } from './api'

export interface ActionFormProps {
  /** Resolves when done; a rejection is shown as the form's failure. */
  onSubmit: () => Promise<unknown>
  submitLabel: ReactNode
  children: (failure: BackOfficeFailure | null) => ReactNode
  /** Extra controls beside the submit button (a "Cancel"). */
  actions?: ReactNode
  /** The form's accessible name (a heading's text above it). */
  label?: string
  disabled?: boolean
  danger?: boolean
}

export function ActionForm({ onSubmit, submitLabel, children, actions, label, disabled, danger }: ActionFormProps) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<BackOfficeFailure | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailure(null)
    try {
      await onSubmit()
    } catch (error) {
      setFailure(backOfficeFailure(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="bo-form" onSubmit={(e) => void submit(e)} aria-label={label} noValidate>
      {children(failure)}
      {failure?.message ? (
        <p className="bo-form__error" role="alert">
          {failure.message}
        </p>
      ) : null}
      <div className="bo-form__actions">
        <button type="submit" className={`button ${danger ? 'button--danger' : 'button--primary'}`} disabled={busy || disabled} aria-busy={busy || undefined}>
          {busy ? <Trans>Working…</Trans> : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  )
}
