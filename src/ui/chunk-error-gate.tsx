/**
 * In the root route's error component: a failed chunk load goes to the chunk-reload guard first.
 * While the page reloads it shows a quiet "Loading the latest version…"; when the guard refuses
 * (a reload less than 60 s ago) it shows the error page in the shopper's words, not the
 * browser's. Any other error renders the children (the usual error page).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useLayoutEffect, type ReactNode } from 'react'
import { chunkReloadActor, isChunkError, reportChunkError } from './chunk-reload'
import { ErrorPage } from './error-page'

export function ChunkErrorGate({ error, children }: { error: unknown; children: ReactNode }) {
  const { t } = useLingui()
  const isChunk = isChunkError(error)
  const isReloading = useSelector(chunkReloadActor, (s) => s.hasTag('reloading'))
  // Before paint, so the error page never flashes on the way to a reload.
  useLayoutEffect(() => {
    if (isChunkError(error)) reportChunkError()
  }, [error])
  if (!isChunk) return <>{children}</>
  if (isReloading) {
    return (
      <p className="chunk-reloading" role="status">
        <Trans>Loading the latest version…</Trans>
      </p>
    )
  }
  return <ErrorPage status={500} message={t`This part of the shop could not be loaded. Check your connection and try again.`} />
}
