import type { RemoteFeatures } from '../options/features.js'
import type { PluginManifest } from '../plugins/PluginManifest.js'
import type { RemoteConfigResponse } from './configAnswers.js'

type Entry = RemoteConfigResponse['features'][number]

/**
 * What one entry says, by SERVICES §2.3: undefined when its config is null (the local option stands),
 * false when it is missing, off or has no config, else its config list.
 */
function read(entries: Map<string, Entry>, id: string): string[] | false | undefined {
  const entry = entries.get(id)
  if (entry?.config === null) return undefined
  return entry?.isEnabled && entry.config ? entry.config : false
}

/**
 * Maps /appkit/v1/config to feature values: each manifest's feature keys with a `remote` switch read their
 * entry (Foyer's: social_login -> email and socials, swap -> swaps, onramp, activity), and the kernel's own
 * reown_branding -> reownBranding. Keys left out keep the local value.
 */
export function mapRemoteFeatures(
  response: RemoteConfigResponse,
  manifests: readonly PluginManifest[] = [],
): RemoteFeatures {
  const entries = new Map(response.features.map((entry) => [entry.id, entry]))
  const remote: RemoteFeatures = {}
  for (const manifest of manifests)
    for (const [key, setting] of Object.entries(manifest.features ?? {})) {
      if (!setting.remote) continue
      const config = read(entries, setting.remote.id)
      if (config === undefined || (setting.remote.missing === 'keep' && !entries.has(setting.remote.id))) continue
      remote[key] = setting.remote.map(config)
    }
  const branding = read(entries, 'reown_branding')
  if (branding !== undefined) remote.reownBranding = branding !== false
  return remote
}
