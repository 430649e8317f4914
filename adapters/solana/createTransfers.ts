import type { Network, TransferFee, TransferParameters } from 'foyer'
import { isBase58Of } from './base58.js'
import type { SolanaSendParameters } from './createWalletTransactions.js'

/** Solana's base fee: 5,000 lamports per signature, and a transfer has one signer (no priority fee is added). */
export const solanaTransferFee: TransferFee = { gas: 1n, gasPrice: 5000n, fee: 5000n }

/**
 * Transfers of SOL or an SPL token (`token`, its mint) through `sendTransaction`, which builds the instructions
 * and resolves once the network confirmed the transfer (so no `waitForTransaction`).
 */
export function createTransfers(sendTransaction: (args: SolanaSendParameters) => Promise<string>) {
  return {
    transfer: ({ connectorId, network, to, amount, token }: TransferParameters & { priced?: TransferFee }) =>
      sendTransaction({ connectorId, network, to, value: amount, ...(token === undefined ? {} : { token }) }),
    estimateTransferFee: async (_: TransferParameters) => solanaTransferFee,
    /** A Solana address: 32 bytes in base58. */
    isAddress: async ({ address }: { address: string; network: Network }) => isBase58Of(address, 32),
  }
}
