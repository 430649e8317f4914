import { t } from '../../i18n/t.js'
export interface SpinnerProps {
  /** What is loading, for assistive technology. */
  label?: string
  /** Side in px. */
  size?: number
}

/** A loading indicator with a name. */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  return (
    <span
      className="foyer-spinner"
      role="img"
      aria-label={label ?? t('Loading')}
      style={{ width: size, height: size }}
    />
  )
}
