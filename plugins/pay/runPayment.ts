import { hasErrorCode, ModalClosedError, type Namespace, type PluginContext, UserRejectedRequestError } from 'foyer'
import { formatErrorMessage } from 'foyer/kit'
import { transferTokens } from 'foyer/kit'
import { initialPay, type PayRequest, selectPay, updatePay } from './state.js'

/** The namespace of the network paid on (its CAIP-2 prefix). */
const namespaceOf = (request: PayRequest) => request.networkId.split(':')[0] as Namespace

/** The visitor confirmed: the network switched when it differs (networks.switch), then the transfer sent. */
async function sendPayment(context: PluginContext, request: PayRequest, units: bigint) {
  const namespace = namespaceOf(request)
  if (context.networks.active(namespace)?.caipNetworkId !== request.networkId) {
    updatePay(context, { phase: 'switching' })
    await context.networks.switch(request.networkId)
  }
  updatePay(context, { phase: 'sending' })
  const network = context.networks.find(request.networkId)
  const connectorId = context.store.getState().activeConnectorIds[namespace]
  if (!network || !connectorId) throw new ModalClosedError({ details: 'the wallet went away' })
  const token = { address: request.token, symbol: request.symbol }
  return transferTokens(context, {
    network,
    connectorId,
    token,
    receiver: request.recipient,
    units,
    amount: request.amount,
  })
}

/** The error the app gets: a refusal is always a UserRejectedRequestError, with the wallet's as its cause. */
const callerError = (error: unknown) =>
  hasErrorCode(error, 'USER_REJECTED') && !(error instanceof UserRejectedRequestError)
    ? new UserRejectedRequestError({ cause: error })
    : error

/**
 * Shows a checked payment and waits for the visitor: the modal opens at the pay view, or at Connect when no
 * wallet is connected (the pay view follows the connection); Pay sends it. Resolves with the hash, and the modal
 * closes. A refusal shows 'Signature declined' and rejects with UserRejectedRequestError; closing the modal before
 * the wallet was asked rejects with ModalClosedError (once asked, the wallet's answer decides).
 */
export function runPayment(context: PluginContext, request: PayRequest, units: bigint): Promise<`0x${string}`> {
  const { store, bus } = context
  return new Promise((resolve, reject) => {
    const phase = () => selectPay(store.getState()).phase
    const end = () => {
      bus.off('modal:close', onClose)
      bus.off('pay:confirm', onConfirm)
      offConnected()
    }
    const onClose = () => {
      if (phase() === 'switching' || phase() === 'sending') return
      end()
      updatePay(context, initialPay)
      reject(new ModalClosedError())
    }
    const onConfirm = () => {
      if (phase() !== 'review') return
      sendPayment(context, request, units).then(
        (hash) => {
          end()
          updatePay(context, { phase: 'paid' })
          context.close()
          resolve(hash)
        },
        (error: unknown) => {
          end()
          const declined = hasErrorCode(error, 'USER_REJECTED')
          const message = declined
            ? formatErrorMessage('SIGNATURE_DECLINED')
            : ((error as { shortMessage?: string }).shortMessage ?? formatErrorMessage('SOMETHING_WENT_WRONG'))
          updatePay(context, { phase: declined ? 'declined' : 'failed', error: message })
          reject(callerError(error))
        },
      )
    }
    const namespace = namespaceOf(request)
    const connected = (state = store.getState()) => Boolean(state.chains[namespace]?.accountState.address)
    const offConnected = store.select(connected, (now) => {
      if (now && phase() === 'connecting') updatePay(context, { phase: 'review' })
    })
    bus.on('modal:close', onClose)
    bus.on('pay:confirm', onConfirm)
    updatePay(context, { request, phase: connected() ? 'review' : 'connecting', error: undefined })
    context.open(connected() ? 'WalletPay' : 'Connect').catch((error: unknown) => {
      end()
      updatePay(context, initialPay)
      reject(error)
    })
  })
}
