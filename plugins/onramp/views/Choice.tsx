import { type SelectHTMLAttributes, useId } from 'react'

export interface ChoiceProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string
  value: string
  choices: readonly { value: string; label: string }[]
  onChoose(value: string): void
}

/** A labelled choice among a few (a native select: named, keyboard-ready, read by every screen reader). */
export function Choice({ label, value, choices, onChoose, ...rest }: ChoiceProps) {
  const id = useId()
  return (
    <div className="foyer-field">
      <label htmlFor={id} className="foyer-label">
        {label}
      </label>
      <select
        {...rest}
        id={id}
        className="foyer-input"
        value={value}
        onChange={(event) => onChoose(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}
