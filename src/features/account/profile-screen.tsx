/**
 * Account home: the profile (spec: name, surname, email, phone, gender, bio, date of birth), the
 * credentials, and signing out. A new e-mail or phone asks for the current password (a stolen
 * session alone must not move the account, issue 28); a new e-mail then waits for the code sent to
 * it, which this screen asks for until it is typed.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent } from 'react'
import { z } from 'zod'
import { GENDERS, emailSchema, newPasswordSchema, personNameSchema, phoneSchema, type MeData } from '../../api/auth-contract'
import { authApi } from '../../api/clients'
import { fieldMessage } from '../../i18n/error-messages'
import { Field } from '../../ui/field'
import { toastActor } from '../../ui/app-actors'
import { Failure, useServerSend } from '../../ui/server-send'
import { useForm } from '../../ui/use-form'
import { sessionActor, useSession } from '../../session/session-actor'

const profileForm = z.object({
  name: personNameSchema,
  surname: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  bio: z.string().max(1000),
  dateOfBirth: z.union([z.iso.date(), z.literal('')]),
  currentPassword: z.string(),
})

const emailCodeForm = z.object({ code: z.string().trim().min(4) })

const credentialsForm = z
  .object({ currentPassword: z.string().min(1), newIdentifier: z.string(), newPassword: z.union([newPasswordSchema, z.literal('')]), confirmNewPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: 'mismatch' })

export function ProfileScreen() {
  const { t } = useLingui()
  const session = useSession()
  const [me, setMe] = useState<MeData | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  useEffect(() => {
    authApi.get<MeData>('/user/me', { silent: true }).then(
      (r) => setMe(r.data),
      () => setLoadFailed(true),
    )
  }, [])
  if (!me) {
    return loadFailed ? (
      <p className="notice" role="status">
        <Trans>Your profile can be edited when you are online.</Trans>
      </p>
    ) : (
      <div aria-busy="true" className="detail--loading" />
    )
  }
  return (
    <>
      <h1>
        <Trans>My account</Trans>
      </h1>
      {/* Drawn again when the account's address changes (a confirmed code), so the field shows it. */}
      <ProfileForm key={me.user.email} me={me} onSaved={setMe} />
      {me.pendingEmail ? <EmailCodeForm pendingEmail={me.pendingEmail} onConfirmed={setMe} /> : null}
      <CredentialsForm identifier={me.credential.identifier} />
      <section className="section" aria-labelledby="signout-title">
        <h2 id="signout-title">
          <Trans>Sign out</Trans>
        </h2>
        <div className="auth-links">
          <button type="button" className="button" onClick={() => session.send({ type: 'session.logout' })}>
            <Trans>Sign out on this device</Trans>
          </button>
          <button type="button" className="button" onClick={() => session.send({ type: 'session.logout', all: true })}>
            {t`Sign out everywhere`}
          </button>
        </div>
      </section>
    </>
  )
}

function ProfileForm({ me, onSaved }: { me: MeData; onSaved: (me: MeData) => void }) {
  const { t } = useLingui()
  const { serverErrors, failure, busy: saving, send } = useServerSend()
  const u = me.user
  const form = useForm(
    profileForm,
    {
      name: u.name,
      surname: u.surname,
      email: u.email,
      phone: u.phone ?? '',
      // One choice says "prefer not to say": a profile saved with 'undisclosed' (an older form's second such choice) shows it, and saves as null.
      gender: (u.gender === 'undisclosed' ? '' : (u.gender ?? '')) as z.infer<typeof profileForm>['gender'],
      bio: u.bio ?? '',
      dateOfBirth: u.dateOfBirth ?? '',
      currentPassword: '',
    },
    fieldMessage,
    serverErrors,
  )
  const needsPassword = form.values.email.trim().toLowerCase() !== u.email || form.values.phone.trim() !== (u.phone ?? '')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (!form.parsed.success) return
    const { currentPassword, ...v } = form.values
    await send(async () => {
      const body = { ...v, gender: v.gender || null, dateOfBirth: v.dateOfBirth || null, ...(needsPassword ? { currentPassword } : {}) }
      const { data } = await authApi.put<MeData>('/user/me', body)
      // The e-mail shown is the account's: a new one is not applied before its code is typed.
      form.setValues((values) => ({ ...values, email: data.user.email, currentPassword: '' }))
      onSaved(data)
      sessionActor().send({ type: 'session.userLoaded', user: data.user, credential: data.credential })
      const newAddress = data.pendingEmail
      toastActor.send({
        type: 'toast.show',
        toast:
          newAddress && newAddress !== me.pendingEmail
            ? { title: t`Check your new e-mail`, message: t`We sent a code to ${newAddress}.` }
            : { title: t`Saved`, message: t`Your profile is up to date.` },
      })
    })
  }
  return (
    <section className="section" aria-labelledby="profile-title">
      <h2 id="profile-title">
        <Trans>Profile</Trans>
      </h2>
      <Failure text={failure} />
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t`First name`} error={form.errorOf('name')}>
          {(p) => <input {...p} {...form.bind('name')} autoComplete="given-name" />}
        </Field>
        <Field label={t`Surname`} error={form.errorOf('surname')}>
          {(p) => <input {...p} {...form.bind('surname')} autoComplete="family-name" />}
        </Field>
        <Field label={t`E-mail`} error={form.errorOf('email')}>
          {(p) => <input {...p} {...form.bind('email')} type="email" autoComplete="email" />}
        </Field>
        <Field label={t`Phone`} error={form.errorOf('phone')}>
          {(p) => <input {...p} {...form.bind('phone')} type="tel" autoComplete="tel" />}
        </Field>
        {needsPassword ? (
          <Field
            label={t`Current password`}
            error={form.errorOf('currentPassword')}
            hint={t`To change your e-mail or phone, type your password. A new e-mail is used once you type the code we send to it.`}
          >
            {(p) => <input {...p} {...form.bind('currentPassword')} type="password" autoComplete="current-password" />}
          </Field>
        ) : null}
        <Field label={t`Gender`} error={form.errorOf('gender')}>
          {(p) => (
            <select {...p} {...form.bind('gender')}>
              <option value="">{t`Prefer not to say`}</option>
              <option value="female">{t`Female`}</option>
              <option value="male">{t`Male`}</option>
              <option value="other">{t`Other`}</option>
            </select>
          )}
        </Field>
        <Field label={t`Date of birth`} error={form.errorOf('dateOfBirth')}>
          {(p) => <input {...p} {...form.bind('dateOfBirth')} type="date" autoComplete="bday" />}
        </Field>
        <Field label={t`About you`} error={form.errorOf('bio')}>
          {(p) => <textarea {...p} {...form.bind('bio')} rows={3} />}
        </Field>
        <button type="submit" className="button button--primary" disabled={saving}>
          <Trans>Save my profile</Trans>
        </button>
      </form>
    </section>
  )
}

function EmailCodeForm({ pendingEmail, onConfirmed }: { pendingEmail: string; onConfirmed: (me: MeData) => void }) {
  const { t } = useLingui()
  const { serverErrors, failure, busy: sending, send } = useServerSend()
  const form = useForm(emailCodeForm, { code: '' }, fieldMessage, serverErrors)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (!form.parsed.success) return
    await send(async () => {
      const { data } = await authApi.post<MeData>('/user/me/email/confirm', { code: form.values.code })
      onConfirmed(data)
      sessionActor().send({ type: 'session.userLoaded', user: data.user, credential: data.credential })
      const address = data.user.email
      toastActor.send({ type: 'toast.show', toast: { title: t`E-mail changed`, message: t`Your account now uses ${address}.` } })
    })
  }
  return (
    <section className="section" aria-labelledby="email-code-title">
      <h2 id="email-code-title">
        <Trans>Confirm your new e-mail</Trans>
      </h2>
      <p role="status">
        <Trans>We sent a code to {pendingEmail}. Type it here to start using that address; until then your account keeps its current one.</Trans>
      </p>
      <Failure text={failure} />
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t`Code from the e-mail`} error={form.errorOf('code')}>
          {(p) => <input {...p} {...form.bind('code')} autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} />}
        </Field>
        <button type="submit" className="button button--primary" disabled={sending}>
          <Trans>Confirm my new e-mail</Trans>
        </button>
      </form>
    </section>
  )
}

function CredentialsForm({ identifier }: { identifier: string }) {
  const { t } = useLingui()
  const { serverErrors, failure, busy: saving, send } = useServerSend()
  const form = useForm(credentialsForm, { currentPassword: '', newIdentifier: '', newPassword: '', confirmNewPassword: '' }, fieldMessage, serverErrors)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (!form.parsed.success) return
    // Spec 5: newIdentifier, newPassword and confirmNewPassword are sent only when non-empty.
    const v = form.values
    const body: Record<string, string> = { currentPassword: v.currentPassword }
    if (v.newIdentifier.trim()) body.newIdentifier = v.newIdentifier.trim()
    if (v.newPassword) body.newPassword = v.newPassword
    if (v.confirmNewPassword) body.confirmNewPassword = v.confirmNewPassword
    await send(async () => {
      await authApi.put('/account/update', body)
      form.setValues({ currentPassword: '', newIdentifier: '', newPassword: '', confirmNewPassword: '' })
      toastActor.send({ type: 'toast.show', toast: { title: t`Saved`, message: t`Your sign-in details are changed.` } })
    })
  }
  return (
    <section className="section" aria-labelledby="credentials-title">
      <h2 id="credentials-title">
        <Trans>Sign-in details</Trans>
      </h2>
      <Failure text={failure} />
      <p>
        <Trans>You sign in as {identifier}.</Trans>
      </p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t`Current password`} error={form.errorOf('currentPassword')}>
          {(p) => <input {...p} {...form.bind('currentPassword')} type="password" autoComplete="current-password" />}
        </Field>
        <Field label={t`New username or e-mail (optional)`} error={form.errorOf('newIdentifier')}>
          {(p) => <input {...p} {...form.bind('newIdentifier')} autoComplete="username" />}
        </Field>
        <Field label={t`New password (optional)`} error={form.errorOf('newPassword')}>
          {(p) => <input {...p} {...form.bind('newPassword')} type="password" autoComplete="new-password" />}
        </Field>
        <Field label={t`Type the new password again`} error={form.errorOf('confirmNewPassword')}>
          {(p) => <input {...p} {...form.bind('confirmNewPassword')} type="password" autoComplete="new-password" />}
        </Field>
        <button type="submit" className="button button--primary" disabled={saving}>
          <Trans>Change my sign-in details</Trans>
        </button>
      </form>
    </section>
  )
}
