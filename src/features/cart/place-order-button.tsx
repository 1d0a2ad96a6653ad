/** "Place order" and what stands in its way, said next to it (issue 31): the shopper's checkout and the guest's. */
import type { ReactNode } from 'react'

export function PlaceOrderButton({ disabled, note, alert, children }: { disabled: boolean; note: ReactNode; alert: boolean; children: ReactNode }) {
  return (
    <>
      <button type="submit" className="button button--primary checkout__place" disabled={disabled} aria-describedby={note ? 'place-note' : undefined}>
        {children}
      </button>
      {note ? (
        <p id="place-note" className="field__error checkout__note" role={alert ? 'alert' : 'status'}>
          {note}
        </p>
      ) : null}
    </>
  )
}
