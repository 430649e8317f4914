import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Image } from './Image.js'

export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The row's name, e.g. a wallet's. */
  label: string
  imageSrc?: string | undefined
  /** A short badge after the name: "installed", "recent", "QR code"... */
  tag?: string | undefined
  /** Anything at the end of the row (a spinner, a chevron). */
  end?: ReactNode
}

/** A row that acts: image, name and tag (a wallet in the Connect view). */
export function ListItem({ label, imageSrc, tag, end, className, type = 'button', ...rest }: ListItemProps) {
  return (
    <button {...rest} type={type} className={className ? `foyer-list-item ${className}` : 'foyer-list-item'}>
      <Image src={imageSrc} alt="" />
      <span className="foyer-list-item-label">{label}</span>
      {tag ? <span className="foyer-tag">{tag}</span> : null}
      {end}
    </button>
  )
}
