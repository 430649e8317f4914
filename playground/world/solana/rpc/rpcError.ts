// JSON-RPC errors of the Solana front, with the codes Agave uses.

export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const invalidParams = (detail: string) => new SolanaRpcError(-32602, `Invalid params: ${detail}`)
export const methodNotFound = () => new SolanaRpcError(-32601, 'Method not found')
/** Agave's JSON_RPC_SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE. */
export const preflightFailure = (message: string, data: unknown) =>
  new SolanaRpcError(-32002, `Transaction simulation failed: ${message}`, data)
/** Agave's JSON_RPC_SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE. */
export const signatureVerificationFailure = () =>
  new SolanaRpcError(-32003, 'Transaction signature verification failure')
/** Agave's JSON_RPC_SERVER_ERROR_UNSUPPORTED_TRANSACTION_VERSION. */
export const unsupportedVersion = (version: number) =>
  new SolanaRpcError(
    -32015,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  )
