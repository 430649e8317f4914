import { FoyerError } from 'foyer'
import { walletCaller } from 'foyer/kit'

export class CosmosWalletError extends FoyerError {
  override name = 'CosmosWalletError'
  constructor(method: string, cause: unknown) {
    super(`The wallet failed ${method}`, { code: 'WALLET_RPC_ERROR', cause })
  }
}

/**
 * One call to a wallet: a refusal is UserRejectedRequestError, any other failure a CosmosWalletError.
 * Refusals: EIP-1193's 4001, WalletConnect's 5000-5002; Keplr's Error('Request rejected'), Leap's 'Request
 * rejected by user'.
 */
export const { call: callWallet } = walletCaller(
  { codes: [4001, 5000, 5001, 5002], text: /^request rejected/i },
  (method, _code, cause) => new CosmosWalletError(method, cause),
)
