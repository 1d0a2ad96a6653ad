/**
 * The cookbook's data on this device for the screen that shows it: the market's recipes and the
 * ingredients, pulled as deltas when the screen opens (and again on return after 30 s, like the
 * farm's pages), and what the shopper is told while none of it is here yet or the pull failed.
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { baseApi } from '../../api/clients'
import type { Locale } from '../../config'
import { db } from '../../db/db'
import { pullCookbook } from '../../sync/cookbook'
import { usePageData, type PageDataStatus } from '../../sync/use-page-data'
import './cookbook.css'

export function useCookbookData(storeId: string, locale: Locale): PageDataStatus {
  return usePageData((signal) => pullCookbook(baseApi, db, { storeId, locale, signal }))
}

/** "Couldn't reach the market" with a retry, over a screen showing what this device holds (by default: recipes). */
export function SyncNotice({ status, children }: { status: PageDataStatus; children?: ReactNode }) {
  if (!status.hasFailed) return null
  return (
    <p className="notice" role="status">
      {children ?? <Trans>We couldn't reach the market, so these are the recipes saved on this device.</Trans>}{' '}
      <button type="button" className="link-button" onClick={status.retry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  )
}

/** "25 min": preparation and cooking together. */
export function TotalTime({ minutes }: { minutes: number }) {
  return <Trans>{minutes} min</Trans>
}
