/** An edit the server refused (kept in the outbox: src/sync/partner.ts), said plainly until the member dismisses it. */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { db } from '../../db/db'
import { dismissEntry, type PartnerEntry } from '../../sync/partner'
import { backOfficeCodeMessage } from '../backoffice/api'

/** `reason`, when the refusal's fields say more than its code (a validation's "check the highlighted fields" has none to highlight here). */
export function RefusedEdit({ entry, reason, children }: { entry: PartnerEntry; reason?: string; children?: ReactNode }) {
  return (
    <div className="bo-form__error" role="alert">
      <p>
        {reason ?? backOfficeCodeMessage(entry.error?.code ?? 'internal_error')} {children}
      </p>
      <button type="button" className="button" onClick={() => void dismissEntry(db, entry.seq!)}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}
