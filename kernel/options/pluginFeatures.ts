import type { PluginManifest } from '../plugins/PluginManifest.js'
import type { ResolvedOptions } from './ResolvedOptions.js'
import { checkSetting } from './checkSetting.js'
import { type FeatureOptions, kernelFeatureDefaults, type ResolvedFeatures } from './features.js'

/** Every feature key a manifest owns, with its owner's setting. */
const settingsOf = (manifests: readonly PluginManifest[]) =>
  manifests.flatMap((manifest) => Object.entries(manifest.features ?? {}))

/**
 * The features as plugins read them: the defaults (the kernel's and the manifests'), then the developer's keys
 * over them, each through its setting's `resolve`. Unchecked here: parseOptions checks the input first.
 */
export function resolveFeatures(
  manifests: readonly PluginManifest[],
  input: FeatureOptions = {},
  base?: ResolvedFeatures,
): ResolvedFeatures {
  const given = input as Record<string, unknown>
  const features: Record<string, unknown> = { ...kernelFeatureDefaults, ...base }
  for (const [key, value] of Object.entries(given)) if (value !== undefined) features[key] = value
  for (const [key, setting] of settingsOf(manifests)) {
    if (given[key] === undefined)
      features[key] = base ? (base as unknown as Record<string, unknown>)[key] : setting.default
    else if (setting.resolve) features[key] = setting.resolve(given[key])
  }
  return features as unknown as ResolvedFeatures
}

/** The issues of the developer's feature values (at `features.<key>`); none when all pass. */
export function featureIssues(manifests: readonly PluginManifest[], input: Record<string, unknown> = {}): string[] {
  return settingsOf(manifests).flatMap(([key, setting]) =>
    input[key] === undefined ? [] : checkSetting(setting.schema, input[key], `features.${key}`),
  )
}

const isOn = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value))

/** Whether a manifest's plugin is wanted with these features (PluginManifest.enabled's default rule). */
export function isPluginOn(manifest: PluginManifest, features: ResolvedFeatures, options: ResolvedOptions): boolean {
  if (manifest.enabled) return manifest.enabled(features as unknown as Readonly<Record<string, unknown>>, options)
  if (manifest.builtIn || !manifest.features?.[manifest.id]) return true
  return isOn((features as unknown as Record<string, unknown>)[manifest.id])
}
