/**
 * The console's payments (issue 33): the payments of the operator's markets that need a look,
 * newest first (server/payments/payments.ts `paymentsNeedingAttention`): waiting long past their
 * window, failed on our side or the provider's, paid for a cancelled order and not refunded,
 * refunded to the shopper's credit, or paid twice. Each names its order, a link to it in the
 * console's orders.
 *
 * A payment owed back (decision 043) gets a button for each place it may go (back to the card or
 * account by Paystack, to the shopper's credit, or paid back by hand outside Malewa with the
 * transfer's reference), for an admin of its market; each opens a confirm step asking a reason and
 * the admin's password. The outcome replaces the row: refunded, where, by whom and when.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PAYMENT_BRANDS, type AttentionReason, type FailureReason, type PaymentAttention, type RefundDestination } from '../../api/payments-contract'
import { Field } from '../../ui/field'
import { ActionForm } from '../backoffice/action-form'
import { adminApi, type BackOfficeFailure } from '../backoffice/api'
import { formatDate, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { DataTable } from '../backoffice/data-table'
import { RemoteFailure } from './admin-forms'
import { useOperatorRole } from './operator-facts'
import { useOrderStatusWords } from './order-words'
import { usePagedList } from './paged-list'

function useWhyWords(): Record<AttentionReason, string> {
  const { t } = useLingui()
  return {
    pending_too_long: t`Still waiting, long after the shopper's time to approve ran out`,
    failed: t`Failed`,
    paid_for_cancelled_order: t`Paid for a cancelled order and not refunded`,
    refunded: t`Refunded`,
    success_not_needed: t`Paid again after the order was paid, and not credited`,
  }
}

function useFailureWords(): Partial<Record<FailureReason, string>> {
  const { t } = useLingui()
  return {
    amount_mismatch: t`the amount paid is not the order's`,
    config_error: t`the market's payment settings are wrong`,
    provider_error: t`the payment provider answered with an error`,
  }
}

export function PaymentsScreen() {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const why = useWhyWords()
  const failure = useFailureWords()
  const statuses = useOrderStatusWords()
  const { list: payments, pager } = usePagedList<PaymentAttention>('/payments')
  const role = useOperatorRole()
  const to = useDestinationWords()
  const [changed, setChanged] = useState<Record<string, PaymentAttention>>({})
  const [refunding, setRefunding] = useState<{ payment: PaymentAttention; to: RefundDestination } | null>(null)
  const [outcome, setOutcome] = useState<PaymentAttention | null>(null)
  const rows = payments.data?.map((p) => changed[p.attemptId] ?? p)
  return (
    <section className="bo-section" aria-labelledby="payments-title" aria-busy={payments.loading || undefined}>
      <h1 id="payments-title">
        <Trans>Payments needing attention</Trans>
      </h1>
      <RemoteFailure remote={payments} />
      {payments.failure ? null : (
        <DataTable
          caption={<Trans>Payments needing attention, latest change first</Trans>}
          hideCaption
          rows={rows}
          rowKey={(p) => p.attemptId}
          loading={payments.loading}
          empty={<Trans>No payment needs attention.</Trans>}
          columns={[
            { header: t`Last change`, cell: (p) => formatDate(p.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) },
            {
              header: t`Order`,
              cell: (p) => (
                <span>
                  <Link to="/{-$locale}/admin/orders" params={{ locale: param }} search={{ number: p.orderNumber }}>
                    {p.orderNumber}
                  </Link>
                  <br />
                  {p.storeId.toUpperCase()} · {statuses[p.orderStatus]}
                </span>
              ),
            },
            { header: t`Paid with`, cell: (p) => PAYMENT_BRANDS[p.provider] || p.provider },
            { header: t`Amount`, numeric: true, cell: (p) => formatPrice(p.amount, p.currency, p.currencyExponent, locale) },
            {
              header: t`Why`,
              cell: (p) => {
                const detail = p.why === 'failed' && p.reason ? failure[p.reason] : undefined
                return detail ? t`Failed: ${detail}` : why[p.why]
              },
            },
            {
              header: t`Refund`,
              cell: (p) =>
                p.refund && p.why === 'refunded' ? (
                  <RefundDone payment={p} />
                ) : role === 'admin' && p.refundTo.length > 0 ? (
                  <span className="admin-actions">
                    {p.refundTo.map((d) => (
                      <button
                        key={d}
                        type="button"
                        className="button button--small"
                        onClick={() => {
                          setOutcome(null)
                          setRefunding({ payment: p, to: d })
                        }}
                      >
                        {to[d].button}
                      </button>
                    ))}
                  </span>
                ) : null,
            },
          ]}
        />
      )}
      {outcome?.refund ? (
        <p className="bo-note" role="status">
          <RefundOutcome payment={outcome} />
        </p>
      ) : null}
      {refunding ? (
        <RefundForm
          key={`${refunding.payment.attemptId}-${refunding.to}`}
          payment={refunding.payment}
          to={refunding.to}
          onDone={(now) => {
            if (now) setChanged((c) => ({ ...c, [now.attemptId]: now }))
            setOutcome(now)
            setRefunding(null)
          }}
          onStale={payments.reload}
          onBack={() => setRefunding(null)}
        />
      ) : null}
      {pager}
    </section>
  )
}

/** Each destination's words: its button, its confirm, and where the money went. */
function useDestinationWords(): Record<RefundDestination, { button: string; went: string }> {
  const { t } = useLingui()
  return {
    method: { button: t`Refund to the card or account`, went: t`to the card or account, by Paystack` },
    credit: { button: t`Refund to the shopper's credit`, went: t`to the shopper's credit` },
    outside: { button: t`Record a refund paid by hand`, went: t`by hand, outside Malewa` },
  }
}

/**
 * Where the money of an operator's refund went, as it stands: one to the card or account is said
 * as asked until Paystack confirms it, and as the shopper's credit when Paystack refused it and
 * decision 038's rule credited the shopper instead.
 */
function useWentWords(): (refund: NonNullable<PaymentAttention['refund']>) => string {
  const { t } = useLingui()
  const to = useDestinationWords()
  return (r) => {
    if (r.to !== 'method' || r.card === 'processed') return to[r.to].went
    if (r.card === 'failed' && r.credited) return t`to the shopper's credit (Paystack refused the refund to the card)`
    return t`to the card or account (asked of Paystack, not yet confirmed)`
  }
}

/** Refunded: where, by whom, when (and the transfer's reference for one paid by hand). */
function RefundDone({ payment }: { payment: PaymentAttention }) {
  const { locale } = useLocale()
  const wentOf = useWentWords()
  const r = payment.refund!
  const went = wentOf(r)
  const by = r.by
  const at = formatDate(r.at, locale, { dateStyle: 'medium', timeStyle: 'short' })
  const reference = r.reference
  return reference ? (
    <Trans>
      Refunded {went} (reference {reference}) by {by}, {at}
    </Trans>
  ) : (
    <Trans>
      Refunded {went} by {by}, {at}
    </Trans>
  )
}

function RefundOutcome({ payment }: { payment: PaymentAttention }) {
  const { locale } = useLocale()
  const wentOf = useWentWords()
  const number = payment.orderNumber
  const amount = formatPrice(payment.refund ? (payment.owed ?? payment.amount) : payment.amount, payment.currency, payment.currencyExponent, locale)
  const went = wentOf(payment.refund!)
  return (
    <Trans>
      Order {number}: {amount} refunded {went}. The shopper was e-mailed.
    </Trans>
  )
}

function RefundForm({
  payment,
  to,
  onDone,
  onStale,
  onBack,
}: {
  payment: PaymentAttention
  to: RefundDestination
  onDone: (now: PaymentAttention | null) => void
  onStale: () => void
  onBack: () => void
}) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const words = useDestinationWords()
  const [reason, setReason] = useState('')
  const [reference, setReference] = useState('')
  const [password, setPassword] = useState('')
  const number = payment.orderNumber
  const amount = formatPrice(payment.owed ?? payment.amount, payment.currency, payment.currencyExponent, locale)
  const went = words[to].went
  const fieldError = (failure: BackOfficeFailure | null, field: string) => failure?.fields.find((f) => f.field === field)
  const passwordError = (failure: BackOfficeFailure | null) => {
    const found = fieldError(failure, 'password')
    if (!found) return undefined
    return found.code === 'wrong_password' ? t`This is not your password.` : t`Type your password.`
  }
  return (
    <section className="bo-section" aria-labelledby="refund-title">
      <h2 id="refund-title">
        <Trans>
          Refund {amount} of order {number} {went}
        </Trans>
      </h2>
      <ActionForm
        label={t`Refund ${amount} of order ${number} ${went}`}
        danger
        submitLabel={<Trans>Refund {amount}</Trans>}
        actions={
          <button type="button" className="button" onClick={onBack}>
            <Trans>Not now</Trans>
          </button>
        }
        onSubmit={async () => {
          try {
            const { data } = await adminApi.post<PaymentAttention | null>(`/payments/${encodeURIComponent(payment.attemptId)}/refund`, {
              to,
              reason,
              password,
              ...(to === 'outside' ? { reference } : {}),
            })
            onDone(data)
          } catch (error) {
            if ((error as { code?: string }).code === 'already_refunded') onStale()
            throw error
          }
        }}
      >
        {(failure) => (
          <>
            {failure?.code === 'already_refunded' ? (
              <p className="bo-note" role="alert">
                <Trans>This payment was already refunded: the list shows it as it is now.</Trans>
              </p>
            ) : null}
            <Field label={<Trans>Why it is refunded</Trans>} hint={<Trans>Kept in the audit log.</Trans>} error={fieldError(failure, 'reason') ? t`Say why, in a few words.` : undefined}>
              {(p) => <input {...p} value={reason} required minLength={3} maxLength={500} onChange={(e) => setReason(e.currentTarget.value)} />}
            </Field>
            {to === 'outside' ? (
              <Field
                label={<Trans>Reference of the transfer</Trans>}
                hint={<Trans>The code of the money you sent the shopper (an M-Pesa or MoMo transaction code).</Trans>}
                error={fieldError(failure, 'reference') ? t`Type the transfer's reference.` : undefined}
              >
                {(p) => <input {...p} value={reference} required minLength={3} maxLength={120} autoComplete="off" onChange={(e) => setReference(e.currentTarget.value)} />}
              </Field>
            ) : null}
            <Field label={<Trans>Your password</Trans>} hint={<Trans>Type it again to confirm it is you: money moves.</Trans>} error={passwordError(failure)}>
              {(p) => <input {...p} type="password" autoComplete="current-password" value={password} required onChange={(e) => setPassword(e.currentTarget.value)} />}
            </Field>
          </>
        )}
      </ActionForm>
    </section>
  )
}
