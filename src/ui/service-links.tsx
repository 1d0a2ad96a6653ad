/**
 * Links to the open services (src/api/services-contract.ts). A service with a catalog of its own
 * links to it (farm → /farm); one opened before its catalog pages exist links to its basket on the
 * basket page, where its lines are and its checkout starts. The service bar shows only when more
 * than one service is open; with one, its link sits in the header's navigation.
 */
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { OPEN_SERVICES, type Service } from '../api/services-contract'
import { useLocale } from '../i18n/use-locale'

export const hasServiceBar = (): boolean => OPEN_SERVICES.length > 1

export function ServiceLinks({ asListItems = false }: { asListItems?: boolean }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const labels: Record<Service, string> = { farm: t`Farm`, food: t`Food`, grocery: t`Grocery`, chef: t`Chefs`, cookbook: t`Cookbooks` }
  const links = OPEN_SERVICES.map((service) =>
    service === 'farm' ? (
      <Link key={service} to="/{-$locale}/farm" params={{ locale: param }} className="header__link" activeProps={{ className: 'header__link header__link--active' }}>
        {labels[service]}
      </Link>
    ) : (
      <Link key={service} to="/{-$locale}/cart" hash={`basket-${service}`} params={{ locale: param }} className="header__link">
        {labels[service]}
      </Link>
    ),
  )
  return asListItems ? (
    <>
      {links.map((l) => (
        <li key={l.key}>{l}</li>
      ))}
    </>
  ) : (
    <>{links}</>
  )
}

/** The bar under the header naming every open service, when more than one is. */
export function ServiceBar() {
  const { t } = useLingui()
  if (!hasServiceBar()) return null
  return (
    <nav className="service-bar" aria-label={t`Services`}>
      <ServiceLinks />
    </nav>
  )
}
