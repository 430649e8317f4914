import type { Bus } from '../bus/createBus.js'
import type { ApiClients } from '../http/createApiClients.js'
import { HttpError } from '../http/HttpError.js'
import type { Logger } from '../createLogger.js'
import type { ResolvedFeatures } from '../options/features.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { Store } from '../state/createStore.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Alert } from '../types.js'
import { applyRemoteFeatures, ignoredLocalConfigMessage } from './applyRemoteFeatures.js'
import type { OriginStatus } from './checkAllowedOrigins.js'
import { fetchAnalyticsConfig } from './fetchAnalyticsConfig.js'
import { fetchRemoteConfig } from './fetchRemoteConfig.js'
import { mapRemoteFeatures } from './mapRemoteFeatures.js'
import type { RemoteConfigResponse } from './configAnswers.js'
import type { FoyerStorage } from '../storage/FoyerStorage.js'
import { isPluginOn } from '../options/pluginFeatures.js'
import type { PluginManifest } from '../plugins/PluginManifest.js'

/** The configuration alerts of SPEC §8 (the wording is ours). */
export const configAlerts = {
  PROJECT_ID_NOT_CONFIGURED: { message: 'Wallet connection is not set up for this site yet.', variant: 'error' },
  INVALID_APP_CONFIGURATION: {
    message: 'This project’s configuration does not allow this site. Some options may be missing.',
    variant: 'error',
  },
  UNVERIFIED_DOMAIN: { message: 'This site is not verified for email and social login.', variant: 'error' },
  RATE_LIMITED: {
    message: 'Too many requests right now. Some options may be missing; try again shortly.',
    variant: 'warning',
  },
  SERVER_ERROR: {
    message: 'Our configuration service is not answering. Some options may be missing.',
    variant: 'warning',
  },
} satisfies Record<string, Omit<Alert, 'code'>>

export interface LoadConfigParameters {
  api: ApiClients
  store: Store<FoyerState>
  bus: Bus
  logger: Logger
  options: ResolvedOptions
  /** The page's origin (`location.origin`); undefined outside a browser, which skips the origins check. */
  /** The plugins' manifests: their remote switches, and which need the app's origin allowed. */
  manifests?: readonly PluginManifest[]
  origin: string | undefined
  /**
   * Where the config service's last answer is kept: a returning visitor's first view shows the features it gave, and
   * the service is asked again after that view (`after`). Without it (or on a first visit) it is asked at once.
   */
  storage?: FoyerStorage
  /**
   * The analytics switch and the origins check (an alert at most) wait for this: the first view is drawn first
   * (afterFirstView). The remote features do not: they decide what the first view shows.
   */
  after?: Promise<void>
}

export interface LoadedConfig {
  features: ResolvedFeatures
  /** Local feature keys the remote config overrode. */
  ignored: string[]
  /** The origins check's outcome, when it ran (email or socials on). */
  origin?: OriginStatus
}

/** The allowed origins' verdict for `origin`, its code loaded when asked. */
async function checkOrigin(api: ApiClients, origin: string): Promise<OriginStatus> {
  const { checkAllowedOrigins } = await import('./checkAllowedOrigins.js')
  return (await checkAllowedOrigins(api.config, origin)).status
}

/**
 * Loads the project's configuration on first open: remote features (unless `basic`; a returning visitor's from the
 * service's last answer, asked again after the first view), then, once the first view is
 * drawn (`after`), the analytics switch and the allowed origins when a plugin that needs them is on (email, socials:
 * `allowedOrigin`). Writes `store.features` (analytics as the switch says, once it has), sets
 * `store.alert` for a missing project id, a config service refusing the project (403), a rate-limited or failing config service and an unverified domain,
 * and warns when remote config overrode local feature options. Never throws.
 */
export async function loadConfig({
  api,
  store,
  bus,
  logger,
  options,
  manifests = [],
  origin,
  after,
  storage,
}: LoadConfigParameters): Promise<LoadedConfig> {
  const alert = (code: keyof typeof configAlerts) => {
    logger.warn(`config: ${code}`)
    store.update((draft) => {
      draft.alert = { code, ...configAlerts[code] }
    })
  }
  const write = (features: ResolvedFeatures) =>
    store.update((draft) => {
      draft.features = features
    })

  const { projectId } = options
  if (!projectId) {
    alert('PROJECT_ID_NOT_CONFIGURED')
    const features = { ...options.features, analytics: false }
    write(features)
    return { features, ignored: [] }
  }

  // A 403 from the config service: the project refuses this app (SERVICES §3.2, "Invalid App Configuration").
  let refused = false
  const onFailure = (error: unknown) => {
    refused ||= error instanceof HttpError && error.status === 403
  }
  /** The service's answer, kept for the next visit; a failure is kept only where no answer was (the local options). */
  const ask = async (kept?: RemoteConfigResponse | null) => {
    const answer = await fetchRemoteConfig(api.config, logger, onFailure)
    if (answer || !kept) storage?.set('remoteConfig', { projectId, answer: answer ?? null })
    return answer
  }
  let warned = ''
  const apply = (answer: RemoteConfigResponse | null | undefined) => {
    const remote = answer ? mapRemoteFeatures(answer, manifests) : undefined
    const applied = remote
      ? applyRemoteFeatures(options.features, options.localFeatures, remote)
      : { features: { ...options.features }, ignored: [] }
    const message = applied.ignored.length > 0 ? ignoredLocalConfigMessage(applied.ignored) : ''
    if (message && message !== warned) {
      logger.warn(message)
      bus.emit('options:warning', { message })
    }
    warned = message
    // The analytics switch answers after the first view (below); until then analytics stays as it was (its code
    // loads after the switch, or, loaded before the open, sends a batch only if the switch is on by then).
    write({ ...applied.features, analytics: store.getState().features?.analytics ?? false })
    return applied
  }

  // A returning visitor's first view shows what the service last answered (stored); it is asked again after it.
  const stored = options.basic ? undefined : storage?.get('remoteConfig')
  const known = stored?.projectId === projectId ? stored : undefined
  let applied = apply(known ? known.answer : options.basic ? undefined : await ask())
  if (refused) alert('INVALID_APP_CONFIGURATION')
  await after
  const analyticsSwitch = options.features.analytics ? fetchAnalyticsConfig(api.config) : false
  if (known) {
    // A failure now leaves the features the view was drawn with (the last answer) as they are.
    const answer = await ask(known.answer)
    if (answer && JSON.stringify(answer) !== JSON.stringify(known.answer)) applied = apply(answer)
    if (refused) alert('INVALID_APP_CONFIGURATION')
  }

  // What the first view does not show waited for it (after): the analytics switch, and the origins check.
  const needsOrigin = manifests.some(
    (manifest) => manifest.allowedOrigin && isPluginOn(manifest, applied.features, options),
  )
  const [analytics, originStatus] = await Promise.all([
    analyticsSwitch,
    origin && needsOrigin ? checkOrigin(api, origin) : undefined,
  ])
  store.update((draft) => {
    if (draft.features) draft.features.analytics = analytics
  })
  const loaded: LoadedConfig = { features: { ...applied.features, analytics }, ignored: applied.ignored }
  if (originStatus) {
    loaded.origin = originStatus
    if (originStatus === 'not-allowed') alert('UNVERIFIED_DOMAIN')
    else if (originStatus !== 'allowed') alert(originStatus)
  }
  return loaded
}
