import { definePlugin, type Namespace, type Network } from 'foyer'

declare module 'foyer' {
  interface Views {
    Networks: undefined
    SwitchNetwork: { network: Network }
    SwitchActiveChain: { namespace: Namespace; navigateToConnect: boolean; replace: boolean }
    UnsupportedChain: undefined
  }
}

/** Network list and switching (built in, loaded on first open). */
export const network = definePlugin({
  id: 'network',
  views: {
    Networks: { title: 'Choose Network', load: () => import('./views/NetworksView.js') },
    SwitchNetwork: {
      title: (params: { network: Network }) => params.network.name,
      load: () => import('./views/SwitchNetworkView.js'),
    },
    SwitchActiveChain: { title: 'Switch Network', load: () => import('./views/SwitchActiveChainView.js') },
    UnsupportedChain: { title: 'Switch Network', load: () => import('./views/UnsupportedChainView.js') },
  },
})
