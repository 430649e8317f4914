import { type AdapterContext, type Network, parseCaipAddress, type TransferFee, type TransferParameters } from 'foyer'
import { waitForReceipt } from 'foyer/kit'
import type { createWalletCapabilities } from './createWalletCapabilities.js'
import type { createWalletTransactions } from './createWalletTransactions.js'
import { gasPrice } from './gasPrice.js'
import { tokenMetadata } from './tokenMetadata.js'
import { transferCall } from './transferCall.js'
import { walletTokenBalances } from './walletTokenBalances.js'

type Transactions = ReturnType<typeof createWalletTransactions>

const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * Transfers of the native coin, an ERC-20 or USDT (SPEC §7's `transfer` calldata, built here), priced by the
 * wallet's gas estimate times the chain's gas price; token reads and receipts from the network's RPC; the wallet's
 * own token list (ERC-7811).
 */
export function createTransfers(
  context: AdapterContext,
  transactions: Transactions,
  wallet: ReturnType<typeof createWalletCapabilities>,
) {
  /** A CAIP-10 token address is read as its address (checked); a plain one is taken as it is. */
  const callOf = ({ to, amount, token }: TransferParameters) =>
    transferCall(token?.includes(':') ? parseCaipAddress(token).address : token, to, amount)
  return {
    /** The hash (the wallet's answer checked: 0x and 64 hex digits); sent with the gas and price it was priced at. */
    transfer(args: TransferParameters & { priced?: TransferFee }) {
      const { to, value, data } = callOf(args)
      const { gas, gasPrice: price } = args.priced ?? {}
      return transactions.sendTransaction({
        connectorId: args.connectorId,
        to,
        value,
        data,
        ...(gas === undefined ? {} : { gas }),
        ...(price === undefined ? {} : { gasPrice: price }),
      })
    },
    /** The gas the wallet estimates for the transfer times the chain's gas price. */
    async estimateTransferFee(args: TransferParameters): Promise<TransferFee> {
      const { to, value, data } = callOf(args)
      const [gas, price] = await Promise.all([
        transactions.estimateGas({ connectorId: args.connectorId, to, value, data }),
        gasPrice(context.options, args.network),
      ])
      return { gas, gasPrice: price, fee: gas * price }
    },
    isAddress: async ({ address }: { address: string; network: Network }) => addressPattern.test(address),
    tokenMetadata: ({ network, token }: { network: Network; token: string }) =>
      tokenMetadata(context.options, network, token),
    waitForTransaction: ({ network, hash }: { network: Network; hash: string }) =>
      waitForReceipt({ options: context.options }, network, hash),
    walletTokenBalances: (args: { connectorId: string; address: string; network: Network }) =>
      walletTokenBalances(wallet, context.logger, args),
  }
}
