/**
 * Registration in two steps (decision 012): the form sends a code to the address (the answer is
 * the same whether or not it has an account), then the code typed here creates the account and
 * signs in, through the session machine's `register` call. The form keeps its values: the shopper
 * can go back to change them, or have a new code sent.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { z } from 'zod'
import { emailSchema, newPasswordSchema, personNameSchema, phoneSchema, type RegisterInput, type RegistrationSent } from '../../api/auth-contract'
import { startRegistration } from '../../api/session-api'
import { fieldMessage, requestMessage } from '../../i18n/error-messages'
import { useLocale } from '../../i18n/use-locale'
import { Field } from '../../ui/field'
import { Failure, useServerSend } from '../../ui/server-send'
import { useForm, type ServerFieldError } from '../../ui/use-form'
import { useSession } from '../../session/session-actor'
import { forgetReturnPlace, rememberReturnPlace } from '../../lib/return-place'
import { safeReturnTo } from './login-screen'

const registerForm = z.object({ name: personNameSchema, surname: personNameSchema, phone: phoneSchema, email: emailSchema, secret: newPasswordSchema })
const codeForm = z.object({ code: z.string().trim().min(4) })

/** Server field paths → this form's fields (the password travels as credential.secret). */
const FIELD_OF: Record<string, string> = { 'credential.secret': 'secret', 'credential.identifier': 'email' }
const onForm = (errors: ServerFieldError[]) => errors.map((e) => ({ ...e, field: FIELD_OF[e.field] ?? e.field }))

export function RegisterScreen({ returnTo }: { returnTo?: string }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const session = useSession()
  const starting = useServerSend()
  const [sent, setSent] = useState<(RegistrationSent & { again: boolean }) | null>(null)
  /** Whether the session's last failure belongs to the code typed for this pending registration. */
  const [tried, setTried] = useState(false)
  const confirmFailed = tried && !session.busy
  // An address or identifier found in use at the confirmation is shown on the form's own field.
  const taken = confirmFailed ? onForm(session.fieldErrors).filter((e) => e.field !== 'code') : []
  const form = useForm(registerForm, { name: '', surname: '', phone: '', email: '', secret: '' }, fieldMessage, [...onForm(starting.serverErrors), ...taken])
  const codeStep = useForm(codeForm, { code: '' }, fieldMessage, confirmFailed ? session.fieldErrors.filter((e) => e.field === 'code') : [])

  const payload = (): RegisterInput => {
    const v = form.values
    return { name: v.name, surname: v.surname, phone: v.phone, email: v.email, credential: { identifier: v.email, secret: v.secret } }
  }
  const sendCode = (again: boolean) =>
    starting.send(async () => {
      // The e-mail's link brings the shopper back here, to where they registered from (decision 030).
      if (returnTo) rememberReturnPlace(safeReturnTo(returnTo))
      else forgetReturnPlace()
      const answer = await startRegistration(payload())
      setSent({ ...answer, again })
      setTried(false)
      codeStep.set('code', '')
    })
  const submitForm = (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (form.parsed.success) void sendCode(false)
  }
  const submitCode = (e: FormEvent) => {
    e.preventDefault()
    codeStep.touchAll()
    if (!sent || !codeStep.parsed.success) return
    setTried(true)
    session.send({ type: 'session.register', returnTo: safeReturnTo(returnTo), payload: { pending: sent.pending, code: codeStep.values.code } })
  }

  const sentTo = sent?.email ?? ''
  return (
    <section aria-labelledby="register-title">
      <h1 id="register-title">
        <Trans>Create your account</Trans>
      </h1>
      {sent && taken.length === 0 ? (
        <>
          <p role="status">
            {sent.again ? (
              <Trans>We sent a new code to {sentTo}. Only the newest code works.</Trans>
            ) : (
              <Trans>We sent a code to {sentTo}. Type it here to create your account. The code works for 24 hours.</Trans>
            )}
          </p>
          <Failure text={starting.failure ?? (confirmFailed && session.errorCode && session.errorCode !== 'validation_failed' ? requestMessage(session.errorCode) : null)} />
          <form className="auth-form" onSubmit={submitCode} noValidate>
            <Field label={t`Code from the e-mail`} error={codeStep.errorOf('code')}>
              {(props) => <input {...props} {...codeStep.bind('code')} autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} />}
            </Field>
            <button type="submit" className="button button--primary" disabled={session.busy}>
              {session.busy ? t`Creating your account…` : t`Create my account`}
            </button>
          </form>
          <p className="auth-links">
            <button type="button" className="button" onClick={() => void sendCode(true)} disabled={starting.busy || session.busy}>
              <Trans>Send a new code</Trans>
            </button>
            <button type="button" className="button" onClick={() => setSent(null)} disabled={session.busy}>
              <Trans>Change my details</Trans>
            </button>
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            <Trans>Save your addresses, follow your orders and keep your basket on all your devices.</Trans>
          </p>
          <Failure text={starting.failure} />
          <form className="auth-form" onSubmit={submitForm} noValidate>
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
            <p>
              <Trans>We will e-mail you a code to confirm the address.</Trans>
            </p>
            <button type="submit" className="button button--primary" disabled={starting.busy}>
              {starting.busy ? t`Sending you a code…` : t`Send me a code`}
            </button>
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to="/{-$locale}/auth/login" params={{ locale: param }} search={{ returnTo }}>
          <Trans>Already have an account? Sign in</Trans>
        </Link>
      </p>
    </section>
  )
}
