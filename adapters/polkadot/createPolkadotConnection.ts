import type { AdapterContext, CaipNetworkId, ConnectResult, Network } from 'foyer'
import { foyerError } from 'foyer/kit'
import type { PolkadotAccount, PolkadotWalletHandle } from './PolkadotWallet.js'

export type HandleOf = (connectorId: string) => Promise<PolkadotWalletHandle>

/**
 * The accounts usable on a network, in the extension's order: not Ethereum-type ones, and those bound to no
 * chain or to this one (an account's `genesisHash`, by the network's CAIP-2 genesis prefix).
 */
export function usableAccounts(accounts: readonly PolkadotAccount[], network: Network) {
  const prefix = network.caipNetworkId.slice('polkadot:'.length)
  return accounts
    .filter((account) => account.type !== 'ethereum')
    .filter((account) => !account.genesisHash || account.genesisHash.replace(/^0x/, '').startsWith(prefix))
    .map(({ address }) => ({ address, type: 'eoa' as const }))
}

/** Connect, restore and disconnect (the required core), and following each connected extension's accounts. */
export function createPolkadotConnection(context: AdapterContext, handleOf: HandleOf) {
  const following = new Map<string, () => void>()
  const networkOf = (network?: Network): Network => {
    const active = context.store.getState().chains.polkadot?.activeNetworkId
    const found =
      network ?? context.networks.find((candidate) => candidate.caipNetworkId === active) ?? context.networks[0]
    if (!found) throw foyerError('NETWORK_NOT_FOUND')
    return found
  }
  /** The addresses each connection last had: set by every connect, so a reconnect starts from its own list. */
  const last = new Map<string, string>()
  const follow = (connectorId: string, handle: PolkadotWalletHandle, first: string[]) => {
    last.set(connectorId, first.join())
    if (following.has(connectorId)) return
    const off = handle.subscribe((accounts) => {
      if (accounts instanceof Error) {
        context.logger.warn('polkadot: ignored a malformed accounts update', accounts)
        context.bus.emit('error', { error: accounts, category: 'DATA_PARSING_ERROR' })
        return
      }
      const usable = usableAccounts(accounts, networkOf())
      const now = usable.map((account) => account.address).join()
      if (now === last.get(connectorId)) return // the extension calls back at once with the list it just gave
      last.set(connectorId, now)
      context.onAccountsChanged(connectorId, usable)
    })
    following.set(connectorId, off)
  }
  const connect = async (
    connectorId: string,
    network?: Network,
    signal?: AbortSignal,
    silent = false,
  ): Promise<ConnectResult> => {
    const handle = await handleOf(connectorId)
    const target = networkOf(network)
    const given = await handle.accounts({ silent, signal })
    // a restore that finds no session to restore (WalletConnect) restores nothing
    if (given === undefined) return { accounts: [], networkId: target.caipNetworkId as CaipNetworkId }
    const accounts = usableAccounts(given, target)
    if (accounts.length === 0)
      throw foyerError('CONNECT_FAILED', {}, { details: 'the wallet shares no account for this network' })
    follow(
      connectorId,
      handle,
      accounts.map((account) => account.address),
    )
    return { accounts, networkId: target.caipNetworkId as CaipNetworkId }
  }
  return {
    connect: ({ connectorId, network, signal }: { connectorId: string; network?: Network; signal?: AbortSignal }) =>
      connect(connectorId, network, signal),
    /**
     * Restores: an extension that still authorizes the app answers `enable` without a prompt; WalletConnect reads
     * its stored session and never pairs anew.
     */
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
