import { definePlugin, type FoyerState, type Namespace } from 'foyer'
import { initialListedWallets, loadListedWallets } from './loadListedWallets.js'
import { connectManifest } from './manifest.js'

declare module 'foyer' {
  interface Views {
    AllWallets: undefined
    /** `companions`: a multi-chain wallet's other namespaces, connected once the first has. */
    ConnectingExternal: {
      connectorId: string
      namespace: Namespace
      companions?: { namespace: Namespace; connectorId: string }[]
    }
    /** A listed wallet (`walletId`, from the directory) or any wallet (no params). */
    ConnectingWalletConnect: { walletId?: string } | undefined
  }
}

/**
 * The Connect view, AllWallets, the external-wallet connecting view and the WalletConnect QR view (built
 * in, loaded on first open; the QR view and its QR encoder load when it opens).
 */
export const connect = definePlugin({
  manifest: connectManifest,
  views: {
    Connect: { load: () => import('./views/ConnectView.js') },
    AllWallets: { load: () => import('./views/AllWalletsView.js') },
    ConnectingExternal: { load: () => import('./views/ConnectingExternalView.js') },
    ConnectingWalletConnect: {
      load: () => import('./views/ConnectingWalletConnectView.js'),
    },
  },
  setup(context) {
    context.addSlice('listedWallets', initialListedWallets)
    // The directory's wallets are asked as the router arrives at Connect: before the view draws, beside its
    // code (once they are in, nothing more is asked; after a failure, the next arrival asks again).
    const arrive = (view: string | undefined) => {
      if (view === 'Connect') void loadListedWallets(context)
    }
    const shown = (state: FoyerState) => state.router.history.at(-1)?.view
    arrive(shown(context.store.getState()))
    return context.store.select(shown, arrive)
  },
})
