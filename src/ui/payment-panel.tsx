/**
 * An order's payment as the shopper follows it (issue 33): "Check your phone: approve KES 121.00
 * to Malewa" with the time left while the phone (or Paystack's page) waits, then paid with the
 * provider's reference, or failed with why, and a way on: try again, or pay in cash. The watch
 * machine (machines/payment-watch.machine.ts) decides when to ask; this only renders it.
 * Cash orders show nothing here: the order screen already says how they are paid.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { paymentWatchMachine } from '../../machines/payment-watch.machine'
import { askPayment, fetchPayment } from '../api/payments-api'
import { PAYMENT_BRANDS as BRANDS, type FailureReason, type PaymentAttemptView, type PaymentRefundView, type PaymentRetry } from '../api/payments-contract'
import { formatPrice } from '../i18n/format'
import { useLocale } from '../i18n/use-locale'

const REASONS: Record<FailureReason, MessageDescriptor> = {
  insufficient_funds: msg`There was not enough money in the account.`,
  cancelled: msg`The payment was declined on the phone.`,
  timeout: msg`The phone could not be reached, or the time to approve ran out.`,
  limit: msg`The amount is above what this account may pay.`,
  duplicate_too_soon: msg`The same amount was asked a moment ago. Wait two minutes, then try again.`,
  wrong_pin: msg`The PIN was not right.`,
  invalid_payer: msg`This number has no mobile money account.`,
  account_locked: msg`This mobile money account is blocked.`,
  config_error: msg`The payment service refused the request. Try again later, or pay in cash.`,
  provider_error: msg`The payment service had a problem. Try again later, or pay in cash.`,
  amount_mismatch: msg`The amount paid was not the order's. We are looking into it.`,
  other: msg`The payment did not go through.`,
}

const REFUSALS: Record<string, MessageDescriptor> = {
  payment_in_progress: msg`A payment is already waiting for approval.`,
  already_paid: msg`This order is already paid.`,
  order_cancelled: msg`This order is cancelled.`,
  method_not_offered: msg`This market does not take this way of paying. Choose another one.`,
}

/** `guestToken`: a guest's order, read and paid by its link's token (decision 038). */
export function PaymentPanel({ orderId, guestToken = null }: { orderId: string; guestToken?: string | null }) {
  const actor = useActorRef(
    paymentWatchMachine.provide({
      actors: {
        fetchPayment: fromPromise(({ signal }) => fetchPayment(orderId, signal, guestToken)),
        askPayment: fromPromise(({ input }: { input: PaymentRetry }) => askPayment(orderId, input, guestToken)),
      },
    }),
  )
  const view = useSelector(actor, (s) => s.context.view)
  const refusal = useSelector(actor, (s) => s.context.refusal)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const { locale } = useLocale()
  const { i18n } = useLingui()
  // A cash order from the start says so on the order; one that turned to cash after an attempt says it here.
  if (!view || (view.status === 'cash' && view.attempts.length === 0)) return null
  const amount = formatPrice(view.amount, view.currency, view.currencyExponent, locale)
  // A cancellation gives back what was paid and the credit the order spent (decision 038).
  const money = (minor: number) => formatPrice(minor, view.currency, view.currencyExponent, locale)
  const creditPaid = money(view.creditUsed)
  const refundedAmount = formatPrice(view.amount + view.creditUsed, view.currency, view.currencyExponent, locale)
  const latest: PaymentAttemptView | undefined = view.attempts[0]
  const retry = (r: PaymentRetry) => actor.send({ type: 'payment.retry', retry: r })
  const brand = BRANDS[latest?.method ?? 'cash']
  const receipt = latest?.receipt ?? null
  const again: PaymentRetry | null =
    latest && (latest.method === 'mpesa' || latest.method === 'momo') && latest.phone ? { method: latest.method, phone: latest.phone } : latest?.method === 'paystack' ? { method: 'paystack' } : null
  return (
    <section className="payment-panel" aria-labelledby="payment-title" aria-live="polite">
      <h2 id="payment-title">
        <Trans>Payment</Trans>
      </h2>
      {view.testMode ? (
        <p className="notice notice--info">
          <Trans>Test payments: nothing is really charged.</Trans>{' '}
          <a href="/sandbox/phone" target="_blank" rel="noopener">
            <Trans>Open the test phone</Trans>
          </a>
        </p>
      ) : null}
      {view.status === 'awaiting' && latest ? <Waiting attempt={latest} amount={amount} payee={view.payee} /> : null}
      {view.status === 'paid' && view.amount === 0 ? (
        <p>
          <Trans>Paid with your credit: {creditPaid}.</Trans>
        </p>
      ) : null}
      {view.status === 'paid' && view.amount > 0 ? (
        <p>
          <Trans>
            Paid: {amount} with {brand}.
          </Trans>{' '}
          {receipt ? <Trans>Reference {receipt}</Trans> : null}
        </p>
      ) : null}
      {view.status === 'cash' ? (
        <p role="status">
          <Trans>You will pay {amount} in cash on delivery or at pickup.</Trans>
        </p>
      ) : null}
      {view.status === 'refunded' && view.handRefund ? <HandRefund refund={view.handRefund} money={money} /> : null}
      {view.status === 'refunded' && !view.refund && !view.handRefund ? (
        <p>
          <Trans>The order was cancelled: {refundedAmount} went to your credit.</Trans>
        </p>
      ) : null}
      {view.status === 'refunded' && view.refund && !view.handRefund ? <MethodRefund refund={view.refund} money={money} creditUsed={view.creditUsed} /> : null}
      {view.status === 'failed' ? (
        <>
          <p role="alert">
            <Trans>The payment did not go through.</Trans> {latest?.status === 'expired' ? <Trans>Nobody approved it in time.</Trans> : latest?.reason ? i18n._(REASONS[latest.reason]) : null}
          </p>
          <div className="hero__actions">
            {again ? (
              <button type="button" className="button button--primary" disabled={busy} onClick={() => retry(again)}>
                <Trans>Try again</Trans>
              </button>
            ) : null}
            {view.methods.includes('cash') ? (
              <button type="button" className="button" disabled={busy} onClick={() => retry({ method: 'cash' })}>
                <Trans>Pay in cash instead</Trans>
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {refusal ? <p role="alert">{i18n._(REFUSALS[refusal] ?? REASONS.other)}</p> : null}
    </section>
  )
}

/** A cancelled order's money the market's team sent back by hand, outside the shop (decision 043). */
function HandRefund({ refund, money }: { refund: { amount: number; reference: string | null }; money(minor: number): string }) {
  const amount = money(refund.amount)
  const reference = refund.reference ?? ''
  return (
    <p>
      <Trans>
        The order was cancelled: the market's team sent {amount} back to you outside Malewa (reference {reference}).
      </Trans>
    </p>
  )
}

/** Where a cancelled order's money went when its provider refunds to the card or account (decision 038): said as it is. */
function MethodRefund({ refund, money, creditUsed }: { refund: PaymentRefundView; money(minor: number): string; creditUsed: number }) {
  const refundAmount = money(refund.amount)
  const creditBack = money(creditUsed)
  return (
    <>
      <p>
        {refund.status === 'requested' || refund.status === 'pending' ? (
          <Trans>The order was cancelled: {refundAmount} is on its way back to your card or account, by Paystack. It can take a few days to show.</Trans>
        ) : refund.status === 'processed' ? (
          <Trans>The order was cancelled: {refundAmount} went back to your card or account, by Paystack.</Trans>
        ) : refund.credited ? (
          <Trans>Paystack could not refund the payment: {refundAmount} went to your credit instead.</Trans>
        ) : (
          <Trans>Paystack could not refund the payment. Our team will contact you to give back {refundAmount}.</Trans>
        )}
      </p>
      {creditUsed > 0 ? (
        <p>
          <Trans>The credit the order used, {creditBack}, went back to your credit.</Trans>
        </p>
      ) : null}
    </>
  )
}

function Waiting({ attempt, amount, payee }: { attempt: PaymentAttemptView; amount: string; payee: string }) {
  // Re-rendered at every poll (3 s): the time left is read from the clock then.
  const seconds = attempt.expiresAt ? Math.max(0, Math.round((Date.parse(attempt.expiresAt) - Date.now()) / 1000)) : 0
  const minutes = Math.ceil(seconds / 60)
  if (attempt.method === 'paystack') {
    return (
      <>
        <p>
          <Trans>
            Pay {amount} to {payee} on Paystack's page.
          </Trans>
        </p>
        {attempt.checkoutUrl ? (
          <a className="button button--primary" href={attempt.checkoutUrl}>
            <Trans>Pay with Paystack</Trans>
          </a>
        ) : null}
      </>
    )
  }
  return (
    <>
      <p className="payment-panel__ask">
        <strong>
          <Trans>
            Check your phone: approve {amount} to {payee}
          </Trans>
        </strong>
      </p>
      <p>{seconds >= 60 ? <Plural value={minutes} one="About # minute left" other="About # minutes left" /> : <Plural value={seconds} one="# second left" other="# seconds left" />}</p>
    </>
  )
}
