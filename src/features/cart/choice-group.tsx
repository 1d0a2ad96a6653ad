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

/** One radio choice of a group: its title, and a line under it when there is something to add. */
export function RadioChoice(props: { name: string; value: string; checked: boolean; disabled?: boolean; onChoose(): void; title: ReactNode; meta?: ReactNode }) {
  return (
    <label className="choice">
      <input type="radio" name={props.name} value={props.value} checked={props.checked} disabled={props.disabled} onChange={props.onChoose} />
      <span className="choice__title">{props.title}</span>
      {props.meta ? <span className="choice__meta">{props.meta}</span> : null}
    </label>
  )
}
