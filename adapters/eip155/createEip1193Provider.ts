import { type Foyer, type Kernel, UserRejectedRequestError } from 'foyer'
import { isAllowedRpcMethod, onWalletRpcError, rejectDisallowedRequest, foyerError } from 'foyer/kit'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { readRequestArguments } from './readRequestArguments.js'
import { toProviderError } from './toProviderError.js'
import { walletRequest } from './walletRequest.js'

type Listener = (...args: any[]) => void
const events = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const
/** Requests whose refusal the visitor is told as 'Signature declined' (SPEC §8). */
const signingMethods = new Set(['personal_sign', 'eth_signTypedData_v4'])

/** Waits for an eip155 connection made in the modal; the visitor closing it is a rejection. */
function connectThroughModal(foyer: Foyer, kernel: Kernel): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const done = () => {
      foyer.off('connect:success', onConnect)
      foyer.off('modal:close', onClose)
    }
    const onConnect = ({ namespace, address }: { namespace: string; address: string }) => {
      if (namespace !== 'eip155') return
      done()
      resolve([address])
    }
    const onClose = () => {
      done()
      reject(new ProviderRpcError(4001, 'User rejected the request.'))
    }
    foyer.on('connect:success', onConnect)
    foyer.on('modal:close', onClose)
    kernel.open().catch((error) => {
      done()
      reject(error)
    })
  })
}

/**
 * The active eip155 connection as an EIP-1193 provider, so an app keeps its own stack (viem, ethers).
 * Requests outside SPEC §6's allowed lists are refused: the modal opens, 'Action not allowed' shows
 * after 300 ms, and pending requests reject with 'Requested RPC call is not allowed' (code 4200).
 */
export function createEip1193Provider(foyer: Foyer): Eip1193Provider & {
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
} {
  const pending = new Set<(error: unknown) => void>()
  const listeners = new Map<string, Set<Listener>>(events.map((event) => [event, new Set()]))
  // An app listener that throws is reported as uncaught (as EventTarget does), never in Foyer's state update.
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      try {
        listener(...args)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
  }
  const chainOf = () => foyer.getState().chains.eip155

  foyer.select(
    (state) => state.chains.eip155?.accountState.address,
    (address) => emit('accountsChanged', address ? [address] : []),
  )
  foyer.select(
    (state) => state.chains.eip155?.activeNetworkId,
    (networkId) => networkId && emit('chainChanged', `0x${Number(networkId.split(':')[1]).toString(16)}`),
  )
  foyer.select(
    (state) => state.chains.eip155?.accountState.status,
    (status, previous) => {
      if (status === 'disconnected' && previous === 'connected')
        emit('disconnect', new ProviderRpcError(4900, 'Disconnected'))
    },
  )

  const run = async (kernel: Kernel, method: string, params: unknown) => {
    if (!isAllowedRpcMethod(method))
      throw await rejectDisallowedRequest(method, {
        open: () => kernel.open(),
        toasts: kernel.toasts,
        clock: kernel.clock,
        rejectPending: (error) => {
          for (const reject of [...pending]) reject(toProviderError(error))
        },
      })
    const chain = chainOf()
    const connectorId = foyer.getState().activeConnectorIds.eip155
    if (!connectorId || chain?.accountState.status !== 'connected') {
      if (method === 'eth_accounts') return []
      if (method === 'eth_chainId' && chain?.activeNetworkId)
        return `0x${Number(chain.activeNetworkId.split(':')[1]).toString(16)}`
      if (method === 'eth_requestAccounts') return connectThroughModal(foyer, kernel)
      throw new ProviderRpcError(4100, 'Connect a wallet first.')
    }
    const provider = (await kernel.adapters.capability('eip155', 'getProvider')({ connectorId })) as Eip1193Provider
    try {
      const answer = await walletRequest(provider, method, params)
      // The answer schemas (zod) load with the first request, not with the page.
      const { parseAnswerFor } = await import('./walletAnswers.js')
      return parseAnswerFor(method, answer)
    } catch (error) {
      // The app gets 4001; the visitor sees why nothing was signed.
      const declined = error instanceof UserRejectedRequestError
      if (declined && signingMethods.has(method)) kernel.toasts.error(foyerError('SIGNATURE_DECLINED').shortMessage)
      // The modal closes, or a view waiting on the wallet is popped with the error (SPEC §8).
      onWalletRpcError(kernel, declined ? undefined : (error as { shortMessage?: string }).shortMessage)
      throw error
    }
  }

  return {
    request(args) {
      return new Promise((resolve, reject) => {
        // Bad arguments reject (EIP-1193), never throw synchronously.
        const { method, params } = readRequestArguments(args)
        const settle = (error: unknown) => {
          pending.delete(settle)
          reject(toProviderError(error))
        }
        pending.add(settle)
        foyer
          .ready()
          .then((kernel) => run(kernel, method, params))
          .then((value) => {
            pending.delete(settle)
            resolve(value)
          }, settle)
      })
    },
    on(event, listener) {
      if (typeof listener === 'function') listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
