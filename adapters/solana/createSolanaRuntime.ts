import type { AdapterContext, Network } from 'foyer'
import { createWalletConnection } from './createWalletConnection.js'
import { createWalletHandles } from './createWalletHandles.js'
import { createWalletSigning } from './createWalletSigning.js'
import { createWalletTransactions } from './createWalletTransactions.js'
import { createTransfers } from './createTransfers.js'
import { discoverSolanaWallets, type SolanaDiscoveryOptions } from './discoverSolanaWallets.js'
import { formatUnits, parseUnits } from 'foyer/kit'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import { walletConnectConnector } from './walletConnectConnector.js'
import { authConnector } from './authConnector.js'

/**
 * The solana adapter's code, loaded when the kernel sets the adapter up: discovery, connection and signing need
 * no chain library; `@solana/web3.js` (and `@solana/spl-token`) load on the first transaction that needs them.
 */
export function createSolanaRuntime(
  context: AdapterContext,
  options: SolanaDiscoveryOptions,
  /** The WalletConnect connector's settings; false (or no project id) leaves it out. */
  walletConnect: boolean | WalletConnectSettings = true,
  /** The AUTH connector (email and social login); it needs a project id. */
  auth = true,
) {
  const handles = createWalletHandles()
  const connection = createWalletConnection(context, handles)
  const wc =
    walletConnect !== false && context.options.projectId
      ? walletConnectConnector(context, walletConnect === true ? {} : walletConnect)
      : undefined
  const embedded = auth && context.options.projectId ? authConnector(context) : undefined
  const stopDiscovery = discoverSolanaWallets(
    options,
    (found) => {
      const list = [...(wc ? [wc.entry] : []), ...found, ...(embedded ? [embedded] : [])]
      handles.set(list)
      context.setConnectors(list.map((entry) => ({ ...entry.connector, chain: 'solana' })))
    },
    (error) => context.logger.warn('solana: skipped a wallet that threw when read', error),
  )

  const transactions = createWalletTransactions(context, handles)
  return {
    connect: connection.connect,
    getAccounts: connection.getAccounts,
    disconnect: connection.disconnect,
    ...createWalletSigning(context, handles),
    ...transactions,
    ...createTransfers(transactions.sendTransaction),
    /** The connector's wallet as it is: a Wallet Standard wallet, or the legacy provider. */
    getProvider: async ({ connectorId }: { connectorId: string }) => (await handles.handleOf(connectorId)).provider,
    getBalance: async ({ address, network }: { address: string; network: Network }) =>
      (await import('./getSolBalance.js')).getSolBalance({ address, network, options: context.options }),
    parseUnits: async (value: string, decimals: number) => parseUnits(value, decimals),
    formatUnits: async (value: bigint, decimals: number) => formatUnits(value, decimals),
    destroy() {
      stopDiscovery()
      connection.destroy()
      wc?.destroy()
    },
  }
}

export type SolanaRuntime = ReturnType<typeof createSolanaRuntime>
