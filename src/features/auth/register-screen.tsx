import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { z } from 'zod'
import { emailSchema, newPasswordSchema, personNameSchema, phoneSchema } from '../../api/auth-contract'
import { fieldMessage, requestMessage } from '../../i18n/error-messages'
import { useLocale } from '../../i18n/use-locale'
import { Field } from '../../ui/field'
import { useForm } from '../../ui/use-form'
import { useSession } from '../../session/session-actor'
import { safeReturnTo } from './login-screen'

const registerForm = z.object({ name: personNameSchema, surname: personNameSchema, phone: phoneSchema, email: emailSchema, secret: newPasswordSchema })

/** Server field paths → this form's fields (the password travels as credential.secret). */
const FIELD_OF: Record<string, string> = { 'credential.secret': 'secret', 'credential.identifier': 'email' }

export function RegisterScreen({ returnTo }: { returnTo?: string }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const session = useSession()
  const serverErrors = session.fieldErrors.map((e) => ({ ...e, field: FIELD_OF[e.field] ?? e.field }))
  const form = useForm(registerForm, { name: '', surname: '', phone: '', email: '', secret: '' }, fieldMessage, session.busy ? [] : serverErrors)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (!form.parsed.success) return
    const v = form.values
    session.send({
      type: 'session.register',
      returnTo: safeReturnTo(returnTo),
      payload: { name: v.name, surname: v.surname, phone: v.phone, email: v.email, credential: { identifier: v.email, secret: v.secret } },
    })
  }
  return (
    <section aria-labelledby="register-title">
      <h1 id="register-title">
        <Trans>Create your account</Trans>
      </h1>
      <p className="lead">
        <Trans>Save your addresses, follow your orders and keep your basket on all your devices.</Trans>
      </p>
      {session.errorCode && session.errorCode !== 'validation_failed' && !session.busy ? (
        <p className="notice notice--error" role="alert">
          {requestMessage(session.errorCode)}
        </p>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field label={t`First name`} error={form.errorOf('name')}>
          {(props) => <input {...props} {...form.bind('name')} autoComplete="given-name" />}
        </Field>
        <Field label={t`Surname`} error={form.errorOf('surname')}>
          {(props) => <input {...props} {...form.bind('surname')} autoComplete="family-name" />}
        </Field>
        <Field label={t`E-mail`} error={form.errorOf('email')}>
          {(props) => <input {...props} {...form.bind('email')} type="email" autoComplete="email" />}
        </Field>
        <Field label={t`Phone (optional)`} error={form.errorOf('phone')}>
          {(props) => <input {...props} {...form.bind('phone')} type="tel" autoComplete="tel" />}
        </Field>
        <Field label={t`Password`} error={form.errorOf('secret')} hint={t`At least 8 characters. A short sentence is easy to remember.`}>
          {(props) => <input {...props} {...form.bind('secret')} type="password" autoComplete="new-password" />}
        </Field>
        <button type="submit" className="button button--primary" disabled={session.busy}>
          {session.busy ? t`Creating your account…` : t`Create my account`}
        </button>
      </form>
      <p className="auth-links">
        <Link to="/{-$locale}/auth/login" params={{ locale: param }} search={{ returnTo }}>
          <Trans>Already have an account? Sign in</Trans>
        </Link>
      </p>
    </section>
  )
}
