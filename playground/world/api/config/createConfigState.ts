import type { RemoteConfigResponse } from '../../../../kernel/config/configSchemas.js'

export type FeatureConfig = RemoteConfigResponse['features'][number]

/** Either a list, or a failure status (429 -> RATE_LIMITED, 5xx -> SERVER_ERROR). */
export type OriginsAnswer = { allowedOrigins: string[] } | { status: number }
export type AnalyticsConfigAnswer = { isAnalyticsEnabled: boolean } | { status: number }

/** Every remote feature on (SPEC §9 "Remote features all enabled"), the rest off, as SERVICES.md §2.3 lists them. */
export const defaultRemoteFeatures = (): FeatureConfig[] => [
  {
    id: 'social_login',
    isEnabled: true,
    config: ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  { id: 'activity', isEnabled: true, config: [] },
  { id: 'reown_branding', isEnabled: true, config: [] },
  { id: 'multi_wallet', isEnabled: false, config: [] },
  { id: 'email_capture', isEnabled: false, config: [] },
  { id: 'headless', isEnabled: false, config: [] },
]

/** Local pages are always allowed by the product; the default list names them explicitly too. */
export const defaultAllowedOrigins = () => ['http://localhost:*', 'http://127.0.0.1:*']

/** The config service's answers, switchable by the control. */
export function createConfigState() {
  const state = {
    features: defaultRemoteFeatures(),
    origins: { allowedOrigins: defaultAllowedOrigins() } as OriginsAnswer,
    analytics: { isAnalyticsEnabled: true } as AnalyticsConfigAnswer,
  }
  return {
    state,
    setFeature(id: string, feature: { isEnabled: boolean; config?: string[] | null }) {
      const entry: FeatureConfig = { id, isEnabled: feature.isEnabled, config: feature.config ?? [] }
      const index = state.features.findIndex((candidate) => candidate.id === id)
      if (index === -1) state.features.push(entry)
      else state.features[index] = entry
    },
    reset() {
      state.features = defaultRemoteFeatures()
      state.origins = { allowedOrigins: defaultAllowedOrigins() }
      state.analytics = { isAnalyticsEnabled: true }
    },
  }
}
export type ConfigState = ReturnType<typeof createConfigState>
