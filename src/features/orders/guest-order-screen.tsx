/**
 * A guest's order (/orders/$id?token=…, decision 024): opened by the link in the order e-mail, with
 * no sign-in. The token goes to the API in a header; the order is kept on this device, so the page
 * opens offline once it has been seen. Reorder works as on a shopper's order page.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { useLocale } from '../../i18n/use-locale'
import { guestOrderOwner, pullGuestOrder } from '../../sync/guest-checkout'
import { usePageData } from '../../sync/use-page-data'
import { OrderView } from './order-screen'

export function GuestOrderScreen({ id, token }: { id: string; token: string }) {
  const { param } = useLocale()
  const order = useLiveQuery(async () => {
    const row = await db.orders.get(id)
    return row && row.owner === guestOrderOwner(id) ? row : null
  }, [id])
  const refresh = usePageData((signal) => pullGuestOrder(baseApi, db, id, token, { signal }))
  if (order === undefined || (order === null && refresh.isUpdating)) return <div aria-busy="true" className="detail--loading" />
  if (order === null) {
    return (
      <section aria-labelledby="order-title">
        <h1 id="order-title">
          <Trans>Order not found</Trans>
        </h1>
        <p className="notice" role="status">
          <Trans>This link does not open an order. Open the link from your order e-mail again, in full; if you have an account, your orders are in your account.</Trans>
        </p>
        <div className="hero__actions">
          <Link to="/{-$locale}/auth/login" params={{ locale: param }} className="button">
            <Trans>Sign in</Trans>
          </Link>
        </div>
      </section>
    )
  }
  return (
    <>
      <OrderView order={order} owner={null} guestToken={token} />
      <p className="card__meta">
        <Trans>Keep the e-mail with this order's link. Create an account with the same e-mail address, and once you confirm it, this order is in your account too.</Trans>
      </p>
    </>
  )
}
