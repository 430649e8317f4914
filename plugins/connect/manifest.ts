import type { ResolvedFeatures, PluginManifest } from 'foyer'
import { orderSetting } from 'foyer/kit'

/** The Connect view's methods, in SPEC §2's default order (email, social, wallet). */
export const connectMethodIds = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof connectMethodIds)[number]

/** A social login provider, as the socials feature names them (the Connect view draws their buttons). */
export type SocialProvider = Exclude<ResolvedFeatures['socials'], false>[number]

declare module 'foyer' {
  interface Features {
    connectMethodsOrder: { option: ConnectMethod[]; value: ConnectMethod[] | undefined }
  }
}

/** The Connect view, All Wallets and the connecting views (built in: their code loads on every first open). */
export const connectManifest = {
  id: 'connect',
  builtIn: true,
  load: () => import('./index.js'),
  features: { connectMethodsOrder: orderSetting(connectMethodIds, undefined) },
  views: {
    Connect: { title: 'Connect Wallet' },
    AllWallets: { title: 'All Wallets' },
    ConnectingExternal: { title: 'Connecting' },
    ConnectingWalletConnect: { title: 'WalletConnect' },
  },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
