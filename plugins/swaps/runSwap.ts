import { type Network, type PluginContext, hasErrorCode } from 'foyer'
import { foyerError, formatErrorMessage, onWalletRpcError, t } from 'foyer/kit'
import { swapApi } from './api.js'
import { isNative, plainAddress } from './rules/balanceOf.js'
import { fromUnits } from './rules/units.js'
import type { SwapToken } from './schemas.js'
import { updateSwaps } from './state.js'
import { swapErrors } from './swapErrors.js'

type Context = Pick<
  PluginContext,
  'api' | 'store' | 'updateSlice' | 'adapters' | 'bus' | 'router' | 'toasts' | 'close' | 'track' | 'options' | 'clock'
>

export interface RunSwapParameters {
  network: Network
  connectorId: string
  address: string
  from: SwapToken
  to: SwapToken
  units: bigint
  /** The target amount the visitor saw: a fresh quote that differs makes the quote stale, and nothing is sent. */
  quotedUnits: bigint
}

const hashPattern = /^0x[0-9a-fA-F]{64}$/

/** A wallet's answer, marked so the caller tells it from the API's and the chain's errors. */
class WalletFailure {
  constructor(readonly error: unknown) {}
}

/**
 * The swap: SWAP_INITIATED; the quote asked again (a different answer is a stale quote, nothing sent); when the
 * allowance is short, the approval built, sent and mined; the swap built, sent and mined; SWAP_SUCCESS, balances
 * and activity read again, a toast, and Account. A wallet error pops the transaction view with its text
 * ('Signature declined' on a refusal); any other error is thrown, for the preview to show. SWAP_ERROR either way.
 */
export async function runSwap(context: Context, parameters: RunSwapParameters): Promise<string | undefined> {
  const { network, connectorId, address, from, to, units } = parameters
  const api = swapApi(context)
  const userAddress = `${network.caipNetworkId}:${address}`
  const amount = fromUnits(units, from.decimals)
  const properties = { network: network.caipNetworkId, swapFromToken: from.symbol, swapToToken: to.symbol }
  const setStep = (step: 'approve' | 'swap' | undefined) =>
    updateSwaps(context, (draft) => {
      draft.step = step
    })
  const send = async (call: { to: string; data: string; value: bigint; gas?: bigint; gasPrice?: bigint }) => {
    const transfer = context.adapters.capability(network.chainNamespace, 'sendTransaction')
    const hash = await transfer({ connectorId, network, ...call }).catch((error: unknown) => {
      throw new WalletFailure(error)
    })
    if (!hashPattern.test(hash))
      throw new WalletFailure(foyerError('INVALID_WALLET_ANSWER', { method: 'eth_sendTransaction' }))
    const mined = await context.adapters.capability(network.chainNamespace, 'waitForTransaction')({ network, hash })
    if (!mined) throw foyerError('REQUEST_ABORTED')
    if (mined.reverted) throw swapErrors.transactionFailed()
    return hash
  }
  context.track('SWAP_INITIATED', { ...properties, swapFromAmount: amount })
  try {
    setStep('swap')
    const fresh = await api.quote(network, { from: from.address, to: to.address, amount: units, userAddress: address })
    if (fresh !== parameters.quotedUnits) {
      updateSwaps(context, (draft) => {
        if (draft.quote) Object.assign(draft.quote, { toUnits: String(fresh), at: context.clock.now() })
      })
      throw swapErrors.staleQuote()
    }
    if (!isNative(from)) {
      const allowance = await api.allowance(network, { tokenAddress: from.address, userAddress })
      if (allowance < units) {
        setStep('approve')
        const approve = await api.buildApprove(network, {
          from: from.address,
          to: to.address,
          userAddress,
        })
        await send({
          to: plainAddress(approve.from),
          data: approve.data,
          value: BigInt(approve.value),
          gasPrice: BigInt(approve.eip155.gasPrice),
        })
        setStep('swap')
      }
    }
    const tx = await api.buildTransaction(network, { from: from.address, to: to.address, userAddress, amount: units })
    const hash = await send({
      to: plainAddress(tx.to),
      data: tx.data,
      value: isNative(from) ? units : 0n,
      ...(tx.eip155 ? { gas: BigInt(tx.eip155.gas), gasPrice: BigInt(tx.eip155.gasPrice) } : {}),
    })
    context.track('SWAP_SUCCESS', {
      ...properties,
      swapFromAmount: amount,
      swapToAmount: fromUnits(fresh, to.decimals),
      hash,
    })
    context.bus.emit('account:balancesChanged', {
      namespace: network.chainNamespace,
      tokens: [from.address, to.address],
    })
    context.bus.emit('account:transactionsChanged', { namespace: network.chainNamespace })
    updateSwaps(context, (draft) => {
      Object.assign(draft, { step: undefined, sourceTokenAmount: '', quote: undefined })
    })
    context.toasts.success(t('Swapped {amount} {from} for {to}', { amount, from: from.symbol, to: to.symbol }))
    if (context.store.getState().modal.open) context.router.replace('Account')
    return hash
  } catch (caught) {
    setStep(undefined)
    const error = caught instanceof WalletFailure ? caught.error : caught
    const declined = hasErrorCode(error, 'USER_REJECTED')
    const message = declined
      ? formatErrorMessage('SIGNATURE_DECLINED')
      : ((error as { shortMessage?: string }).shortMessage ?? formatErrorMessage('SOMETHING_WENT_WRONG'))
    context.track('SWAP_ERROR', { ...properties, swapFromAmount: amount, message })
    if (!(caught instanceof WalletFailure)) throw error
    onWalletRpcError(context, message)
    return undefined
  }
}
