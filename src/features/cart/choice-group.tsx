/** A group of radio choices with its legend and, once shown, the error beside it (checkout's form). */
import type { ReactNode } from 'react'

export function ChoiceGroup({ name, legend, error, children }: { name: string; legend: ReactNode; error?: string | undefined; children: ReactNode }) {
  return (
    <fieldset className={`field choice-group${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      {children}
      {error ? (
        <p id={`${name}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
