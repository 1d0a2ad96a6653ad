/**
 * The back office's layout, shared by the provider portal and the operator console (decision 032):
 * the area's name and a navigation that is a row of tabs scrolling sideways on a phone (360 px) and
 * a sticky column beside the page from 992 px, then the page. The sign-in gate is the area route's
 * `beforeLoad` (src/session/sign-in-gate.ts); this layout keeps the area's files for offline use
 * once it has opened (`useKeepBackOfficeOffline`).
 */
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import './backoffice.css'
import { useKeepBackOfficeOffline, type BackOfficeArea } from './keep-offline'

export interface NavItem {
  /** A link of the app's route tree (with its params); exact: active only on that very page. */
  link: Pick<LinkProps, 'to' | 'params' | 'search'>
  label: ReactNode
  exact?: boolean
}

export interface BackOfficeLayoutProps {
  area: BackOfficeArea
  /** The area's name (the portal: the provider's name), above the navigation. */
  title: ReactNode
  /** A line under the name (the member's role, the operator's markets). */
  subtitle?: ReactNode
  nav: NavItem[]
  children: ReactNode
}

export function BackOfficeLayout({ area, title, subtitle, nav, children }: BackOfficeLayoutProps) {
  const { t } = useLingui()
  useKeepBackOfficeOffline(area)
  return (
    <div className="bo">
      <div className="bo__side">
        <div className="bo__title">
          <strong>{title}</strong>
          {subtitle ? <span className="bo__subtitle">{subtitle}</span> : null}
        </div>
        {nav.length ? (
          <nav className="bo-nav" aria-label={area === 'partner' ? t`Provider portal` : t`Operator console`}>
            <ul className="bo-nav__list">
              {nav.map((item, index) => (
                <li key={index}>
                  <Link
                    {...(item.link as LinkProps)}
                    className="bo-nav__link"
                    activeOptions={{ exact: item.exact ?? false }}
                    activeProps={{ className: 'bo-nav__link bo-nav__link--active', 'aria-current': 'page' }}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="bo__page">{children}</div>
    </div>
  )
}
