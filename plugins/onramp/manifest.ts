import type { PluginManifest } from 'foyer'
import { providersSetting } from 'foyer/kit'

/** SPEC §9: onramp through Meld and Coinbase. */
export const onrampProviders = ['meld', 'coinbase'] as const
export type OnrampProvider = (typeof onrampProviders)[number]

declare module 'foyer' {
  interface Features {
    onramp: { option: boolean | OnrampProvider[]; value: false | OnrampProvider[] }
  }
}

/**
 * Buy (`features.onramp`, remote: onramp). The button is hidden in a restricted timezone (SPEC §5), with a note:
 * the rule loads where the button is drawn (the plugin asks the same rule).
 */
export const onrampManifest = {
  id: 'onramp',
  load: () => import('./index.js'),
  features: { onramp: providersSetting(onrampProviders, 'onramp') },
  walletFeatures: [
    {
      id: 'onramp',
      label: 'Buy',
      view: 'Onramp',
      unavailable: (options) => import('./rules/restrictedRegion.js').then((rule) => rule.onrampUnavailable(options)),
    },
  ],
  views: { Onramp: { title: 'Buy' }, OnrampQuote: { title: 'Quote' }, OnrampCheckout: { title: 'Checkout' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
