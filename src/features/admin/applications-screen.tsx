/**
 * The console's applications (decision 032): the confirmed applications of the operator's markets,
 * waiting ones first (oldest first), or the approved or rejected ones. Approving creates the farm
 * and e-mails the applicant the owner's invitation; rejecting needs a reason, which is e-mailed.
 * Both in the applicant's language, by the server. The view is in the URL (`?status=`).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { AdminApplication } from '../../api/admin-contract'
import { formatDate } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { ActionForm } from '../backoffice/action-form'
import { adminApi } from '../backoffice/api'
import { ReasonForm, RemoteFailure } from './admin-forms'
import { usePagedList } from './paged-list'

export type ApplicationsView = 'open' | 'accepted' | 'declined'

export function ApplicationsScreen({ status }: { status: ApplicationsView }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const [done, setDone] = useState<string | null>(null)
  const { list: applications, pager } = usePagedList<AdminApplication>(`/applications?status=${status}`)
  const views: [ApplicationsView, string][] = [
    ['open', t`Waiting`],
    ['accepted', t`Approved`],
    ['declined', t`Rejected`],
  ]
  const decided = (message: string) => {
    setDone(message)
    applications.reload()
  }
  return (
    <section className="bo-section" aria-labelledby="applications-title" aria-busy={applications.loading || undefined}>
      <h1 id="applications-title">
        <Trans>Applications</Trans>
      </h1>
      <nav aria-label={t`Which applications`}>
        <ul className="admin-tabs">
          {views.map(([view, label]) => (
            <li key={view}>
              <Link to="/{-$locale}/admin" params={{ locale: param }} search={{ status: view }} className="admin-tabs__link" aria-current={view === status ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="admin-done">
        {done}
      </p>
      <RemoteFailure remote={applications} />
      {applications.data?.length === 0 ? <p className="bo-empty">{status === 'open' ? <Trans>No application is waiting.</Trans> : <Trans>None yet.</Trans>}</p> : null}
      {applications.data?.length ? (
        <ul className="bo-cards" aria-label={t`Applications`}>
          {applications.data.map((application) => (
            <li key={application.id} className="bo-card">
              <ApplicationCard application={application} onDecided={decided} />
            </li>
          ))}
        </ul>
      ) : null}
      {pager}
    </section>
  )
}

function ApplicationCard({ application, onDecided }: { application: AdminApplication; onDecided: (message: string) => void }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [rejecting, setRejecting] = useState(false)
  const farm = application.farmName
  const email = application.email
  const approve = async () => {
    await adminApi.post(`/applications/${encodeURIComponent(application.id)}/approve`, {})
    onDecided(t`Approved: ${farm} is a provider now, and its owner's invitation is on its way to ${email}.`)
  }
  const reject = async (reason: string) => {
    await adminApi.post(`/applications/${encodeURIComponent(application.id)}/reject`, { reason })
    onDecided(t`Rejected: the reason was e-mailed to ${email}.`)
  }
  return (
    <article className="admin-application" aria-labelledby={`application-${application.id}`}>
      <h2 id={`application-${application.id}`} className="bo-card__title">
        {farm}
      </h2>
      <dl className="admin-facts">
        <dt>
          <Trans>Applicant</Trans>
        </dt>
        <dd>{application.name}</dd>
        <dt>
          <Trans>Contact</Trans>
        </dt>
        <dd>
          <a href={`mailto:${application.email}`}>{application.email}</a> · <a href={`tel:${application.phone.replace(/\s/g, '')}`}>{application.phone}</a>
        </dd>
        <dt>
          <Trans>Market and town</Trans>
        </dt>
        <dd>
          {application.storeId.toUpperCase()} · {application.town}
        </dd>
        <dt>
          <Trans>Produce</Trans>
        </dt>
        <dd>{application.produce}</dd>
        {application.message ? (
          <>
            <dt>
              <Trans>Message</Trans>
            </dt>
            <dd>{application.message}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Confirmed on</Trans>
        </dt>
        <dd>{formatDate(application.confirmedAt, locale)}</dd>
        {application.decisionReason ? (
          <>
            <dt>
              <Trans>Reason given</Trans>
            </dt>
            <dd>{application.decisionReason}</dd>
          </>
        ) : null}
      </dl>
      {application.status === 'received' || application.status === 'reviewing' ? (
        rejecting ? (
          <ReasonForm
            formLabel={t`Reject ${farm}`}
            reasonLabel={<Trans>Reason (the applicant reads it)</Trans>}
            submitLabel={<Trans>Reject and e-mail the reason</Trans>}
            backLabel={<Trans>Cancel</Trans>}
            onBack={() => setRejecting(false)}
            onSubmit={reject}
          />
        ) : (
          <ActionForm
            onSubmit={approve}
            submitLabel={<Trans>Approve and invite the owner</Trans>}
            label={t`Decide on ${farm}`}
            actions={
              <button type="button" className="button" onClick={() => setRejecting(true)}>
                <Trans>Reject…</Trans>
              </button>
            }
          >
            {() => null}
          </ActionForm>
        )
      ) : null}
    </article>
  )
}
