/**
 * "Join our Amazing List of Farmers": a farmer's application. It is validated here with the same
 * schema the server uses, then written to the outbox and sent when there is a connection — a
 * farmer filling it in at the edge of coverage loses nothing.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState, type FormEvent } from 'react'
import { farmerApplicationSchema, PRACTICES, type FarmerApplication, type Practice } from '../../api/catalog-contract'
import { baseApi } from '../../api/clients'
import { db, type OutboxEntry } from '../../db/db'
import { fieldMessage } from '../../i18n/error-messages'
import { pushOutbox } from '../../sync/outbox-push'
import { Field } from '../../ui/field'
import { useStores } from './catalog-queries'
import { useFarmContext } from './farm-layout'
import { PRACTICE_LABELS } from './labels'

type Draft = Omit<FarmerApplication, 'practices'> & { practices: Practice[] }
type FieldName = keyof Draft

export function JoinScreen() {
  const { t, i18n } = useLingui()
  const { storeId, locale } = useFarmContext()
  const stores = useStores(locale)
  const [draft, setDraft] = useState<Draft>({ name: '', farmName: '', email: '', phone: '', town: '', storeId, practices: [], produce: '', message: '' })
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
  const [submitted, setSubmitted] = useState<number | null>(null)
  const entry = useLiveQuery(async (): Promise<OutboxEntry | 'sent' | null> => (submitted === null ? null : ((await db.outbox.get(submitted)) ?? 'sent')), [submitted])

  const parsed = farmerApplicationSchema.safeParse(draft)
  const clientErrors: Partial<Record<FieldName, string>> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName
      const params: Record<string, number> = {}
      if ('minimum' in issue) params.min = Number(issue.minimum)
      if ('maximum' in issue) params.max = Number(issue.maximum)
      clientErrors[field] ??= fieldMessage(issue.code, params)
    }
  }
  const serverErrors: Partial<Record<FieldName, string>> = {}
  if (entry && entry !== 'sent' && entry.status === 'rejected') {
    for (const e of entry.error?.fields ?? []) serverErrors[e.field as FieldName] ??= fieldMessage(e.code)
  }
  const errorOf = (f: FieldName) => serverErrors[f] ?? (touched[f] ? clientErrors[f] : undefined)
  const set = (f: FieldName) => (value: string) => setDraft((d) => ({ ...d, [f]: value }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setTouched(Object.fromEntries(Object.keys(draft).map((k) => [k, true])))
    if (!parsed.success) return
    if (entry && entry !== 'sent') await db.outbox.delete(entry.seq!)
    const seq = await db.outbox.add({
      kind: 'farmer-application',
      idempotencyKey: crypto.randomUUID(),
      payload: parsed.data,
      createdAt: Date.now(),
      attempts: 0,
      status: 'pending',
    })
    setSubmitted(seq ?? null)
    void pushOutbox(baseApi, db)
  }

  if (entry === 'sent') {
    return (
      <section className="join join--done" aria-labelledby="join-title">
        <h1 id="join-title">
          <Trans>Thank you, we received your application</Trans>
        </h1>
        <p role="status">
          <Trans>Our farmer team will call you within a week to talk about your farm and your first market day.</Trans>
        </p>
      </section>
    )
  }

  const text = (f: Exclude<FieldName, 'practices' | 'storeId'>, label: string, type = 'text', autoComplete?: string) => (
    <Field label={label} error={errorOf(f)}>
      {(props) => (
        <input {...props} type={type} autoComplete={autoComplete} value={draft[f]} onChange={(e) => set(f)(e.target.value)} onBlur={() => setTouched((x) => ({ ...x, [f]: true }))} />
      )}
    </Field>
  )

  return (
    <section className="join" aria-labelledby="join-title">
      <h1 id="join-title">
        <Trans>Join our Amazing List of Farmers</Trans>
      </h1>
      <p className="lead">
        <Trans>Sell to households in your city at a fair price. Tell us about your farm and we will get in touch.</Trans>
      </p>
      {entry?.status === 'pending' ? (
        <p className="notice" role="status">
          <Trans>Your application is saved on this device and will be sent as soon as you are back online.</Trans>
        </p>
      ) : null}
      {entry?.status === 'rejected' ? (
        <p className="notice notice--error" role="alert">
          {entry.error?.code === 'conflict' ? (
            <Trans>We already have an application with this e-mail address. Our team will be in touch.</Trans>
          ) : (
            <Trans>Please correct the highlighted fields and send it again.</Trans>
          )}
        </p>
      ) : null}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {text('name', t`Your name`, 'text', 'name')}
        {text('farmName', t`Farm name`)}
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
        <fieldset className="field">
          <legend className="field__label">
            <Trans>How do you farm?</Trans>
          </legend>
          <div className="checks">
            {PRACTICES.map((p) => (
              <label key={p} className="check">
                <input
                  type="checkbox"
                  checked={draft.practices.includes(p)}
                  onChange={() => setDraft((d) => ({ ...d, practices: d.practices.includes(p) ? d.practices.filter((x) => x !== p) : [...d.practices, p] }))}
                />
                {i18n._(PRACTICE_LABELS[p])}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={t`What do you grow or raise?`} error={errorOf('produce')}>
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
