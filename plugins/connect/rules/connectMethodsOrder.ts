import type { ResolvedFeatures } from 'foyer'
import type { ConnectMethod } from '../manifest.js'

export interface ConnectMethodsInput {
  features: Pick<ResolvedFeatures, 'connectMethodsOrder' | 'email' | 'socials'>
  /** Wallets injected into the page (announced or window.ethereum). */
  hasInjectedWallets: boolean
}

/**
 * SPEC §2: email, social, wallet by default; wallet, email, social when injected wallets exist; the
 * developer's order wins. Methods whose feature is off are left out.
 */
export function connectMethodsOrder({ features, hasInjectedWallets }: ConnectMethodsInput): ConnectMethod[] {
  const order: ConnectMethod[] =
    features.connectMethodsOrder ?? (hasInjectedWallets ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return order.filter((method) => {
    if (method === 'email') return features.email
    if (method === 'social') return Boolean(features.socials && features.socials.length > 0)
    return true
  })
}
