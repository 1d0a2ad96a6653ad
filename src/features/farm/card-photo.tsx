/**
 * A farmer's or produce card's photo (decorative: the card's title names it). `eager` for one of
 * the first cards a page shows, near the fold on a phone: its photo loads at once and with high
 * priority, since it is the page's largest paint and a lazy image waits for layout first.
 */
export function CardPhoto({ src, eager }: { src: string; eager: boolean }) {
  return <img className="card__media" src={src} alt="" width="320" height="180" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" />
}
