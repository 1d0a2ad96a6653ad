/**
 * The farm area's layout: the tab bar (farmers, produces, offers, search, join) and one catalog
 * sync for every farm page, so moving between tabs never refetches what is fresh. The sync is
 * keyed by store and language: choosing another store or language starts a new one.
 */
import { AreaNotice, AreaReachProvider } from './area-reach'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { createContext, useContext, useEffect } from 'react'
import { baseApi } from '../../api/clients'
import { DELAYS, type Locale } from '../../config'
import { db } from '../../db/db'
import { useStoreChoice } from '../../db/store-choice'
import { useLocale } from '../../i18n/use-locale'
import { probeCatalog, pullCatalog, syncKey } from '../../sync/catalog-pull'
import { startLivePoll } from '../../sync/live-poll'
import { usePageData, type PageDataStatus } from '../../sync/use-page-data'
import { DataAge } from './data-age'
import { Soon } from '../../ui/later'

interface FarmContext {
  storeId: string
  locale: Locale
  status: PageDataStatus
  /**
   * While none of this store's catalog is on the device: whether its first pull is under way or
   * has failed (the status line above the screen then says so, with 'Try again'); null otherwise.
   */
  firstPull: 'running' | 'failed' | null
}

const FarmSync = createContext<FarmContext | null>(null)

export function useFarmContext(): FarmContext {
  const value = useContext(FarmSync)
  if (!value) throw new Error('useFarmContext outside the farm layout')
  return value
}

export function FarmLayout() {
  const { storeId } = useStoreChoice()
  const { locale } = useLocale()
  return <FarmArea key={`${storeId}:${locale}`} storeId={storeId} locale={locale} />
}

/** The farm pages without cards, where the chosen area's notice has nothing to speak of: the join form, a produce's own page (its facts say when it arrives). */
const WITHOUT_CARDS = /\/farm\/(join|produces\/[^/]+)\/?$/

function FarmArea({ storeId, locale }: { storeId: string; locale: Locale }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const status = usePageData((signal) => pullCatalog(baseApi, db, { storeId, locale, signal }))
  const storedAt = useLiveQuery(async () => (await db.syncState.get(syncKey('produces', storeId, locale)))?.fetchedAt ?? null, [storeId, locale])
  // While the page is open, visible and online, a provider's edit reaches it within seconds (decision 036).
  useEffect(() => startLivePoll({ probe: (signal) => probeCatalog(baseApi, db, { storeId, locale, signal }), interval: DELAYS.livePoll, maxDelay: DELAYS.livePollMax }), [storeId, locale])
  const hasCards = useLocation({ select: (l) => !WITHOUT_CARDS.test(l.pathname) })
  const tab = { className: 'tabs__tab', activeProps: { className: 'tabs__tab tabs__tab--active', 'aria-current': 'page' as const } }
  return (
    <FarmSync.Provider value={{ storeId, locale, status, firstPull: storedAt !== null ? null : status.isUpdating ? 'running' : status.hasFailed ? 'failed' : null }}>
      <nav className="tabs" aria-label={t`Farm market`}>
        <Link to="/{-$locale}/farm/farmers" params={{ locale: param }} {...tab}>
          <Trans>Farmers</Trans>
        </Link>
        <Link to="/{-$locale}/farm/produces" params={{ locale: param }} {...tab}>
          <Trans>Produce</Trans>
        </Link>
        <Link to="/{-$locale}/farm/offers" params={{ locale: param }} {...tab}>
          <Trans>Offers</Trans>
        </Link>
        <Link to="/{-$locale}/farm/search" params={{ locale: param }} {...tab}>
          <Trans>Search</Trans>
        </Link>
        <Link to="/{-$locale}/farm/join" params={{ locale: param }} {...tab}>
          <Trans>Join</Trans>
        </Link>
      </nav>
      <DataAge status={status} storedAt={storedAt} />
      <AreaReachProvider storeId={storeId} locale={locale}>
        {hasCards ? <AreaNotice locale={locale} /> : null}
        {/* Beneath a drawn page, the screen renders in a task after the farm area's own parts (see Soon). */}
        <Soon>
          <Outlet />
        </Soon>
      </AreaReachProvider>
    </FarmSync.Provider>
  )
}
