import type { PluginManifest } from '../plugins/PluginManifest.js'
import { checkSetting } from './checkSetting.js'

/**
 * The top-level options plugins own (their manifests' `options`), as plugins read them: the developer's values as
 * given (the app's own objects), else their defaults (an option with neither stays absent); and the issues of the
 * developer's values (at `<key>`), none when all pass.
 */
export function pluginOptions(manifests: readonly PluginManifest[], input: unknown) {
  const given = Object(input) as Record<string, unknown>
  const values: Record<string, unknown> = {}
  const issues: string[] = []
  for (const [key, setting] of manifests.flatMap((manifest) => Object.entries(manifest.options ?? {}))) {
    const value = given[key] === undefined ? setting.default : given[key]
    if (given[key] !== undefined) issues.push(...checkSetting(setting.schema, value, key))
    if (value !== undefined) values[key] = value
  }
  return { values, issues }
}
