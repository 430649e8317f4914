import type { ConnectMethod, ResolvedFeatures } from 'foyer'

export interface ConnectLayoutInput {
  /** The connect methods in their order (connectMethodsOrder). */
  methods: ConnectMethod[]
  features: Pick<ResolvedFeatures, 'collapseWallets' | 'emailShowWallets'>
  /** The wallet list opened from the "Continue with a wallet" row. */
  walletsOnly: boolean
}

export interface ConnectLayout {
  methods: ConnectMethod[]
  /** The wallets stand behind one "Continue with a wallet" row, drawn where 'wallet' is. */
  collapsed: boolean
}

/**
 * SPEC §3: `collapseWallets` puts the wallets behind one row; with `emailShowWallets` off and email login on,
 * that row goes under the email field. The list the row opens shows the wallets alone.
 */
export function connectLayout({ methods, features, walletsOnly }: ConnectLayoutInput): ConnectLayout {
  if (walletsOnly) return { methods: ['wallet'], collapsed: false }
  if (features.emailShowWallets || !methods.includes('email')) return { methods, collapsed: features.collapseWallets }
  const others = methods.filter((method) => method !== 'wallet')
  return { methods: others.flatMap((method) => (method === 'email' ? [method, 'wallet'] : [method])), collapsed: true }
}
