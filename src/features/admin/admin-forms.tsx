/**
 * The console's form pieces: the form of a decision that needs a reason, and a screen's failure
 * with its retry. Its labelled controls are the storefront's `Field` (src/ui/field.tsx): the
 * back-office chunk groups (vite.config.ts) take only the back office's own modules.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Field } from '../../ui/field'
import { ActionForm } from '../backoffice/action-form'
import type { Remote } from '../backoffice/use-remote'

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
        <Field label={props.reasonLabel} error={failure?.fields.some((f) => f.field === 'reason') ? t`Write at least 5 characters.` : undefined}>
          {(field) => <textarea {...field} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={1000} required />}
        </Field>
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
