import { FoyerError, UserRejectedRequestError } from 'foyer'

/** Codes Solana wallets use to say the visitor refused (Phantom's 4001, as EIP-1193; WalletConnect's 5000-5002). */
const rejectionCodes = new Set([4001, 5000, 5001, 5002])

export class SolanaWalletError extends FoyerError {
  override name = 'SolanaWalletError'
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

/** One call to a wallet: a refusal is UserRejectedRequestError, any other failure a SolanaWalletError. */
export async function callWallet<T>(method: string, call: () => T | Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof FoyerError) throw error
    const code = codeOf(error)
    if (code !== undefined && rejectionCodes.has(code)) throw new UserRejectedRequestError({ cause: error })
    throw new SolanaWalletError(method, code, error)
  }
}
