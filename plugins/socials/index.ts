import { definePlugin, type SocialProvider } from 'foyer'
import SocialButtons from './views/SocialButtons.js'

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
  id: 'socials',
  // The buttons travel in the plugin's own chunk: the plugin loads only to draw them (one fetch, not two).
  connectMethods: [{ id: 'social', load: async () => ({ default: SocialButtons }) }],
  views: {
    ConnectingSocial: { title: 'Social login', load: () => import('./views/ConnectingSocialView.js') },
    ConnectingFarcaster: { title: 'Farcaster', load: () => import('./views/ConnectingFarcasterView.js') },
  },
})
