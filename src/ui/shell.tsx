/** The page shell: progress bar, header, content (with the alert box), footer and toasts. */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AlertBox } from './alert-box'
import { ConnectivityBanner } from './connectivity-banner'
import { Footer } from './footer'
import { Header } from './header'
import { Later, Soon } from './later'
import { ProgressBar } from './progress-bar'
import { RouteAnnouncer } from './route-announcer'
import { Toaster } from './toaster'
import { UpdateOffer } from './update-offer'
import { WordsNotice } from './words-notice'

export interface ShellProps {
  children: ReactNode
  /** Tools that depend on features (market, notifications, account menu): in the phone's menu. */
  headerTools?: ReactNode
  /** The header's basket link: in the header's row at every width. */
  headerBasket?: ReactNode
  /** Account links for the mobile menu and the footer (they depend on the session). */
  accountLinks?: ReactNode
  /** The countries we serve, for the footer (`CountryList`, fed from the stored markets). */
  countries?: ReactNode
}

export function Shell({ children, headerTools, headerBasket, accountLinks, countries }: ShellProps) {
  return (
    <div className="shell">
      <ProgressBar />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {/* Under a drawn page, the first render comes in parts, a task each: this frame, the header, the page (see Soon). */}
      <Soon>
        <Header tools={headerTools} basket={headerBasket} accountLinks={accountLinks} />
      </Soon>
      <ConnectivityBanner />
      <WordsNotice />
      <UpdateOffer />
      <main id="main" className="main" tabIndex={-1}>
        <AlertBox />
        <Soon>{children}</Soon>
      </main>
      <Later>
        <Footer accountLinks={accountLinks} countries={countries} />
      </Later>
      <Toaster />
      <RouteAnnouncer />
    </div>
  )
}
