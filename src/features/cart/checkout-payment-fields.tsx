/** How the shopper pays, with what the market takes: a saved mobile money number, another number, Paystack's page (cards), or cash. No card number is ever typed here. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Field } from '../../ui/field'
import { ChoiceGroup } from './choice-group'
import { providerOf, type Choices, type Draft } from './checkout-model'

/** Brand names: written the same in every language. */
/* eslint-disable lingui/no-unlocalized-strings -- brand names, not words to translate */
const PROVIDER_NAMES: Partial<Record<string, string>> = {
  mpesa: 'M-Pesa',
  'mtn-momo': 'MTN MoMo',
  'airtel-money': 'Airtel Money',
  'orange-money': 'Orange Money',
  'vodafone-cash': 'Vodafone Cash',
}
/* eslint-enable lingui/no-unlocalized-strings */

interface Props {
  draft: Draft
  choices: Choices
  errors: { payment?: string | undefined; provider?: string | undefined; phone?: string | undefined }
  set<K extends keyof Draft>(key: K, value: Draft[K]): void
}

export function PaymentFields({ draft, choices, errors, set }: Props) {
  const { t } = useLingui()
  const providerName = (p: string) => PROVIDER_NAMES[p] ?? t`Other mobile money`
  const { payment, mobileMethods, mobileProviders, offersCard } = choices
  return (
    <>
      <ChoiceGroup name="payment" legend={<Trans>How will you pay?</Trans>} error={errors.payment}>
        <div className="choice-list">
          {mobileMethods.map((m) => {
            const brand = providerName(m.provider)
            const phone = m.phone
            return (
              <label className="choice" key={m.id}>
                <input type="radio" name="payment" value={`method:${m.id}`} checked={payment === `method:${m.id}`} onChange={() => set('payment', `method:${m.id}`)} />
                <span className="choice__title">{m.label || brand}</span>
                <span className="choice__meta">
                  <Trans>
                    {brand}, number {phone}
                  </Trans>
                </span>
              </label>
            )
          })}
          {mobileProviders.length > 0 ? (
            <label className="choice">
              <input type="radio" name="payment" value="mobile" checked={payment === 'mobile'} onChange={() => set('payment', 'mobile')} />
              <span className="choice__title">{mobileMethods.length > 0 ? <Trans>Another mobile money number</Trans> : <Trans>Mobile money</Trans>}</span>
            </label>
          ) : null}
          {offersCard ? (
            <label className="choice">
              <input type="radio" name="payment" value="card" checked={payment === 'card'} onChange={() => set('payment', 'card')} />
              <span className="choice__title">
                <Trans>Card or mobile money with Paystack</Trans>
              </span>
              <span className="choice__meta">
                <Trans>After you place the order, Paystack's page opens to pay.</Trans>
              </span>
            </label>
          ) : null}
          {/* A digital order is paid online only: cash has no moment of handing over (decision 050). */}
          {choices.fulfilment === 'digital' ? null : (
            <label className="choice">
              <input type="radio" name="payment" value="cash" checked={payment === 'cash'} onChange={() => set('payment', 'cash')} />
              <span className="choice__title">{choices.fulfilment === 'pickup' ? <Trans>Cash when I pick it up</Trans> : <Trans>Cash on delivery</Trans>}</span>
            </label>
          )}
        </div>
      </ChoiceGroup>

      {payment === 'mobile' ? (
        <div className="checkout__mobile">
          <Field label={t`Mobile money service`} error={errors.provider}>
            {(p) => (
              <select {...p} value={draft.provider} onChange={(e) => set('provider', providerOf(e.target.value) ?? '')}>
                <option value="">{t`Choose…`}</option>
                {mobileProviders.map((provider) => (
                  <option key={provider} value={provider}>
                    {providerName(provider)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Mobile money number`} error={errors.phone} hint={t`You pay from this number. We never ask for a card.`}>
            {(p) => <input {...p} type="tel" inputMode="tel" autoComplete="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} />}
          </Field>
        </div>
      ) : null}
    </>
  )
}
