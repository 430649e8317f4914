import { foyerError } from 'foyer/kit'

import type { ConnectorProviders } from './createConnectorProviders.js'
import { walletRequest } from './walletRequest.js'

/** EIP-5792 capabilities and EIP-7811 assets, as the wallet reports them (an object, else an error). */
export function createWalletCapabilities(connectors: ConnectorProviders) {
  const ask = async (connectorId: string, method: string, params: unknown[]) => {
    const answer = await walletRequest(await connectors.providerOf(connectorId), method, params)
    if (typeof answer !== 'object' || answer === null) throw foyerError('INVALID_WALLET_ANSWER', { method })
    return answer as Record<string, unknown>
  }
  return {
    getCapabilities: ({ connectorId, address }: { connectorId: string; address: string }) =>
      ask(connectorId, 'wallet_getCapabilities', [address]),
    getAssets: ({ connectorId, address }: { connectorId: string; address: string }) =>
      ask(connectorId, 'wallet_getAssets', [{ account: address }]),
  }
}
