/**
 * The console's form pieces: a labelled control, the form of a decision that needs a reason, and a
 * screen's failure with its retry. The labelled control is not src/ui/field.tsx, on purpose: the bundler's
 * back-office chunk groups (vite.config.ts) take a shared module a back-office screen imports into
 * that chunk, and the sign-in page, which uses `Field` too, then loaded the console's code (+7 KB
 * gzip over its budget). Until the chunk groups leave shared modules where they are, the console
 * keeps its own few lines.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { ActionForm } from '../backoffice/action-form'
import type { Remote } from '../backoffice/use-remote'

export interface AdminFieldProps {
  label: ReactNode
  error?: string | undefined
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}

export function AdminField({ label, error, children }: AdminFieldProps) {
  const id = useId()
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': `${id}-error` } : {}) })}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A decision that needs the operator's reason (a rejection, a suspension, a cancellation): the
 * reason's field (at least 5 characters, the server says), the danger button and a way back.
 */
export function ReasonForm(props: { formLabel: string; reasonLabel: ReactNode; submitLabel: ReactNode; backLabel: ReactNode; onBack: () => void; onSubmit: (reason: string) => Promise<unknown> }) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  return (
    <ActionForm
      label={props.formLabel}
      danger
      submitLabel={props.submitLabel}
      actions={
        <button type="button" className="button" onClick={props.onBack}>
          {props.backLabel}
        </button>
      }
      onSubmit={() => props.onSubmit(reason)}
    >
      {(failure) => (
        <AdminField label={props.reasonLabel} error={failure?.fields.some((f) => f.field === 'reason') ? t`Write at least 5 characters.` : undefined}>
          {(field) => <textarea {...field} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={1000} required />}
        </AdminField>
      )}
    </ActionForm>
  )
}

/** A screen's data that did not come: what went wrong, in the back office's words, and a retry. */
export function RemoteFailure({ remote }: { remote: Remote<unknown> }) {
  if (!remote.failure) return null
  return (
    <div className="bo-form__error" role="alert">
      <p>{remote.failure.message}</p>
      <button type="button" className="button" onClick={remote.reload}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
