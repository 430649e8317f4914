import type { AdapterContext, Network } from 'foyer'
import { formatUnits, parseUnits } from 'foyer/kit'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import { createWalletConnection } from './createWalletConnection.js'
import { createWalletHandles } from './createWalletHandles.js'
import { createTransfers } from './createTransfers.js'
import { createWalletTransactions } from './createWalletTransactions.js'
import { type BitcoinDiscoveryOptions, discoverBitcoinWallets } from './discoverBitcoinWallets.js'
import { switchAccount } from './switchAccount.js'
import { walletConnectConnector } from './walletConnectConnector.js'

/**
 * The bip122 adapter's code, loaded when the kernel sets the adapter up: discovery, connection, message signing,
 * balances and account switching need no Bitcoin library; bitcoinjs-lib loads with the first PSBT.
 */
export function createBitcoinRuntime(
  context: AdapterContext,
  options: BitcoinDiscoveryOptions,
  walletConnect: boolean | WalletConnectSettings = true,
) {
  const handles = createWalletHandles()
  const connection = createWalletConnection(context, handles)
  const wc =
    walletConnect !== false && context.options.projectId
      ? walletConnectConnector(context, walletConnect === true ? {} : walletConnect)
      : undefined
  const stopDiscovery = discoverBitcoinWallets(
    options,
    (found) => {
      const list = wc ? [wc.entry, ...found] : found
      handles.set(list)
      context.setConnectors(list.map((entry) => ({ ...entry.connector, chain: 'bip122' })))
    },
    (what, error) => context.logger.warn(`bip122: skipped ${what}`, error),
  )
  const transactions = createWalletTransactions(context, handles, connection)

  return {
    connect: connection.connect,
    getAccounts: connection.getAccounts,
    disconnect: connection.disconnect,
    /** Signs a UTF-8 message with an address of the wallet; the signature in base64 (BIP-322 or BIP-137). */
    async signMessage({ connectorId, address, message }: { connectorId: string; address: string; message: string }) {
      return (await handles.handleOf(connectorId)).signMessage(address, message)
    },
    ...transactions,
    ...createTransfers(transactions),
    switchAccount: (args: { connectorId: string; address?: string }) => switchAccount(context, args),
    getProvider: async ({ connectorId }: { connectorId: string }) => (await handles.handleOf(connectorId)).provider,
    getBalance: async ({ address, network }: { address: string; network: Network }) =>
      (await import('./getBtcBalance.js')).getBtcBalance({ address, network }),
    parseUnits: async (value: string, decimals: number) => parseUnits(value, decimals),
    formatUnits: async (value: bigint, decimals: number) => formatUnits(value, decimals),
    destroy() {
      stopDiscovery()
      connection.destroy()
      wc?.destroy()
    },
  }
}

export type BitcoinRuntime = ReturnType<typeof createBitcoinRuntime>
