import type { Clock } from '../clock.js'
import type { Logger } from '../createLogger.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import { type CreateHttpClientParameters, createHttpClient, type HttpClient } from './createHttpClient.js'

export interface ApiClientsDependencies {
  clock: Clock
  logger: Logger
  fetch?: typeof fetch
  /** Gets every final failure of the data API, directory and config clients (for error analytics). */
  onError?: CreateHttpClientParameters['onError']
}

/** One client per outside service of SPEC §7. */
export interface ApiClients {
  /** The data API (balances, history, identity, swaps, onramp, names, sessions, RPC). */
  api: HttpClient
  /** The wallet directory and its images. */
  directory: HttpClient
  /** Remote config, allowed origins, analytics config. */
  config: HttpClient
  /** Analytics and error analytics. */
  analytics: HttpClient
}

/**
 * One HttpClient per outside service of SPEC §7, at the base URLs of `options.urls`. The analytics client
 * gets no `onError`: a failing analytics call must never be reported to analytics, which would call itself.
 */
export function createApiClients(options: ResolvedOptions, dependencies: ApiClientsDependencies): ApiClients {
  const { onError, ...shared } = dependencies
  const common = { projectId: options.projectId, sdkType: options.sdkType, sdkVersion: options.sdkVersion, ...shared }
  return {
    api: createHttpClient({ ...common, baseUrl: options.urls.api, onError }),
    directory: createHttpClient({ ...common, baseUrl: options.urls.directory, onError }),
    config: createHttpClient({ ...common, baseUrl: options.urls.config, onError }),
    analytics: createHttpClient({ ...common, baseUrl: options.urls.analytics }),
  }
}
