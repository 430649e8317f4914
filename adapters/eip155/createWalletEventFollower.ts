import type { AdapterContext, CaipNetworkId } from 'foyer'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { checksumAddress } from './hex.js'
import { accountsSchema, chainIdSchema, parseWalletAnswer, toChainId } from './walletAnswers.js'

export const toNetworkId = (chainId: number): CaipNetworkId => `eip155:${chainId}`

/** Follows each connected wallet's own changes; a malformed event is logged and changes nothing. */
export function createWalletEventFollower(context: AdapterContext) {
  const unsubscribe = new Map<string, () => void>()
  const guard = (name: string, handle: () => void) => {
    try {
      handle()
    } catch (error) {
      context.logger.warn(`eip155: ignored a malformed ${name} event`, error)
      context.bus.emit('error', { error, category: 'DATA_PARSING_ERROR' })
    }
  }
  return {
    follow(connectorId: string, provider: Eip1193Provider) {
      if (unsubscribe.has(connectorId) || !provider.on) return
      const onAccounts = (accounts: unknown) =>
        guard('accountsChanged', () => {
          const list =
            Array.isArray(accounts) && accounts.length === 0
              ? []
              : parseWalletAnswer(accountsSchema, accounts, 'accountsChanged')
          context.onAccountsChanged(
            connectorId,
            list.map((address) => ({ address: checksumAddress(address), type: 'eoa' })),
          )
        })
      const onChain = (chainId: unknown) =>
        guard('chainChanged', () =>
          context.onNetworkChanged(
            connectorId,
            toNetworkId(toChainId(parseWalletAnswer(chainIdSchema, chainId, 'chainChanged'))),
          ),
        )
      const onDisconnect = () => context.onDisconnected(connectorId)
      provider.on('accountsChanged', onAccounts)
      provider.on('chainChanged', onChain)
      provider.on('disconnect', onDisconnect)
      unsubscribe.set(connectorId, () => {
        provider.removeListener?.('accountsChanged', onAccounts)
        provider.removeListener?.('chainChanged', onChain)
        provider.removeListener?.('disconnect', onDisconnect)
      })
    },
    stop(connectorId: string) {
      unsubscribe.get(connectorId)?.()
      unsubscribe.delete(connectorId)
    },
    destroy() {
      for (const off of unsubscribe.values()) off()
    },
  }
}

export type WalletEventFollower = ReturnType<typeof createWalletEventFollower>
