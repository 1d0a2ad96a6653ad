/**
 * One screen for the account's saved lists (addresses, payment methods; issue 29): the list read
 * from Dexie, so it shows offline, with the default first; adding (and editing, where the list
 * allows it) in a form above the list; making one the default and deleting (after an inline "are
 * you sure?") need a connection, and a failure is said above the list. What an item says, its
 * form and its writes are the caller's.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, useState, type ReactNode } from 'react'
import type { PageDataStatus } from '../../sync/use-page-data'
import { useIsOnline } from '../../sync/use-online'
import { toastActor } from '../../ui/app-actors'
import { ConfirmDelete } from './confirm-delete'
import { writeFailureOf } from './request-errors'

interface SavedItem {
  id: string
  isDefault: boolean
}

export interface SavedListProps<T extends SavedItem> {
  title: ReactNode
  lead: ReactNode
  /** Offline: the list is this device's copy, and cannot change until back online. */
  offlineNotice: ReactNode
  /** The refresh failed: the list is this device's copy (a "Try again" follows). */
  staleNotice: ReactNode
  status: PageDataStatus
  items: T[] | undefined
  empty: ReactNode
  listLabel: string
  addLabel: ReactNode
  /** The form to add (`null`) or edit an item; `isFirst`: the list is empty, the new one becomes the default. */
  form(item: T | null, isFirst: boolean, done: () => void): ReactNode
  canEdit: boolean
  titleOf(item: T): string
  body(item: T): ReactNode
  deleteQuestion(item: T): string
  deleted: string
  madeDefault(item: T): string
  remove(item: T): Promise<unknown>
  makeDefault(item: T): Promise<unknown>
}

export function SavedListScreen<T extends SavedItem>(props: SavedListProps<T>) {
  const { t } = useLingui()
  const isOnline = useIsOnline()
  const { items, status } = props
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const run = async (id: string, write: () => Promise<unknown>, done: string) => {
    setBusyId(id)
    setFailure(null)
    try {
      await write()
      setConfirming(null)
      toastActor.send({ type: 'toast.show', toast: { title: t`Saved`, message: done } })
    } catch (error) {
      const f = writeFailureOf(error)
      setFailure(f.isOffline ? t`You're offline, so this can't be changed yet. Please try again when you're back online.` : f.message)
    } finally {
      setBusyId(null)
    }
  }

  return (
    <>
      <h1>{props.title}</h1>
      <p className="lead">{props.lead}</p>
      {!isOnline ? (
        <p className="notice" role="status">
          {props.offlineNotice}
        </p>
      ) : status.hasFailed ? (
        <p className="notice" role="status">
          {props.staleNotice}{' '}
          <button type="button" className="link-button" onClick={status.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}

      {editing ? (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>{props.form(editing === 'new' ? null : editing, items?.length === 0, () => setEditing(null))}</Fragment>
      ) : (
        <p>
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {props.addLabel}
          </button>
        </p>
      )}

      {items === undefined ? (
        <div aria-busy="true" className="detail--loading" />
      ) : items.length === 0 ? (
        <p className="empty-state">{props.empty}</p>
      ) : (
        <ul className="saved-list" aria-label={props.listLabel}>
          {items.map((item) => {
            const busy = busyId === item.id
            return (
              <li key={item.id} className={`saved-item${item.isDefault ? ' saved-item--default' : ''}`}>
                <div className="saved-item__body">
                  <h2 className="saved-item__title">
                    {props.titleOf(item)}
                    {item.isDefault ? (
                      <span className="badge badge--default">
                        <Trans>Default</Trans>
                      </span>
                    ) : null}
                  </h2>
                  {props.body(item)}
                </div>
                {confirming === item.id ? (
                  <ConfirmDelete question={props.deleteQuestion(item)} busy={busy} onConfirm={() => void run(item.id, () => props.remove(item), props.deleted)} onCancel={() => setConfirming(null)} />
                ) : (
                  <div className="saved-item__actions">
                    {props.canEdit ? (
                      <button type="button" className="button" onClick={() => setEditing(item)} disabled={busy}>
                        <Trans>Edit</Trans>
                      </button>
                    ) : null}
                    {!item.isDefault ? (
                      <button type="button" className="button" disabled={busy || !isOnline} onClick={() => void run(item.id, () => props.makeDefault(item), props.madeDefault(item))}>
                        <Trans>Make default</Trans>
                      </button>
                    ) : null}
                    <button type="button" className="button button--danger" onClick={() => setConfirming(item.id)} disabled={busy || !isOnline}>
                      <Trans>Delete</Trans>
                    </button>
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
