import { hasErrorCode, type Network, type PluginContext, type TransferFee } from 'foyer'
import { onWalletRpcError, foyerError, formatErrorMessage, transferTokens } from 'foyer/kit'
import { resetSendFields, updateSend } from './state.js'

type Context = Pick<
  PluginContext,
  | 'store'
  | 'updateSlice'
  | 'adapters'
  | 'bus'
  | 'router'
  | 'toasts'
  | 'close'
  | 'track'
  | 'options'
  | 'clock'
  | 'logger'
>

export interface SendTokensParameters {
  network: Network
  connectorId: string
  /** The amount in the token's base units (checked by checkSend). */
  units: bigint
  /** The fee the preview priced the transfer at (the adapter's `estimateTransferFee`). */
  priced?: TransferFee
}

/**
 * SPEC §4's token send, from the send slice's token, amount and resolved receiver: loading, then the transfer
 * (transferTokens: SEND_INITIATED, the transaction, the hash checked, SEND_SUCCESS, a balance update), the send
 * fields reset and Account in place of the view (SPEC §2). A wallet error pops the transaction view with its text
 * ('Signature declined' when the visitor refused, SPEC §8) and keeps the fields. Resolves with the hash, or
 * undefined when nothing was sent.
 */
export async function sendTokens(context: Context, { network, connectorId, units, priced }: SendTokensParameters) {
  const { send, chains } = context.store.getState()
  if (!send?.token || !send.receiverAddress || !chains[network.chainNamespace]?.accountState.address)
    throw foyerError('CAIP_UNDEFINED')
  const { token, receiverAddress, sendTokenAmount } = send
  updateSend(context, (draft) => {
    draft.loading = true
  })
  try {
    const hash = await transferTokens(context, {
      network,
      connectorId,
      token,
      receiver: receiverAddress,
      units,
      amount: sendTokenAmount,
      priced,
    })
    updateSend(context, resetSendFields)
    if (context.store.getState().modal.open) context.router.replace('Account')
    return hash
  } catch (error) {
    updateSend(context, (draft) => {
      draft.loading = false
    })
    const declined = hasErrorCode(error, 'USER_REJECTED')
    const message = declined
      ? formatErrorMessage('SIGNATURE_DECLINED')
      : ((error as { shortMessage?: string }).shortMessage ?? formatErrorMessage('SOMETHING_WENT_WRONG'))
    onWalletRpcError(context, message)
    return undefined
  }
}
