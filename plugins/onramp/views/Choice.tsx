import { Image } from 'foyer/ui'
import { type SelectHTMLAttributes, useId } from 'react'

export interface ChoiceProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string
  value: string
  /** `image`: the entry's picture (a flag, a token logo), drawn beside the field while the entry is chosen. */
  choices: readonly { value: string; label: string; image?: string }[]
  onChoose(value: string): void
}

/**
 * A labelled choice among a few (a native select: named, keyboard-ready, read by every screen reader), with the
 * chosen entry's picture beside it when the entries have pictures (decorative: the select names the entry).
 */
export function Choice({ label, value, choices, onChoose, ...rest }: ChoiceProps) {
  const id = useId()
  const chosen = choices.find((choice) => choice.value === value)
  const select = (
    <select {...rest} id={id} className="foyer-input" value={value} onChange={(event) => onChoose(event.target.value)}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  )
  return (
    <div className="foyer-field">
      <label htmlFor={id} className="foyer-label">
        {label}
      </label>
      {choices.some((choice) => choice.image) ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Image src={chosen?.image} alt="" size={24} fallback={chosen?.label.slice(0, 1)} />
          {select}
        </div>
      ) : (
        select
      )}
    </div>
  )
}
