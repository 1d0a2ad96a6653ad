import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { CatalogProduce } from '../../api/catalog-contract'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { sessionActor } from '../../session/session-actor'
import { GUEST, addToCart, setQuantity } from '../../sync/cart'
import { toastActor } from '../../ui/app-actors'
import { useBasketQuantity } from './basket-quantities'

/**
 * Adds one step of the produce (any service's listing, into that service's basket) to the basket: instant (IndexedDB), offline too. Once the basket
 * holds it, the button is a stepper (−, the quantity, +) showing what is in the basket; − below
 * the produce's minimum takes it out, and the button comes back (docs/design.md, "Steppers").
 */
export function AddToCartButton({ produce, compact = false }: { produce: CatalogProduce; compact?: boolean }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [busy, setBusy] = useState(false)
  const owner = useSelector(sessionActor(), (s) => (s.hasTag('signedIn') ? (s.context.user?.id ?? GUEST) : GUEST))
  const vertical = produce.service ?? 'farm'
  const inBasket = useBasketQuantity(owner, produce.id, vertical)
  const soldOut = produce.stock !== null && produce.stock <= 0
  const name = produce.name
  const less = () => {
    const next = Math.round(((inBasket ?? 0) - produce.stepQty) * 1000) / 1000
    void setQuantity(produce.id, next < produce.minQty ? 0 : next, vertical)
  }
  const add = async () => {
    setBusy(true)
    try {
      const result = await addToCart(produce, vertical)
      // Added: the card's stepper and the header's basket say so; no toast over the cards.
      if (result.otherStore) {
        toastActor.send({ type: 'toast.show', toast: { type: 'warning', title: t`Another market`, message: t`Your basket has produce from another market. Empty it first to shop here.` } })
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
  if (inBasket) {
    const atMost = produce.stock !== null && inBasket + produce.stepQty > produce.stock
    return (
      <div className={`stepper${compact ? ' stepper--card' : ''}`} role="group" aria-label={t`Quantity of ${{ name }}`}>
        <button type="button" className="button" onClick={less} aria-label={t`Less ${{ name }}`}>
          −
        </button>
        <output className="stepper__value" aria-live="polite">
          {formatNumber(inBasket, locale)}
        </output>
        <button type="button" className="button" onClick={() => void add()} disabled={busy || atMost} aria-label={t`More ${{ name }}`}>
          +
        </button>
      </div>
    )
  }
  // On a card, among many alike, the name says which produce, after the words the button shows: a
  // speech-input user says what they see (WCAG 2.5.3 Label in Name).
  const label = soldOut
    ? t({ message: `Sold out, ${name}`, comment: 'A button on a produce card. Starts with the exact words of "Sold out"; {name} is the produce.' })
    : t({ message: `Add to basket, ${name}`, comment: 'A button on a produce card. Starts with the exact words of "Add to basket"; {name} is the produce.' })
  return (
    <button type="button" className={`button button--primary${compact ? ' button--compact' : ''}`} onClick={() => void add()} disabled={busy || soldOut} aria-label={compact ? label : undefined}>
      {soldOut ? <Trans>Sold out</Trans> : <Trans>Add to basket</Trans>}
    </button>
  )
}
