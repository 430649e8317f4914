import type { AdapterContext, CaipNetworkId, ConnectResult, Network } from 'foyer'
import { foyerError } from 'foyer/kit'
import { chainInfoOf } from './chainInfoOf.js'
import type { CosmosWalletHandle } from './CosmosWallet.js'
import { chainIdOf, cosmosChainDetails } from './cosmosChainDetails.js'
import { isBech32Of } from './isBech32Of.js'
import { keySchema, parseWalletAnswer } from './walletAnswers.js'

export type HandleOf = (connectorId: string) => Promise<CosmosWalletHandle>

/** Connect, restore and disconnect (the required core), and following each connected wallet's key changes. */
export function createCosmosConnection(context: AdapterContext, handleOf: HandleOf) {
  const following = new Map<string, () => void>()
  /** The network a connection is on: the one asked for, else the active one, else the first configured. */
  const networkOf = (network?: Network): Network => {
    const active = context.store.getState().chains.cosmos?.activeNetworkId
    const found =
      network ?? context.networks.find((candidate) => candidate.caipNetworkId === active) ?? context.networks[0]
    if (!found) throw foyerError('NETWORK_NOT_FOUND')
    return found
  }
  /** The key's account: a bech32 address of the network's prefix with a right checksum, else INVALID_WALLET_ANSWER. */
  const accountOf = (raw: unknown, network: Network) => {
    const address = parseWalletAnswer(keySchema, raw, 'getKey').bech32Address
    const { bech32Prefix } = cosmosChainDetails(network)
    if (!isBech32Of(address, bech32Prefix)) {
      const details = `${address} is not a ${bech32Prefix} address`
      throw foyerError('INVALID_WALLET_ANSWER', { method: 'getKey' }, { details })
    }
    return [{ address, type: 'eoa' as const }]
  }

  const follow = (connectorId: string, handle: CosmosWalletHandle) => {
    if (following.has(connectorId)) return
    const off = handle.onKeyChanged(() => {
      const network = networkOf()
      handle.key(chainIdOf(network)).then(
        (raw) => {
          let accounts: ReturnType<typeof accountOf>
          try {
            accounts = raw ? accountOf(raw, network) : []
          } catch (error) {
            // a malformed key is the wallet's bad answer: the connection stays as it was
            context.logger.warn('cosmos: ignored a malformed key after a change', error)
            context.bus.emit('error', { error, category: 'DATA_PARSING_ERROR' })
            return
          }
          context.onAccountsChanged(connectorId, accounts)
        },
        (error: unknown) => {
          // no key to read (the wallet locked, the site no longer allowed): disconnected
          context.logger.warn('cosmos: the key after a change could not be read', error)
          context.onAccountsChanged(connectorId, [])
        },
      )
    })
    following.set(connectorId, off)
  }

  const connect = async (
    connectorId: string,
    network: Network | undefined,
    signal: AbortSignal | undefined,
    silent: boolean,
  ): Promise<ConnectResult> => {
    const handle = await handleOf(connectorId)
    const target = networkOf(network)
    const raw = await handle.connect(chainInfoOf(target), { silent, ...(signal ? { signal } : {}) })
    if (raw === undefined || raw === null) {
      // a restore finds the site no longer allowed; a connect the wallet answers with no key has failed
      if (silent) return { accounts: [], networkId: target.caipNetworkId as CaipNetworkId }
      throw foyerError('CONNECT_FAILED', {}, { details: 'the wallet gave no key' })
    }
    const accounts = accountOf(raw, target)
    follow(connectorId, handle)
    return { accounts, networkId: target.caipNetworkId as CaipNetworkId }
  }

  return {
    connect: ({ connectorId, network, signal }: { connectorId: string; network?: Network; signal?: AbortSignal }) =>
      connect(connectorId, network, signal, false),
    /** Restores: a site the wallet still allows is enabled again without a prompt; no new WalletConnect pairing. */
    getAccounts: ({ connectorId }: { connectorId: string }) => connect(connectorId, undefined, undefined, true),
    async disconnect({ connectorId }: { connectorId: string }) {
      following.get(connectorId)?.()
      following.delete(connectorId)
      await (await handleOf(connectorId)).disconnect()
    },
    destroy() {
      for (const off of following.values()) off()
      following.clear()
    },
  }
}
