import type { AdapterContext } from 'foyer'
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
  const forward = <K extends keyof Transfers>(name: K): Transfers[K] => {
    const call = (args: never) => {
      if (!loaded) {
        loaded = import('./createTransfers.js').then((module) => module.createTransfers(context, transactions, wallet))
        // Code that failed to load is asked for again by the next call.
        loaded.catch(() => {
          loaded = undefined
        })
      }
      return loaded.then((transfers) => (transfers[name] as (args: never) => Promise<unknown>)(args))
    }
    return call as unknown as Transfers[K]
  }
  return {
    transfer: forward('transfer'),
    estimateTransferFee: forward('estimateTransferFee'),
    isAddress: forward('isAddress'),
    tokenMetadata: forward('tokenMetadata'),
    waitForTransaction: forward('waitForTransaction'),
    walletTokenBalances: forward('walletTokenBalances'),
  }
}
