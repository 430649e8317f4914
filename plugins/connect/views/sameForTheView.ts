import type { ResolvedFeatures } from 'foyer'

/**
 * Whether two feature sets draw the same Connect view: every feature but the analytics switch is the same value.
 * The remote config's answer writes a new feature set with the switch it found (off when the service fails); the
 * view, which draws nothing from the switch, is not drawn again for it.
 */
export function sameForTheView(a: ResolvedFeatures, b: ResolvedFeatures): boolean {
  if (a === b) return true
  const keys = Object.keys(a) as (keyof ResolvedFeatures)[]
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => key === 'analytics' || (key in b && Object.is(a[key], b[key])))
}
