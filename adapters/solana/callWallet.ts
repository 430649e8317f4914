import { FoyerError } from 'foyer'
import { walletCaller } from 'foyer/kit'

export class SolanaWalletError extends FoyerError {
  override name = 'SolanaWalletError'
  readonly walletCode: number | undefined
  constructor(method: string, walletCode: number | undefined, cause: unknown) {
    super(`The wallet failed ${method}`, { code: 'WALLET_RPC_ERROR', cause })
    this.walletCode = walletCode
  }
}

/**
 * One call to a wallet: a refusal is UserRejectedRequestError, any other failure a SolanaWalletError.
 * Refusal codes: Phantom's 4001 (as EIP-1193) and WalletConnect's 5000-5002.
 */
export const { call: callWallet } = walletCaller(
  { codes: [4001, 5000, 5001, 5002] },
  (method, code, cause) => new SolanaWalletError(method, code, cause),
)
