import type { FeatureOptions } from '../options/FoyerSettings.js'
import type { RemoteFeatures, ResolvedFeatures } from '../options/features.js'

export interface AppliedFeatures {
  features: ResolvedFeatures
  /** The local keys whose value the remote config replaced with a different one (SPEC §5). */
  ignored: string[]
}

/**
 * Puts the remote features over the resolved ones. A key the developer set locally is listed in `ignored`
 * when the remote value differs from what the local one resolved to; an equal value overrides nothing.
 */
export function applyRemoteFeatures(
  resolved: ResolvedFeatures,
  local: FeatureOptions,
  remote: RemoteFeatures,
): AppliedFeatures {
  const features: ResolvedFeatures = { ...resolved }
  const before = resolved as unknown as Record<string, unknown>
  const given = local as Record<string, unknown>
  const ignored: string[] = []
  for (const [key, value] of Object.entries(remote)) {
    if (value === undefined) continue
    if (given[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(value)) ignored.push(key)
    Object.assign(features, { [key]: value })
  }
  return { features, ignored }
}

/** The warning the kernel logs and emits as `options:warning` when remote config replaced local settings. */
export function ignoredLocalConfigMessage(ignored: string[]): string {
  return `Your local config was ignored for ${ignored.join(', ')}: the project's remote configuration sets these features. Change them in the project's dashboard instead.`
}
