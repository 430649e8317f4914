import type { PluginManifest } from 'foyer'
import { booleanSetting } from 'foyer/kit'

declare module 'foyer' {
  interface Features {
    send: { option: boolean; value: boolean }
  }
}

/** Send (`features.send`, on by default): the Account view's Send button, the form and its review. */
export const sendManifest = {
  id: 'send',
  load: () => import('./index.js'),
  features: { send: booleanSetting(true) },
  walletFeatures: [{ id: 'send', label: 'Send', view: 'WalletSend', capability: 'transfer' }],
  views: { WalletSend: { title: 'Send' }, WalletSendPreview: { title: 'Review' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
