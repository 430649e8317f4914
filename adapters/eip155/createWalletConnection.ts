import type { ConnectResult, Network } from 'foyer'
import type { ConnectorProviders } from './createConnectorProviders.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { toNetworkId, type WalletEventFollower } from './createWalletEventFollower.js'
import { checksumAddress } from './hex.js'
import { accountsSchema, chainIdSchema, parseWalletAnswer, toChainId } from './walletAnswers.js'
import { walletRequest } from './walletRequest.js'

/** Connect, restore and disconnect: the required core of the eip155 adapter. */
export function createWalletConnection(connectors: ConnectorProviders, events: WalletEventFollower) {
  /** The wallet's accounts and chain, parsed here (the adapter boundary) into a ConnectResult. */
  const readState = async (connectorId: string, provider: Eip1193Provider, method: string): Promise<ConnectResult> => {
    const raw = await walletRequest(provider, method)
    const accounts =
      Array.isArray(raw) && raw.length === 0 && method === 'eth_accounts'
        ? []
        : parseWalletAnswer(accountsSchema, raw, method)
    const chainId = toChainId(
      parseWalletAnswer(chainIdSchema, await walletRequest(provider, 'eth_chainId'), 'eth_chainId'),
    )
    if (accounts.length > 0) events.follow(connectorId, provider)
    const approvedNetworkIds = connectors.entry(connectorId)?.approvedNetworkIds?.()
    return {
      accounts: accounts.map((address) => ({ address: checksumAddress(address), type: 'eoa' })),
      networkId: toNetworkId(chainId),
      ...(approvedNetworkIds ? { approvedNetworkIds } : {}),
    }
  }

  return {
    async connect({ connectorId, network, signal }: { connectorId: string; network?: Network; signal?: AbortSignal }) {
      const provider = await connectors.providerOf(connectorId)
      await connectors.entry(connectorId)?.prepare?.({ signal, network })
      return readState(connectorId, provider, 'eth_requestAccounts')
    },
    async getAccounts({ connectorId }: { connectorId: string }) {
      return readState(connectorId, await connectors.providerOf(connectorId), 'eth_accounts')
    },
    async disconnect({ connectorId }: { connectorId: string }) {
      events.stop(connectorId)
      const end = connectors.entry(connectorId)?.end
      if (end) return end()
      // Wallets that support it forget the permission; the others simply stop being used.
      await connectors
        .resolved(connectorId)
        ?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
  }
}
