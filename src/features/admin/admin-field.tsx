/**
 * A labelled control of the console's forms. Not src/ui/field.tsx, on purpose: the bundler's
 * back-office chunk groups (vite.config.ts) take a shared module a back-office screen imports into
 * that chunk, and the sign-in page, which uses `Field` too, then loaded the console's code (+7 KB
 * gzip over its budget). Until the chunk groups leave shared modules where they are, the console
 * keeps its own few lines.
 */
import { useId, type ReactNode } from 'react'

export interface AdminFieldProps {
  label: ReactNode
  error?: string | undefined
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}

export function AdminField({ label, error, children }: AdminFieldProps) {
  const id = useId()
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': `${id}-error` } : {}) })}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The reason an operator gives (a rejection, a suspension, a cancellation): at least 5 characters, the server says. */
export function ReasonField({ label, value, onChange, invalid, errorText }: { label: ReactNode; value: string; onChange: (value: string) => void; invalid: boolean; errorText: string }) {
  return (
    <AdminField label={label} error={invalid ? errorText : undefined}>
      {(props) => <textarea {...props} value={value} onChange={(e) => onChange(e.target.value)} rows={3} maxLength={1000} required />}
    </AdminField>
  )
}
