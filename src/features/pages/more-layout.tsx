/**
 * The "more" layout of the static pages (spec 2): a sidebar with a brand card linking to About and
 * the list of pages (FAQ & Help among them); Partnership appears on desktop only; the selected
 * page shows beside it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import type { PageSlug } from './page-content'

export function MoreLayout() {
  const { t } = useLingui()
  const { param } = useLocale()
  const pages: [PageSlug, string, boolean?][] = [
    ['about', t`About us`],
    ['career', t`Careers`],
    ['contact', t`Contact`],
    ['help', t`FAQ & Help`],
    ['foodsafety', t`Food safety`],
    ['terms', t`Terms`],
    ['privacy', t`Privacy`],
    ['partnership', t`Partnership`, true],
  ]
  return (
    <div className="more">
      <aside className="more__sidebar" aria-label={t`About Malewa`}>
        <Link to="/{-$locale}/pages/$slug" params={{ locale: param, slug: 'about' }} className="brand-card">
          <img src="/favicon.svg" alt="" width="40" height="40" />
          <span>
            <strong>Malewa</strong>
            <span className="card__meta">
              <Trans>Fresh food from local farmers</Trans>
            </span>
          </span>
        </Link>
        <nav className="account-nav">
          {pages.map(([slug, label, desktopOnly]) => (
            <Link
              key={slug}
              to="/{-$locale}/pages/$slug"
              params={{ locale: param, slug }}
              className={`account-nav__link${desktopOnly ? ' desktop-only' : ''}`}
              activeProps={{ className: `account-nav__link account-nav__link--active${desktopOnly ? ' desktop-only' : ''}`, 'aria-current': 'page' }}
            >
              {label}
            </Link>
          ))}
        </nav>
      </aside>
      <div className="more__content">
        <Outlet />
      </div>
    </div>
  )
}
