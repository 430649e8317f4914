import { FoyerError, UserRejectedRequestError } from 'foyer'

/** polkadot-js refuses `enable` with 'Rejected' and signing with 'Cancelled'; others say it in words. */
const rejectionText = /^(rejected|cancelled|canceled)$|rejected by user|user rejected|cancelled by user/i

export class PolkadotWalletError extends FoyerError {
  override name = 'PolkadotWalletError'
  constructor(method: string, cause: unknown) {
    super(`The wallet failed ${method}`, { code: 'WALLET_RPC_ERROR', cause })
  }
}

/** One call to an extension: a refusal is UserRejectedRequestError, any other failure a PolkadotWalletError. */
export async function callWallet<T>(method: string, call: () => T | Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof FoyerError) throw error
    const message = (error as { message?: unknown } | undefined)?.message
    if (typeof message === 'string' && rejectionText.test(message)) throw new UserRejectedRequestError({ cause: error })
    throw new PolkadotWalletError(method, error)
  }
}
