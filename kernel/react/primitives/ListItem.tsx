import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Image } from './Image.js'

export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The row's name, e.g. a wallet's. */
  label: string
  imageSrc?: string | undefined
  /** Drawn instead of the image when there is none; defaults to the name's first letter. */
  imageFallback?: ReactNode
  /** A short badge after the name: "installed", "recent", "QR code"... */
  tag?: string | undefined
  /** Anything at the end of the row (a spinner, a chevron). */
  end?: ReactNode
  /** 'div' for a row that only shows something (a token balance): same look, no button. */
  as?: 'button' | 'div'
}

/** A row: image, name and tag; a button (a wallet in the Connect view) or, `as="div"`, a plain row. */
export function ListItem({
  label,
  imageSrc,
  imageFallback,
  tag,
  end,
  as = 'button',
  className,
  type = 'button',
  ...rest
}: ListItemProps) {
  const classes = className ? `foyer-list-item ${className}` : 'foyer-list-item'
  const content = (
    <>
      <Image src={imageSrc} alt="" fallback={imageFallback ?? label.slice(0, 1).toUpperCase()} />
      <span className="foyer-list-item-label">{label}</span>
      {tag ? <span className="foyer-tag">{tag}</span> : null}
      {end}
    </>
  )
  if (as === 'div') return <div className={classes}>{content}</div>
  return (
    <button {...rest} type={type} className={classes}>
      {content}
    </button>
  )
}
