/**
 * The shopper's digital cookbooks (/account/library, decision 047): the books whose orders are
 * paid, each with its recipes to read (ingredients and steps), kept on the device so a bought
 * book reads offline.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { baseApi } from '../../api/clients'
import { db, type LibraryRow } from '../../db/db'
import { formatDate } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { formatRecipeAmount } from '../../i18n/units'
import { currentOwner } from '../../sync/cart'
import { pullLibrary } from '../../sync/cookbook'
import { usePageData } from '../../sync/use-page-data'
import { useLibrary } from './cookbook-queries'
import { SyncNotice, TotalTime } from './cookbook-sync'

export function LibraryScreen() {
  const { locale } = useLocale()
  const owner = currentOwner()
  const status = usePageData((signal) => pullLibrary(baseApi, db, owner, { locale, signal }))
  const books = useLibrary(owner, locale)
  return (
    <section aria-labelledby="library-title">
      <h1 id="library-title">
        <Trans>My cookbooks</Trans>
      </h1>
      <SyncNotice status={status}>
        <Trans>We couldn't reach the market, so these are the cookbooks saved on this device.</Trans>
      </SyncNotice>
      {books === undefined ? (
        <div aria-busy="true" />
      ) : books.length === 0 ? (
        <p className="empty">{status.isUpdating ? <Trans>Loading your cookbooks…</Trans> : <Trans>No digital cookbooks yet. A digital cookbook you buy is here once its order is paid.</Trans>}</p>
      ) : (
        books.map((book) => <Book key={book.listingId} book={book} />)
      )}
    </section>
  )
}

function Book({ book }: { book: LibraryRow }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const creator = book.creatorName
  const bought = formatDate(book.acquiredAt, locale)
  return (
    <article className="library-book" aria-labelledby={`book-${book.listingId}`}>
      <h2 id={`book-${book.listingId}`}>{book.name}</h2>
      <p className="card__meta">
        <Trans>
          By {creator} · bought {bought}
        </Trans>
      </p>
      {book.recipes.map((r) => (
        <details key={r.id} className="library-book__recipe">
          <summary>
            {r.name}{' '}
            <span className="card__meta">
              · <TotalTime minutes={r.prepMinutes + r.cookMinutes} />
            </span>
          </summary>
          <p>{r.summary}</p>
          <ul>
            {r.ingredients.map((l) => (
              <li key={l.ingredientId}>
                {formatRecipeAmount(i18n, l.quantity, l.unit)} {l.name}
                {l.note ? `, ${l.note}` : ''}
              </li>
            ))}
          </ul>
          <ol>
            {r.steps.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
        </details>
      ))}
    </article>
  )
}
