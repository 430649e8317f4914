import type { AdapterContext, Network, TransferFee, TransferParameters } from 'foyer'
import type { createTransfers } from './createTransfers.js'
import type { createWalletCapabilities } from './createWalletCapabilities.js'
import type { createWalletTransactions } from './createWalletTransactions.js'

type Transfers = ReturnType<typeof createTransfers>

/**
 * The Send, Pay and token-list capabilities of the runtime, their code (calldata, the gas price, token reads,
 * receipts, the wallet's asset list and its checks) loaded with the first call: the runtime loads at first open.
 */
export function lazyTransfers(
  context: AdapterContext,
  transactions: ReturnType<typeof createWalletTransactions>,
  wallet: ReturnType<typeof createWalletCapabilities>,
) {
  let loaded: Promise<Transfers> | undefined
  const transfers = () => {
    loaded ??= import('./createTransfers.js').then((module) => module.createTransfers(context, transactions))
    return loaded
  }
  return {
    transfer: async (args: TransferParameters & { priced?: TransferFee }) => (await transfers()).transfer(args),
    estimateTransferFee: async (args: TransferParameters) => (await transfers()).estimateTransferFee(args),
    isAddress: async (args: { address: string; network: Network }) => (await transfers()).isAddress(args),
    tokenMetadata: async (args: { network: Network; token: string }) => (await transfers()).tokenMetadata(args),
    waitForTransaction: async (args: { network: Network; hash: string }) =>
      (await transfers()).waitForTransaction(args),
    walletTokenBalances: async (args: { connectorId: string; address: string; network: Network }) =>
      (await import('./walletTokenBalances.js')).walletTokenBalances(wallet, context.logger, args),
  }
}
