import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { toastActor } from './app-actors'

/** The toast stack: polite announcements; a click (or Enter) dismisses a toast. */
export function Toaster() {
  const { t } = useLingui()
  const toasts = useSelector(toastActor, (s) => s.context.toasts)
  return (
    <div className="toaster" role="region" aria-label={t`Notifications`} aria-live="polite">
      {toasts.map((toast) => (
        <button key={toast.id} type="button" className={`toast toast--${toast.type}`} onClick={() => toastActor.send({ type: 'toast.dismiss', id: toast.id })} aria-description={t`Select to dismiss`}>
          <strong className="toast__title">{toast.title}</strong>
          <span className="toast__message">{toast.message}</span>
        </button>
      ))}
    </div>
  )
}
