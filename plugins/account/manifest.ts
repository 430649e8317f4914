import type { PluginManifest } from 'foyer'
import { orderSetting } from 'foyer/kit'

/** The Account view's buttons, in SPEC §9's default order. */
export const walletFeatureIds = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeatureId = (typeof walletFeatureIds)[number]

declare module 'foyer' {
  interface Features {
    walletFeaturesOrder: { option: WalletFeatureId[]; value: WalletFeatureId[] }
  }
}

/** The Account view with its tabs, and ProfileWallets (built in). */
export const accountManifest = {
  id: 'account',
  builtIn: true,
  load: () => import('./index.js'),
  features: { walletFeaturesOrder: orderSetting(walletFeatureIds, [...walletFeatureIds]) },
  views: { Account: { title: 'Account' }, ProfileWallets: { title: 'Wallets' } },
  tabs: [
    { id: 'tokens', label: 'Tokens' },
    { id: 'nfts', label: 'NFTs' },
  ],
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
