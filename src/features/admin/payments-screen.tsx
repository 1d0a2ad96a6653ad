/**
 * The console's payments (issue 33): the payments of the operator's markets that need a look,
 * newest first (server/payments/payments.ts `paymentsNeedingAttention`): waiting long past their
 * window, failed on our side or the provider's, paid for a cancelled order and not refunded,
 * refunded to the shopper's credit, or paid twice. Each names its order, a link to it in the
 * console's orders.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PAYMENT_BRANDS, type AttentionReason, type FailureReason, type PaymentAttention } from '../../api/payments-contract'
import { formatDate, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { DataTable } from '../backoffice/data-table'
import { RemoteFailure } from './admin-forms'
import { useOrderStatusWords } from './order-words'
import { usePagedList } from './paged-list'

function useWhyWords(): Record<AttentionReason, string> {
  const { t } = useLingui()
  return {
    pending_too_long: t`Still waiting, long after the shopper's time to approve ran out`,
    failed: t`Failed`,
    paid_for_cancelled_order: t`Paid for a cancelled order and not refunded`,
    refunded: t`Refunded to the shopper's credit`,
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
          rows={payments.data}
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
          ]}
        />
      )}
      {pager}
    </section>
  )
}
