/** What a guest types at checkout: who they are (name, phone, e-mail) and, for delivery, where (zone, street, landmark). */
import { Trans, useLingui } from '@lingui/react/macro'
import type { CheckoutOptionsRow } from '../../db/db'
import { Field } from '../../ui/field'
import type { GuestForm } from './guest-checkout-model'

export function ContactFields({ form }: { form: GuestForm }) {
  const { t } = useLingui()
  return (
    <fieldset className="field choice-group">
      <legend className="field__label">
        <Trans>Your details</Trans>
      </legend>
      <Field label={t`Your name`} error={form.errorOf('name')}>
        {(p) => <input {...p} {...form.bind('name')} autoComplete="name" />}
      </Field>
      <Field label={t`Phone number`} hint={t`The rider or the market calls this number about your order.`} error={form.errorOf('phone')}>
        {(p) => <input {...p} {...form.bind('phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" />}
      </Field>
      <Field label={t`E-mail address`} hint={t`We send your order and the link to follow it here.`} error={form.errorOf('email')}>
        {(p) => <input {...p} {...form.bind('email')} type="email" autoComplete="email" dir="ltr" />}
      </Field>
    </fieldset>
  )
}

export function GuestAddressFields({ form, options }: { form: GuestForm; options: CheckoutOptionsRow }) {
  const { t } = useLingui()
  return (
    <fieldset className="field choice-group">
      <legend className="field__label">
        <Trans>Deliver to</Trans>
      </legend>
      <Field label={t`Delivery zone`} error={form.errorOf('locationId')}>
        {(p) => (
          <select {...p} {...form.bind('locationId')}>
            <option value="">{t`Choose your area`}</option>
            {options.deliveryZones.map((z) => (
              <option key={z.id} value={z.id}>
                {z.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Street and number, or estate and house`} error={form.errorOf('line1')}>
        {(p) => <input {...p} {...form.bind('line1')} autoComplete="address-line1" />}
      </Field>
      <Field label={t`Building, floor or apartment (optional)`} error={form.errorOf('line2')}>
        {(p) => <input {...p} {...form.bind('line2')} autoComplete="address-line2" />}
      </Field>
      <Field label={t`Landmark (optional)`} hint={t`Helps the rider find you, for example “blue gate after the church”.`} error={form.errorOf('landmark')}>
        {(p) => <input {...p} {...form.bind('landmark')} />}
      </Field>
    </fieldset>
  )
}
