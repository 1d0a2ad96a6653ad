/**
 * A labelled group of checkboxes (a fieldset with its legend): pick any of `options`. The choice
 * comes back in the options' order, whatever order they were ticked in. An error is tied to the
 * group for screen readers, as a Field ties its own to its control.
 */
import { useId, type ReactNode } from 'react'

export interface CheckGroupProps<K extends string> {
  legend: ReactNode
  options: readonly { value: K; label: string }[]
  checked: readonly K[]
  onChange: (checked: K[]) => void
  error?: string | undefined
  hidden?: boolean
}

export function CheckGroup<K extends string>({ legend, options, checked, onChange, error, hidden }: CheckGroupProps<K>) {
  const id = useId()
  const toggle = (value: K) => {
    const next = checked.includes(value) ? checked.filter((x) => x !== value) : [...checked, value]
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)))
  }
  return (
    <fieldset className={`field${error ? ' field--invalid' : ''}`} hidden={hidden} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="checks">
        {options.map((o) => (
          <label key={o.value} className="check">
            <input type="checkbox" checked={checked.includes(o.value)} onChange={() => toggle(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
