/**
 * The provider's team (decision 032): its members and their roles, the invitations still open,
 * and, for an owner (or the market's admin), inviting by e-mail, changing a role and removing a
 * member. The provider's last owner cannot be demoted or removed (the server says so; the screen
 * shows it). Needs a connection.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PROVIDER_ROLES, type ProviderRole, type Team } from '../../api/partner-contract'
import { formatDate } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { Field } from '../../ui/field'
import { ActionForm } from '../backoffice/action-form'
import { backOfficeFailure, partnerApi, type BackOfficeFailure } from '../backoffice/api'
import { DataTable } from '../backoffice/data-table'
import { FailureAlert } from '../backoffice/failure-alert'
import { useRemote } from '../backoffice/use-remote'
import { useProviderWords } from './provider-words'
import { useProvider, useUserId } from './use-partner'

export function TeamScreen({ providerId }: { providerId: string }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const words = useProviderWords()
  const provider = useProvider(providerId)
  const me = useUserId()
  const api = partnerApi(providerId)
  const [team, setTeam] = useState<Team | null>(null)
  const remote = useRemote(async (signal) => (await api.get<Team>('/team', { signal })).data, [providerId])
  const shown = team ?? remote.data
  const mayManage = provider?.role === 'owner' || provider?.role === 'admin'
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<ProviderRole>('staff')
  const [failure, setFailure] = useState<BackOfficeFailure | null>(null)
  const change = async (run: () => Promise<{ data: Team }>) => {
    setFailure(null)
    try {
      setTeam((await run()).data)
    } catch (error) {
      setFailure(backOfficeFailure(error))
    }
  }
  const roleLabel = (r: ProviderRole) => words.role(r)
  // In the component: Lingui's macro turns only the component's own `t` into a translated message
  // (a module function handed `t` called it as a bare tag: an untranslated, unextracted name).
  const roleOf = (email: string) => t`Role of ${email}`
  return (
    <section className="bo-section" aria-labelledby="team-title">
      <h1 id="team-title">
        <Trans>Team</Trans>
      </h1>
      <FailureAlert failure={remote.failure} />
      {failure?.message ? (
        <p className="bo-form__error" role="alert">
          {failure.code === 'last_owner' ? t`A provider keeps at least one owner: make someone else owner first.` : failure.message}
        </p>
      ) : null}
      <DataTable
        caption={t`Members`}
        rows={shown?.members}
        rowKey={(m) => m.userId}
        empty={<Trans>No members yet.</Trans>}
        columns={[
          { header: t`Name`, cell: (m) => m.name || m.email },
          { header: t`E-mail`, cell: (m) => m.email },
          {
            header: t`Role`,
            cell: (m) =>
              mayManage ? (
                <select aria-label={roleOf(m.email)} value={m.role} onChange={(e) => void change(() => api.patch<Team>(`/team/${encodeURIComponent(m.userId)}`, { role: e.currentTarget.value }))}>
                  {PROVIDER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {roleLabel(r)}
                    </option>
                  ))}
                </select>
              ) : (
                roleLabel(m.role)
              ),
          },
          ...(mayManage
            ? [
                {
                  header: t`Remove`,
                  cell: (m: Team['members'][number]) => (
                    <button type="button" className="button button--small" onClick={() => void change(() => api.delete<Team>(`/team/${encodeURIComponent(m.userId)}`))}>
                      {m.userId === me ? <Trans>Leave the team</Trans> : <RemoveLabel email={m.email} />}
                    </button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {shown?.invitations.length ? (
        <DataTable
          caption={t`Invitations waiting for an answer`}
          rows={shown.invitations}
          rowKey={(i) => i.id}
          empty={null}
          columns={[
            { header: t`E-mail`, cell: (i) => i.email },
            { header: t`Role`, cell: (i) => roleLabel(i.role) },
            { header: t`Valid until`, cell: (i) => formatDate(i.expiresAt, locale) },
          ]}
        />
      ) : null}
      {mayManage ? (
        <section className="bo-section" aria-labelledby="invite-title">
          <h2 id="invite-title">
            <Trans>Invite someone</Trans>
          </h2>
          <ActionForm
            label={t`Invite someone`}
            submitLabel={<Trans>Send the invitation</Trans>}
            onSubmit={async () => {
              const { data } = await api.post<Team>('/team/invitations', { email, role })
              setTeam(data)
              setEmail('')
            }}
          >
            {(f) => (
              <>
                <Field label={<Trans>E-mail address</Trans>} error={f?.fields.some((x) => x.field === 'email') ? t`Type an e-mail address.` : undefined}>
                  {(p) => <input {...p} type="email" autoComplete="off" value={email} required onChange={(e) => setEmail(e.currentTarget.value)} />}
                </Field>
                <Field label={<Trans>Role</Trans>} hint={<Trans>Owners manage the team; managers run listings and orders; staff change stock and move orders.</Trans>}>
                  {(p) => (
                    <select {...p} value={role} onChange={(e) => setRole(e.currentTarget.value as ProviderRole)}>
                      {PROVIDER_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {roleLabel(r)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </>
            )}
          </ActionForm>
        </section>
      ) : null}
    </section>
  )
}

function RemoveLabel({ email }: { email: string }) {
  return <Trans>Remove {email}</Trans>
}
