import type { HttpClient } from '../http/createHttpClient.js'
import type { Logger } from '../createLogger.js'
import { type RemoteConfigResponse, remoteConfigAnswer } from './configAnswers.js'

/**
 * Fetches the project's remote config (map it with `mapRemoteFeatures`). Undefined when the call fails or answers
 * something malformed: then the local options stand, and `onFailure` gets the error. Never throws.
 */
export async function fetchRemoteConfig(
  client: HttpClient,
  logger?: Logger,
  onFailure?: (error: unknown) => void,
): Promise<RemoteConfigResponse | undefined> {
  try {
    return await client.get({ path: '/appkit/v1/config', schema: remoteConfigAnswer })
  } catch (error) {
    logger?.info('remote project configuration unavailable; the local feature options stand', error)
    onFailure?.(error)
    return undefined
  }
}
