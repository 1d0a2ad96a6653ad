/**
 * The header (spec 2): brand, the enabled services, the information menu (about, help, contact,
 * terms, privacy), search, and the tools the route passes in (market, notifications, account, basket),
 * then language and theme, and the basket. The service bar shows only when more than one service is on.
 * On a phone (below 768 px) the header is one row, at most 64 px: menu, brand, search, basket
 * (docs/design.md); the market, notifications, account, language and theme open with the menu,
 * the market's two choices first and in full, then the links (without the service bar and the
 * information menu, as the spec's mobile header).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { SERVICES, type Service } from '../api/services-contract'
import { isLocale } from '../i18n/locales'
import { useLocale } from '../i18n/use-locale'
import { LanguageMenu } from './language-menu'
import { Later, Soon } from './later'
import { ServiceBar, ServiceLinks, useHasServiceBar } from './service-links'
import { ThemePicker } from './theme-picker'
import { useCloseOnOutsideClick } from './use-close-on-outside-click'

export function Header({ tools, basket, accountLinks }: { tools?: ReactNode; basket?: ReactNode; accountLinks?: ReactNode }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const [menuOpen, setMenuOpen] = useState(false)
  const hasBar = useHasServiceBar()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const service = serviceOfPath(pathname)
  useEffect(() => setMenuOpen(false), [pathname])
  return (
    <header className={`header${menuOpen ? ' header--menu-open' : ''}`}>
      <div className="header__inner">
        <button type="button" className="header__menu-button" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen((o) => !o)}>
          <span className="visually-hidden">{menuOpen ? t`Close the menu` : t`Open the menu`}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link to="/{-$locale}" params={{ locale: param }} className="brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Malewa</span>
        </Link>
        <nav className="header__nav" aria-label={t`Main`}>
          {!hasBar ? <ServiceLinks /> : null}
          <InfoMenu />
        </nav>
        <SearchBox service={service} />
        <Link to={SEARCH[service]} params={{ locale: param }} className="header__link header__search-link">
          <span className="visually-hidden">{t`Search`}</span>
          <SearchIcon />
        </Link>
        <div className="header__tools" id="header-tools">
          <Soon>
            {tools}
            <LanguageMenu />
            <ThemePicker />
          </Soon>
        </div>
        <div className="header__basket">
          <Soon>{basket}</Soon>
        </div>
      </div>
      <ServiceBar />
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        {/* Closed, the menu waits for the first paint; opened, it is there at once. */}
        <Later now={menuOpen}>
          <nav aria-label={t`Menu`}>
            <ul>
              <li>
                <Link to="/{-$locale}" params={{ locale: param }}>
                  <Trans>Home</Trans>
                </Link>
              </li>
              <ServiceLinks asListItems />
              {accountLinks}
              <li>
                <Link to="/{-$locale}/cart" params={{ locale: param }}>
                  <Trans>Basket</Trans>
                </Link>
              </li>
              <InfoLinks asListItems />
            </ul>
          </nav>
        </Later>
      </div>
    </header>
  )
}

export function InfoLinks({ asListItems = false }: { asListItems?: boolean }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const links = [
    ['about', t`About us`],
    ['help', t`FAQ & Help`],
    ['contact', t`Contact`],
    ['terms', t`Terms`],
    ['privacy', t`Privacy`],
  ] as const
  const items = links.map(([slug, label]) => (
    <Link key={slug} to="/{-$locale}/pages/$slug" params={{ locale: param, slug }}>
      {label}
    </Link>
  ))
  return asListItems ? (
    <>
      {items.map((item) => (
        <li key={item.key}>{item}</li>
      ))}
    </>
  ) : (
    <>{items}</>
  )
}

function InfoMenu() {
  const ref = useRef<HTMLDetailsElement>(null)
  useCloseOnOutsideClick(ref)
  return (
    <details className="dropdown" ref={ref}>
      <summary className="header__link">
        <Trans>Information</Trans>
      </summary>
      <div className="dropdown__panel">
        <Later>
          <InfoLinks />
        </Later>
      </div>
    </details>
  )
}

/** Each service's search page: the header's search goes to the one of the service the shopper is in (the farm's elsewhere). */
const SEARCH = {
  farm: '/{-$locale}/farm/search',
  food: '/{-$locale}/food/search',
  grocery: '/{-$locale}/grocery/search',
  chef: '/{-$locale}/chef/search',
  cookbook: '/{-$locale}/cookbook/search',
} as const satisfies Record<Service, string>

/** The service whose pages the path is under (`/fr/food/meals/…` → food), the farm otherwise. */
export function serviceOfPath(pathname: string): Service {
  const parts = pathname.split('/').filter(Boolean)
  const first = isLocale(parts[0]) ? parts[1] : parts[0]
  return (SERVICES as readonly string[]).includes(first ?? '') ? (first as Service) : 'farm'
}

function SearchBox({ service }: { service: Service }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const navigate = useNavigate()
  const [q, setQ] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void navigate({ to: SEARCH[service], params: { locale: param }, search: { q: q.trim() || undefined } })
  }
  return (
    <form role="search" className="header__search" onSubmit={submit}>
      <label htmlFor="header-search" className="visually-hidden">
        <Trans>Search the market</Trans>
      </label>
      <input id="header-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={service === 'farm' ? t`Search produce…` : t`Search…`} enterKeyHint="search" />
      <button type="submit" className="button">
        <span className="visually-hidden">{t`Search`}</span>
        <SearchIcon />
      </button>
    </form>
  )
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
