/**
 * The console's operators (decision 039): who runs the marketplace, as admin or support, of every
 * market or of some; an admin of every market grants a role to an account (its e-mail confirmed in
 * the shop) and takes one back, typing their own password again each time. The last admin of every
 * market stays one (the server says so; the form shows it in the back office's words). Other operators are told the page is
 * not theirs. Its own lazy chunk (vite.config.ts `RARE_SCREENS`).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminMarket } from '../../api/admin-contract'
import type { AdminOperator, OperatorGrantRole } from '../../api/admin-operators-contract'
import { useLocale } from '../../i18n/use-locale'
import { Field } from '../../ui/field'
import { ActionForm } from '../backoffice/action-form'
import { adminApi, type BackOfficeFailure } from '../backoffice/api'
import { DataTable } from '../backoffice/data-table'
import { useRemote } from '../backoffice/use-remote'
import { RemoteFailure } from './admin-forms'

const marketName = (m: AdminMarket, locale: string) => m.names[locale] ?? m.names.en ?? m.id

export function OperatorsScreen() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const remote = useRemote(async (signal) => (await adminApi.get<AdminOperator[]>('/operators', { signal })).data, [])
  const markets = useRemote(async (signal) => (await adminApi.get<AdminMarket[]>('/markets', { signal })).data, [])
  const [changed, setChanged] = useState<AdminOperator[] | null>(null)
  const [revoking, setRevoking] = useState<AdminOperator | null>(null)
  const shown = changed ?? remote.data
  const names = new Map((markets.data ?? []).map((m) => [m.id, marketName(m, locale)]))
  const reach = (o: AdminOperator) => (o.storeIds.length ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(o.storeIds.map((id) => names.get(id) ?? id)) : t`Every market`)
  const roleName = (r: OperatorGrantRole) => (r === 'admin' ? t`Admin` : t`Support`)
  return (
    <section className="bo-section" aria-labelledby="operators-title" aria-busy={remote.loading || undefined}>
      <h1 id="operators-title">
        <Trans>Operators</Trans>
      </h1>
      <RemoteFailure remote={remote} />
      {remote.failure ? null : (
        <>
          <DataTable
            caption={<Trans>Operators</Trans>}
            hideCaption
            rows={shown}
            rowKey={(o) => o.userId}
            loading={remote.loading}
            empty={<Trans>No operators.</Trans>}
            columns={[
              { header: t`Name`, cell: (o) => o.name || o.email },
              { header: t`E-mail`, cell: (o) => o.email },
              { header: t`Role`, cell: (o) => roleName(o.role) },
              { header: t`Markets`, cell: reach },
              {
                header: t`Take back`,
                cell: (o) => (
                  <button type="button" className="button button--small" onClick={() => setRevoking(o)}>
                    <RevokeLabel email={o.email} />
                  </button>
                ),
              },
            ]}
          />
          {revoking ? (
            <RevokeForm
              key={revoking.userId}
              operator={revoking}
              onDone={(list) => {
                setChanged(list)
                setRevoking(null)
              }}
              onBack={() => setRevoking(null)}
            />
          ) : null}
          <GrantForm markets={markets.data ?? []} onDone={setChanged} />
        </>
      )}
    </section>
  )
}

function RevokeLabel({ email }: { email: string }) {
  return <Trans>Take back the role of {email}</Trans>
}

/** The password field's words: wrong, or missing (a hook: Lingui's `t` is the component's). */
function usePasswordError(): (failure: BackOfficeFailure | null) => string | undefined {
  const { t } = useLingui()
  return (failure) => {
    const found = failure?.fields.find((f) => f.field === 'currentPassword')
    if (!found) return undefined
    return found.code === 'wrong_password' ? t`This is not your password.` : t`Type your password.`
  }
}

function GrantForm({ markets, onDone }: { markets: AdminMarket[]; onDone: (list: AdminOperator[]) => void }) {
  const { t } = useLingui()
  const passwordError = usePasswordError()
  const { locale } = useLocale()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<OperatorGrantRole>('support')
  const [every, setEvery] = useState(true)
  const [storeIds, setStoreIds] = useState<string[]>([])
  const [password, setPassword] = useState('')
  const [saved, setSaved] = useState<string | null>(null)
  const emailError = (failure: BackOfficeFailure | null) => {
    const found = failure?.fields.find((f) => f.field === 'email')
    if (!found) return undefined
    if (found.code === 'no_account') return t`No account has this e-mail: they register in the shop first.`
    if (found.code === 'email_unconfirmed') return t`This account has not confirmed its e-mail yet.`
    return t`Type an e-mail address.`
  }
  return (
    <section className="bo-section" aria-labelledby="grant-title">
      <h2 id="grant-title">
        <Trans>Give a role</Trans>
      </h2>
      <ActionForm
        label={t`Give a role`}
        submitLabel={<Trans>Give the role</Trans>}
        onSubmit={async () => {
          setSaved(null)
          const { data } = await adminApi.put<AdminOperator[]>('/operators', { email, role, storeIds: every ? [] : storeIds, currentPassword: password })
          onDone(data)
          setSaved(email)
          setEmail('')
          setPassword('')
        }}
      >
        {(failure) => (
          <>
            {saved ? (
              <p className="bo-note" role="status">
                <Trans>{saved} has the role now.</Trans>
              </p>
            ) : null}
            <Field label={<Trans>E-mail of their account</Trans>} error={emailError(failure)}>
              {(p) => <input {...p} type="email" autoComplete="off" value={email} required onChange={(e) => setEmail(e.currentTarget.value)} />}
            </Field>
            <Field label={<Trans>Role</Trans>} hint={<Trans>Admins run markets, offers and providers; support answers applications, orders and messages.</Trans>}>
              {(p) => (
                <select {...p} value={role} onChange={(e) => setRole(e.currentTarget.value as OperatorGrantRole)}>
                  <option value="support">{t`Support`}</option>
                  <option value="admin">{t`Admin`}</option>
                </select>
              )}
            </Field>
            <fieldset className="bo-fieldset">
              <legend>
                <Trans>Markets</Trans>
              </legend>
              <label className="bo-switch">
                <input type="checkbox" checked={every} onChange={(e) => setEvery(e.currentTarget.checked)} />
                <span>
                  <Trans>Every market</Trans>
                </span>
              </label>
              {every
                ? null
                : markets.map((m) => (
                    <label key={m.id} className="bo-switch">
                      <input type="checkbox" checked={storeIds.includes(m.id)} onChange={(e) => setStoreIds(e.currentTarget.checked ? [...storeIds, m.id] : storeIds.filter((x) => x !== m.id))} />
                      <span>{marketName(m, locale)}</span>
                    </label>
                  ))}
            </fieldset>
            <Field label={<Trans>Your password</Trans>} hint={<Trans>Type it again to confirm it is you.</Trans>} error={passwordError(failure)}>
              {(p) => <input {...p} type="password" autoComplete="current-password" value={password} required onChange={(e) => setPassword(e.currentTarget.value)} />}
            </Field>
          </>
        )}
      </ActionForm>
    </section>
  )
}

function RevokeForm({ operator, onDone, onBack }: { operator: AdminOperator; onDone: (list: AdminOperator[]) => void; onBack: () => void }) {
  const { t } = useLingui()
  const passwordError = usePasswordError()
  const [password, setPassword] = useState('')
  const email = operator.email
  return (
    <ActionForm
      label={t`Take back the role of ${email}`}
      danger
      submitLabel={<RevokeLabel email={email} />}
      actions={
        <button type="button" className="button" onClick={onBack}>
          <Trans>Keep it</Trans>
        </button>
      }
      onSubmit={async () => {
        const { data } = await adminApi.post<AdminOperator[]>(`/operators/${encodeURIComponent(operator.userId)}/revoke`, { currentPassword: password })
        onDone(data)
      }}
    >
      {(failure) => (
        <>
          <Field label={<Trans>Your password</Trans>} hint={<Trans>Type it again to confirm it is you.</Trans>} error={passwordError(failure)}>
            {(p) => <input {...p} type="password" autoComplete="current-password" value={password} required onChange={(e) => setPassword(e.currentTarget.value)} />}
          </Field>
        </>
      )}
    </ActionForm>
  )
}
