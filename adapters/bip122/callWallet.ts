import { FoyerError, UserRejectedRequestError } from 'foyer'

/** Codes Bitcoin wallets use to say the visitor refused: sats-connect's -32000, EIP-1193's 4001, WalletConnect's. */
const rejectionCodes = new Set([-32000, 4001, 5000, 5001, 5002])

export class BitcoinWalletError extends FoyerError {
  override name = 'BitcoinWalletError'
  readonly walletCode: number | undefined
  constructor(method: string, walletCode: number | undefined, cause: unknown) {
    super(`The wallet failed ${method}`, { code: 'WALLET_RPC_ERROR', cause })
    this.walletCode = walletCode
  }
}

const codeOf = (error: unknown): number | undefined => {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'number' ? code : undefined
}

/** Maps a wallet's failure: a refusal is UserRejectedRequestError, anything else a BitcoinWalletError. */
export function walletFailure(method: string, error: unknown): FoyerError {
  if (error instanceof FoyerError) return error
  const code = codeOf(error)
  if (code !== undefined && rejectionCodes.has(code)) return new UserRejectedRequestError({ cause: error })
  return new BitcoinWalletError(method, code, error)
}

/** One call to a wallet, its failure mapped by walletFailure. */
export async function callWallet<T>(method: string, call: () => T | Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw walletFailure(method, error)
  }
}
