import { hasErrorCode, type Network, type PluginContext, parseCaipAddress } from 'foyer'
import { onWalletRpcError, foyerError, formatErrorMessage } from 'foyer/kit'
import { transferCall } from './rules/transferCall.js'
import { resetSendFields, updateSend } from './state.js'

/** SPEC §5: a transaction hash is 0x plus 64 hex digits. */
const hashPattern = /^0x[0-9a-fA-F]{64}$/

type Context = Pick<PluginContext, 'store' | 'adapters' | 'bus' | 'router' | 'toasts' | 'close' | 'track'>

export interface SendTokensParameters {
  network: Network
  connectorId: string
  /** The amount in the token's base units (checked by checkSend). */
  units: bigint
  /** The gas and gas price the preview priced the transfer with. */
  priced?: { gas: bigint; gasPrice: bigint }
}

/**
 * SPEC §4's token send, from the send slice's token, amount and resolved receiver: loading, SEND_INITIATED,
 * the transfer through the active adapter, the hash checked, SEND_SUCCESS, a balance update, the send fields
 * reset and Account in place of the view (SPEC §2). A wallet error pops the transaction view with its text
 * ('Signature declined' when the visitor refused, SPEC §8) and keeps the fields. Resolves with the hash, or
 * undefined when nothing was sent.
 */
export async function sendTokens(context: Context, { network, connectorId, units, priced }: SendTokensParameters) {
  const state = context.store.getState()
  const send = state.send
  const namespace = network.chainNamespace
  const account = state.chains[namespace]?.accountState
  if (!send?.token || !send.receiverAddress || !account?.address) throw foyerError('CAIP_UNDEFINED')
  const { token, receiverAddress } = send
  const tokenAddress = token.address ? parseCaipAddress(token.address).address : undefined
  const properties = {
    isSmartAccount: account.allAccounts.some(
      (entry) => entry.address === account.address && entry.type === 'smartAccount',
    ),
    network: network.caipNetworkId,
    amount: Number(send.sendTokenAmount),
  }
  updateSend(context.store, (draft) => {
    draft.loading = true
  })
  // SERVICES.md §3.3: `token` is the contract address for a token, the symbol for the native coin.
  context.track('SEND_INITIATED', { ...properties, token: tokenAddress ?? token.symbol })
  try {
    const call = transferCall(tokenAddress, receiverAddress, units)
    const transfer = context.adapters.capability(namespace, 'sendTransaction')
    const hash = await transfer({ connectorId, network, to: call.to, value: call.value, data: call.data, ...priced })
    if (namespace === 'eip155' && !hashPattern.test(hash))
      throw foyerError('INVALID_WALLET_ANSWER', { method: 'eth_sendTransaction' })
    context.track('SEND_SUCCESS', { ...properties, token: token.symbol, hash })
    context.bus.emit('account:balancesChanged', { namespace })
    updateSend(context.store, resetSendFields)
    if (context.store.getState().modal.open) context.router.replace('Account')
    return hash
  } catch (error) {
    updateSend(context.store, (draft) => {
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
