import { type ReactNode, useState } from 'react'
import { isImageSource } from './isImageSource.js'

export interface ImageProps {
  src?: string | undefined
  /** Empty for a decorative image (the row's text names it). */
  alt: string
  /** Side in px. */
  size?: number
  /** Shown when there is no source or it fails; defaults to the alt text's first letter. */
  fallback?: ReactNode
  className?: string
}

/** A lazily loaded image with a fallback when it is missing, fails or is not an image source (`isImageSource`). */
export function Image({ src, alt, size = 40, fallback, className }: ImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const classes = className ? `foyer-image ${className}` : 'foyer-image'
  const style = { width: size, height: size }
  if (src && failed !== src && isImageSource(src)) {
    return (
      <span className={classes} style={style}>
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      </span>
    )
  }
  const shown = fallback ?? alt.slice(0, 1).toUpperCase()
  if (!alt) {
    return (
      <span className={classes} style={style} aria-hidden="true">
        {shown}
      </span>
    )
  }
  return (
    <span className={classes} style={style} role="img" aria-label={alt}>
      {shown}
    </span>
  )
}
