import type { AdapterContext } from 'foyer'
import { foyerError } from 'foyer/kit'
import { encodeBase58 } from './base58.js'
import type { WalletHandles } from './createWalletHandles.js'
import { fromWireBytes, toWireBytes } from './transactionBytes.js'
import { walletChain } from './walletChain.js'
import {
  addressSchema,
  parseWalletAnswer,
  signMessageAnswerSchema,
  signTransactionAnswerSchema,
} from './walletAnswers.js'

/** The active Solana address; none is CAIP_UNDEFINED. */
export const activeSolanaAddress = (context: AdapterContext) => {
  const address = context.store.getState().chains.solana?.accountState.address
  if (!address) throw foyerError('CAIP_UNDEFINED')
  return address
}

/** The chain id the wallet knows the active network by. */
export const activeWalletChain = (context: AdapterContext, walletChains: readonly string[]) => {
  const state = context.store.getState().chains.solana
  const network = state?.networks.find((candidate) => candidate.caipNetworkId === state.activeNetworkId)
  if (!network) throw foyerError('CAIP_UNDEFINED')
  return walletChain(network, walletChains)
}

/** Signing a message (required core; the signature in base58) and transactions (capabilities). */
export function createWalletSigning(context: AdapterContext, handles: WalletHandles) {
  const signAll = async (connectorId: string, transactions: unknown[]) => {
    const handle = await handles.handleOf(connectorId)
    const address = activeSolanaAddress(context)
    const bytes = transactions.map(toWireBytes)
    // the checks load with the first transaction (not with the adapter's code on the first open)
    const { askedTransaction, signedTransactionOf } = await import('./signedTransactionOf.js')
    for (const asked of bytes) askedTransaction(asked)
    const raw = await handle.signTransactions(address, bytes, activeWalletChain(context, handle.chains))
    const signed = parseWalletAnswer(signTransactionAnswerSchema, raw, 'solana:signTransaction')
    if (signed.length !== bytes.length)
      throw foyerError(
        'INVALID_WALLET_ANSWER',
        { method: 'solana:signTransaction' },
        { details: 'one per transaction' },
      )
    const method = 'solana:signTransaction'
    // each checked to be the transaction asked for before it is handed back
    const checked = signed.map((output, index) => signedTransactionOf(bytes[index]!, output.signedTransaction, method))
    return Promise.all(checked.map((output, index) => fromWireBytes(output, transactions[index], method)))
  }
  return {
    async signMessage({ connectorId, address, message }: { connectorId: string; address: string; message: string }) {
      const handle = await handles.handleOf(connectorId)
      const signer = parseWalletAnswer(addressSchema, address, 'solana:signMessage')
      const raw = await handle.signMessage(signer, new TextEncoder().encode(message))
      const [output] = parseWalletAnswer(signMessageAnswerSchema, raw, 'solana:signMessage')
      return encodeBase58(output!.signature)
    },
    /** Signs one transaction (bytes, or a web3.js Transaction or VersionedTransaction); answers the same kind. */
    async signTransaction({ connectorId, transaction }: { connectorId: string; transaction: unknown }) {
      const [signed] = await signAll(connectorId, [transaction])
      return signed
    },
    signAllTransactions: ({ connectorId, transactions }: { connectorId: string; transactions: unknown[] }) =>
      signAll(connectorId, transactions),
  }
}
