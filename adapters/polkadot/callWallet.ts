import { FoyerError } from 'foyer'
import { walletCaller } from 'foyer/kit'

export class PolkadotWalletError extends FoyerError {
  override name = 'PolkadotWalletError'
  constructor(method: string, cause: unknown) {
    super(`The wallet failed ${method}`, { code: 'WALLET_RPC_ERROR', cause })
  }
}

/**
 * One call to an extension: a refusal is UserRejectedRequestError, any other failure a PolkadotWalletError.
 * polkadot-js refuses `enable` with 'Rejected' and signing with 'Cancelled'; others say it in words. A
 * WalletConnect wallet refuses with WalletConnect's 5000 to 5002 (or EIP-1193's 4001).
 */
export const { call: callWallet } = walletCaller(
  {
    codes: [4001, 5000, 5001, 5002],
    text: /^(rejected|cancelled|canceled)$|rejected by user|user rejected|cancelled by user/i,
  },
  (method, _code, cause) => new PolkadotWalletError(method, cause),
)
