import type { AdapterContext, CaipNetworkId, ConnectResult, Network } from 'foyer'
import { foyerError } from 'foyer/kit'
import { callWallet } from './callWallet.js'
import type { WalletHandles } from './createWalletHandles.js'
import type { SolanaWalletHandle } from './SolanaWallet.js'
import { accountsSchema, connectAnswerSchema, parseWalletAnswer } from './walletAnswers.js'

/** Connect, restore and disconnect (the required core), and following each connected wallet's account changes. */
export function createWalletConnection(context: AdapterContext, handles: WalletHandles) {
  const following = new Map<string, () => void>()
  /** A Solana wallet has no network of its own: the connection is on the one asked for, else the active one. */
  const networkIdOf = (network?: Network): CaipNetworkId => {
    const active = context.store.getState().chains.solana?.activeNetworkId
    const id = network?.caipNetworkId ?? active ?? context.networks[0]?.caipNetworkId
    return id ?? 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  }
  const toAccounts = (accounts: readonly { address: string }[]) =>
    accounts.map(({ address }) => ({ address, type: 'eoa' as const }))

  const follow = (connectorId: string, handle: SolanaWalletHandle) => {
    if (following.has(connectorId)) return
    const off = handle.onAccountsChanged((raw) => {
      try {
        context.onAccountsChanged(connectorId, toAccounts(parseWalletAnswer(accountsSchema, raw, 'change')))
      } catch (error) {
        context.logger.warn('solana: ignored a malformed change event', error)
        context.bus.emit('error', { error, category: 'DATA_PARSING_ERROR' })
      }
    })
    following.set(connectorId, off)
  }
  const stop = (connectorId: string) => {
    following.get(connectorId)?.()
    following.delete(connectorId)
  }

  const read = async (connectorId: string, network?: Network, signal?: AbortSignal): Promise<ConnectResult> => {
    const handle = await handles.handleOf(connectorId)
    const answer = parseWalletAnswer(connectAnswerSchema, await handle.connect(false, signal), 'standard:connect')
    follow(connectorId, handle)
    return { accounts: toAccounts(answer.accounts), networkId: networkIdOf(network) }
  }

  return {
    connect: ({ connectorId, network, signal }: { connectorId: string; network?: Network; signal?: AbortSignal }) =>
      read(connectorId, network, signal),
    /** Restores silently: a wallet that no longer authorizes the site answers no account. */
    async getAccounts({ connectorId }: { connectorId: string }): Promise<ConnectResult> {
      const handle = await handles.handleOf(connectorId)
      const raw = await handle.connect(true).catch(() => callWallet('accounts', () => handle.accounts()))
      let accounts: unknown
      try {
        const given = (raw as { accounts?: unknown })?.accounts
        accounts = Array.isArray(given) ? given : raw
      } catch (cause) {
        // an answer that throws when read (a revoked proxy, a getter): the wallet's bad answer
        throw foyerError('INVALID_WALLET_ANSWER', { method: 'standard:connect' }, { cause })
      }
      const parsed = parseWalletAnswer(accountsSchema, accounts, 'standard:connect')
      if (parsed.length > 0) follow(connectorId, handle)
      return { accounts: toAccounts(parsed), networkId: networkIdOf() }
    },
    async disconnect({ connectorId }: { connectorId: string }) {
      stop(connectorId)
      await (await handles.handleOf(connectorId)).disconnect()
    },
    destroy() {
      for (const off of following.values()) off()
      following.clear()
    },
  }
}
