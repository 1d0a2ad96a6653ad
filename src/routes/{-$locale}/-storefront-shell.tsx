/**
 * The storefront's shell, composed from features (routes may import several features; features
 * may not import each other): the market picker, notifications, account menu and basket in the
 * header; account links in the menu and footer; the countries we serve from the stored markets.
 */
import { useNavigate } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo, type ReactNode } from 'react'
import { readStores } from '../../db/rows-language'
import { chooseStore } from '../../db/store-choice'
import { AccountLinks, UserMenu } from '../../features/account-menu/user-menu'
import { CartLink } from '../../features/cart/cart-link'
import { NotificationsPanel } from '../../features/notifications/notifications-panel'
import { StorePicker } from '../../features/store/store-picker'
import { useLocale } from '../../i18n/use-locale'
import { CountryList } from '../../ui/footer'
import { Shell } from '../../ui/shell'

export function StorefrontShell({ children }: { children: ReactNode }) {
  // The same elements on every render: the shell has no state of its own, and what each part
  // shows comes from that part's own hooks (the stored markets re-render the footer's list, not
  // the header and the page around it).
  const parts = useMemo(
    () => ({
      tools: (
        <>
          <StorePicker />
          <NotificationsPanel />
          <UserMenu />
        </>
      ),
      basket: <CartLink />,
      accountLinks: <AccountLinks />,
      countries: <StoreCountries />,
    }),
    [],
  )
  return (
    <Shell headerTools={parts.tools} headerBasket={parts.basket} accountLinks={parts.accountLinks} countries={parts.countries}>
      {children}
    </Shell>
  )
}

/** The markets stored for the page's language, in the footer; choosing one opens its farm market. */
function StoreCountries() {
  const { locale, param } = useLocale()
  const navigate = useNavigate()
  const stores = useLiveQuery(() => readStores(locale), [locale])
  return (
    <CountryList
      countries={(stores ?? []).map((s) => ({ code: s.country, name: s.countryName, storeId: s.id, city: s.city }))}
      onChoose={(c) => {
        chooseStore({ storeId: c.storeId })
        void navigate({ to: '/{-$locale}/farm', params: { locale: param } })
      }}
    />
  )
}
