import { type Foyer, type Kernel, UserRejectedRequestError } from 'foyer'
import { foyerError, onWalletRpcError, rejectDisallowedRequest } from 'foyer/kit'
import { encodeBase58 } from './base58.js'
import { fromBase64, isAllowedSolanaMethod, parseRequestParams, toBase64 } from './solanaRequests.js'

export interface SolanaProvider {
  /** One request (WalletConnect's `solana_` methods); `solana_signMessage` signs `message` as UTF-8 text. */
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** Waits for a Solana connection made in the modal; the visitor closing it is a rejection. */
function connectThroughModal(foyer: Foyer, kernel: Kernel): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => {
      foyer.off('connect:success', onConnect)
      foyer.off('modal:close', onClose)
    }
    const onConnect = ({ namespace, address }: { namespace: string; address: string }) => {
      if (namespace !== 'solana') return
      done()
      resolve(address)
    }
    const onClose = () => {
      done()
      reject(new UserRejectedRequestError())
    }
    foyer.on('connect:success', onConnect)
    foyer.on('modal:close', onClose)
    kernel.open().catch((error: unknown) => {
      done()
      reject(error)
    })
  })
}

/**
 * The active Solana connection for an app's own code. Requests outside SPEC §6's allowed lists are refused: the
 * modal opens, 'Action not allowed' shows after 300 ms, and pending requests reject with 'Requested RPC call is
 * not allowed'. Signing and sending go through the adapter, so every wallet answer is parsed.
 */
export function createSolanaProvider(foyer: Foyer): SolanaProvider {
  const pending = new Set<(error: unknown) => void>()

  const signing = async (kernel: Kernel, connectorId: string, address: string, method: string, params: unknown) => {
    const adapter = kernel.adapters
    if (method === 'solana_signMessage') {
      const { message } = parseRequestParams(method, params)
      return { signature: await adapter.getOrThrow('solana').signMessage({ connectorId, address, message }) }
    }
    if (method === 'solana_signTransaction') {
      const transaction = fromBase64(parseRequestParams(method, params).transaction)
      const signed = (await adapter.capability('solana', 'signTransaction')({ connectorId, transaction })) as Uint8Array
      return { transaction: toBase64(signed), signature: encodeBase58(signed.slice(1, 65)) }
    }
    if (method === 'solana_signAllTransactions') {
      const transactions = parseRequestParams(method, params).transactions.map(fromBase64)
      const signed = await adapter.capability('solana', 'signAllTransactions')({ connectorId, transactions })
      return { transactions: (signed as Uint8Array[]).map(toBase64) }
    }
    const transaction = fromBase64(parseRequestParams('solana_signAndSendTransaction', params).transaction)
    return { signature: await adapter.capability('solana', 'signAndSendTransaction')({ connectorId, transaction }) }
  }

  const run = async (kernel: Kernel, method: string, params: unknown) => {
    if (!isAllowedSolanaMethod(method))
      throw await rejectDisallowedRequest(method, {
        open: () => kernel.open(),
        toasts: kernel.toasts,
        clock: kernel.clock,
        rejectPending: (error) => {
          for (const reject of [...pending]) reject(error)
        },
      })
    const account = foyer.getState().chains.solana?.accountState
    const connectorId = foyer.getState().activeConnectorIds.solana
    const connected = account?.status === 'connected' && account.address && connectorId
    if (method === 'solana_getAccounts') return connected ? [{ pubkey: account.address }] : []
    if (method === 'solana_requestAccounts')
      return [{ pubkey: connected ? account.address : await connectThroughModal(foyer, kernel) }]
    if (!connected) throw foyerError('CAIP_UNDEFINED', {}, { details: 'connect a Solana wallet first' })
    try {
      return await signing(kernel, connectorId, account.address as string, method, params)
    } catch (error) {
      const declined = error instanceof UserRejectedRequestError
      if (declined) kernel.toasts.error(foyerError('SIGNATURE_DECLINED').shortMessage)
      onWalletRpcError(kernel, declined ? undefined : (error as { shortMessage?: string }).shortMessage)
      throw error
    }
  }

  return {
    request(args) {
      return new Promise((resolve, reject) => {
        const { method, params } = (args ?? {}) as { method?: unknown; params?: unknown }
        const settle = (error: unknown) => {
          pending.delete(settle)
          reject(error)
        }
        pending.add(settle)
        foyer
          .ready()
          .then((kernel) => run(kernel, typeof method === 'string' ? method : '', params))
          .then((value) => {
            pending.delete(settle)
            resolve(value)
          }, settle)
      })
    },
  }
}
