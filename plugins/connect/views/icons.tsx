/** The Connect view's own glyphs, for rows without an image; decorative, the row names itself. */
const svgProps = {
  viewBox: '0 0 24 24',
  width: 22,
  height: 22,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const

/** Three finder squares and a dot: "pair by QR code". */
export function QrGlyph() {
  return (
    <svg {...svgProps}>
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2z" />
    </svg>
  )
}

/** Four tiles: "every wallet". */
export function GridGlyph() {
  return (
    <svg {...svgProps}>
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />
    </svg>
  )
}
