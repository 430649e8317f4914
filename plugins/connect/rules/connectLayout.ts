import type { ResolvedFeatures } from 'foyer'
import type { ConnectMethod } from '../manifest.js'

export interface ConnectLayoutInput {
  /** The connect methods in their order (connectMethodsOrder). */
  methods: ConnectMethod[]
  features: Pick<ResolvedFeatures, 'collapseWallets' | 'emailShowWallets'>
}

export interface ConnectLayout {
  methods: ConnectMethod[]
  /** The wallets stand behind one "Continue with a wallet" row, drawn where 'wallet' is. */
  collapsed: boolean
}

/**
 * SPEC §3: `collapseWallets` puts the wallets behind one row; with `emailShowWallets` off and email login on,
 * that row goes under the email field.
 */
export function connectLayout({ methods, features }: ConnectLayoutInput): ConnectLayout {
  if (features.emailShowWallets || !methods.includes('email')) return { methods, collapsed: features.collapseWallets }
  const others = methods.filter((method) => method !== 'wallet')
  return { methods: others.flatMap((method) => (method === 'email' ? [method, 'wallet'] : [method])), collapsed: true }
}
