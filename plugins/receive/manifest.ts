import type { PluginManifest } from 'foyer'
import { booleanSetting } from 'foyer/kit'

declare module 'foyer' {
  interface Features {
    receive: { option: boolean; value: boolean }
  }
}

/** Receive (`features.receive`, on by default): the Account view's Receive button and the address's QR code. */
export const receiveManifest = {
  id: 'receive',
  load: () => import('./index.js'),
  features: { receive: booleanSetting(true) },
  walletFeatures: [{ id: 'receive', label: 'Receive', view: 'WalletReceive' }],
  views: { WalletReceive: { title: 'Receive' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
