/** Small inline icons; decorative, the control around them carries the name. */
const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const

export function CloseIcon() {
  return (
    <svg {...svgProps}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}

export function BackIcon() {
  return (
    <svg {...svgProps} className="foyer-flip">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  )
}
