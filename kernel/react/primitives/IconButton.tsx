import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name (and tooltip): an icon alone names nothing. */
  label: string
  /** The icon, decorative. */
  children: ReactNode
}

/** A button showing only an icon, named by its required label. */
export function IconButton({ label, className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={className ? `foyer-icon-button ${className}` : 'foyer-icon-button'}
    >
      {children}
    </button>
  )
}
