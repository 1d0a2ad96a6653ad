/** The contact page's form: the message is stored on the server for the support team. */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { CONTACT_TOPICS, contactMessageSchema } from '../../api/contract'
import { baseApi } from '../../api/clients'
import { ApiError } from '../../api/http'
import { fieldMessage, requestMessage } from '../../i18n/error-messages'
import { Field } from '../../ui/field'
import { useForm, type ServerFieldError } from '../../ui/use-form'

export function ContactForm() {
  const { t } = useLingui()
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([])
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { failed: string }>('idle')
  const form = useForm(contactMessageSchema, { name: '', email: '', phone: '', topic: 'order' as (typeof CONTACT_TOPICS)[number], message: '' }, fieldMessage, serverErrors)
  const topics: Record<(typeof CONTACT_TOPICS)[number], string> = {
    order: t`An order`,
    delivery: t`Delivery or pickup`,
    account: t`My account`,
    farmer: t`Selling as a farmer`,
    partnership: t`Partnership`,
    other: t`Something else`,
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    if (!form.parsed.success) return
    setState('sending')
    try {
      await baseApi.post('/contact', form.values)
      setServerErrors([])
      setState('sent')
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      setServerErrors((apiError?.errors ?? []).filter((x) => x.field).map((x) => ({ field: x.field!, code: x.code, params: x.params })))
      setState({ failed: requestMessage(apiError?.code ?? 'network_error') })
    }
  }
  if (state === 'sent') {
    return (
      <p className="notice" role="status">
        <Trans>Thank you, your message is with our support team. We answer within one working day.</Trans>
      </p>
    )
  }
  return (
    <form className="form contact-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">
        <Trans>Write to us</Trans>
      </h2>
      {typeof state === 'object' ? (
        <p className="notice notice--error" role="alert">
          {state.failed}
        </p>
      ) : null}
      <Field label={t`Your name`} error={form.errorOf('name')}>
        {(p) => <input {...p} {...form.bind('name')} autoComplete="name" />}
      </Field>
      <Field label={t`E-mail`} error={form.errorOf('email')}>
        {(p) => <input {...p} {...form.bind('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label={t`Phone (optional)`} error={form.errorOf('phone')}>
        {(p) => <input {...p} {...form.bind('phone')} type="tel" autoComplete="tel" />}
      </Field>
      <Field label={t`What is it about?`} error={form.errorOf('topic')}>
        {(p) => (
          <select {...p} {...form.bind('topic')}>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topics[topic]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Your message`} error={form.errorOf('message')}>
        {(p) => <textarea {...p} {...form.bind('message')} rows={5} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={state === 'sending'}>
        <Trans>Send the message</Trans>
      </button>
    </form>
  )
}
