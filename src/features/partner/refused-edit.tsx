/** An edit the server refused (kept in the outbox: src/sync/partner.ts), said plainly until the member dismisses it. */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { db } from '../../db/db'
import { dismissEntry, type PartnerEntry } from '../../sync/partner'
import { backOfficeCodeMessage } from '../backoffice/api'

export function RefusedEdit({ entry, children }: { entry: PartnerEntry; children?: ReactNode }) {
  return (
    <div className="bo-form__error" role="alert">
      <p>
        {backOfficeCodeMessage(entry.error?.code ?? 'internal_error')} {children}
      </p>
      <button type="button" className="button" onClick={() => void dismissEntry(db, entry.seq!)}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}
