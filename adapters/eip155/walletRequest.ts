import { FoyerError, UserRejectedRequestError } from 'foyer'
import type { Eip1193Provider } from './Eip1193Provider.js'

/** EIP-1193 and CAIP codes a wallet uses to say the visitor refused (4001; 5000 from some WalletConnect wallets). */
const rejectionCodes = new Set([4001, 5000])

export class WalletRpcError extends FoyerError {
  override name = 'WalletRpcError'
  readonly rpcCode: number | undefined
  constructor(method: string, rpcCode: number | undefined, cause: unknown) {
    super(`The wallet failed ${method}`, { code: 'WALLET_RPC_ERROR', cause })
    this.rpcCode = rpcCode
  }
}

const codeOf = (error: unknown): number | undefined => {
  const code = (error as { code?: unknown })?.code
  return typeof code === 'number' ? code : undefined
}

/** One request to a wallet, its refusals mapped to UserRejectedRequestError and other errors wrapped with their code. */
export async function walletRequest(provider: Eip1193Provider, method: string, params?: unknown): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params })
  } catch (error) {
    const code = codeOf(error)
    if (code !== undefined && rejectionCodes.has(code)) throw new UserRejectedRequestError({ cause: error })
    throw new WalletRpcError(method, code, error)
  }
}
