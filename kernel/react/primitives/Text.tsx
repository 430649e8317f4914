import type { HTMLAttributes } from 'react'

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'h3' | 'h4' | 'strong'
  variant?: 'body' | 'title' | 'small'
  tone?: 'default' | 'muted' | 'error' | 'success'
  align?: 'start' | 'center'
}

/** Text in the theme's scale and colours. */
export function Text({ as: Tag = 'p', variant = 'body', tone = 'default', align, className, ...rest }: TextProps) {
  return (
    <Tag
      {...rest}
      className={className ? `foyer-text ${className}` : 'foyer-text'}
      data-variant={variant}
      data-tone={tone}
      data-align={align}
    />
  )
}
