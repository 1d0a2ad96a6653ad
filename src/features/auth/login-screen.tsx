import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import type { AuthProviderInfo } from '../../api/auth-contract'
import { providers } from '../../api/session-api'
import { fieldMessage, requestMessage } from '../../i18n/error-messages'
import { useLocale } from '../../i18n/use-locale'
import { Field } from '../../ui/field'
import { requiredFields, useForm } from '../../ui/use-form'
import { useSession } from '../../session/session-actor'

// Both required, nothing more: the server judges the rest. Plain checks, not zod, so the sign-in page does not load it.
const loginForm = requiredFields({ trimmed: ['identifier'], exact: ['secret'] })

/** Only same-site paths are followed after sign-in (no open redirect). */
export const safeReturnTo = (value: string | undefined) => (value && value.startsWith('/') && !value.startsWith('//') ? value : undefined)

export function LoginScreen({ returnTo }: { returnTo?: string }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const session = useSession()
  const form = useForm(loginForm, { identifier: '', secret: '' }, fieldMessage)
  const [social, setSocial] = useState<AuthProviderInfo[]>([])
  useEffect(() => {
    providers().then(setSocial, () => setSocial([]))
  }, [])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (!form.parsed.success) return
    session.send({ type: 'session.login', identifier: form.values.identifier, secret: form.values.secret, returnTo: safeReturnTo(returnTo) })
  }
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">
        <Trans>Sign in</Trans>
      </h1>
      {session.errorCode && !session.busy ? (
        <p className="notice notice--error" role="alert">
          {requestMessage(session.errorCode)}
        </p>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field label={t`E-mail or username`} error={form.errorOf('identifier')}>
          {(props) => <input {...props} {...form.bind('identifier')} type="text" autoComplete="username" inputMode="email" />}
        </Field>
        <Field label={t`Password`} error={form.errorOf('secret')}>
          {(props) => <input {...props} {...form.bind('secret')} type="password" autoComplete="current-password" />}
        </Field>
        <button type="submit" className="button button--primary" disabled={session.busy}>
          {session.busy ? t`Signing in…` : t`Sign in`}
        </button>
      </form>
      {social.length ? (
        <div className="auth-form">
          <p className="divider">
            <Trans>or</Trans>
          </p>
          {social.map((p) => (
            <a key={p.name} className="button" href={`${p.startUrl}${returnTo ? `?returnTo=${encodeURIComponent(safeReturnTo(returnTo) ?? '/')}` : ''}`}>
              <Trans>Continue with {ph({ provider: p.label })}</Trans>
            </a>
          ))}
        </div>
      ) : null}
      <p className="auth-links">
        <Link to="/{-$locale}/auth/forgot-password" params={{ locale: param }}>
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/{-$locale}/auth/register" params={{ locale: param }} search={{ returnTo }}>
          <Trans>New here? Create an account</Trans>
        </Link>
      </p>
    </section>
  )
}
