import { type Network, parseCaipAddress, type TransferFee, type TransferParameters } from 'foyer'
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
    /** The token as a plain mint, or CAIP-10 (`solana:…:mint`, checked). */
    transfer: ({ connectorId, network, to, amount, token }: TransferParameters & { priced?: TransferFee }) => {
      const mint = token?.includes(':') ? parseCaipAddress(token).address : token
      return sendTransaction({
        connectorId,
        network,
        to,
        value: amount,
        ...(mint === undefined ? {} : { token: mint }),
      })
    },
    estimateTransferFee: async (_: TransferParameters) => solanaTransferFee,
    /** A Solana address: 32 bytes in base58. */
    isAddress: async ({ address }: { address: string; network: Network }) => isBase58Of(address, 32),
  }
}
