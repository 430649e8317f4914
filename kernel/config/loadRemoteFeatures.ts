import type { HttpClient } from '../http/createHttpClient.js'
import type { Logger } from '../createLogger.js'
import { type SocialProvider, socialProviders } from '../options/defaults.js'
import type { RemoteFeatures } from '../options/features.js'
import { type RemoteConfigResponse, remoteConfigSchema } from './configSchemas.js'

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

const listOrFalse = <T>(list: T[]): T[] | false => (list.length > 0 ? list : false)

/**
 * Maps /appkit/v1/config to RemoteFeatures: social_login -> email and socials, swap -> swaps,
 * onramp -> onramp, activity -> activity, reown_branding -> reownBranding. Keys left out keep the local value.
 */
export function mapRemoteFeatures(response: RemoteConfigResponse): RemoteFeatures {
  const entries = new Map(response.features.map((entry) => [entry.id, entry]))
  const remote: RemoteFeatures = {}
  const social = read(entries, 'social_login')
  if (social !== undefined) {
    remote.email = social !== false && social.includes('email')
    const providers = (social || []).filter((id): id is SocialProvider =>
      socialProviders.includes(id as SocialProvider),
    )
    remote.socials = listOrFalse(providers)
  }
  const swaps = read(entries, 'swap')
  if (swaps !== undefined) remote.swaps = swaps && listOrFalse(swaps)
  const onramp = read(entries, 'onramp')
  if (onramp !== undefined) remote.onramp = onramp && listOrFalse(onramp)
  const activity = read(entries, 'activity')
  if (activity !== undefined) remote.activity = activity !== false
  const branding = read(entries, 'reown_branding')
  if (branding !== undefined) remote.reownBranding = branding !== false
  return remote
}

/**
 * Fetches the project's remote features. Undefined when the call fails or answers something malformed:
 * then the local options stand, and `onFailure` gets the error. Never throws.
 */
export async function loadRemoteFeatures(
  client: HttpClient,
  logger?: Logger,
  onFailure?: (error: unknown) => void,
): Promise<RemoteFeatures | undefined> {
  try {
    return mapRemoteFeatures(await client.get({ path: '/appkit/v1/config', schema: remoteConfigSchema }))
  } catch (error) {
    logger?.info('remote project configuration unavailable; the local feature options stand', error)
    onFailure?.(error)
    return undefined
  }
}
