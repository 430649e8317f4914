import type { PluginManifest } from 'foyer'
import { providersSetting } from 'foyer/kit'

/** SPEC §9: swaps go through 1inch. */
export const swapProviders = ['1inch'] as const
export type SwapProvider = (typeof swapProviders)[number]

declare module 'foyer' {
  interface Features {
    swaps: { option: boolean | SwapProvider[]; value: false | SwapProvider[] }
  }
}

/** Swaps (`features.swaps`, remote: swap): the Account view's Swap button, and its views. */
export const swapsManifest = {
  id: 'swaps',
  load: () => import('./index.js'),
  features: { swaps: providersSetting(swapProviders, 'swap') },
  walletFeatures: [{ id: 'swaps', label: 'Swap', view: 'Swap' }],
  views: { Swap: { title: 'Swap' }, SwapSelectToken: { title: 'Select token' }, SwapPreview: { title: 'Review swap' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
