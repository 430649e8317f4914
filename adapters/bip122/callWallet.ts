import { FoyerError } from 'foyer'
import { walletCaller } from 'foyer/kit'

export class BitcoinWalletError extends FoyerError {
  override name = 'BitcoinWalletError'
  readonly walletCode: number | undefined
  constructor(method: string, walletCode: number | undefined, cause: unknown) {
    super(`The wallet failed ${method}`, { code: 'WALLET_RPC_ERROR', cause })
    this.walletCode = walletCode
  }
}

/**
 * A call to a Bitcoin wallet (`callWallet`) and its failure (`walletFailure`): a refusal is
 * UserRejectedRequestError, anything else a BitcoinWalletError. Refusal codes: sats-connect's -32000, EIP-1193's
 * 4001, WalletConnect's 5000-5002.
 */
export const { call: callWallet, failure: walletFailure } = walletCaller(
  { codes: [-32000, 4001, 5000, 5001, 5002] },
  (method, code, cause) => new BitcoinWalletError(method, code, cause),
)
