import { definePlugin, type SocialProvider } from 'foyer'

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
  connectMethods: [{ id: 'social', load: () => import('./views/SocialButtons.js') }],
  views: {
    ConnectingSocial: { title: 'Social login', load: () => import('./views/ConnectingSocialView.js') },
    ConnectingFarcaster: { title: 'Farcaster', load: () => import('./views/ConnectingFarcasterView.js') },
  },
})
