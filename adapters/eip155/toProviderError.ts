import { FoyerError, UserRejectedRequestError } from 'foyer'
import { ProviderRpcError } from './ProviderRpcError.js'
import { WalletRpcError } from './walletRequest.js'

/** Foyer's errors in EIP-1193 terms: rejection 4001, not connected 4100, not allowed 4200, a wallet's own code. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof UserRejectedRequestError) return new ProviderRpcError(4001, 'User rejected the request.', error)
  if (error instanceof WalletRpcError && error.rpcCode !== undefined)
    return new ProviderRpcError(error.rpcCode, error.shortMessage, error)
  if (error instanceof FoyerError) {
    if (error.code === 'RPC_NOT_ALLOWED') return new ProviderRpcError(4200, error.shortMessage, error)
    if (error.code === 'MODAL_CLOSED') return new ProviderRpcError(4001, error.shortMessage, error)
    return new ProviderRpcError(-32603, error.shortMessage, error)
  }
  return new ProviderRpcError(-32603, error instanceof Error ? error.message : 'Internal error', error)
}
