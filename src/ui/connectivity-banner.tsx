/**
 * The connection's status in words, from the connectivity actor's tags: offline (with how old the
 * saved data is, when known), a weak connection, and a brief "back online, syncing…". Nothing
 * when all is well. The region is always in the page so screen readers announce its changes.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useLastSyncedAt } from '../sync/last-synced'
import { connectivityActor } from './connectivity-actor'
import { relativeAge } from '../i18n/format'

type Status = 'online' | 'offline' | 'flaky' | 'recovering'

export function ConnectivityBanner({ savedAt }: { savedAt?: number | null }) {
  const status = useSelector(connectivityActor, (s): Status => (s.hasTag('offline') ? 'offline' : s.hasTag('flaky') ? 'flaky' : s.hasTag('recovering') ? 'recovering' : 'online'))
  return (
    <div className={`connectivity connectivity--${status}`} role="status">
      {status === 'offline' && (savedAt === undefined ? <OfflineWithStoredAge /> : <OfflineNotice savedAt={savedAt} />)}
      {status === 'flaky' && <Trans>The connection is weak — we'll keep trying</Trans>}
      {status === 'recovering' && <Trans>Back online, syncing…</Trans>}
    </div>
  )
}

/** Without an age from the screen: the newest catalog fetch on this device. */
function OfflineWithStoredAge() {
  return <OfflineNotice savedAt={useLastSyncedAt() ?? null} />
}

function OfflineNotice({ savedAt }: { savedAt: number | null }) {
  const { i18n } = useLingui()
  const age = savedAt ? relativeAge(savedAt, Date.now(), i18n.locale) : null
  return age ? <Trans>You're offline — showing what's saved on this device (updated {age})</Trans> : <Trans>You're offline — showing what's saved on this device</Trans>
}
