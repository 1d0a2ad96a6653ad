import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { alertActor } from './app-actors'

/** The alert box: one message, or a list of field names with messages (spec 8); red for errors. */
export function AlertBox() {
  const { t } = useLingui()
  const alert = useSelector(alertActor, (s) => s.context.alert)
  if (!alert) return null
  return (
    <div className={`alert alert--${alert.type}`} role={alert.type === 'error' ? 'alert' : 'status'}>
      <div className="alert__body">
        <strong>{alert.title}</strong>
        {alert.fields?.length ? (
          <ul>
            {alert.fields.map((f) => (
              <li key={f.field}>
                <span className="alert__field">{f.field}</span>: {f.message}
              </li>
            ))}
          </ul>
        ) : (
          <p>{alert.message}</p>
        )}
      </div>
      <button type="button" className="alert__close" onClick={() => alertActor.send({ type: 'alert.dismiss' })} aria-label={t`Close`}>
        ×
      </button>
    </div>
  )
}
