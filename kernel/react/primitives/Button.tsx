import type { ButtonHTMLAttributes } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost'
  fullWidth?: boolean
}

/** A text button; its text is its accessible name. */
export function Button({ variant = 'primary', fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `foyer-button ${className}` : 'foyer-button'}
      data-variant={variant}
      data-full-width={fullWidth ? '' : undefined}
    />
  )
}
