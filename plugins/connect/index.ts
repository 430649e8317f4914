import { definePlugin, type Namespace } from 'foyer'
import { loadListedWallets } from './loadListedWallets.js'

declare module 'foyer' {
  interface Views {
    AllWallets: undefined
    ConnectingExternal: { connectorId: string; namespace: Namespace }
    /** A listed wallet (`walletId`, from the directory) or any wallet (no params). */
    ConnectingWalletConnect: { walletId?: string } | undefined
  }
}

/**
 * The Connect view, AllWallets, the external-wallet connecting view and the WalletConnect QR view (built
 * in, loaded on first open; the QR view and its QR encoder load when it opens).
 */
export const connect = definePlugin({
  id: 'connect',
  views: {
    Connect: { title: 'Connect Wallet', load: () => import('./views/ConnectView.js') },
    AllWallets: { title: 'All Wallets', load: () => import('./views/AllWalletsView.js') },
    ConnectingExternal: { title: 'Connecting', load: () => import('./views/ConnectingExternalView.js') },
    ConnectingWalletConnect: {
      title: 'WalletConnect',
      load: () => import('./views/ConnectingWalletConnectView.js'),
    },
  },
  setup(context) {
    // The directory's wallets are asked as the modal opens at Connect, beside the view's code.
    const onOpen = ({ view }: { view: string }) => {
      if (view === 'Connect') void loadListedWallets(context)
    }
    context.bus.on('modal:open', onOpen)
    return () => context.bus.off('modal:open', onOpen)
  },
})
