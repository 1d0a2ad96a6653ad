/**
 * The footer (spec 2): Company, Services, Account (passed in: it depends on the session), More,
 * the countries we serve (each opens that country's market), installing the app, and the copyright.
 * The storefront installs from the browser (it is a web app), so the app button asks the browser to
 * install it where the browser offers that, instead of sending shoppers to app stores.
 */
import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { FooterServiceLinks } from './service-links'
import { useEffect, useState, type ReactNode } from 'react'
import { useLocale } from '../i18n/use-locale'
import { regionNames } from '../i18n/format'

export interface Country {
  code: string
  /** In the shopper's language, from the API (rows stored before it sent names have none). */
  name?: string | undefined
  storeId: string
  city: string
}

interface InstallPrompt extends Event {
  prompt(): Promise<void>
}

/**
 * The footer. `countries` is the list of countries we serve (`CountryList`), passed in by the
 * route layer, which reads the stored markets: the markets' sync then re-renders that list alone,
 * not the page's shell around it.
 */
export function Footer({ accountLinks, countries }: { accountLinks: ReactNode; countries?: ReactNode }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const [install, setInstall] = useState<InstallPrompt | null>(null)
  useEffect(() => {
    const keep = (e: Event) => {
      e.preventDefault()
      setInstall(e as InstallPrompt)
    }
    window.addEventListener('beforeinstallprompt', keep)
    return () => window.removeEventListener('beforeinstallprompt', keep)
  }, [])
  const page = (slug: 'about' | 'contact' | 'help' | 'career' | 'partnership' | 'terms' | 'privacy' | 'foodsafety', label: string) => (
    <li>
      <Link to="/{-$locale}/pages/$slug" params={{ locale: param, slug }}>
        {label}
      </Link>
    </li>
  )
  return (
    <footer className="footer">
      <div className="footer__columns">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">
            <Trans>Company</Trans>
          </h2>
          <ul>
            {page('about', t`About us`)}
            {page('contact', t`Contact`)}
            {page('help', t`FAQ & Help`)}
            {page('career', t`Careers`)}
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">
            <Trans>Services</Trans>
          </h2>
          <ul>
            <FooterServiceLinks />
            <li>
              <Link to="/{-$locale}/farm/produces" params={{ locale: param }}>
                <Trans>Menu</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/farm" params={{ locale: param }} hash="farm-steps">
                <Trans>How it works</Trans>
              </Link>
            </li>
            {page('partnership', t`Partnership`)}
            <li>
              <Link to="/{-$locale}/cart" params={{ locale: param }}>
                <Trans>Checkout</Trans>
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-account">
          <h2 id="footer-account">
            <Trans>Account</Trans>
          </h2>
          <ul>{accountLinks}</ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">
            <Trans>More</Trans>
          </h2>
          <ul>
            {page('terms', t`Terms`)}
            {page('privacy', t`Privacy`)}
            {page('foodsafety', t`Food safety`)}
          </ul>
        </section>
      </div>
      {countries}
      <div className="footer__bottom">
        <p>
          <Trans>© {ph({ year: new Date().getFullYear() })} Malewa. Fresh food from local farmers.</Trans>
        </p>
        {install ? (
          <button type="button" className="button" onClick={() => void install.prompt().finally(() => setInstall(null))}>
            <Trans>Install Malewa on your phone</Trans>
          </button>
        ) : (
          <p className="footer__hint">
            <Trans>Add Malewa to your home screen from your browser's menu: it opens like an app and works offline.</Trans>
          </p>
        )}
      </div>
    </footer>
  )
}

/** The countries we serve, each a button that opens that country's market. Nothing while none is stored. */
export function CountryList({ countries, onChoose }: { countries: Country[]; onChoose: (c: Country) => void }) {
  const { i18n } = useLingui()
  // The API names the countries: Intl.DisplayNames' first use loads ICU data (~120 ms of a cheap
  // phone's start-up), so it is only the fallback for stores stored without a name.
  return countries.length ? (
    <section className="footer__countries" aria-labelledby="footer-countries">
      <h2 id="footer-countries">
        <Trans>Where we deliver</Trans>
      </h2>
      <ul>
        {countries.map((c) => (
          <li key={c.storeId}>
            <button type="button" className="link-button" onClick={() => onChoose(c)}>
              {c.name || regionNames(i18n.locale).of(c.code)} · {c.city}
            </button>
          </li>
        ))}
      </ul>
    </section>
  ) : null
}
