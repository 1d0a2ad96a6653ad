/**
 * The storefront's shell, composed from features (routes may import several features; features
 * may not import each other): the market picker, notifications, account menu and basket in the
 * header; account links in the menu and footer; the countries we serve from the stored markets.
 */
import { useNavigate } from '@tanstack/react-router'
import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import type { ReactNode } from 'react'
import { db } from '../../db/db'
import { chooseStore } from '../../db/store-choice'
import { AccountLinks, UserMenu } from '../../features/account-menu/user-menu'
import { CartLink } from '../../features/cart/cart-link'
import { NotificationsPanel } from '../../features/notifications/notifications-panel'
import { StorePicker } from '../../features/store/store-picker'
import { useLocale } from '../../i18n/use-locale'
import { Shell } from '../../ui/shell'

export function StorefrontShell({ children }: { children: ReactNode }) {
  const { locale, param } = useLocale()
  const navigate = useNavigate()
  const stores = useLiveQuery(() => db.stores.where('[lang+id]').between([locale, Dexie.minKey], [locale, Dexie.maxKey]).toArray(), [locale])
  return (
    <Shell
      headerTools={
        <>
          <StorePicker />
          <NotificationsPanel />
          <UserMenu />
          <CartLink />
        </>
      }
      accountLinks={<AccountLinks />}
      countries={(stores ?? []).map((s) => ({ code: s.country, name: s.countryName, storeId: s.id, city: s.city }))}
      onChooseCountry={(c) => {
        chooseStore({ storeId: c.storeId })
        void navigate({ to: '/{-$locale}/farm', params: { locale: param } })
      }}
    >
      {children}
    </Shell>
  )
}
