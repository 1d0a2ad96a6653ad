import type { ReactNode } from 'react'
import { useStaged } from './later'

/** A card's place while its data (or its turn to render) is on the way: the height of a card. */
export function CardSkeleton() {
  return (
    <li className="card card--skeleton" aria-hidden="true">
      <div className="card__media" />
      <div className="card__body">
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-line--short" />
      </div>
    </li>
  )
}

/** A grid of card skeletons: the room a list will take while its data is on the way. */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="card-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </ul>
  )
}

/**
 * A grid of cards that renders in stages during the page load (see `useStaged`): the first screen
 * at once, then a couple of cards per task, each waiting one in its place (so the page is as tall
 * as it will be: nothing moves, and a restored scroll position holds). It is `aria-busy` until
 * every card is in, so a page snapshot is not taken half drawn.
 */
export function CardGrid<T>({ items, label, children }: { items: readonly T[]; label?: string; children: (item: T, index: number) => ReactNode }) {
  const shown = useStaged(items.length)
  return (
    <ul className="card-grid" aria-label={label} aria-busy={shown < items.length || undefined}>
      {items.map((item, i) => (i < shown ? children(item, i) : <CardSkeleton key={`waiting-${i}`} />))}
    </ul>
  )
}
