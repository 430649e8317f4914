import type { PluginManifest } from '../plugins/PluginManifest.js'
import { checkSetting } from './checkSetting.js'

/** Every top-level option a manifest owns, with its owner's setting. */
const settingsOf = (manifests: readonly PluginManifest[]) =>
  manifests.flatMap((manifest) => Object.entries(manifest.options ?? {}))

/** The issues of the developer's values for the options plugins own (at `<key>`); none when all pass. */
export function pluginOptionIssues(manifests: readonly PluginManifest[], input: unknown): string[] {
  const given = Object(input) as Record<string, unknown>
  return settingsOf(manifests).flatMap(([key, setting]) =>
    given[key] === undefined ? [] : checkSetting(setting.schema, given[key], key),
  )
}

/**
 * The options plugins own as plugins read them: the developer's values as given (the app's own objects), else
 * their defaults; an option with neither stays absent.
 */
export function pluginOptionValues(manifests: readonly PluginManifest[], input: unknown): Record<string, unknown> {
  const given = Object(input) as Record<string, unknown>
  const values: Record<string, unknown> = {}
  for (const [key, setting] of settingsOf(manifests)) {
    const value = given[key] === undefined ? setting.default : given[key]
    if (value !== undefined) values[key] = value
  }
  return values
}
