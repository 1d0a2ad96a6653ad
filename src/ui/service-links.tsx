/** Links to the enabled services (verticals). Only farm is on in this build; the others appear when their flag is. */
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { enabledServices, type Service } from '../config'
import { useLocale } from '../i18n/use-locale'

export function ServiceLinks({ asListItems = false }: { asListItems?: boolean }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const labels: Record<Service, string> = { farm: t`Farm`, food: t`Food`, grocery: t`Grocery`, chef: t`Chefs`, cookbook: t`Cookbooks` }
  const links = enabledServices().map((service) =>
    service === 'farm' ? (
      <Link key={service} to="/{-$locale}/farm" params={{ locale: param }} className="header__link" activeProps={{ className: 'header__link header__link--active' }}>
        {labels[service]}
      </Link>
    ) : null,
  )
  return asListItems ? <>{links.map((l, i) => (l ? <li key={i}>{l}</li> : null))}</> : <>{links}</>
}
