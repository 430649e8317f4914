import type { Network, TransferFee, TransferParameters } from 'foyer'
import { foyerError } from 'foyer/kit'
import type { TransferArgs } from './createWalletTransactions.js'
import { bitcoinJsNetwork, loadBitcoinJs } from './loadBitcoinJs.js'

interface Transactions {
  buildTransfer(args: TransferArgs): Promise<{ fee: bigint; feeRate: number }>
  sendTransfer(args: TransferArgs): Promise<string>
}

/** Below this an output is dust: a fee is priced as if at least this much were sent. */
const dust = 546n

/**
 * Transfers of bitcoin as the send plugin asks for them: a PSBT from the active address's coins, the fee at the
 * network's fee estimate (the rate a preview priced it at is the rate paid), the change back to the sender.
 */
export function createTransfers(transactions: Transactions) {
  const argsOf = ({ connectorId, network, to, amount, token }: TransferParameters): TransferArgs => {
    if (token !== undefined)
      throw foyerError('SOMETHING_WENT_WRONG', {}, { details: 'a bip122 transfer sends bitcoin, not a token' })
    return { connectorId, network, recipient: to, amount }
  }
  return {
    transfer: (args: TransferParameters & { priced?: TransferFee }) =>
      transactions.sendTransfer({
        ...argsOf(args),
        ...(args.priced?.feeRate === undefined ? {} : { feeRate: args.priced.feeRate }),
      }),
    async estimateTransferFee(args: TransferParameters): Promise<TransferFee> {
      const priced = argsOf(args)
      const { fee, feeRate } = await transactions.buildTransfer({
        ...priced,
        amount: args.amount < dust ? dust : args.amount,
      })
      return { fee, feeRate }
    },
    /** An address bitcoinjs-lib can pay to on `network` (its prefix and checksum). */
    async isAddress({ address, network }: { address: string; network: Network }) {
      const lib = await loadBitcoinJs()
      try {
        lib.address.toOutputScript(address, bitcoinJsNetwork(lib, network))
        return true
      } catch {
        return false
      }
    },
  }
}
