import { definePlugin, type Namespace } from 'foyer'

declare module 'foyer' {
  interface Views {
    AllWallets: undefined
    ConnectingExternal: { connectorId: string; namespace: Namespace }
  }
}

/** The Connect view, AllWallets and the external-wallet connecting view (built in, loaded on first open). */
export const connect = definePlugin({
  id: 'connect',
  views: {
    Connect: { title: 'Connect Wallet', load: () => import('./views/ConnectView.js') },
    AllWallets: { title: 'All Wallets', load: () => import('./views/AllWalletsView.js') },
    ConnectingExternal: { title: 'Connecting', load: () => import('./views/ConnectingExternalView.js') },
  },
})
