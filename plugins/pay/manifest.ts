import type { PluginManifest } from 'foyer'
import { booleanSetting } from 'foyer/kit'

declare module 'foyer' {
  interface Features {
    pay: { option: boolean; value: boolean }
  }
}

/** Pay (`features.pay`, off by default): no Account button; the app opens it with `openPay(foyer, ...)`. */
export const payManifest = {
  id: 'pay',
  load: () => import('./index.js'),
  features: { pay: booleanSetting(false) },
  views: { WalletPay: { title: 'Pay' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
