/**
 * What a catalog screen says about its data's freshness: updating, saved on this device (with its
 * age) when the network fails, and nothing when all is well. The line is always there (an empty
 * live region when all is well): a message coming and going must not move the page under the
 * shopper's thumb (layout shift), and a live region that exists before its message is announced.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { PageDataStatus } from '../../sync/use-page-data'
import { relativeAge } from '../../i18n/format'

export function useRelativeAge(timestamp: number | null | undefined): string | null {
  const { i18n } = useLingui()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(id)
  }, [])
  return timestamp ? relativeAge(timestamp, now, i18n.locale) : null
}

export function DataAge({ status, storedAt }: { status: PageDataStatus; storedAt: number | null | undefined }) {
  if (status.isUpdating) {
    return (
      <p className="data-age" role="status">
        <Trans>Updating prices and stock…</Trans>
      </p>
    )
  }
  if (status.hasFailed) return <StaleNotice status={status} storedAt={storedAt} />
  return <p className="data-age" role="status" />
}

/**
 * Only this notice says how old the data is: the relative-time formatter it needs loads locale
 * data on first use (~25 ms, ~100 ms on a slow phone), which a page with fresh data never pays.
 */
function StaleNotice({ status, storedAt }: { status: PageDataStatus; storedAt: number | null | undefined }) {
  const age = useRelativeAge(status.lastFetchedAt ?? storedAt)
  return (
    <p className="data-age data-age--stale" role="status">
      {age ? <Trans>You're seeing the catalog saved on this device, updated {age}.</Trans> : <Trans>We couldn't reach the market and nothing is saved on this device yet.</Trans>}{' '}
      <button type="button" className="link-button" onClick={status.retry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  )
}
