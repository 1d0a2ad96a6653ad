/** An inline "are you sure?" before deleting a saved address or payment method: the safe answer has the focus. */
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

export function ConfirmDelete({ question, busy, onConfirm, onCancel }: { question: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => keep.current?.focus(), [])
  return (
    <div className="saved-item__confirm" role="group" aria-label={question}>
      <p>{question}</p>
      <div className="saved-item__actions">
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          <Trans>Yes, delete</Trans>
        </button>
        <button type="button" className="button" onClick={onCancel} ref={keep}>
          <Trans>Keep it</Trans>
        </button>
      </div>
    </div>
  )
}
