/**
 * Links to the open services (SERVICES, src/api/services-contract.ts): in the header's navigation
 * when one is open, in the service bar under the header when more than one is (spec 2), in the
 * mobile menu, the footer's Services column and the home page's list of services.
 *
 * Each service's landing page is /farm, /food, /grocery, /chef, /cookbook (and /join below it).
 */
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Service } from '../api/services-contract'
import { useLocale } from '../i18n/use-locale'
import { SERVICE_WORDS } from './service-words'
import { useOpenServices } from './use-open-services'

/** Whether the service bar shows: more than one service open. */
export const useHasServiceBar = (): boolean => useOpenServices().length > 1

/** A service's landing page and its join page, as typed routes. */
const LANDING = {
  farm: '/{-$locale}/farm',
  food: '/{-$locale}/food',
  grocery: '/{-$locale}/grocery',
  chef: '/{-$locale}/chef',
  cookbook: '/{-$locale}/cookbook',
} as const satisfies Record<Service, string>
const JOIN = {
  farm: '/{-$locale}/farm/join',
  food: '/{-$locale}/food/join',
  grocery: '/{-$locale}/grocery/join',
  chef: '/{-$locale}/chef/join',
  cookbook: '/{-$locale}/cookbook/join',
} as const satisfies Record<Service, string>

/** A link to a service's landing page (`page` below it: `join`), in the current language: a typed route link. */
export function ServiceLink({ service, page, className, children }: { service: Service; page?: 'join'; className?: string; children: ReactNode }) {
  const { param } = useLocale()
  return page === 'join' ? (
    <Link to={JOIN[service]} params={{ locale: param }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to={LANDING[service]} params={{ locale: param }} className={className} activeProps={className ? { className: `${className} header__link--active` } : undefined}>
      {children}
    </Link>
  )
}

export function ServiceLinks({ asListItems = false }: { asListItems?: boolean }) {
  const { i18n } = useLingui()
  const open = useOpenServices()
  const links = open.map((service) => (
    <ServiceLink key={service} service={service} className="header__link">
      {i18n._(SERVICE_WORDS[service].name)}
    </ServiceLink>
  ))
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
  if (!useHasServiceBar()) return null
  return (
    <nav className="service-bar" aria-label={t`Services`}>
      <ServiceLinks />
    </nav>
  )
}

/**
 * The home page's list of services, when more than one is open (with farm alone the home page is
 * the farm's, as the spec's build): each one's page and its join page.
 */
export function OpenServicesSection() {
  const { t, i18n } = useLingui()
  const open = useOpenServices()
  if (open.length < 2) return null
  return (
    <section className="shelf open-services" aria-labelledby="open-services-title">
      <h2 id="open-services-title">{t`Our services`}</h2>
      <ul className="open-services__list">
        {open.map((service) => (
          <li key={service} className="open-services__item">
            <h3>
              <ServiceLink service={service}>{i18n._(SERVICE_WORDS[service].name)}</ServiceLink>
            </h3>
            <p>{i18n._(SERVICE_WORDS[service].blurb)}</p>
            <ServiceLink service={service} page="join">
              {i18n._(SERVICE_WORDS[service].join)}
            </ServiceLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The footer's Services column: a link per open service, when more than one is. */
export function FooterServiceLinks() {
  const { i18n } = useLingui()
  const open = useOpenServices()
  if (open.length < 2) return null
  return (
    <>
      {open.map((service) => (
        <li key={service}>
          <ServiceLink service={service}>{i18n._(SERVICE_WORDS[service].name)}</ServiceLink>
        </li>
      ))}
    </>
  )
}
