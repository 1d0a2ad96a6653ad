import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { currentStore } from '../../db/store-choice'
import { duringStartUp } from '../../lib/start-up'
import { HomePage } from '../../features/farm/home-page'
import { pullCatalog } from '../../sync/catalog-pull'

export const Route = createFileRoute('/{-$locale}/')({
  staticData: {
    kind: 'catalog',
    title: msg`Malewa — fresh produce from local farmers`,
    description: msg`Vegetables, fruit, eggs and honey from farms near your city, delivered or ready for pickup. Works offline.`,
  },
  loader: ({ context, abortController }) => {
    const { storeId } = currentStore()
    // Ask the sync layer to refresh; the page renders from Dexie at once and never waits for the network.
    // The farm pages' own catalog pull (offers, produce, farmers): on a first visit it brings the
    // first screens' rows, offers among them, before the rest (sync/catalog-pull.ts).
    // Part of a first page's start-up (the service worker's install waits for it: lib/start-up).
    const sync = duringStartUp(pullCatalog(baseApi, db, { storeId, locale: context.locale, signal: abortController.signal })).then(
      () => true,
      () => false,
    )
    return { storeId, sync }
  },
  component: Home,
})

function Home() {
  const { storeId, sync } = Route.useLoaderData()
  const [syncFailed, setSyncFailed] = useState(false)
  useEffect(() => {
    let live = true
    void sync.then((ok) => live && setSyncFailed(!ok))
    return () => {
      live = false
    }
  }, [sync])
  return <HomePage storeId={storeId} syncFailed={syncFailed} />
}
