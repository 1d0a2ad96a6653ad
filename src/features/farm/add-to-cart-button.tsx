import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import { addToCart } from '../../sync/cart'
import { toastActor } from '../../ui/app-actors'

/** Adds one step of the produce to the basket: instant (IndexedDB), offline too. */
export function AddToCartButton({ produce, compact = false }: { produce: CatalogProduce; compact?: boolean }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const soldOut = produce.stock !== null && produce.stock <= 0
  const add = async () => {
    setBusy(true)
    try {
      const result = await addToCart(produce)
      if (result.otherStore) {
        toastActor.send({ type: 'toast.show', toast: { type: 'warning', title: t`Another market`, message: t`Your basket has produce from another market. Empty it first to shop here.` } })
      } else if (result.quantity > 0) {
        toastActor.send({ type: 'toast.show', toast: { id: `cart-${produce.id}`, title: t`In your basket`, message: t`${{ name: produce.name }}: ${{ quantity: result.quantity }}` } })
      }
    } catch (error) {
      const full = error instanceof Error && /quota/i.test(`${error.name} ${error.message}`)
      toastActor.send({
        type: 'toast.show',
        toast: {
          type: 'error',
          permanent: full,
          title: full ? t`Your phone's storage is full` : t`Not added`,
          message: full ? t`Free some space on your phone; your basket is kept as it was.` : t`Something went wrong. Please try again.`,
        },
      })
    } finally {
      setBusy(false)
    }
  }
  // On a card, among many alike, the name says which produce, after the words the button shows: a
  // speech-input user says what they see (WCAG 2.5.3 Label in Name).
  const name = produce.name
  const label = soldOut
    ? t({ message: `Sold out, ${name}`, comment: 'A button on a produce card. Starts with the exact words of "Sold out"; {name} is the produce.' })
    : t({ message: `Add to basket, ${name}`, comment: 'A button on a produce card. Starts with the exact words of "Add to basket"; {name} is the produce.' })
  return (
    <button type="button" className={`button button--primary${compact ? ' button--compact' : ''}`} onClick={() => void add()} disabled={busy || soldOut} aria-label={compact ? label : undefined}>
      {soldOut ? <Trans>Sold out</Trans> : <Trans>Add to basket</Trans>}
    </button>
  )
}
