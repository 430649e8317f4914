import type { AdapterContext, CaipNetworkId, ConnectResult, Network } from 'foyer'
import { foyerError } from 'foyer/kit'
import { bitcoinMainnet } from './bitcoinNetworks.js'
import type { BitcoinAddressInfo, BitcoinWalletHandle } from './BitcoinWallet.js'
import { checkAddresses } from './checkAddresses.js'
import type { WalletHandles } from './createWalletHandles.js'
import { toAccounts } from './toAccounts.js'

/**
 * Connect, restore and disconnect (the required core), following each connected wallet's address changes, and
 * the addresses each wallet gave with their public keys (a PSBT's inputs need them).
 */
export function createWalletConnection(context: AdapterContext, handles: WalletHandles) {
  const following = new Map<string, () => void>()
  const addresses = new Map<string, BitcoinAddressInfo[]>()
  /** A Bitcoin wallet's network is not asked: the connection is on the one asked for, else the active one. */
  const networkIdOf = (network?: Network): CaipNetworkId => {
    const active = context.store.getState().chains.bip122?.activeNetworkId
    return network?.caipNetworkId ?? active ?? context.networks[0]?.caipNetworkId ?? bitcoinMainnet.caipNetworkId
  }

  const follow = (connectorId: string, handle: BitcoinWalletHandle) => {
    if (following.has(connectorId)) return
    const off = handle.onAccountsChanged((changed) => {
      checkAddresses(changed, networkIdOf(), 'change').then(
        (checked) => {
          if (!following.has(connectorId)) return // disconnected meanwhile
          addresses.set(connectorId, checked)
          context.onAccountsChanged(connectorId, toAccounts(checked))
        },
        (error: unknown) => {
          context.logger.warn('bip122: ignored a malformed account change', error)
          context.bus.emit('error', { error, category: 'DATA_PARSING_ERROR' })
        },
      )
    })
    following.set(connectorId, off)
  }
  const stop = (connectorId: string) => {
    following.get(connectorId)?.()
    following.delete(connectorId)
    addresses.delete(connectorId)
  }
  const read = async (connectorId: string, silent: boolean, network?: Network, signal?: AbortSignal) => {
    const handle = await handles.handleOf(connectorId)
    const given = await checkAddresses(await handle.connect(silent, signal), networkIdOf(network), 'connect')
    const accounts = toAccounts(given)
    // the active account is a payment one (SPEC §9): a wallet that shares none has not connected
    if (!accounts.some((account) => account.type === 'payment')) {
      if (silent) return { accounts: [], networkId: networkIdOf(network) } satisfies ConnectResult
      throw foyerError('CONNECT_FAILED', {}, { details: 'the wallet shares no payment address' })
    }
    addresses.set(connectorId, given)
    follow(connectorId, handle)
    return { accounts, networkId: networkIdOf(network) } satisfies ConnectResult
  }

  return {
    connect: ({ connectorId, network, signal }: { connectorId: string; network?: Network; signal?: AbortSignal }) =>
      read(connectorId, false, network, signal),
    /** Restores silently: a wallet that no longer authorizes the site answers no address. */
    getAccounts: ({ connectorId }: { connectorId: string }) => read(connectorId, true),
    async disconnect({ connectorId }: { connectorId: string }) {
      stop(connectorId)
      await (await handles.handleOf(connectorId)).disconnect()
    },
    /** What the wallet told of `address` (its public key), if it gave it. */
    addressInfo: (connectorId: string, address: string) =>
      addresses.get(connectorId)?.find((candidate) => candidate.address === address),
    destroy() {
      for (const off of following.values()) off()
      following.clear()
    },
  }
}

export type WalletConnection = ReturnType<typeof createWalletConnection>
