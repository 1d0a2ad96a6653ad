/**
 * "Join our Amazing List of Farmers": a farmer's application (and, given their words and fields,
 * any other service's provider's: decision 045). It is validated here with the same
 * schema the server uses, then written to the outbox and sent when there is a connection — a
 * farmer filling it in at the edge of coverage loses nothing. Once sent, the page asks for the
 * code e-mailed to the address: the market team sees an application only once it is confirmed
 * (server/catalog/join.routes.ts). Entering the code needs a connection.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState, type FormEvent, type ReactNode } from 'react'
import { farmerApplicationConfirmSchema, PRACTICES, serviceApplicationSchema, type FarmerApplication, type Practice } from '../../api/catalog-contract'
import type { Service } from '../../api/services-contract'
import { baseApi } from '../../api/clients'
import { ApiError } from '../../api/http'
import { db, type OutboxEntry } from '../../db/db'
import { fieldMessage, requestMessage } from '../../i18n/error-messages'
import { sendRequests } from '../../sync/outbox/requests'
import { CheckGroup } from '../../ui/check-group'
import { Field } from '../../ui/field'
import { useForm, type ServerFieldError } from '../../ui/use-form'
import { useStores } from './catalog-queries'
import { useFarmContext } from './farm-layout'
import { PRACTICE_LABELS } from '../../i18n/catalog-labels'

type Draft = Omit<FarmerApplication, 'practices'> & { practices: Practice[]; details?: Record<string, unknown> }
type FieldName = Exclude<keyof Draft, 'details'>

/** A field error's question: `details.cuisines.2` (one key of a list) is `details.cuisines`'s. */
const questionOf = (field: string) => field.replace(/^(details\.[^.]+)\..*$/, '$1')

/** Another service's words on its join page. */
export interface JoinWords {
  title: ReactNode
  lead: ReactNode
  businessName: string
  offer: string
}

/** Another service's own questions: its `details`, drawn with the error of each (`details.kind`…). */
export interface JoinFields {
  initial: Record<string, unknown>
  render: (details: Record<string, unknown>, set: (details: Record<string, unknown>) => void, errorOf: (field: string) => string | undefined) => ReactNode
}

export function JoinScreen({ words, fields }: { words?: JoinWords; fields?: JoinFields } = {}) {
  const { t, i18n } = useLingui()
  const { storeId, locale, service } = useFarmContext()
  const stores = useStores(locale)
  const [draft, setDraft] = useState<Draft>({
    name: '',
    farmName: '',
    email: '',
    phone: '',
    town: '',
    storeId,
    practices: [],
    produce: '',
    message: '',
    ...(fields ? { details: fields.initial } : {}),
  })
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
  const [submitted, setSubmitted] = useState<number | null>(null)
  const entry = useLiveQuery(async (): Promise<OutboxEntry | 'sent' | null> => {
    if (submitted === null) return null
    const row = await db.outbox.get(submitted)
    return row?.kind === 'farmer-application' ? row : 'sent'
  }, [submitted])

  const parsed = serviceApplicationSchema(service).safeParse(draft)
  const clientErrors: Partial<Record<string, string>> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A service's question is named by its path (`details.kind`); the form's own by its name.
      const field = issue.path[0] === 'details' ? questionOf(issue.path.join('.')) : (issue.path[0] as FieldName)
      const params: Record<string, number> = {}
      if ('minimum' in issue) params.min = Number(issue.minimum)
      if ('maximum' in issue) params.max = Number(issue.maximum)
      clientErrors[field] ??= fieldMessage(issue.code, params)
    }
  }
  const serverErrors: Partial<Record<string, string>> = {}
  if (entry && entry !== 'sent' && entry.status === 'rejected') {
    for (const e of entry.error?.fields ?? []) serverErrors[questionOf(e.field)] ??= fieldMessage(e.code)
  }
  const errorOf = (f: FieldName) => serverErrors[f] ?? (touched[f] ? clientErrors[f] : undefined)
  const detailErrorOf = (f: string) => serverErrors[`details.${f}`] ?? ((touched as Record<string, boolean>).details ? clientErrors[`details.${f}`] : undefined)
  const set = (f: FieldName) => (value: string) => setDraft((d) => ({ ...d, [f]: value }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setTouched(Object.fromEntries(Object.keys(draft).map((k) => [k, true])))
    if (!parsed.success) return
    if (entry && entry !== 'sent') await db.outbox.delete(entry.seq!)
    const seq = await db.outbox.add({
      kind: 'farmer-application',
      idempotencyKey: crypto.randomUUID(),
      payload: service === 'farm' ? parsed.data : { ...parsed.data, service },
      createdAt: Date.now(),
      attempts: 0,
      status: 'pending',
    })
    setSubmitted(seq ?? null)
    void sendRequests(baseApi, db)
  }

  if (entry === 'sent') return <JoinConfirm email={draft.email.trim()} service={service} />

  const text = (f: Exclude<FieldName, 'practices' | 'storeId'>, label: string, type = 'text', autoComplete?: string) => (
    <Field label={label} error={errorOf(f)}>
      {(props) => <input {...props} type={type} autoComplete={autoComplete} value={draft[f]} onChange={(e) => set(f)(e.target.value)} onBlur={() => setTouched((x) => ({ ...x, [f]: true }))} />}
    </Field>
  )

  return (
    <section className="join" aria-labelledby="join-title">
      <h1 id="join-title">{words ? words.title : <Trans>Join our Amazing List of Farmers</Trans>}</h1>
      <p className="lead">{words ? words.lead : <Trans>Sell to households in your city at a fair price. Tell us about your farm and we will get in touch.</Trans>}</p>
      {entry?.status === 'pending' ? (
        <p className="notice" role="status">
          <Trans>Your application is saved on this device and will be sent as soon as you are back online.</Trans>
        </p>
      ) : null}
      {entry?.status === 'rejected' ? (
        <p className="notice notice--error" role="alert">
          <Trans>Please correct the highlighted fields and send it again.</Trans>
        </p>
      ) : null}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {text('name', t`Your name`, 'text', 'name')}
        {text('farmName', words ? words.businessName : t`Farm name`)}
        {text('email', t`E-mail`, 'email', 'email')}
        {text('phone', t`Phone (mobile money number welcome)`, 'tel', 'tel')}
        {text('town', t`Town or village`)}
        <Field label={t`Market you want to sell in`} error={errorOf('storeId')}>
          {(props) => (
            <select {...props} value={draft.storeId} onChange={(e) => set('storeId')(e.target.value)}>
              {(stores ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
              {!stores?.some((s) => s.id === draft.storeId) ? <option value={draft.storeId}>{draft.storeId}</option> : null}
            </select>
          )}
        </Field>
        {fields && draft.details ? fields.render(draft.details, (details) => setDraft((d) => ({ ...d, details })), detailErrorOf) : null}
        <CheckGroup
          legend={<Trans>How do you farm?</Trans>}
          hidden={service !== 'farm'}
          options={PRACTICES.map((p) => ({ value: p, label: i18n._(PRACTICE_LABELS[p]) }))}
          checked={draft.practices}
          onChange={(practices) => setDraft((d) => ({ ...d, practices }))}
        />
        <Field label={words ? words.offer : t`What do you grow or raise?`} error={errorOf('produce')}>
          {(props) => <textarea {...props} rows={3} value={draft.produce} onChange={(e) => set('produce')(e.target.value)} onBlur={() => setTouched((x) => ({ ...x, produce: true }))} />}
        </Field>
        <Field label={t`Anything else we should know? (optional)`} error={errorOf('message')}>
          {(props) => <textarea {...props} rows={3} value={draft.message} onChange={(e) => set('message')(e.target.value)} />}
        </Field>
        <button type="submit" className="button button--primary">
          <Trans>Send my application</Trans>
        </button>
      </form>
    </section>
  )
}

/** The code step: the code e-mailed to `email` confirms the application just sent. */
export function JoinConfirm({ email, service = 'farm' }: { email: string; service?: Service }) {
  const { t } = useLingui()
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([])
  const [state, setState] = useState<'idle' | 'sending' | 'confirmed' | 'already' | { failed: string }>('idle')
  const form = useForm(farmerApplicationConfirmSchema, { email, code: '' }, fieldMessage, serverErrors)

  const confirm = async (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (!form.parsed.success) return
    setServerErrors([])
    setState('sending')
    try {
      await baseApi.post(`/${service}/join/confirm`, form.values)
      setState('confirmed')
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      if (apiError?.errors.some((x) => x.code === 'already_applied')) return setState('already')
      setServerErrors((apiError?.errors ?? []).filter((x) => x.field === 'code').map((x) => ({ field: 'code', code: x.code, params: x.params })))
      setState(apiError?.code === 'validation_failed' ? 'idle' : { failed: requestMessage(apiError?.code ?? 'network_error') })
    }
  }

  if (state === 'confirmed' || state === 'already') {
    return (
      <section className="join join--done" aria-labelledby="join-title">
        <h1 id="join-title">{state === 'confirmed' ? <Trans>Thank you, your application is confirmed</Trans> : <Trans>We already have your application</Trans>}</h1>
        <p role="status">
          {state === 'confirmed' ? (
            <Trans>The market team reads every application and will answer you by e-mail.</Trans>
          ) : (
            <Trans>An application from this e-mail address was confirmed before. The market team will answer it by e-mail.</Trans>
          )}
        </p>
      </section>
    )
  }
  return (
    <section className="join join--done" aria-labelledby="join-title">
      <h1 id="join-title">
        <Trans>Check your e-mail</Trans>
      </h1>
      <p role="status">
        <Trans>
          We sent an e-mail to {email}. Enter the 6-digit code it contains to confirm your application: the market team sees an application only once it is confirmed. The code is valid for 24 hours.
        </Trans>
      </p>
      {typeof state === 'object' ? (
        <p className="notice notice--error" role="alert">
          {state.failed}
        </p>
      ) : null}
      <form className="form" onSubmit={(e) => void confirm(e)} noValidate>
        <Field label={t`Confirmation code`} error={form.errorOf('code')}>
          {(p) => <input {...p} {...form.bind('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
        </Field>
        <button type="submit" className="button button--primary" disabled={state === 'sending'}>
          <Trans>Confirm my application</Trans>
        </button>
      </form>
    </section>
  )
}
