/**
 * Payments (issue 6): how the shopper pays, the way local shoppers do: a mobile money number or
 * cash on delivery. There is no card field at all, so no card number is ever asked for or kept.
 * The list is read from Dexie (it shows offline); adding, deleting and choosing the default need a
 * connection, and the form keeps its draft until then.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { z } from 'zod'
import { MOBILE_MONEY_PROVIDERS, paymentMethodInputSchema, type MobileMoneyProvider, type PaymentMethod } from '../../api/account-contract'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { fieldMessage } from '../../i18n/error-messages'
import { deletePaymentMethod, pullPaymentMethods, savePaymentMethod, setDefaultPaymentMethod, usePaymentMethods } from '../../sync/account-data'
import { usePageData } from '../../sync/use-page-data'
import { toastActor } from '../../ui/app-actors'
import { Field } from '../../ui/field'
import { useForm, type ServerFieldError } from '../../ui/use-form'
import { sessionActor } from '../../session/session-actor'
import { SavedListScreen } from './saved-list-screen'
import { writeFailureOf } from './request-errors'
import { useIsOnline } from '../../sync/use-online'

/** Brand names: written the same in every language. */
/* eslint-disable lingui/no-unlocalized-strings -- brand names, not words to translate */
const PROVIDER_NAMES: Record<Exclude<MobileMoneyProvider, 'other'>, string> = {
  mpesa: 'M-Pesa',
  'mtn-momo': 'MTN MoMo',
  'airtel-money': 'Airtel Money',
  'orange-money': 'Orange Money',
  'vodafone-cash': 'Vodafone Cash',
}
/* eslint-enable lingui/no-unlocalized-strings */

function useProviderName(): (provider: MobileMoneyProvider) => string {
  const { t } = useLingui()
  return (provider) => (provider === 'other' ? t`Other mobile money` : PROVIDER_NAMES[provider])
}

type Draft = {
  kind: 'mobile-money' | 'cash'
  provider: MobileMoneyProvider | ''
  phone: string
  label: string
  isDefault: boolean
}

/** The API's input from the form's draft: cash has no provider or number. */
const toInput = (d: Draft) =>
  d.kind === 'cash' ? { kind: d.kind, label: d.label, isDefault: d.isDefault } : { kind: d.kind, provider: d.provider, phone: d.phone, label: d.label, isDefault: d.isDefault }

const isDraft = (v: unknown): v is Draft => typeof v === 'object' && v !== null && 'kind' in v
const paymentForm = z.preprocess((v) => (isDraft(v) ? toInput(v) : v), paymentMethodInputSchema)

export function PaymentsScreen() {
  const ownerId = useSelector(sessionActor(), (s) => s.context.user?.id)
  if (!ownerId) return <div aria-busy="true" className="detail--loading" />
  return <PaymentMethods ownerId={ownerId} />
}

function PaymentMethods({ ownerId }: { ownerId: string }) {
  const { t } = useLingui()
  const providerName = useProviderName()
  const methods = usePaymentMethods(ownerId)
  const status = usePageData((signal) => pullPaymentMethods(baseApi, db, ownerId, { signal }))
  const titleOf = (m: PaymentMethod) => m.label || (m.kind === 'cash' ? t`Cash on delivery` : providerName(m.provider))
  return (
    <SavedListScreen
      title={<Trans>Payments</Trans>}
      lead={<Trans>Pay with mobile money or in cash when your order arrives. We never ask for or store card numbers.</Trans>}
      offlineNotice={<Trans>You're offline. These are the payment methods saved on this device; you can change them when you're back online.</Trans>}
      staleNotice={<Trans>We couldn't refresh your payment methods, so these are the ones saved on this device.</Trans>}
      status={status}
      items={methods}
      empty={<Trans>You have no saved payment methods yet. Save your mobile money number, or choose cash on delivery, and checkout is one step shorter.</Trans>}
      listLabel={t`Your payment methods`}
      addLabel={<Trans>Add a payment method</Trans>}
      form={(_, isFirst, done) => <PaymentMethodForm ownerId={ownerId} isFirst={isFirst} onDone={done} />}
      canEdit={false}
      titleOf={titleOf}
      body={(m) =>
        m.kind === 'mobile-money' ? (
          <p>
            {/* The title already names the service when the shopper gave no name of their own. */}
            {m.label ? <MobileMoneyLine provider={providerName(m.provider)} phone={m.phone} /> : <span dir="ltr">{m.phone}</span>}
          </p>
        ) : (
          <p>
            <Trans>Pay the rider in cash when your order arrives.</Trans>
          </p>
        )
      }
      deleteQuestion={(m) => {
        const title = titleOf(m)
        return t`Delete the payment method “${title}”?`
      }}
      deleted={t`The payment method is deleted.`}
      madeDefault={(m) => {
        const title = titleOf(m)
        return t`“${title}” is now how you pay by default.`
      }}
      remove={(m) => deletePaymentMethod(baseApi, db, ownerId, m.id)}
      makeDefault={(m) => setDefaultPaymentMethod(baseApi, db, ownerId, m)}
    />
  )
}

function MobileMoneyLine({ provider, phone }: { provider: string; phone: string }) {
  return (
    <Trans comment="A mobile money service (a brand name such as M-Pesa), then the phone number">
      {provider}: <span dir="ltr">{phone}</span>
    </Trans>
  )
}

function PaymentMethodForm({ ownerId, isFirst, onDone }: { ownerId: string; isFirst: boolean; onDone: () => void }) {
  const { t } = useLingui()
  const providerName = useProviderName()
  const isOnline = useIsOnline()
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([])
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [triedOffline, setTriedOffline] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const form = useForm<Draft>(paymentForm, { kind: 'mobile-money', provider: '', phone: '', label: '', isDefault: isFirst }, fieldMessage, serverErrors)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    const parsed = paymentMethodInputSchema.safeParse(toInput(form.values))
    if (!parsed.success) return
    if (!navigator.onLine) {
      setTriedOffline(true)
      return
    }
    setSaving(true)
    setFailure(null)
    setTriedOffline(false)
    try {
      await savePaymentMethod(baseApi, db, ownerId, parsed.data)
      setServerErrors([])
      toastActor.send({ type: 'toast.show', toast: { title: t`Saved`, message: t`Your payment method is saved.` } })
      onDone()
    } catch (error) {
      const f = writeFailureOf(error)
      setServerErrors(f.fields)
      setFailure(f.message)
      setTriedOffline(f.isOffline)
    } finally {
      setSaving(false)
    }
  }

  const kindRadio = (kind: Draft['kind'], label: string) => (
    <label className="check">
      <input type="radio" name="payment-kind" value={kind} checked={form.values.kind === kind} onChange={() => form.set('kind', kind)} />
      {label}
    </label>
  )

  return (
    <section className="section" aria-labelledby="payment-form-title">
      <h2 id="payment-form-title" ref={heading} tabIndex={-1}>
        <Trans>Add a payment method</Trans>
      </h2>
      {triedOffline ? (
        <p className="notice" role="status">
          {isOnline ? (
            <Trans>You're back online. Press “Save payment method” to save it.</Trans>
          ) : (
            <Trans>You're offline, so this payment method can't be saved yet. What you typed stays here: save it when you're back online.</Trans>
          )}
        </p>
      ) : null}
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="field">
          <legend className="field__label">
            <Trans>How you pay</Trans>
          </legend>
          <div className="checks">
            {kindRadio('mobile-money', t`Mobile money`)}
            {kindRadio('cash', t`Cash on delivery`)}
          </div>
        </fieldset>
        {form.values.kind === 'mobile-money' ? (
          <>
            <Field label={t`Mobile money service`} error={form.errorOf('provider')}>
              {(p) => (
                <select {...p} {...form.bind('provider')}>
                  <option value="">{t`Choose your service`}</option>
                  {MOBILE_MONEY_PROVIDERS.map((provider) => (
                    <option key={provider} value={provider}>
                      {providerName(provider)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t`Mobile money number`} hint={t`The phone number your mobile money account is on.`} error={form.errorOf('phone')}>
              {(p) => <input {...p} {...form.bind('phone')} type="tel" autoComplete="tel" dir="ltr" />}
            </Field>
          </>
        ) : (
          <p className="field__hint">
            <Trans>You pay the rider in cash when your order arrives.</Trans>
          </p>
        )}
        <Field label={t`Name for this method (optional)`} hint={t`For example “My M-Pesa” or “Work phone”.`} error={form.errorOf('label')}>
          {(p) => <input {...p} {...form.bind('label')} maxLength={40} />}
        </Field>
        <label className="check">
          <input type="checkbox" checked={form.values.isDefault} onChange={(e) => form.set('isDefault', e.target.checked)} />
          <Trans>Use as my default way to pay</Trans>
        </label>
        <div className="auth-links">
          <button type="submit" className="button button--primary" disabled={saving}>
            <Trans>Save payment method</Trans>
          </button>
          <button type="button" className="button" onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </section>
  )
}
