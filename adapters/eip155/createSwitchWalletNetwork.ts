import type { Network } from 'foyer'
import type { ConnectorProviders } from './createConnectorProviders.js'
import { numberToHex } from './hex.js'
import { WalletRpcError, walletRequest } from './walletRequest.js'

/** Asks the wallet to switch; a chain it does not know (4902) is added first, then switched to. */
export function createSwitchWalletNetwork(connectors: ConnectorProviders) {
  return async ({ connectorId, network }: { connectorId: string; network: Network }) => {
    const provider = await connectors.providerOf(connectorId)
    const chainId = numberToHex(Number(network.id))
    try {
      await walletRequest(provider, 'wallet_switchEthereumChain', [{ chainId }])
    } catch (error) {
      if (!(error instanceof WalletRpcError && (error.rpcCode === 4902 || error.rpcCode === -32603))) throw error
      await walletRequest(provider, 'wallet_addEthereumChain', [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
        },
      ])
      await walletRequest(provider, 'wallet_switchEthereumChain', [{ chainId }])
    }
  }
}
