import { type Foyer, hasErrorCode, type Kernel } from 'foyer'
import { foyerError, onWalletRpcError } from 'foyer/kit'
import type { PsbtInputToSign } from './BitcoinWallet.js'

/** The active Bitcoin connection for an app's own code (AppKit's BitcoinConnector calls). */
export interface BitcoinProvider {
  /** Signs a UTF-8 message with the active address (or another of the connection's); the base64 signature. */
  signMessage(args: { message: string; address?: string }): Promise<string>
  /** Signs inputs of a PSBT (base64); with `broadcast`, finalized and sent (the answer then has its txid). */
  signPSBT(args: {
    psbt: string
    signInputs: PsbtInputToSign[]
    broadcast?: boolean
  }): Promise<{ psbt: string; txid?: string }>
  /** Sends `amount` sats from the active payment address to `recipient`; the txid. */
  sendTransfer(args: { recipient: string; amount: string | bigint }): Promise<string>
}

type Call<T> = (kernel: Kernel, connectorId: string, address: string) => Promise<T>

/**
 * The app-facing bip122 calls, through the adapter. As on eip155 and solana (SPEC §8), the visitor is told why
 * nothing was signed: a refusal in the wallet is 'Signature declined' (a toast, over the page when the modal is
 * closed), and any wallet error closes the modal or pops a view waiting on the wallet; the app gets the error.
 */
export function createBitcoinProvider(foyer: Foyer): BitcoinProvider {
  const run = async <T>(call: Call<T>): Promise<T> => {
    const kernel = await foyer.ready()
    const account = foyer.getState().chains.bip122?.accountState
    const connectorId = foyer.getState().activeConnectorIds.bip122
    if (account?.status !== 'connected' || !account.address || !connectorId)
      throw foyerError('CAIP_UNDEFINED', {}, { details: 'connect a Bitcoin wallet first' })
    try {
      return await call(kernel, connectorId, account.address)
    } catch (error) {
      const declined = hasErrorCode(error, 'USER_REJECTED')
      if (declined) kernel.toasts.error(foyerError('SIGNATURE_DECLINED').shortMessage)
      onWalletRpcError(kernel, declined ? undefined : (error as { shortMessage?: string }).shortMessage)
      throw error
    }
  }
  return {
    signMessage: ({ message, address }) =>
      run((kernel, connectorId, active) =>
        kernel.adapters.getOrThrow('bip122').signMessage({ connectorId, address: address ?? active, message }),
      ),
    signPSBT: ({ psbt, signInputs, broadcast }) =>
      run((kernel, connectorId) =>
        kernel.adapters.capability('bip122', 'signPsbt')({ connectorId, psbt, signInputs, broadcast }),
      ),
    sendTransfer: ({ recipient, amount }) =>
      run((kernel, connectorId) =>
        kernel.adapters.capability('bip122', 'sendTransfer')({ connectorId, recipient, amount }),
      ),
  }
}
