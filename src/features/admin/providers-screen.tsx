/**
 * The console's providers (decision 032): the farms of the operator's markets, searched by name,
 * person, town or id and filtered by status (both in the URL). An admin suspends one (with a
 * reason, kept in the audit log) or reactivates it: a suspended farm's produces leave the
 * shoppers' devices at their next sync and come back on reactivation. Support sees the list only.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { AdminProvider } from '../../api/admin-contract'
import type { ProviderStatus } from '../../api/partner-contract'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { ActionForm } from '../backoffice/action-form'
import { adminApi } from '../backoffice/api'
import { DataTable } from '../backoffice/data-table'
import { Field } from '../../ui/field'
import { ReasonForm, RemoteFailure } from './admin-forms'
import { usePagedList } from './paged-list'
import { useOperatorRole } from './operator-facts'

export type ProviderStatusFilter = ProviderStatus

export function ProvidersScreen({ q, status }: { q: string; status: ProviderStatusFilter | undefined }) {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const navigate = useNavigate()
  const role = useOperatorRole()
  const [draft, setDraft] = useState<{ q: string; status: ProviderStatus | '' }>({ q, status: status ?? '' })
  const [done, setDone] = useState<string | null>(null)
  const { list: providers, pager } = usePagedList<AdminProvider>(`/providers?${new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}) })}`)
  const statusWords: Record<ProviderStatus, string> = { pending: t`Pending`, active: t`Active`, suspended: t`Suspended` }
  const search = (event: FormEvent) => {
    event.preventDefault()
    void navigate({ to: '/{-$locale}/admin/providers', params: { locale: param }, search: { q: draft.q.trim() || undefined, status: draft.status || undefined } })
  }
  const changed = (message: string) => {
    setDone(message)
    providers.reload()
  }
  return (
    <section className="bo-section" aria-labelledby="providers-title" aria-busy={providers.loading || undefined}>
      <h1 id="providers-title">
        <Trans>Providers</Trans>
      </h1>
      <form className="admin-search" role="search" aria-label={t`Find a provider`} onSubmit={search}>
        <Field label={<Trans>Name, person, town or id</Trans>}>
          {(props) => <input {...props} type="search" value={draft.q} maxLength={100} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />}
        </Field>
        <Field label={<Trans>Status</Trans>}>
          {(props) => (
            <select {...props} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value as ProviderStatus | '' })}>
              <option value="">{t`Any`}</option>
              <option value="active">{statusWords.active}</option>
              <option value="suspended">{statusWords.suspended}</option>
              <option value="pending">{statusWords.pending}</option>
            </select>
          )}
        </Field>
        <button type="submit" className="button button--primary">
          <Trans>Search</Trans>
        </button>
      </form>
      <p role="status" className="admin-done">
        {done}
      </p>
      <RemoteFailure remote={providers} />
      {providers.failure ? null : (
        <DataTable
          caption={<Trans>Providers</Trans>}
          hideCaption
          rows={providers.data}
          rowKey={(p) => p.id}
          loading={providers.loading}
          empty={<Trans>No provider matches.</Trans>}
          columns={[
            {
              header: t`Provider`,
              cell: (p) => (
                <span>
                  <strong>{p.name}</strong>
                  <br />
                  {p.contact} · {p.town}
                </span>
              ),
            },
            { header: t`Market`, cell: (p) => p.storeId.toUpperCase() },
            { header: t`Status`, cell: (p) => statusWords[p.status] },
            { header: t`Listings`, cell: (p) => formatNumber(p.listings, locale), numeric: true },
            { header: t`Members`, cell: (p) => formatNumber(p.members, locale), numeric: true },
            ...(role === 'admin' ? [{ header: t`Action`, cell: (p: AdminProvider) => <StatusAction provider={p} onChanged={changed} /> }] : []),
          ]}
        />
      )}
      {pager}
    </section>
  )
}

function StatusAction({ provider, onChanged }: { provider: AdminProvider; onChanged: (message: string) => void }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const name = provider.name
  if (provider.status === 'suspended') {
    return (
      <ActionForm
        label={t`Reactivate ${name}`}
        submitLabel={<Trans>Reactivate</Trans>}
        onSubmit={async () => {
          await adminApi.post(`/providers/${encodeURIComponent(provider.id)}/reactivate`, {})
          onChanged(t`${name} is active again: its produce is back in the shop.`)
        }}
      >
        {() => null}
      </ActionForm>
    )
  }
  if (provider.status !== 'active') return null
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)} aria-label={t`Suspend ${name}…`}>
        <Trans>Suspend…</Trans>
      </button>
    )
  }
  return (
    <ReasonForm
      formLabel={t`Suspend ${name}`}
      reasonLabel={<Trans>Reason (kept in the audit log)</Trans>}
      submitLabel={<Trans>Suspend</Trans>}
      backLabel={<Trans>Cancel</Trans>}
      onBack={() => setOpen(false)}
      onSubmit={async (reason) => {
        await adminApi.post(`/providers/${encodeURIComponent(provider.id)}/suspend`, { reason })
        setOpen(false)
        onChanged(t`${name} is suspended: its produce leaves the shop at once.`)
      }}
    />
  )
}
