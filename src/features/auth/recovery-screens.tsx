/** Forgot password, reset password (token from the e-mail's link), confirm account (code), verify account (link), undo an e-mail change (link to the old address). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { z } from 'zod'
import { newPasswordSchema, type EmailUndoData } from '../../api/auth-contract'
import { authApi } from '../../api/clients'
import { ApiError } from '../../api/http'
import { fieldMessage, requestMessage } from '../../i18n/error-messages'
import { useLocale } from '../../i18n/use-locale'
import { forgetReturnPlace, returnPlace, sitePath } from '../../lib/return-place'
import { useSession } from '../../session/session-actor'
import { Field } from '../../ui/field'
import { useForm, type ServerFieldError } from '../../ui/use-form'

type Status = { state: 'idle' | 'sending' | 'done' } | { state: 'failed'; code: string; fields: ServerFieldError[] }

function useSubmit() {
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const run = async (call: () => Promise<unknown>) => {
    setStatus({ state: 'sending' })
    try {
      await call()
      setStatus({ state: 'done' })
    } catch (error) {
      const e = error instanceof ApiError ? error : null
      setStatus({ state: 'failed', code: e?.code ?? 'network_error', fields: (e?.errors ?? []).filter((x) => x.field).map((x) => ({ field: x.field!, code: x.code, params: x.params })) })
    }
  }
  return { status, run, fields: status.state === 'failed' ? status.fields : [] }
}

function Failure({ status }: { status: Status }) {
  if (status.state !== 'failed' || status.code === 'validation_failed') return null
  return (
    <p className="notice notice--error" role="alert">
      {requestMessage(status.code)}
    </p>
  )
}

const identifierForm = z.object({ identifier: z.string().trim().min(1) })

export function ForgotPasswordScreen() {
  const { t } = useLingui()
  const { param } = useLocale()
  const { status, run, fields } = useSubmit()
  const form = useForm(identifierForm, { identifier: '' }, fieldMessage, fields)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (form.parsed.success) void run(() => authApi.post('/reset/request', { identifier: form.values.identifier }))
  }
  return (
    <section aria-labelledby="forgot-title">
      <h1 id="forgot-title">
        <Trans>Forgot your password?</Trans>
      </h1>
      {status.state === 'done' ? (
        <p className="notice" role="status">
          <Trans>If an account uses that address, we have sent it a link to choose a new password. The link works for 30 minutes.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Enter the e-mail you signed up with and we will send you a link to choose a new password.</Trans>
          </p>
          <Failure status={status} />
          <form className="auth-form" onSubmit={submit} noValidate>
            <Field label={t`E-mail or username`} error={form.errorOf('identifier')}>
              {(props) => <input {...props} {...form.bind('identifier')} autoComplete="username" inputMode="email" />}
            </Field>
            <button type="submit" className="button button--primary" disabled={status.state === 'sending'}>
              <Trans>Send me a link</Trans>
            </button>
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to="/{-$locale}/auth/login" params={{ locale: param }}>
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </section>
  )
}

const resetForm = z
  .object({ newPassword: newPasswordSchema, confirmNewPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: 'mismatch' })

export function ResetPasswordScreen({ token }: { token?: string }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const { status, run, fields } = useSubmit()
  const form = useForm(resetForm, { newPassword: '', confirmNewPassword: '' }, fieldMessage, fields)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (form.parsed.success && token) void run(() => authApi.post('/reset/confirm', { ...form.values, token }))
  }
  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title">
        <Trans>Choose a new password</Trans>
      </h1>
      {!token ? (
        <p className="notice notice--error" role="alert">
          <Trans>This page needs the link from your e-mail. Ask for a new link if you lost it.</Trans>
        </p>
      ) : status.state === 'done' ? (
        <p className="notice" role="status">
          <Trans>Your password is changed. For your safety we signed you out everywhere: sign in with the new password.</Trans>
        </p>
      ) : (
        <>
          <Failure status={status} />
          <form className="auth-form" onSubmit={submit} noValidate>
            <Field label={t`New password`} error={form.errorOf('newPassword')} hint={t`At least 8 characters.`}>
              {(props) => <input {...props} {...form.bind('newPassword')} type="password" autoComplete="new-password" />}
            </Field>
            <Field label={t`Type it again`} error={form.errorOf('confirmNewPassword')}>
              {(props) => <input {...props} {...form.bind('confirmNewPassword')} type="password" autoComplete="new-password" />}
            </Field>
            <button type="submit" className="button button--primary" disabled={status.state === 'sending'}>
              <Trans>Save the new password</Trans>
            </button>
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to="/{-$locale}/auth/login" params={{ locale: param }}>
          <Trans>Sign in</Trans>
        </Link>
        <Link to="/{-$locale}/auth/forgot-password" params={{ locale: param }}>
          <Trans>Ask for a new link</Trans>
        </Link>
      </p>
    </section>
  )
}

const codeForm = z.object({ token: z.string().trim().min(4) })

export function ConfirmAccountScreen({ returnTo }: { returnTo?: string | undefined }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const { status, run, fields } = useSubmit()
  const resend = useSubmit()
  const form = useForm(codeForm, { token: '' }, fieldMessage, fields)
  const [identifier, setIdentifier] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (form.parsed.success) void run(() => authApi.post('/verification/confirm', { token: form.values.token }))
  }
  return (
    <section aria-labelledby="confirm-title">
      <h1 id="confirm-title">
        <Trans>Confirm your account</Trans>
      </h1>
      {status.state === 'done' ? (
        <>
          <p className="notice" role="status">
            <Trans>Your e-mail address is confirmed. Thank you!</Trans>
          </p>
          <BackWhereYouWere returnTo={returnTo} />
        </>
      ) : (
        <>
          <p>
            <Trans>Type the code from the e-mail we sent you.</Trans>
          </p>
          <Failure status={status} />
          <form className="auth-form" onSubmit={submit} noValidate>
            <Field label={t`Confirmation code`} error={form.errorOf('token')}>
              {(props) => <input {...props} {...form.bind('token')} autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} />}
            </Field>
            <button type="submit" className="button button--primary" disabled={status.state === 'sending'}>
              <Trans>Confirm</Trans>
            </button>
          </form>
          <form
            className="auth-form"
            onSubmit={(e) => {
              e.preventDefault()
              if (identifier.trim()) void resend.run(() => authApi.post('/verification/request', { identifier }))
            }}
          >
            <Field label={t`No code? Your e-mail`}>{(props) => <input {...props} value={identifier} onChange={(e) => setIdentifier(e.target.value)} type="email" autoComplete="email" />}</Field>
            <button type="submit" className="button" disabled={resend.status.state === 'sending'}>
              <Trans>Send a new code</Trans>
            </button>
            {resend.status.state === 'done' ? (
              <p role="status">
                <Trans>If that address has an account waiting for confirmation, a new code is on its way.</Trans>
              </p>
            ) : null}
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to="/{-$locale}/auth/login" params={{ locale: param }}>
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </section>
  )
}

export function VerifyAccountScreen({ token, returnTo }: { token?: string | undefined; returnTo?: string | undefined }) {
  const { param } = useLocale()
  const { status, run } = useSubmit()
  const session = useSession()
  const started = useRef(false)
  useEffect(() => {
    if (token && !started.current) {
      started.current = true
      void run(() => authApi.post('/verification/confirm', { token }))
    }
  }, [token, run])
  // Without a token: the link of the registration e-mail (decision 030). Signed in, the account
  // exists and its address was proven by the code; signed out, the reader signs in.
  const isConfirmed = token ? status.state === 'done' : session.signedIn
  return (
    <section aria-labelledby="verify-title">
      <h1 id="verify-title">
        <Trans>Verify your e-mail</Trans>
      </h1>
      {isConfirmed ? (
        <>
          <p className="notice" role="status">
            <Trans>Your e-mail address is confirmed. Thank you!</Trans>
          </p>
          <BackWhereYouWere returnTo={returnTo} />
        </>
      ) : !token ? (
        <p>
          <Trans>Your account exists once you have typed the code from our e-mail on the sign-up page. Then sign in with your e-mail and password.</Trans>
        </p>
      ) : status.state === 'failed' ? (
        <Failure status={status} />
      ) : (
        <p role="status">
          <Trans>Checking your link…</Trans>
        </p>
      )}
      <p className="auth-links">
        <Link to="/{-$locale}/auth/confirm-account" params={{ locale: param }}>
          <Trans>Type a code instead</Trans>
        </Link>
        {session.signedIn ? null : (
          <Link to="/{-$locale}/auth/login" params={{ locale: param }}>
            <Trans>Sign in</Trans>
          </Link>
        )}
      </p>
    </section>
  )
}

/**
 * After a confirmation, a signed-in shopper goes back to where they left for it (decision 030): the
 * page named in the link, else the one this device remembered (the checkout they registered from),
 * else the shop. Signed out, there is nothing to return to: the sign-in link is beside it.
 */
function BackWhereYouWere({ returnTo }: { returnTo?: string | undefined }) {
  const session = useSession()
  const { param } = useLocale()
  const navigate = useNavigate()
  const [target] = useState(() => sitePath(returnTo) ?? returnPlace())
  const href = target ?? (param ? `/${param}` : '/')
  useEffect(() => forgetReturnPlace(), [])
  if (!session.signedIn) return null
  return (
    <p>
      <a
        href={href}
        className="button button--primary"
        onClick={(e) => {
          if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
          e.preventDefault()
          void navigate({ href })
        }}
      >
        {target ? <Trans>Continue where you left off</Trans> : <Trans>Continue shopping</Trans>}
      </a>
    </p>
  )
}

/**
 * The link sent to the old address when the e-mail changes. Nothing happens on opening it (mail
 * scanners open links): the owner presses the button, then chooses a new password at once with the
 * reset token the answer carries.
 */
export function UndoEmailChangeScreen({ token }: { token?: string }) {
  const { param } = useLocale()
  const { status, run } = useSubmit()
  const [undone, setUndone] = useState<EmailUndoData | null>(null)
  const undo = () => void run(async () => setUndone((await authApi.post<EmailUndoData>('/email/undo', { token })).data))
  const restoredEmail = undone?.email
  return (
    <section aria-labelledby="undo-title">
      <h1 id="undo-title">
        <Trans>Undo the e-mail change</Trans>
      </h1>
      {!token ? (
        <p className="notice notice--error" role="alert">
          <Trans>This page needs the link from your e-mail.</Trans>
        </p>
      ) : undone ? (
        <>
          <p className="notice" role="status">
            <Trans>Your account uses {restoredEmail} again, and every device is signed out. Whoever changed the address may know your password: choose a new one now.</Trans>
          </p>
          <p className="auth-links">
            <Link to="/{-$locale}/auth/reset-password" params={{ locale: param }} search={{ token: undone.resetToken }} className="button button--primary">
              <Trans>Choose a new password</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            <Trans>If you did not ask to change your account's e-mail address, undo it here. We put your address back, sign your account out on every device, and you choose a new password.</Trans>
          </p>
          <Failure status={status} />
          <button type="button" className="button button--primary" onClick={undo} disabled={status.state === 'sending'}>
            <Trans>Undo the change</Trans>
          </button>
        </>
      )}
    </section>
  )
}
