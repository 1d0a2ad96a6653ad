/**
 * A console list read page by page from its `/api/admin/…` endpoint (`?page=`, the answer's
 * `meta.total`): the rows of the page, and the pager under the list when there is more than one
 * page. A new query (another filter) starts again at its first page.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { adminApi } from '../backoffice/api'
import { useRemote, type Remote } from '../backoffice/use-remote'

export function usePagedList<T>(path: string): { list: Remote<T[]>; pager: ReactNode } {
  const { t } = useLingui()
  const [at, setAt] = useState({ path, page: 1 })
  const page = at.path === path ? at.page : 1
  const remote = useRemote(
    async (signal) => {
      const answer = await adminApi.get<T[]>(`${path}${path.includes('?') ? '&' : '?'}page=${page}`, { signal })
      return { rows: answer.data, pages: answer.meta ? Math.max(1, Math.ceil(answer.meta.total / answer.meta.perPage)) : 1 }
    },
    [path, page],
  )
  const pages = remote.data?.pages ?? 1
  const go = (to: number) => setAt({ path, page: to })
  const pager =
    pages > 1 ? (
      <nav className="admin-pager" aria-label={t`Pages`}>
        <button type="button" className="button" disabled={page <= 1} onClick={() => go(page - 1)}>
          <Trans>Previous page</Trans>
        </button>
        <span>
          <Trans>
            Page {page} of {pages}
          </Trans>
        </span>
        <button type="button" className="button" disabled={page >= pages} onClick={() => go(page + 1)}>
          <Trans>Next page</Trans>
        </button>
      </nav>
    ) : null
  return { list: { data: remote.data?.rows, failure: remote.failure, loading: remote.loading, reload: remote.reload }, pager }
}
