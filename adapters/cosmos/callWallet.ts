import { FoyerError, UserRejectedRequestError } from 'foyer'

/** Codes wallets use to say the visitor refused (EIP-1193's 4001; WalletConnect's 5000-5002). */
const rejectionCodes = new Set([4001, 5000, 5001, 5002])
/** Keplr refuses with Error('Request rejected'), Leap with 'Request rejected by user'. */
const rejectionText = /^request rejected/i

export class CosmosWalletError extends FoyerError {
  override name = 'CosmosWalletError'
  constructor(method: string, cause: unknown) {
    super(`The wallet failed ${method}`, { code: 'WALLET_RPC_ERROR', cause })
  }
}

/** One call to a wallet: a refusal is UserRejectedRequestError, any other failure a CosmosWalletError. */
export async function callWallet<T>(method: string, call: () => T | Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof FoyerError) throw error
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
    const refused =
      (typeof code === 'number' && rejectionCodes.has(code)) ||
      (typeof message === 'string' && rejectionText.test(message))
    if (refused) throw new UserRejectedRequestError({ cause: error })
    throw new CosmosWalletError(method, error)
  }
}
