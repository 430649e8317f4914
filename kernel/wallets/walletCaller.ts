import { FoyerError } from '../errors/FoyerError.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'

/** How a namespace's wallets say the visitor refused: error codes, or words in the message. */
export interface WalletRefusals {
  codes?: readonly number[]
  text?: RegExp
}

/** The namespace's own error for any other failure of `method` (`code`: the wallet's numeric code, if any). */
export type WalletFailureError = (method: string, code: number | undefined, cause: unknown) => FoyerError

export interface WalletCaller {
  /** Maps a wallet's failure: a Foyer error as it is, a refusal UserRejectedRequestError, else the namespace's. */
  failure(method: string, error: unknown): FoyerError
  /** One call to a wallet, its failure mapped by `failure`. */
  call<T>(method: string, call: () => T | Promise<T>): Promise<T>
}

/** The wallet-call rule of one namespace (solana, bip122, polkadot, cosmos): its refusals and its error. */
export function walletCaller(refusals: WalletRefusals, failed: WalletFailureError): WalletCaller {
  const failure = (method: string, thrown: unknown): FoyerError => {
    let error = thrown
    let code: unknown
    let message: unknown
    try {
      if (error instanceof FoyerError) return error
      ;({ code, message } = (error ?? {}) as { code?: unknown; message?: unknown })
    } catch {
      // A thrown value that throws when read (a revoked proxy, a getter): a failure, and not kept as the cause,
      // which whoever reads the error later could not read either.
      error = new TypeError(`The wallet threw a value that cannot be read (${method})`)
    }
    const walletCode = typeof code === 'number' ? code : undefined
    const refused =
      (walletCode !== undefined && refusals.codes?.includes(walletCode)) ||
      (typeof message === 'string' && refusals.text?.test(message))
    return refused ? new UserRejectedRequestError({ cause: error }) : failed(method, walletCode, error)
  }
  return {
    failure,
    async call(method, call) {
      try {
        return await call()
      } catch (error) {
        throw failure(method, error)
      }
    },
  }
}
