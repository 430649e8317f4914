import { type CaipNetworkId, definePlugin, type Namespace, type Network } from 'foyer'
import { shouldShowUnsupportedChain } from './rules/isUnsupportedNetwork.js'
import { unsupportedChainGuard } from './rules/unsupportedChainGuard.js'
import { networkManifest } from './manifest.js'

declare module 'foyer' {
  interface Views {
    Networks: undefined
    SwitchNetwork: { network: Network }
    /** `network`: the network chosen in the target namespace, the one its wallet is asked for. */
    SwitchActiveChain: { namespace: Namespace; navigateToConnect: boolean; replace: boolean; network?: CaipNetworkId }
    UnsupportedChain: undefined
  }
}

/** Network list and switching (built in, loaded on first open). */
export const network = definePlugin({
  manifest: networkManifest,
  views: {
    Networks: { load: () => import('./views/NetworksView.js') },
    SwitchNetwork: {
      title: (params: { network: Network }) => params.network.name,
      load: () => import('./views/SwitchNetworkView.js'),
    },
    SwitchActiveChain: { load: () => import('./views/SwitchActiveChainView.js') },
    UnsupportedChain: { load: () => import('./views/UnsupportedChainView.js') },
  },
  setup(context) {
    // SPEC §2: an unsupported active network opens UnsupportedChain (unless the options say otherwise).
    const unsupported = () =>
      shouldShowUnsupportedChain({
        state: context.store.getState(),
        enableNetworkSwitch: context.options.enableNetworkSwitch,
        allowUnsupportedChain: context.options.allowUnsupportedChain ?? false,
        basic: context.options.basic ?? false,
      })
    const check = () => {
      const current = context.router.current()?.view
      if (unsupported() && current !== 'UnsupportedChain') void context.open('UnsupportedChain')
    }
    const off = context.store.select((state) => {
      const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
      return `${chain?.accountState.status}:${chain?.activeNetworkId}`
    }, check)
    const offGuard = context.router.addGuard(unsupportedChainGuard(unsupported))
    check()
    return () => {
      off()
      offGuard()
    }
  },
})
