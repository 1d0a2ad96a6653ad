/**
 * The farm area's layout: the tab bar (farmers, produces, offers, search, join) and one catalog
 * sync for every farm page, so moving between tabs never refetches what is fresh. The sync is
 * keyed by store and language: choosing another store or language starts a new one. Every other
 * service's area is this one (`CatalogArea`) with its own tabs and its own catalog (decision 045).
 */
import { AreaNotice, AreaReachProvider } from './area-reach'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import type { Service } from '../../api/services-contract'
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
  /** The area's service: the farm's, or another's (decision 045). */
  service: Service
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
  const { t } = useLingui()
  const { param } = useLocale()
  return <CatalogArea service="farm" label={t`Farm market`} withoutCards={WITHOUT_CARDS} tabs={(tab) => <FarmTabs tab={tab} param={param} />} />
}

/** The farm pages without cards, where the chosen area's notice has nothing to speak of: the join form, a produce's own page (its facts say when it arrives). */
const WITHOUT_CARDS = /\/farm\/(join|produces\/[^/]+)\/?$/

/** A tab's link props: its class, and the active tab's. */
export const TAB = { className: 'tabs__tab', activeProps: { className: 'tabs__tab tabs__tab--active', 'aria-current': 'page' as const } }

export interface CatalogAreaProps {
  service: Service
  /** The tab bar's accessible name ("Farm market"). */
  label: string
  /** The area's pages that show no cards (no area notice above them). */
  withoutCards: RegExp
  tabs: (tab: typeof TAB) => ReactNode
}

/** A service's area: its tabs, one catalog sync of its own for all its pages, the data age and the area notice. */
export function CatalogArea(props: CatalogAreaProps) {
  const { storeId } = useStoreChoice()
  const { locale } = useLocale()
  return <FarmArea key={`${storeId}:${locale}`} storeId={storeId} locale={locale} {...props} />
}

function FarmArea({ storeId, locale, service, label, withoutCards, tabs }: { storeId: string; locale: Locale } & CatalogAreaProps) {
  const status = usePageData((signal) => pullCatalog(baseApi, db, { storeId, locale, signal, service }))
  const storedAt = useLiveQuery(async () => (await db.syncState.get(syncKey('produces', storeId, locale, service)))?.fetchedAt ?? null, [storeId, locale, service])
  // While the page is open, visible and online, a provider's edit reaches it within seconds (decision 036).
  useEffect(
    () => startLivePoll({ probe: (signal) => probeCatalog(baseApi, db, { storeId, locale, signal, service }), interval: DELAYS.livePoll, maxDelay: DELAYS.livePollMax }),
    [storeId, locale, service],
  )
  const hasCards = useLocation({ select: (l) => !withoutCards.test(l.pathname) })
  return (
    <FarmSync.Provider value={{ service, storeId, locale, status, firstPull: storedAt !== null ? null : status.isUpdating ? 'running' : status.hasFailed ? 'failed' : null }}>
      <nav className="tabs" aria-label={label}>
        {tabs(TAB)}
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

function FarmTabs({ tab, param }: { tab: typeof TAB; param: string | undefined }) {
  return (
    <>
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
    </>
  )
}
