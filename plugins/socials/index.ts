import { definePlugin } from 'foyer'
import type { SocialProvider } from './manifest.js'
import SocialButtons from './views/SocialButtons.js'
import { socialsManifest } from './manifest.js'

declare module 'foyer' {
  interface Views {
    ConnectingSocial: { provider: SocialProvider }
    ConnectingFarcaster: undefined
  }
}

/**
 * Social login (`features.socials`, SPEC §2, §4): the Connect view's social buttons, then ConnectingSocial (the
 * provider's page in a popup, through the embedded-wallet frame) or ConnectingFarcaster (a QR code). The buttons'
 * code loads only when socials are on; the frame's only when the visitor picks one.
 */
export const socials = definePlugin({
  manifest: socialsManifest,
  // The buttons travel in the plugin's own chunk: the plugin loads only to draw them (one fetch, not two).
  connectMethods: { social: async () => ({ default: SocialButtons }) },
  views: {
    ConnectingSocial: { load: () => import('./views/ConnectingSocialView.js') },
    ConnectingFarcaster: { load: () => import('./views/ConnectingFarcasterView.js') },
  },
})
