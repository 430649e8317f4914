import { type InputHTMLAttributes, useId } from 'react'

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The field's label, required: a placeholder is not a name. */
  label: string
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean
  /** An error shown under the field and tied to it. */
  error?: string | undefined
}

/** A labelled text field. */
export function TextInput({ label, hideLabel, error, className, type = 'text', ...rest }: TextInputProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="foyer-field">
      <label htmlFor={id} className={hideLabel ? 'foyer-visually-hidden' : 'foyer-label'}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        type={type}
        className={className ? `foyer-input ${className}` : 'foyer-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} className="foyer-field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
