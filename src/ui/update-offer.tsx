/** "A new version is ready — Update": shown while a new service worker waits (src/ui/service-worker.ts). */
import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { acceptUpdate, updateOffer } from './service-worker'

export function UpdateOffer() {
  const state = useSyncExternalStore(updateOffer.subscribe, updateOffer.get, () => 'none' as const)
  if (state === 'none') return null
  return (
    <div className="update-offer" role="status">
      <p className="update-offer__text">
        <Trans>A new version of Malewa is ready. Your basket stays as it is.</Trans>
      </p>
      <button type="button" className="button button--primary update-offer__button" onClick={() => void acceptUpdate()}>
        <Trans>Update</Trans>
      </button>
    </div>
  )
}
