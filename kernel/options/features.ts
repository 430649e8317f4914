import type { ConnectMethod, ConnectorTypeOrderItem, SocialProvider, WalletFeatureId } from './defaults.js'
import { connectMethods, connectorTypeOrderDefault, socialProviders, walletFeatureIds } from './defaults.js'

/** Feature settings of SPEC §3, as the kernel uses them after defaults and remote features. */
export interface ResolvedFeatures {
  receive: boolean
  send: boolean
  emailShowWallets: boolean
  connectorTypeOrder: ConnectorTypeOrderItem[]
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  walletFeaturesOrder: WalletFeatureId[]
  connectMethodsOrder?: ConnectMethod[]
  pay: boolean
  names: boolean
  // remote features (SPEC §3), which /appkit/v1/config may override
  swaps: false | string[]
  onramp: false | string[]
  email: boolean
  socials: false | SocialProvider[]
  activity: boolean
  reownBranding: boolean
}

export const defaultFeatures: ResolvedFeatures = {
  receive: true,
  send: true,
  emailShowWallets: true,
  connectorTypeOrder: [...connectorTypeOrderDefault],
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  walletFeaturesOrder: [...walletFeatureIds],
  pay: false,
  names: true,
  swaps: ['1inch'],
  onramp: ['meld', 'coinbase'],
  email: true,
  socials: [...socialProviders],
  activity: true,
  reownBranding: true,
}

export const remoteFeatureKeys = ['swaps', 'onramp', 'email', 'socials', 'activity', 'reownBranding'] as const
export type RemoteFeatures = Partial<Pick<ResolvedFeatures, (typeof remoteFeatureKeys)[number]>>

/** Feature key -> is its plugin wanted. The plugin catalogue maps these keys to imports. */
export function enabledFeatureKeys(features: ResolvedFeatures, options: { siwx: boolean }): string[] {
  const keys: string[] = []
  if (features.email) keys.push('email')
  if (features.socials && features.socials.length > 0) keys.push('socials')
  // The simple switches, in the order their plugins load (a loop: fewer bytes on the first open than an if each).
  for (const key of ['swaps', 'send', 'receive', 'onramp', 'activity', 'names', 'pay'] as const)
    if (features[key]) keys.push(key)
  if (features.smartSessions) keys.push('sessions')
  if (options.siwx) keys.push('siwx')
  return keys
}

export { connectMethods }
