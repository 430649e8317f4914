import type { AdapterContext, Network } from 'foyer'
import { foyerError, rpcUrl } from 'foyer/kit'
import { encodeBase58, isBase58Of } from './base58.js'
import type { WalletHandles } from './createWalletHandles.js'
import { activeSolanaAddress } from './createWalletSigning.js'
import { toWireBytes } from './transactionBytes.js'
import { parseWalletAnswer, signAndSendAnswerSchema, signTransactionAnswerSchema } from './walletAnswers.js'
import { walletChain } from './walletChain.js'
import { openConnection } from './openConnection.js'

export interface SolanaSendParameters {
  connectorId: string
  /** The receiver's address. */
  to: string
  /** Lamports, or the SPL token's base units. */
  value?: bigint
  /** The SPL token's mint; absent for SOL. */
  token?: string
  network: Network
}

/** The signature as text: base58 (a Solana transaction's id). */
const signatureText = (signature: Uint8Array | string) =>
  typeof signature === 'string' ? signature : encodeBase58(signature)

/** Sending from the active address: the wallet signs and sends, or signs and the network's RPC sends. */
export function createWalletTransactions(context: AdapterContext, handles: WalletHandles) {
  const connectionFor = (network: Network) => openConnection(rpcUrl(network, context.options))
  /** Sends signed or unsigned wire bytes through the wallet; the transaction's signature in base58. */
  const sendBytes = async (connectorId: string, bytes: Uint8Array, network: Network) => {
    // the checks load with the first transaction (not with the adapter's code on the first open)
    const { askedTransaction, signedTransactionOf } = await import('./signedTransactionOf.js')
    askedTransaction(bytes)
    const handle = await handles.handleOf(connectorId)
    const address = activeSolanaAddress(context)
    const chain = walletChain(network, handle.chains)
    if (handle.signAndSendTransaction) {
      const raw = await handle.signAndSendTransaction(address, bytes, chain)
      const [output] = parseWalletAnswer(signAndSendAnswerSchema, raw, 'solana:signAndSendTransaction')
      return signatureText(output!.signature)
    }
    const raw = await handle.signTransactions(address, [bytes], chain)
    const [signed] = parseWalletAnswer(signTransactionAnswerSchema, raw, 'solana:signTransaction')
    if (!signed) throw foyerError('INVALID_WALLET_ANSWER', { method: 'solana:signTransaction' })
    // checked to be the transaction asked for before it is sent
    const checked = signedTransactionOf(bytes, signed.signedTransaction, 'solana:signTransaction')
    return (await connectionFor(network)).sendRawTransaction(checked)
  }
  const activeNetwork = () => {
    const chain = context.store.getState().chains.solana
    const network = chain?.networks.find((candidate) => candidate.caipNetworkId === chain.activeNetworkId)
    if (!network) throw foyerError('CAIP_UNDEFINED')
    return network
  }

  return {
    /** Signs and sends a transaction the app built (bytes or web3.js); its signature in base58. */
    async signAndSendTransaction({ connectorId, transaction }: { connectorId: string; transaction: unknown }) {
      return sendBytes(connectorId, toWireBytes(transaction), activeNetwork())
    },
    /** SOL (SystemProgram) or an SPL token (`token`, its mint) to `to`; resolves once the network confirmed it. */
    async sendTransaction(args: SolanaSendParameters) {
      if (!isBase58Of(args.to, 32) || (args.token !== undefined && !isBase58Of(args.token, 32)))
        throw foyerError('SOMETHING_WENT_WRONG', {}, { details: 'the receiver and token are Solana addresses' })
      const connection = await connectionFor(args.network)
      const [{ buildTransfer }, { confirmSignature }] = await Promise.all([
        import('./buildTransfer.js'),
        import('./confirmSignature.js'),
      ])
      const from = activeSolanaAddress(context)
      const built = await buildTransfer({ connection, from, to: args.to, amount: args.value ?? 0n, token: args.token })
      const signature = await sendBytes(args.connectorId, built.bytes, args.network)
      await confirmSignature(connection, signature)
      return signature
    },
  }
}
