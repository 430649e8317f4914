import type { AdapterContext, Network } from 'foyer'
import { foyerError } from 'foyer/kit'
import { bip122Errors } from './bip122Errors.js'
import type { PsbtInputToSign } from './BitcoinWallet.js'
import { buildTransferPsbt } from './buildTransferPsbt.js'
import type { WalletConnection } from './createWalletConnection.js'
import type { WalletHandles } from './createWalletHandles.js'
import { broadcastTransaction, fetchFeeRate, fetchUtxos } from './esplora.js'
import { loadBitcoinJs } from './loadBitcoinJs.js'
import { askedPsbtOf, signedPsbtOf } from './signedPsbtOf.js'
import { walletChain } from './walletChain.js'

export interface SignPsbtParameters {
  connectorId: string
  /** Base64. */
  psbt: string
  signInputs: PsbtInputToSign[]
  /** Finalize the signed PSBT and broadcast it to the network's Esplora API (the answer then has its txid). */
  broadcast?: boolean
  /** Default: the active one. */
  network?: Network
}

export interface TransferArgs {
  connectorId: string
  recipient: string
  /** Sats. */
  amount: bigint | string
  network?: Network
  /** sat/vB; default: the network's estimate. */
  feeRate?: number
}

/** PSBT signing (capability `signPsbt`) and transfers (`sendTransfer`: built from the UTXOs, signed, broadcast). */
export function createWalletTransactions(
  context: AdapterContext,
  handles: WalletHandles,
  connection: WalletConnection,
) {
  const activeNetwork = (network?: Network) => {
    const state = context.store.getState().chains.bip122
    const found = network ?? state?.networks.find((candidate) => candidate.caipNetworkId === state.activeNetworkId)
    if (!found) throw foyerError('CAIP_UNDEFINED')
    return found
  }
  const signPsbt = async ({ connectorId, psbt, signInputs, broadcast, network }: SignPsbtParameters) => {
    const on = activeNetwork(network)
    const lib = await loadBitcoinJs()
    const asked = askedPsbtOf(lib, psbt, on)
    const handle = await handles.handleOf(connectorId)
    const signed = await handle.signPsbt(psbt, signInputs, walletChain(on, handle.chains))
    // what the wallet signed must be the transaction asked for, before it is handed back or broadcast
    const answer = signedPsbtOf(lib, asked, signed, on, 'signPsbt')
    if (!broadcast) return { psbt: signed }
    let hex: string
    try {
      hex = answer.finalizeAllInputs().extractTransaction().toHex()
    } catch (cause) {
      throw foyerError('INVALID_WALLET_ANSWER', { method: 'signPsbt' }, { cause })
    }
    return { psbt: signed, txid: await broadcastTransaction(on, hex) }
  }

  /** The transfer as an unsigned PSBT from the active address's coins, at `feeRate` (else the network's estimate). */
  const buildTransfer = async (args: TransferArgs) => {
    const amount = typeof args.amount === 'bigint' ? args.amount : /^\d+$/.test(args.amount) ? BigInt(args.amount) : -1n
    if (amount <= 0n) throw bip122Errors.invalidAmount(String(args.amount))
    const on = activeNetwork(args.network)
    const address = context.store.getState().chains.bip122?.accountState.address
    if (!address) throw foyerError('CAIP_UNDEFINED')
    const info = connection.addressInfo(args.connectorId, address)
    const [lib, utxos, feeRate] = await Promise.all([
      loadBitcoinJs(),
      fetchUtxos(on, address),
      args.feeRate ?? fetchFeeRate(on),
    ])
    const built = buildTransferPsbt(lib, {
      network: on,
      from: { address, ...(info?.publicKey ? { publicKey: info.publicKey } : {}) },
      recipient: args.recipient,
      amount,
      utxos,
      feeRate,
    })
    return { ...built, on, address, feeRate }
  }

  return {
    signPsbt,
    buildTransfer,
    /**
     * Sends `amount` sats from the active (payment) address to `recipient`, the change back to it, at `feeRate`
     * sat/vB (default: the network's estimate for about 3 blocks); answers the txid.
     */
    async sendTransfer(args: TransferArgs) {
      const built = await buildTransfer(args)
      const signInputs = built.inputs.map((index) => ({ address: built.address, index }))
      const { txid } = await signPsbt({
        connectorId: args.connectorId,
        psbt: built.psbt,
        signInputs,
        broadcast: true,
        network: built.on,
      })
      return txid as string
    },
  }
}
