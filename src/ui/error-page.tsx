import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Component, useEffect, type ReactNode } from 'react'
import { useNotFoundMeta } from './page-meta'
import { useLocale } from '../i18n/use-locale'
import { toastActor } from './app-actors'

export interface ErrorPageProps {
  status?: number
  message?: string
}

/**
 * The spec's error page: status (default 500), message (default 'An error occurred'), a link to
 * help and a button back to home (the spec's "Go Back"; decision 031), a full-size container with an illustration; it raises an error
 * notification lasting 3000 ms. A failure while showing it falls back to a plain message.
 */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <NestedFailureBoundary>
      <ErrorPageContent {...props} />
    </NestedFailureBoundary>
  )
}

function ErrorPageContent({ status = 500, message }: ErrorPageProps) {
  const { t } = useLingui()
  const { param } = useLocale()
  const text = message ?? t`An error occurred`
  useEffect(() => {
    toastActor.send({ type: 'toast.show', toast: { id: 'error-page', type: 'error', duration: 'long', title: t`Error ${status}`, message: text } })
  }, [status, text, t])
  return (
    <section className="error-page" aria-labelledby="error-title">
      <svg className="error-page__art" viewBox="0 0 200 120" aria-hidden="true">
        <path d="M0 100 Q50 70 100 95 T200 90 V120 H0Z" fill="var(--color-leaf-soft)" />
        <circle cx="150" cy="35" r="16" fill="var(--color-sun)" />
        <path d="M60 95 v-30 M60 70 q-14 -4 -16 -18 q14 2 16 18 M60 78 q14 -6 18 -20 q-16 2 -18 20" stroke="var(--color-leaf)" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
      <p className="error-page__status">{status}</p>
      <h1 id="error-title" className="error-page__message">
        {text}
      </h1>
      <div className="error-page__actions">
        <Link to="/{-$locale}" params={{ locale: param }} className="button button--primary">
          <Trans>Back to home</Trans>
        </Link>
        <Link to="/{-$locale}/pages/$slug" params={{ locale: param, slug: 'help' }} className="button">
          <Trans>Get help</Trans>
        </Link>
      </div>
    </section>
  )
}

export function NotFoundPage() {
  const { t } = useLingui()
  useNotFoundMeta()
  return <ErrorPage status={404} message={t`This page could not be found`} />
}

/** Spec 8: a failure while showing the error page shows this, with a plain link home. */
export function NestedFailure() {
  return (
    <section className="error-page" role="alert">
      <h1>
        <Trans>An error occurred while showing the error page</Trans>
      </h1>
      <a href="/" className="button button--primary">
        <Trans>Back to home</Trans>
      </a>
    </section>
  )
}

class NestedFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <NestedFailure /> : this.props.children
  }
}
