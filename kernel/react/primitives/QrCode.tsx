import { useMemo } from 'react'
import { encode } from 'uqr'

export interface QrCodeProps {
  value: string
  /** The image's accessible name. */
  label: string
  size?: number
}

/**
 * A QR code as one SVG path (uqr encodes; it loads with this view). Dark on white whatever the theme,
 * with a quiet zone, as scanners need. The encoded text is on `data-value` for tests and tools.
 */
export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    for (const [y, row] of data.entries()) for (const [x, dark] of row.entries()) if (dark) d += `M${x} ${y}h1v1h-1z`
    return { path: d, modules }
  }, [value])
  return (
    <svg
      role="img"
      aria-label={label}
      data-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', borderRadius: 12, background: '#fff' }}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
