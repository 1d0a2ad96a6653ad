import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { OrderStatus } from '../../../api/cart-contract'
import { oneOf, text } from '../../../lib/search-params'
import { AdminOrdersScreen } from '../../../features/admin/orders-screen'

/** The order statuses, written out: the contract's list lives beside zod, which the route tree must not load (src/lib/search-params.ts). */
const STATUSES = ['placed', 'confirmed', 'packed', 'out-for-delivery', 'ready-for-pickup', 'delivered', 'collected', 'cancelled'] as const satisfies readonly OrderStatus[]

export const Route = createFileRoute('/{-$locale}/admin/orders')({
  staticData: { kind: 'admin', title: msg`Orders — Malewa console`, description: msg`Every farm's orders in your markets: find one, move it on or cancel it.` },
  validateSearch: (search: Record<string, unknown>): { status?: OrderStatus; number?: string } => ({ status: oneOf(search.status, STATUSES), number: text(search.number, 20) }),
  component: RouteComponent,
})

function RouteComponent() {
  const search = Route.useSearch()
  return <AdminOrdersScreen status={search.status} number={search.number ?? ''} />
}
