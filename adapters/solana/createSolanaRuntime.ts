import type { AdapterContext, Network } from 'foyer'
import { createWalletConnection } from './createWalletConnection.js'
import { createWalletHandles } from './createWalletHandles.js'
import { createWalletSigning } from './createWalletSigning.js'
import { createWalletTransactions } from './createWalletTransactions.js'
import { discoverSolanaWallets, type SolanaDiscoveryOptions } from './discoverSolanaWallets.js'
import { formatUnits, parseUnits } from './formatUnits.js'

/**
 * The solana adapter's code, loaded when the kernel sets the adapter up: discovery, connection and signing need
 * no chain library; `@solana/web3.js` (and `@solana/spl-token`) load on the first transaction that needs them.
 */
export function createSolanaRuntime(context: AdapterContext, options: SolanaDiscoveryOptions) {
  const handles = createWalletHandles()
  const connection = createWalletConnection(context, handles)
  const stopDiscovery = discoverSolanaWallets(options, (list) => {
    handles.set(list)
    context.setConnectors(list.map((entry) => ({ ...entry.connector, chain: 'solana' })))
  })

  return {
    connect: connection.connect,
    getAccounts: connection.getAccounts,
    disconnect: connection.disconnect,
    ...createWalletSigning(context, handles),
    ...createWalletTransactions(context, handles),
    /** The connector's wallet as it is: a Wallet Standard wallet, or the legacy provider. */
    getProvider: async ({ connectorId }: { connectorId: string }) => (await handles.handleOf(connectorId)).provider,
    getBalance: async ({ address, network }: { address: string; network: Network }) =>
      (await import('./getSolBalance.js')).getSolBalance({ address, network, options: context.options }),
    parseUnits: async (value: string, decimals: number) => parseUnits(value, decimals),
    formatUnits: async (value: bigint, decimals: number) => formatUnits(value, decimals),
    destroy() {
      stopDiscovery()
      connection.destroy()
    },
  }
}

export type SolanaRuntime = ReturnType<typeof createSolanaRuntime>
