/**
 * The console's records (decision 032): the contact page's messages, the e-mail outbox (failing
 * ones first; a retry starts one again) and the audit log (who did what, when, before → after).
 * Messages and e-mails belong to no market: an operator limited to some markets is told so by the
 * server's refusal.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminAuditEntry, AdminContactMessage, AdminMail } from '../../api/admin-contract'
import { formatDate, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { adminApi, backOfficeFailure } from '../backoffice/api'
import { DataTable } from '../backoffice/data-table'
import { usePagedList } from './paged-list'
import { RemoteFailure } from './admin-forms'

const at = (iso: string, locale: string) => formatDate(iso, locale as Parameters<typeof formatDate>[1], { dateStyle: 'medium', timeStyle: 'short' })

export function MessagesScreen() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const { list: messages, pager } = usePagedList<AdminContactMessage>('/messages')
  return (
    <section className="bo-section" aria-labelledby="messages-title" aria-busy={messages.loading || undefined}>
      <h1 id="messages-title">
        <Trans>Contact messages</Trans>
      </h1>
      <RemoteFailure remote={messages} />
      {messages.failure ? null : (
        <DataTable
          caption={<Trans>Contact messages, newest first</Trans>}
          hideCaption
          rows={messages.data}
          rowKey={(m) => m.id}
          loading={messages.loading}
          empty={<Trans>No message yet.</Trans>}
          columns={[
            { header: t`Received`, cell: (m) => at(m.createdAt, locale) },
            {
              header: t`From`,
              cell: (m) => (
                <span>
                  {m.name}
                  <br />
                  <a href={`mailto:${m.email}`}>{m.email}</a>
                  {m.phone ? ` · ${m.phone}` : ''}
                </span>
              ),
            },
            { header: t`Topic`, cell: (m) => m.topic },
            { header: t`Message`, cell: (m) => m.message },
          ]}
        />
      )}
      {pager}
    </section>
  )
}

type OutboxState = 'failing' | 'waiting' | 'sent'

export function OutboxScreen() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [state, setState] = useState<OutboxState>('failing')
  const [done, setDone] = useState<string | null>(null)
  const { list: mails, pager } = usePagedList<AdminMail>(`/outbox?state=${state}`)
  const states: [OutboxState, string][] = [
    ['failing', t`Failing`],
    ['waiting', t`Waiting`],
    ['sent', t`Sent`],
  ]
  const retry = async (mail: AdminMail) => {
    const to = mail.to
    try {
      await adminApi.post(`/outbox/${mail.id}/retry`, {})
      setDone(t`The e-mail to ${to} is being sent again.`)
    } catch (error) {
      setDone(backOfficeFailure(error).message)
    }
    mails.reload()
  }
  return (
    <section className="bo-section" aria-labelledby="outbox-title" aria-busy={mails.loading || undefined}>
      <h1 id="outbox-title">
        <Trans>E-mail outbox</Trans>
      </h1>
      <div className="admin-tabs" role="group" aria-label={t`Which e-mails`}>
        {states.map(([value, label]) => (
          <button key={value} type="button" className="admin-tabs__link" aria-pressed={value === state} onClick={() => setState(value)}>
            {label}
          </button>
        ))}
      </div>
      <p role="status" className="admin-done">
        {done}
      </p>
      <RemoteFailure remote={mails} />
      {mails.failure ? null : (
        <DataTable
          caption={<Trans>E-mails</Trans>}
          hideCaption
          rows={mails.data}
          rowKey={(m) => String(m.id)}
          loading={mails.loading}
          empty={<Trans>No e-mail here.</Trans>}
          columns={[
            { header: t`Written`, cell: (m) => at(m.createdAt, locale) },
            {
              header: t`To`,
              cell: (m) => (
                <span>
                  {m.to}
                  <br />
                  {m.subject}
                </span>
              ),
            },
            { header: t`Attempts`, cell: (m) => formatNumber(m.attempts, locale), numeric: true },
            { header: t`Last error`, cell: (m) => m.lastError ?? '' },
            {
              header: t`Action`,
              cell: (m) =>
                m.sentAt ? (
                  at(m.sentAt, locale)
                ) : m.attempts > 0 || m.failedAt ? (
                  <button type="button" className="button" onClick={() => void retry(m)}>
                    <Trans>Retry now</Trans>
                  </button>
                ) : (
                  ''
                ),
            },
          ]}
        />
      )}
      {pager}
    </section>
  )
}

export function AuditScreen() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const { list: entries, pager } = usePagedList<AdminAuditEntry>('/audit')
  const change = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value))
  return (
    <section className="bo-section" aria-labelledby="audit-title" aria-busy={entries.loading || undefined}>
      <h1 id="audit-title">
        <Trans>Audit log</Trans>
      </h1>
      <RemoteFailure remote={entries} />
      {entries.failure ? null : (
        <DataTable
          caption={<Trans>Every operator and provider action, newest first</Trans>}
          rows={entries.data}
          rowKey={(e) => String(e.id)}
          loading={entries.loading}
          empty={<Trans>Nothing recorded yet.</Trans>}
          columns={[
            { header: t`When`, cell: (e) => at(e.at, locale) },
            { header: t`Who`, cell: (e) => e.actor ?? e.actorKind },
            {
              header: t`What`,
              cell: (e) => (
                <span>
                  <code>{e.action}</code> <code>{e.subject}</code>
                </span>
              ),
            },
            {
              header: t`Before → after`,
              cell: (e) => (
                <code className="admin-change">
                  {change(e.before)} → {change(e.after)}
                </code>
              ),
            },
          ]}
        />
      )}
      {pager}
    </section>
  )
}
